// fng.fac (core/calculators/fng/fac.cpp): each test says the rule in our words, works out the book's answer on its own
// (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <optional>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_fac {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::has_text;
using pm_test::P;

// [SECTION] support fire rules
// Gaps (FNG support): deviation doubled in heavy rain and for ordnance released off table,
// what each army's reinforcement card brings with its footnote dice, the FAC staying or leaving,
// and the rule that artillery never shares a turn with air support. Each test says the rule in our
// words and works the answer out here from the book's numbers, then asks the calculator.
TEST_CASE("fng.fac and the same-turn rule") {
    // The FAC stays on 1-4 of a d6 each turn: after n turns (2/3)^n.
    json f = ev("fng.fac", {{"turns", 3}});
    CHECK(P(f, "stays") == Rational(8, 27));
    CHECK(P(f, "leaves") == Rational(19, 27));
    CHECK(f["values"]["p_still_there"][2] == "4/9");
    for (uint32_t seed = 1; seed <= 30; ++seed) {
        json s = ev("fng.fac", {{"turns", 4}}, seed);
        const auto& d = s["roll"]["dice"];
        int left = 0;
        for (size_t i = 0; i < d.size(); ++i)
            if (d[i].get<int>() >= 5) {
                left = (int)i + 1;
                CHECK(i + 1 == d.size());  // no die after the one that sends it away
            }
        CHECK(s["roll"]["left_on_roll"] == left);
        CHECK(s["roll"]["key"] == (left ? "leaves" : "stays"));
        if (!left) CHECK(d.size() == 4);
    }
    // p.49: no artillery or mortar fire in a turn with air support — said by the request tables.
    for (const char* calc : {"fng.artillery-request", "fng.air-strike-request", "fng.gunship-request", "fng.fac"})
        CHECK(has_text(ev(calc, json::object()), "No artillery or mortar fire in a turn with aircraft"));
}

}  // namespace core_calculators_fng_test_fac
