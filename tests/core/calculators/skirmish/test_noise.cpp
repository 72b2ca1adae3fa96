// skirmish.noise (core/calculators/skirmish/noise.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"

namespace core_calculators_skirmish_test_noise {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::answer;

// Vietnam Skirmish contract calculators (digest VS-2, VS-3, VS-9, VS-10; E1–E3, V1–V7).
TEST_CASE("skirmish.noise: V2–V4 and E3") {
    CHECK(answer("skirmish.noise", {{"pips", 5}, {"distance", 25}})["values"]["result"] == 3);  // V2
    CHECK(P(answer("skirmish.noise", {{"pips", 5}, {"distance", 25}}), "detected") == Rational(3, 6));
    CHECK(P(answer("skirmish.noise", {{"pips", 3}, {"distance", 30}}), "detected") == Rational(0));    // V3
    CHECK(answer("skirmish.noise", {{"pips", 2}, {"distance", 9.9}})["values"]["result"] == 2);        // V4
    CHECK(P(answer("skirmish.noise", {{"pips", 3}, {"distance", 0}}), "detected") == Rational(1, 2));  // E3: 3 pips
    CHECK(P(answer("skirmish.noise", {{"pips", 9}, {"distance", 10}}), "detected") == Rational(1));
}

}  // namespace core_calculators_skirmish_test_noise
