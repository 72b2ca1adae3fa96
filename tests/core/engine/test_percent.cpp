// The one percent rule (engine/exact/percent.h): every chance a player reads is written by it.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/exact/percent.h"
#include "engine/exact/rational.h"

namespace core_engine_test_percent {

TEST_CASE("percent_text: certain and impossible read whole, every other chance one decimal") {
    CHECK(pm::percent_text(pm::Rational(1, 2)) == "50.0%");
    CHECK(pm::percent_text(pm::Rational(1, 6)) == "16.7%");
    CHECK(pm::percent_text(pm::Rational(0)) == "0%");
    CHECK(pm::percent_text(pm::Rational(1)) == "100%");
    CHECK(pm::percent_text(pm::Rational(1, 1296)) == "0.1%");
    CHECK(pm::percent_text(0.0) == "0%");
    CHECK(pm::percent_text(1.0) == "100%");
    CHECK(pm::percent_text(0.5) == "50.0%");
}

// The two cases: 0.99996 read "100.0%" in a summary and the text view, 0.0003 "0.0%".
TEST_CASE("percent_text: a chance strictly between 0 and 1 never reads 0.0% or 100.0%") {
    CHECK(pm::percent_text(0.99996) == "> 99.9%");
    CHECK(pm::percent_text(0.0003) == "< 0.1%");
    CHECK(pm::percent_text(pm::Rational(1, 46656)) == "< 0.1%");
    CHECK(pm::percent_text(pm::Rational(46655, 46656)) == "> 99.9%");
    CHECK(pm::percent_text(pm::Rational(1, 4000)) == "< 0.1%");
    CHECK(pm::percent_text(pm::Rational(3999, 4000)) == "> 99.9%");
    CHECK(pm::percent_text(pm::Rational(1, 1000)) == "0.1%");
    for (int64_t den : {int64_t{6}, int64_t{36}, int64_t{216}, int64_t{1296}, int64_t{7776}, int64_t{46656},
                        int64_t{279936}, int64_t{1} << 40})
        for (int64_t a = 1; a < den && a < 5000; a += (a < 50 ? 1 : 97)) {
            for (const pm::Rational& r : {pm::Rational(a, den), pm::Rational(den - a, den)}) {
                CAPTURE(r.str());
                const std::string t = pm::percent_text(r);
                CHECK(t != "0.0%");
                CHECK(t != "100.0%");
                CHECK(t != "0%");
                CHECK(t != "100%");
            }
        }
}

// percent_text rounds without printf where it can; it must write what printf("%.1f%%") writes for
// the same double wherever the clamps above do not apply: every fraction up to /400, the dice's
// denominators, the halves (1/16 is 6.25%, a tie printf rounds to even: 6.2%), values over 100%
// and below 0.
TEST_CASE("percent_text: the same text as printf for every fraction") {
    auto printf_text = [](const pm::Rational& r) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.1f%%", r.to_double() * 100);
        std::string t = buf;
        if (r.num() == 0) return std::string("0%");
        if (r.num() == r.den()) return std::string("100%");
        if (t == "0.0%" && r.num() > 0) return std::string("< 0.1%");
        if (t == "100.0%" && r.num() < r.den()) return std::string("> 99.9%");
        return t;
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

}  // namespace core_engine_test_percent
