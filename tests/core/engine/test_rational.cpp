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

TEST_CASE("percent_text: one decimal, for summaries and modifier labels") {
    CHECK(pm::percent_text(pm::Rational(1, 2)) == "50.0%");
    CHECK(pm::percent_text(pm::Rational(1, 6)) == "16.7%");
    CHECK(pm::percent_text(pm::Rational(0)) == "0.0%");
    CHECK(pm::percent_text(pm::Rational(1)) == "100.0%");
    CHECK(pm::percent_text(pm::Rational(1, 1296)) == "0.1%");
}

// percent_text rounds without printf where it can; it must write what printf("%.1f%%") writes for
// the same double: every fraction up to /400, the dice's denominators, the halves (1/16 is 6.25%,
// a tie printf rounds to even: 6.2%), values over 100% and below 0.
TEST_CASE("percent_text: the same text as printf for every fraction") {
    auto printf_text = [](const pm::Rational& r) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.1f%%", r.to_double() * 100);
        return std::string(buf);
    };
    std::vector<pm::Rational> cases;
    for (int64_t b = 1; b <= 400; ++b)
        for (int64_t a = 0; a <= b; ++a) cases.emplace_back(a, b);
    for (int64_t den : {1LL << 20, 1LL << 40, 6LL * 6 * 6 * 6 * 6 * 6 * 6 * 6 * 6 * 6, 2985984LL, 46656LL * 46656})
        for (int64_t a : {int64_t{1}, int64_t{3}, int64_t{5}, den / 16, den / 16 * 3, den / 7, den / 3, den - 1, den})
            cases.emplace_back(a, den);
    for (int64_t a : {7, 250, 1001, 123456789}) cases.emplace_back(a, 3);
    for (int64_t a : {-1, -7, -1000}) cases.emplace_back(a, 6);
    cases.emplace_back(-1, 100000);
    cases.emplace_back(int64_t{1} << 62, 3);
    CHECK(pm::percent_text(pm::Rational(1, 16)) == "6.2%");
    CHECK(pm::percent_text(pm::Rational(3, 16)) == "18.8%");
    for (const auto& r : cases) {
        CAPTURE(r.str());
        CHECK(pm::percent_text(r) == printf_text(r));
    }
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
