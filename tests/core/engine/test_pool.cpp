// A pool of like dice counted as multisets (engine/dice/pool.h) against the enumerating engine:
// Dist::from_faces over every face sequence, the plain count, exactly, for every pool size the
// books roll (FNG's pass dice and Received Fire dice, a swath's one to six fire dice and a
// Grenadier's seventh, damage dice of up to six hits, keep-best and 2d6 sums), and the 64-bit
// counting against the Rational path where the denominator does not fit.
#include <doctest/doctest.h>

#include <algorithm>
#include <climits>
#include <functional>
#include <stdexcept>
#include <vector>

#include "engine/dice/pass_dice.h"
#include "engine/dice/pool.h"
#include "engine/dice/rolls.h"
#include "engine/exact/dist.h"

namespace core_engine_test_pool {

using pm::Dist;
using pm::Rational;
using pm::dice::pool_dist;
using pm::dice::PoolCounts;
using pm::dice::PoolDie;

namespace {

// Every face sequence of n d6 (6^n of them): the reference. Above 6 dice only one label each,
// so the whole file stays well under a second.
constexpr int kEnumerated = 8;

bool same(const Dist& a, const Dist& b) {
    return a.entries() == b.entries();
}

int sum_of(const std::vector<int>& f) {
    int s = 0;
    for (int x : f) s += x;
    return s;
}

}  // namespace

TEST_CASE("Pool: sums, highest and lowest equal every face sequence enumerated, 0 to 8 dice") {
    for (int n = 0; n <= kEnumerated; ++n) {
        CAPTURE(n);
        CHECK(same(Dist::sum_of_dice(n), Dist::from_faces(n, sum_of)));
        if (n == 0 || n > 6) continue;
        CHECK(same(pm::dice::keep_highest(n), Dist::from_faces(n, [](const std::vector<int>& f) {
                       return *std::max_element(f.begin(), f.end());
                   })));
        CHECK(same(pm::dice::keep_lowest(n), Dist::from_faces(n, [](const std::vector<int>& f) {
                       return *std::min_element(f.begin(), f.end());
                   })));
    }
}

TEST_CASE("Pool: pass dice against every target and cap equal every face sequence, 0 to 8 dice") {
    for (int n = 0; n <= kEnumerated; ++n)
        for (int target = -1; target <= 7; ++target)
            for (int cap = 1; cap <= 3; ++cap) {
                if (n > 6 && (cap != 2 || target != 4)) continue;  // one reading each for the largest pools
                CAPTURE(n);
                CAPTURE(target);
                CAPTURE(cap);
                CHECK(same(pm::dice::pass_count(n, target, cap), Dist::from_faces(n, [&](const std::vector<int>& f) {
                               return pm::dice::passes_for_faces(f, target, cap);
                           })));
            }
}

TEST_CASE("Pool: larger pass pools equal one die added at a time, up to 20 dice") {
    for (int n = 9; n <= 20; ++n)
        for (int target : {1, 3, 4, 6}) {
            CAPTURE(n);
            CAPTURE(target);
            Dist one;
            one.add(1, pm::dice::pass_chance(target));
            one.add(0, Rational(1) - pm::dice::pass_chance(target));
            CHECK(same(pm::dice::pass_count(n, target, 3),
                       Dist::repeat(one, n, [](int a, int b) { return std::min(3, a + b); })));
        }
}

TEST_CASE("Pool: the swath's sorted dice equal every face sequence sorted, 0 to 8 dice") {
    // A target of the swath gets dice `from` to `to` of the dice sorted high to low; its label is how
    // many of them hit on 4+ (any reading of the sorted faces would do).
    for (int n = 0; n <= kEnumerated; ++n) {
        const int from = n / 3, to = n - n / 4;
        auto hits = [&](const std::vector<int>& sorted) {
            int h = 0;
            for (int i = from; i < to; ++i) h += sorted[i] >= 4;
            return h;
        };
        CAPTURE(n);
        CHECK(same(Dist::from_sorted_faces(n, hits), Dist::from_faces(n, [&](const std::vector<int>& f) {
                       std::vector<int> s = f;
                       std::sort(s.begin(), s.end(), std::greater<int>());
                       return hits(s);
                   })));
    }
}

TEST_CASE("Pool: a die of weighted outcomes equals its Dist added die by die") {
    // a d6 read as 0 (faces 1-2), 1 (3-5), 3 (6): weights 2, 3, 1
    const PoolDie die = PoolDie::read(6, [](int f) { return f <= 2 ? 0 : (f <= 5 ? 1 : 3); });
    REQUIRE(die.size() == 3);
    CHECK(die.total() == 6);
    Dist one = Dist::die().map([](int f) { return f <= 2 ? 0 : (f <= 5 ? 1 : 3); });
    for (int n = 0; n <= 12; ++n) {
        CAPTURE(n);
        CHECK(same(pool_dist(die, n, [](const PoolCounts& c) { return c.sum(); }),
                   Dist::repeat(one, n, [](int a, int b) { return a + b; })));
        CHECK(same(pool_dist(die, n, [](const PoolCounts& c) { return c.count_of(3) * 100 + c.count_of(0); }),
                   Dist::repeat(one, n, [](int a, int b) { return a + (b == 3 ? 100 : (b == 0 ? 1 : 0)); })));
    }
}

TEST_CASE("Pool: each multiset is visited once with every die counted") {
    int visits = 0;
    const Dist d = pool_dist(PoolDie::d(6), 6, [&](const PoolCounts& c) {
        int dice = 0;
        for (int i = 0; i < c.size(); ++i) dice += c.count(i);
        CHECK(dice == 6);
        ++visits;
        return 0;
    });
    CHECK(visits == 462);  // C(11, 5)
    CHECK(d.p(0) == Rational(1));
    CHECK(same(pool_dist(PoolDie::d(6), 0, [](const PoolCounts& c) { return c.dice(); }), Dist::point(0)));
}

TEST_CASE("Pool: past 64 bits the count goes the Rational way, and fails as it does") {
    // W^n does not fit in 64 bits but every probability does: the wide path gives the same Dist.
    PoolDie halves;
    halves.add(1, 1LL << 40);
    halves.add(2, 1LL << 40);
    const Dist coin = Dist::uniform(1, 2);
    for (int n = 1; n <= 4; ++n)
        CHECK(same(pool_dist(halves, n, [](const PoolCounts& c) { return c.sum(); }),
                   Dist::repeat(coin, n, [](int a, int b) { return a + b; })));
    // Probabilities that cannot be represented: both ways refuse with overflow_error.
    PoolDie odd;
    odd.add(1, 1000000007);
    odd.add(2, 998244353);
    Dist odd_one;
    odd_one.add(1, Rational(1000000007, 1000000007LL + 998244353));
    odd_one.add(2, Rational(998244353, 1000000007LL + 998244353));
    CHECK_THROWS_AS(pool_dist(odd, 3, [](const PoolCounts& c) { return c.sum(); }), std::overflow_error);
    CHECK_THROWS_AS(Dist::repeat(odd_one, 3, [](int a, int b) { return a + b; }), std::overflow_error);
}

}  // namespace core_engine_test_pool
