// Vietnam Skirmish spotting (VS-10, VS-A6) and noise (VS-9, VS-A5): the rules' one home,
// core/skirmish/spotting_noise.h, against the book's numbers worked by hand and against the two
// dice counted independently (Dist), and each calculator pair reading the same rule.
#include <doctest/doctest.h>

#include "contract/codec.h"
#include "engine/exact/dist.h"
#include "rules/skirmish/spotting_noise.h"

namespace core_rules_skirmish_test_spotting_noise {

using pm::Dist;
using pm::Rational;
using namespace pm::skirmish;

TEST_CASE("skirmish spotting: two dice reach the range in inches; none beyond 12\"") {
    CHECK(spot_max_range() == 12.0);
    CHECK(p_spot(7) == Rational(21, 36));  // 7+ on 2d6: 6+5+4+3+2+1
    CHECK(p_spot(12) == Rational(1, 36));
    CHECK(p_spot(12.5) == Rational(0));  // beyond the limit: no roll
    CHECK(p_spot(1) == Rational(1));
    CHECK(p_spot(6.5) == Rational(21, 36));             // up: 7+
    CHECK(p_spot(6.5, "down") == Rational(26, 36));     // 6+
    CHECK(p_spot(6.4, "nearest") == Rational(26, 36));  // 6+
    for (int need = 0; need <= 13; ++need)
        CHECK(p_spot(need) == (need > 12 ? Rational(0) : Dist::sum_of_dice(2).p_at_least(need)));
    CHECK(spotted(7, 7));
    CHECK_FALSE(spotted(6, 7));
}

TEST_CASE("skirmish noise: pips less one per full 10\", heard on a die at or under it") {
    CHECK(noise_result(3, 15) == 2);
    CHECK(noise_result(3, 9.5) == 3);
    CHECK(noise_result(3, 10) == 2);
    CHECK(noise_result(1, 30) == -2);
    CHECK(p_heard(3, 15) == Rational(2, 6));
    CHECK(p_heard(9, 0) == Rational(1));
    CHECK(p_heard(1, 30) == Rational(0));
    CHECK(heard(2, 2));
    CHECK_FALSE(heard(3, 2));
}

TEST_CASE("skirmish: the contract calculators and the LOS ones give one rule's answer") {
    for (double range : {0.0, 2.5, 6.0, 7.0, 11.5, 12.0, 13.0}) {
        CAPTURE(range);
        const auto spot = pm::evaluate_request({{"calc", "skirmish.spot"}, {"params", {{"range", range}}}});
        const auto sight = pm::evaluate_request({{"calc", "skirmish.sighting"}, {"params", {{"range", range}}}});
        CHECK(spot["outcomes"][0]["exact"] == p_spot(range).str());
        CHECK(sight["outcomes"][0]["exact"] == p_spot(range).str());
    }
    for (int pips : {0, 2, 5}) {
        for (double d : {0.0, 10.0, 25.0}) {
            CAPTURE(pips);
            CAPTURE(d);
            const auto noise =
                pm::evaluate_request({{"calc", "skirmish.noise"}, {"params", {{"pips", pips}, {"distance", d}}}});
            const auto listen =
                pm::evaluate_request({{"calc", "skirmish.listening"}, {"params", {{"pips", pips}, {"distance", d}}}});
            CHECK(noise["outcomes"][0]["exact"] == p_heard(pips, d).str());
            CHECK(listen["outcomes"][0]["exact"] == p_heard(pips, d).str());
        }
    }
}

}  // namespace core_rules_skirmish_test_spotting_noise
