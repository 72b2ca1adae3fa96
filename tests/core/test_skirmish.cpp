// Vietnam Skirmish contract calculators (digest VS-2, VS-3, VS-9, VS-10; E1–E3, V1–V7).
#include <doctest/doctest.h>

#include <cmath>

#include "api/codec.h"

using pm::json;
using pm::Rational;

namespace {
json ev(const std::string& calc, json params) { return pm::evaluate_request({{"calc", calc}, {"params", std::move(params)}}); }
Rational P(const json& r, const std::string& key) {
    for (const auto& o : r["outcomes"])
        if (o["key"] == key) return Rational::parse(o["exact"].get<std::string>());
    return Rational(0);
}
}  // namespace

TEST_CASE("skirmish.spot: digest table VS-10 and enumeration of two dice") {
    const int num[] = {36, 36, 36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1};  // range 0..12, in 36ths
    for (int r = 0; r <= 12; ++r) CHECK(P(ev("skirmish.spot", {{"range", r}}), "spotted") == Rational(num[r], 36));
    json r = ev("skirmish.spot", {{"range", 13}});  // V7: no roll beyond 12"
    CHECK(P(r, "spotted") == Rational(0));
    CHECK(r["values"]["roll_allowed"] == false);
    // fractional ranges: 8.5" needs 9 by default (sum must reach the distance)
    for (double x : {0.5, 3.5, 8.5, 11.5, 12.0}) {
        int n = 0, need = static_cast<int>(std::ceil(x));
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b) n += a + b >= need;
        CHECK(P(ev("skirmish.spot", {{"range", x}}), "spotted") == Rational(n, 36));
    }
    CHECK(P(ev("skirmish.spot", {{"range", 8.5}, {"fraction", "down"}}), "spotted") == Rational(15, 36));
    // V6: seeded roll, key follows the dice
    for (uint32_t s = 1; s <= 10; ++s) {
        json q = pm::evaluate_request({{"calc", "skirmish.spot"}, {"params", {{"range", 9}}}, {"seed", s}});
        CHECK(q["roll"]["key"] == (q["roll"]["dice"].get<int>() >= 9 ? "spotted" : "not-spotted"));
    }
}

TEST_CASE("skirmish.noise: V2–V4 and E3") {
    CHECK(ev("skirmish.noise", {{"pips", 5}, {"distance", 25}})["values"]["result"] == 3);   // V2
    CHECK(P(ev("skirmish.noise", {{"pips", 5}, {"distance", 25}}), "detected") == Rational(3, 6));
    CHECK(P(ev("skirmish.noise", {{"pips", 3}, {"distance", 30}}), "detected") == Rational(0));  // V3
    CHECK(ev("skirmish.noise", {{"pips", 2}, {"distance", 9.9}})["values"]["result"] == 2);  // V4
    CHECK(P(ev("skirmish.noise", {{"pips", 3}, {"distance", 0}}), "detected") == Rational(1, 2));  // E3: 3 pips
    CHECK(P(ev("skirmish.noise", {{"pips", 9}, {"distance", 10}}), "detected") == Rational(1));
}

TEST_CASE("skirmish.kia: V1, E1, E2") {
    for (int c = 0; c <= 8; ++c) {
        json r = ev("skirmish.kia", {{"counters", c}});
        CHECK(P(r, "removed") == Rational(std::min(c, 6), 6));
        CHECK(r["values"]["phases"] == std::max(0, 3 - c));
    }
    CHECK(ev("skirmish.kia", {{"counters", 1}})["values"]["phases"] == 2);  // E1
    CHECK(ev("skirmish.kia", {{"counters", 4}})["values"]["phases"] == 0);  // E2
}
