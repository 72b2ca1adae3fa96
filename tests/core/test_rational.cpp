// Exact fractions: reduction, arithmetic, ordering, parsing, overflow detection.
#include <doctest/doctest.h>

#include <stdexcept>

#include "engine/exact/rational.h"

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
