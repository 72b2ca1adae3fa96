// The exact dice engine (exact/dist.h composition, dice/rolls.h) against brute-force enumeration
// of all faces: each check below enumerates every face vector with plain loops written here,
// independently of Dist::from_faces, and compares exact fractions.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <stdexcept>
#include <vector>

#include "engine/dice/pass_dice.h"
#include "engine/dice/rolls.h"

namespace core_engine_test_dice_engine {

using pm::Dist;
using pm::Rational;

namespace {
// Independent enumerator: calls f for each of the 6^n face vectors, accumulating label counts.
Dist brute(int n, const std::function<int(const std::vector<int>&)>& f) {
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 6;
    std::vector<int> faces(n);
    Dist out;
    for (int code = 0; code < total; ++code) {
        int c = code;
        for (int i = 0; i < n; ++i) {
            faces[i] = c % 6 + 1;
            c /= 6;
        }
        out.add(f(faces), Rational(1, total));
    }
    return out;
}
}  // namespace

TEST_CASE("keep_highest / keep_lowest equal enumeration for 1..4 dice") {
    for (int n = 1; n <= 4; ++n) {
        CAPTURE(n);
        CHECK(pm::dice::keep_highest(n).entries() ==
              brute(n, [](const std::vector<int>& f) { return *std::max_element(f.begin(), f.end()); }).entries());
        CHECK(pm::dice::keep_lowest(n).entries() ==
              brute(n, [](const std::vector<int>& f) { return *std::min_element(f.begin(), f.end()); }).entries());
    }
    // Hand values: best of 2 shows 6 with 11/36; worst of 2 shows 1 with 11/36.
    CHECK(pm::dice::keep_highest(2).p(6) == Rational(11, 36));
    CHECK(pm::dice::keep_lowest(2).p(1) == Rational(11, 36));
}

TEST_CASE("Rep + d6 thresholds equal enumeration (FNG-T03 reference table)") {
    for (int rep = 0; rep <= 9; ++rep)
        for (int thr = 3; thr <= 12; ++thr)
            for (int mod = -2; mod <= 1; ++mod)
                for (int best = 1; best <= 2; ++best) {
                    Dist b = brute(best, [&](const std::vector<int>& f) {
                        return rep + mod + *std::max_element(f.begin(), f.end()) >= thr;
                    });
                    CHECK(pm::dice::chance_total_at_least(rep, thr, mod, best) == b.p(1));
                }
    // Digest §2.5 table, class B (9+): Rep' 5 → 1/2, Rep' 7 → 5/6; class C Rep' 4 → 1/6.
    CHECK(pm::dice::chance_total_at_least(5, 9) == Rational(1, 2));
    CHECK(pm::dice::chance_total_at_least(7, 9) == Rational(5, 6));
    CHECK(pm::dice::chance_total_at_least(4, 10) == Rational(1, 6));
}

TEST_CASE("count_face / Tight Ammo chance equal enumeration and the digest's values") {
    for (int n = 0; n <= 5; ++n) {
        Dist b = brute(n, [](const std::vector<int>& f) { return (int)std::count(f.begin(), f.end(), 1); });
        CHECK(pm::dice::count_face(n, 1).entries() == b.entries());
    }
    // Larger n: count_face and the fire's hit count use Dist::binomial, which must be the sum of n
    // Bernoulli trials exactly (closed form while d^n fits in 64 bits, the sum beyond).
    for (const Rational& p :
         {Rational(1, 6), Rational(1, 2), Rational(2, 3), Rational(5, 6), Rational(7, 36), Rational(0), Rational(1)}) {
        for (int n = 0; n <= 24; ++n) {  // 25 dice of 1/6: the fraction no longer fits (both ways throw)
            CAPTURE(n);
            CAPTURE(p.str());
            Dist sum;
            try {
                sum = Dist::repeat(Dist::bernoulli(p), n, [](int a, int b) { return a + b; });
            } catch (const std::exception&) {
                CHECK_THROWS(Dist::binomial(n, p));
                continue;
            }
            CHECK(Dist::binomial(n, p).entries() == sum.entries());
        }
        CHECK(pm::dice::count_face(12, 4).entries() == Dist::binomial(12, Rational(1, 6)).entries());
    }
    // Digest §2.5 Tight Ammo: n=2 1/36, n=3 2/27, n=5 763/3888.
    CHECK(pm::dice::chance_face_at_least(2, 1, 2) == Rational(1, 36));
    CHECK(pm::dice::chance_face_at_least(3, 1, 2) == Rational(2, 27));
    CHECK(pm::dice::chance_face_at_least(5, 1, 2) == Rational(763, 3888));
}

TEST_CASE("Dist::from_faces equals the independent enumerator (sorted swath, shared roll)") {
    auto second_highest = [](const std::vector<int>& f) {
        auto s = pm::dice::sorted_desc(f);
        return s.size() > 1 ? s[1] : 0;
    };
    for (int n = 0; n <= 4; ++n)
        CHECK(Dist::from_faces(n, second_highest).entries() == brute(n, second_highest).entries());
    auto sum = [](const std::vector<int>& f) {
        int s = 0;
        for (int x : f) s += x;
        return s;
    };
    CHECK(Dist::from_faces(3, sum).entries() == Dist::sum_of_dice(3).entries());
}

TEST_CASE("repeat / max_of: worst result over several independent hits equals enumeration") {
    // One hit's damage on a d6 with v1 codes (Impact 2, target Rep 4): 0 KD? Use codes
    // 1 = KD (3..4), 2 = OOF (5..6), 3 = OD (1..2); worst over n hits = max code.
    auto code = [](int face) { return face <= 2 ? 3 : (face <= 4 ? 1 : 2); };
    Dist one = Dist::die().map(code);
    for (int n = 1; n <= 4; ++n) {
        Dist w = Dist::repeat(
            one, n - 1, [](int a, int b) { return std::max(a, b); }, one);
        Dist b = brute(n, [&](const std::vector<int>& f) {
            int m = 0;
            for (int x : f) m = std::max(m, code(x));
            return m;
        });
        CHECK(w.entries() == b.entries());
    }
    CHECK(Dist::max_of(Dist::die(), Dist::die()).entries() == pm::dice::keep_highest(2).entries());
    CHECK(Dist::min_of(Dist::die(), Dist::die()).entries() == pm::dice::keep_lowest(2).entries());
}

TEST_CASE("then (conditioning) equals enumeration of the chained dice") {
    // Test A: 2 dice vs 4 (pass count). Given k passes, roll k more dice; count faces ≤ 2.
    Dist chained = pm::dice::pass_count(2, 4).then([](int k) { return pm::dice::pass_count(k, 2, 9); });
    Dist b = brute(4, [](const std::vector<int>& f) {
        int k = (f[0] <= 4) + (f[1] <= 4);
        int m = 0;
        for (int i = 0; i < k; ++i) m += f[2 + i] <= 2;  // the unused dice are ignored
        return m;
    });
    CHECK(chained.entries() == b.entries());
    CHECK(chained.total() == Rational(1));
    // given(): conditional distribution.
    Dist g = Dist::die().given([](int x) { return x >= 5; });
    CHECK(g.p(5) == Rational(1, 2));
    CHECK(g.p(6) == Rational(1, 2));
    CHECK_THROWS_AS(Dist::die().given([](int x) { return x > 6; }), std::domain_error);
    CHECK(Dist::bernoulli(Rational(1, 3)).p(1) == Rational(1, 3));
    CHECK_THROWS(Dist::bernoulli(Rational(4, 3)));
}

TEST_CASE("Dist::from_sorted_faces equals full enumeration of ordered faces") {
    auto f1 = [](const std::vector<int>& s) {  // any function of the sorted dice
        int v = 0;
        for (size_t i = 0; i < s.size(); ++i) v = v * 7 + s[i];
        return v % 97;
    };
    for (int n = 0; n <= 5; ++n) {
        CAPTURE(n);
        Dist b = brute(n, [&](const std::vector<int>& f) { return f1(pm::dice::sorted_desc(f)); });
        CHECK(Dist::from_sorted_faces(n, f1).entries() == b.entries());
    }
}

}  // namespace core_engine_test_dice_engine
