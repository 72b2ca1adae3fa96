// Exact fractions: reduction, arithmetic, ordering, parsing, overflow detection.
#include <doctest/doctest.h>

#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/exact/rational.h"

namespace core_engine_test_rational {

using pm::Rational;

TEST_CASE("Rational reduces and keeps a positive denominator") {
    CHECK(Rational(2, 4).str() == "1/2");
    CHECK(Rational(-3, -9).str() == "1/3");
    CHECK(Rational(3, -9).str() == "-1/3");
    CHECK(Rational(0, 7).str() == "0");
    CHECK(Rational(36, 36).str() == "1");
    CHECK_THROWS_AS(Rational(1, 0), std::domain_error);
}

TEST_CASE("Rational arithmetic is exact") {
    CHECK(Rational(1, 6) + Rational(1, 3) == Rational(1, 2));
    CHECK(Rational(1, 2) - Rational(1, 3) == Rational(1, 6));
    CHECK(Rational(5, 6) * Rational(5, 6) == Rational(25, 36));
    CHECK(Rational(1, 36) / Rational(1, 6) == Rational(1, 6));
    CHECK(Rational(1, 3) < Rational(1, 2));
    CHECK(Rational(-1, 2) < Rational(0));
    // Sum of 36 thirty-sixths is exactly one.
    Rational s;
    for (int i = 0; i < 36; ++i) s += Rational(1, 36);
    CHECK(s == Rational(1));
}

TEST_CASE("Rational parse round-trips str()") {
    for (Rational r : {Rational(1, 36), Rational(-7, 3), Rational(0), Rational(12)})
        CHECK(Rational::parse(r.str()) == r);
    CHECK_THROWS_AS(Rational::parse("1/0"), std::invalid_argument);
    CHECK_THROWS_AS(Rational::parse("x"), std::invalid_argument);
    CHECK_THROWS_AS(Rational::parse("1/2x"), std::invalid_argument);
}

TEST_CASE("Rational reports overflow instead of wrapping") {
    Rational big(1, 1LL << 40);
    CHECK_THROWS_AS(big * big, std::overflow_error);
    // 6^24 denominators (24 dice) still fit.
    Rational p(1, 6);
    Rational acc(1);
    for (int i = 0; i < 24; ++i) acc *= p;
    CHECK(acc.den() == 4738381338321616896LL);
}

// The arithmetic divides in 64 bits when the products fit and falls back to 128 bits when they do
// not; both must give the fraction a plain 128-bit computation gives (reduced, denominator > 0),
// including operands whose cross products overflow 64 bits but whose result fits.
namespace {
__int128 gcd_ref(__int128 a, __int128 b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b) {
        __int128 t = a % b;
        a = b;
        b = t;
    }
    return a;
}
std::string ref_str(__int128 n, __int128 d) {
    if (d < 0) n = -n, d = -d;
    __int128 g = gcd_ref(n, d);
    if (g > 1) n /= g, d /= g;
    if (n == 0) d = 1;
    auto s = [](__int128 v) { return std::to_string(static_cast<long long>(v)); };
    return d == 1 ? s(n) : s(n) + "/" + s(d);
}
}  // namespace

TEST_CASE("Rational: the 64-bit and 128-bit paths agree with a plain 128-bit computation") {
    const long long p20 = 3656158440062976LL;  // 6^20
    const std::vector<Rational> xs = {
        Rational(1, 6),         Rational(-5, 36),       Rational(7, p20), Rational(-1, p20), Rational(p20 - 1, p20),
        Rational(1LL << 40, 3), Rational(3, 1LL << 40), Rational(0),      Rational(1)};
    for (const Rational& a : xs)
        for (const Rational& b : xs) {
            CAPTURE(a.str());
            CAPTURE(b.str());
            const __int128 an = a.num(), ad = a.den(), bn = b.num(), bd = b.den();
            auto same = [](auto op, const std::string& want) { CHECK(op().str() == want); };
            auto fits = [](__int128 n, __int128 d) {
                if (d < 0) n = -n, d = -d;
                __int128 g = gcd_ref(n, d);
                if (g > 1) n /= g, d /= g;
                return n <= INT64_MAX && n >= -INT64_MAX && d <= INT64_MAX;
            };
            if (fits(an * bd + bn * ad, ad * bd))
                same([&] { return a + b; }, ref_str(an * bd + bn * ad, ad * bd));
            else
                CHECK_THROWS_AS(a + b, std::overflow_error);
            if (fits(an * bd - bn * ad, ad * bd))
                same([&] { return a - b; }, ref_str(an * bd - bn * ad, ad * bd));
            else
                CHECK_THROWS_AS(a - b, std::overflow_error);
            if (fits(an * bn, ad * bd))
                same([&] { return a * b; }, ref_str(an * bn, ad * bd));
            else
                CHECK_THROWS_AS(a * b, std::overflow_error);
            if (bn != 0) {
                if (fits(an * bd, ad * bn))
                    same([&] { return a / b; }, ref_str(an * bd, ad * bn));
                else
                    CHECK_THROWS_AS(a / b, std::overflow_error);
            }
        }
}

}  // namespace core_engine_test_rational
