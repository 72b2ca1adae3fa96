// FNG-A1 / FNG-A2 against the digest's reference tables (fng.md §1.1, §1.2) and brute force.
#include <doctest/doctest.h>

#include <algorithm>

#include "engine/dice/pass_dice.h"

namespace core_engine_test_pass_dice {

using pm::Dist;
using pm::Rational;

namespace {
// Independent check: enumerate every face combination of n d6.
Dist brute(int n, int target, int cap, int leader_target = -1) {
    Dist out;
    int total = 1;
    int dice = n + (leader_target >= 0 ? 1 : 0);
    for (int i = 0; i < dice; ++i) total *= 6;
    for (int code = 0; code < total; ++code) {
        int c = code, k = 0, ld = 0;
        for (int i = 0; i < n; ++i, c /= 6) k += (c % 6 + 1) <= target;
        if (leader_target >= 0) ld = (c % 6 + 1) <= leader_target;
        out.add(std::min(cap, std::min(cap, k) + ld), Rational(1, total));
    }
    return out;
}
}  // namespace

TEST_CASE("pass_count matches the digest's reference values") {
    Dist d = pm::dice::pass_count(3, 1);
    CHECK(d.p(2) == Rational(2, 27));
    CHECK(d.p(1) == Rational(25, 72));
    CHECK(d.p(0) == Rational(125, 216));
    d = pm::dice::pass_count(2, 4);
    CHECK(d.p(2) == Rational(4, 9));
    CHECK(d.p(1) == Rational(4, 9));
    CHECK(d.p(0) == Rational(1, 9));
    CHECK(pm::dice::pass_count(1, 6).p(1) == Rational(1));
    CHECK(pm::dice::pass_count(2, 0).p(0) == Rational(1));
    CHECK(pm::dice::pass_count(2, 9).p(2) == Rational(1));
}

TEST_CASE("Leader Die matches the digest's table (2d6 + LD)") {
    Dist d = pm::dice::pass_count_with_leader(2, 3, 4);
    CHECK(d.p(2) == Rational(7, 12));
    CHECK(d.p(1) == Rational(1, 3));
    CHECK(d.p(0) == Rational(1, 12));
    d = pm::dice::pass_count_with_leader(2, 5, 5);
    CHECK(d.p(2) == Rational(25, 27));
    CHECK(d.p(1) == Rational(5, 72));
    CHECK(d.p(0) == Rational(1, 216));
}

TEST_CASE("pass_count equals brute-force enumeration for every n, target and cap") {
    for (int n = 0; n <= 4; ++n)
        for (int t = -1; t <= 7; ++t)
            for (int cap : {2, 3}) {
                CAPTURE(n);
                CAPTURE(t);
                CAPTURE(cap);
                CHECK(pm::dice::pass_count(n, t, cap).entries() == brute(n, t, cap).entries());
                CHECK(pm::dice::pass_count_with_leader(n, t, 4, cap).entries() == brute(n, t, cap, 4).entries());
            }
}

}  // namespace core_engine_test_pass_dice
