// skirmish.listening (core/calculators/skirmish/listening.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

namespace core_calculators_skirmish_test_listening {

using pm::json;
using pm::Rational;
using pm_test::outcome;
using pm_test::whole;

namespace {

// Noise by enumeration: one die, heard when the face is at most pips minus one per full 10".
Rational noise_enum(int pips, double distance) {
    int full = 0;
    for (double left = distance; left >= 10; left -= 10) ++full;
    int n = 0;
    for (int f = 1; f <= 6; ++f) n += f <= pips - full;
    return Rational(n, 6);
}

}  // namespace

// skirmish.sighting / skirmish.listening against Vietnam Skirmish (seed 004; digest VS-9, VS-10 and
// derived vectors V2-V7), each chance checked by enumerating the dice faces independently.
TEST_CASE("skirmish.listening: noise detection equals D6 enumeration (VS-A5) and the digest vectors") {
    for (int pips = 0; pips <= 12; ++pips)
        for (double d : {0.0, 5.0, 9.9, 10.0, 19.99, 20.0, 25.0, 30.0, 59.0, 75.0}) {
            CAPTURE(pips);
            CAPTURE(d);
            CHECK(outcome(whole("skirmish.listening", {{"pips", pips}, {"distance", d}}), "detected") ==
                  noise_enum(pips, d));
        }
    json v2 = whole("skirmish.listening", {{"pips", 5}, {"distance", 25}});
    CHECK(v2["values"]["result"] == 3);  // V2
    CHECK(outcome(v2, "detected") == Rational(1, 2));
    CHECK(outcome(whole("skirmish.listening", {{"pips", 3}, {"distance", 30}}), "detected") == Rational(0));  // V3
    CHECK(whole("skirmish.listening", {{"pips", 2}, {"distance", 9.9}})["values"]["result"] == 2);            // V4
    // V5: two figures 5" apart, 3 pips each, pooled to 6
    json v5 = whole("skirmish.listening", {{"pips", 3}, {"group_pips", 3}, {"distance", 5}});
    CHECK(v5["values"]["pips"] == 6);
    CHECK(outcome(v5, "detected") == Rational(1));
}

TEST_CASE("skirmish.listening: own fire within 10\" spoils listening; a figure that fired is heard (VS-9)") {
    CHECK(outcome(whole("skirmish.listening", {{"pips", 6}, {"distance", 5}, {"own_fire_within_10", true}}),
                  "detected") == Rational(0));
    CHECK(outcome(whole("skirmish.listening", {{"pips", 0}, {"distance", 40}, {"mover_fired", true}}), "detected") ==
          Rational(1));
    json r = whole("skirmish.listening", {{"pips", 4}, {"distance", 12}});
    CHECK(r["figure"]["marker"]["x"] == 12);
    for (const auto& pt : r["figure"]["points"])
        CHECK(pt[1].get<double>() == doctest::Approx(noise_enum(4, pt[0].get<double>()).to_double()).epsilon(1e-12));
    for (int seed = 1; seed <= 20; ++seed) {
        json s = whole("skirmish.listening", {{"pips", 4}, {"distance", 12}}, seed);
        CHECK(s["roll"]["key"] == (s["roll"]["dice"][0].get<int>() <= 3 ? "detected" : "not-detected"));
    }
}

}  // namespace core_calculators_skirmish_test_listening
