// skirmish.sighting (core/calculators/skirmish/sighting.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

namespace core_calculators_skirmish_test_sighting {

using pm::json;
using pm::Rational;
using pm_test::outcome;
using pm_test::whole;

namespace {

// Spotting by enumeration: within 12", two dice whose total is at least the range.
Rational spot_enum(double range) {
    if (range > 12) return Rational(0);
    int n = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) n += (a + b) >= range;  // compared with the (fractional) range itself
    return Rational(n, 36);
}

}  // namespace

// skirmish.sighting / skirmish.listening against Vietnam Skirmish (seed 004; digest VS-9, VS-10 and
// derived vectors V2-V7), each chance checked by enumerating the dice faces independently.
TEST_CASE("skirmish.sighting: spotting chance equals 2D6 enumeration (VS-10), whole and fractional ranges") {
    for (double r :
         {0.0, 1.0, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 6.2, 7.0, 8.0, 9.0, 9.9, 10.0, 11.0, 11.5, 12.0, 12.5, 13.0, 20.0}) {
        CAPTURE(r);
        json res = whole("skirmish.sighting", {{"range", r}});
        CHECK(outcome(res, "spotted") == spot_enum(r));
    }
    // the digest's derived row (VS-10 table)
    CHECK(outcome(whole("skirmish.sighting", {{"range", 3}}), "spotted") == Rational(35, 36));
    CHECK(outcome(whole("skirmish.sighting", {{"range", 6}}), "spotted") == Rational(26, 36));
    CHECK(outcome(whole("skirmish.sighting", {{"range", 9}}), "spotted") == Rational(10, 36));
    CHECK(outcome(whole("skirmish.sighting", {{"range", 12}}), "spotted") == Rational(1, 36));
    CHECK(outcome(whole("skirmish.sighting", {{"range", 13}}), "spotted") == Rational(0));  // V7: no roll beyond 12"
}

TEST_CASE("skirmish.sighting: hidden figures see each other within 4\" (VS-9)") {
    CHECK(outcome(whole("skirmish.sighting", {{"rules", "hidden"}, {"range", 4}}), "spotted") == Rational(1));
    CHECK(outcome(whole("skirmish.sighting", {{"rules", "hidden"}, {"range", 4.5}}), "spotted") == Rational(0));
}

TEST_CASE("skirmish.sighting: curve points and marker; seeded roll follows its dice (V6)") {
    json r = whole("skirmish.sighting", {{"range", 9}});
    const json& f = r["figure"];
    CHECK(f["type"] == "curve");
    CHECK(f["marker"]["x"] == 9);
    double prev = -1;
    for (const auto& pt : f["points"]) {
        double x = pt[0].get<double>();
        CHECK(x > prev);
        prev = x;
        CHECK(pt[1].get<double>() == doctest::Approx(spot_enum(x).to_double()).epsilon(1e-12));
    }
    for (int seed = 1; seed <= 20; ++seed) {
        json s = whole("skirmish.sighting", {{"range", 9}}, seed);
        int total = s["roll"]["dice"][0].get<int>() + s["roll"]["dice"][1].get<int>();
        CHECK(s["roll"]["key"] == (total >= 9 ? "spotted" : "not-spotted"));  // V6: 9 spots, 8 does not
    }
    CHECK(whole("skirmish.sighting", {{"range", 13}}, 5)["roll"]["dice"].empty());
}

}  // namespace core_calculators_skirmish_test_sighting
