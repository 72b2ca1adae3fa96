// pm::Dist edge cases the calculators lean on (the weather table folds 13 into "12+", the codec
// reports overflow of long tracks), each checked against counting faces by hand.
#include <doctest/doctest.h>

#include <stdexcept>

#include "engine/exact/dist.h"

namespace core_engine_test_dist {

using pm::Dist;
using pm::Rational;

TEST_CASE("Dist: 2d6 by construction equals counting the 36 faces") {
    Dist d = Dist::sum_of_dice(2);
    for (int s = 2; s <= 12; ++s) {
        int ways = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b) ways += a + b == s;
        CHECK(d.p(s) == Rational(ways, 36));
    }
    CHECK(d.p(1) == Rational(0));
    CHECK(d.p(13) == Rational(0));
    CHECK(d.total() == Rational(1));
    CHECK(d.min() == 2);
    CHECK(d.max() == 12);
    CHECK(Dist::sum_of_dice(0).p(0) == Rational(1));
}

TEST_CASE("Dist: shifted, map folding and clamped keep the total and merge mass") {
    Dist d = Dist::sum_of_dice(2).shifted(1);  // monsoon 2d6+1: 3..13
    CHECK(d.min() == 3);
    CHECK(d.p(13) == Rational(1, 36));
    Dist folded = d.map([](int v) { return v >= 12 ? 12 : v; });  // row "12+"
    CHECK(folded.p(12) == Rational(3, 36));
    CHECK(folded.p(13) == Rational(0));
    CHECK(folded.total() == Rational(1));
    CHECK(d.clamped(4, 11).p(4) == Rational(3, 36));   // 3 and 4
    CHECK(d.clamped(4, 11).p(11) == Rational(6, 36));  // 11, 12, 13
    CHECK(d.clamped(4, 11).entries().size() == 8);
}

TEST_CASE("Dist: at least / at most and combine") {
    Dist d = Dist::die();
    CHECK(d.p_at_least(5) == Rational(1, 3));
    CHECK(d.p_at_least(7) == Rational(0));
    CHECK(d.p_at_least(-5) == Rational(1));
    CHECK(d.p_at_most(2) == Rational(1, 3));
    CHECK(d.p_at_most(0) == Rational(0));
    // Highest of two dice: P(max = k) = (2k - 1) / 36.
    Dist hi = Dist::combine(d, d, [](int a, int b) { return a > b ? a : b; });
    for (int k = 1; k <= 6; ++k) CHECK(hi.p(k) == Rational(2 * k - 1, 36));
}

TEST_CASE("Dist: empty and invalid constructions are reported") {
    Dist e;
    CHECK(e.empty());
    CHECK(e.total() == Rational(0));
    CHECK_THROWS_AS(e.min(), std::logic_error);
    CHECK_THROWS_AS(e.max(), std::logic_error);
    CHECK_THROWS_AS(Dist::uniform(3, 2), std::invalid_argument);
    Dist z;
    z.add(4, Rational(0));  // zero mass is not stored
    CHECK(z.empty());
    CHECK(Dist::point(-3).p(-3) == Rational(1));
}

}  // namespace core_engine_test_dist
