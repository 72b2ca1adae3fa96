// skirmish.spot (core/calculators/skirmish/spot.cpp): each test says the rule in our words, works out the book's answer
// on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"

namespace core_calculators_skirmish_test_spot {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::answer;

// Vietnam Skirmish contract calculators (digest VS-2, VS-3, VS-9, VS-10; E1–E3, V1–V7).
TEST_CASE("skirmish.spot: digest table VS-10 and enumeration of two dice") {
    const int num[] = {36, 36, 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1};  // range 0..12, in 36ths
    for (int r = 0; r <= 12; ++r) CHECK(P(answer("skirmish.spot", {{"range", r}}), "spotted") == Rational(num[r], 36));
    json r = answer("skirmish.spot", {{"range", 13}});  // V7: no roll beyond 12"
    CHECK(P(r, "spotted") == Rational(0));
    CHECK(r["values"]["roll_allowed"] == false);
    // fractional ranges: 8.5" needs 9 by default (sum must reach the distance)
    for (double x : {0.5, 3.5, 8.5, 11.5, 12.0}) {
        int n = 0, need = static_cast<int>(std::ceil(x));
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b) n += a + b >= need;
        CHECK(P(answer("skirmish.spot", {{"range", x}}), "spotted") == Rational(n, 36));
    }
    CHECK(P(answer("skirmish.spot", {{"range", 8.5}, {"fraction", "down"}}), "spotted") == Rational(15, 36));
    // V6: seeded roll, key follows the dice
    for (uint32_t s = 1; s <= 10; ++s) {
        json q = pm::evaluate_request({{"calc", "skirmish.spot"}, {"params", {{"range", 9}}}, {"seed", s}});
        CHECK(q["roll"]["key"] == (q["roll"]["dice"].get<int>() >= 9 ? "spotted" : "not-spotted"));
    }
}

}  // namespace core_calculators_skirmish_test_spot
