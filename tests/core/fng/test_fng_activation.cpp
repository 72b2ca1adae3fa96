// fng.activation (FNG-A3, W19) and fng.rep-check (FNG-A13, W03-W06): digest values and enumeration.
#include "core/support/fng_test_util.h"

using fngtest::eval;
using fngtest::outcome;
using pm::json;
using pm::Rational;

namespace {
json calc(const std::string& id, json params, std::optional<uint32_t> seed = std::nullopt) {
    json req = {{"calc", id}, {"params", params}};
    if (seed) req["seed"] = *seed;
    return eval(req);
}
json roll_with(const std::string& id, json params, std::vector<int> want) {
    for (uint32_t seed = 1; seed < 100000; ++seed) {
        json r = calc(id, params, seed);
        if (r["roll"]["dice"].get<std::vector<int>>() == want) return r;
    }
    FAIL("no seed gives those dice");
    return json();
}
}  // namespace

TEST_CASE("Activation: P(act) = 5R/36 (digest §2.1) and W19") {
    for (int rep = 2; rep <= 6; ++rep) {
        json r = calc("fng.activation", {{"rep", rep}});
        CHECK(r["values"]["p_act"] == Rational(5 * rep, 36).str());
        CHECK(outcome(r, "doubles") == Rational(1, 6));
    }
    CHECK(calc("fng.activation", {{"rep", 4}})["values"]["p_total_7"] == "1/6");
    // W19 (p.15): Black 4, Red 3: Black goes first with its Rep 4+ groups; Red then with Rep 3+.
    CHECK(roll_with("fng.activation", {{"rep", 4}}, {4, 3})["roll"]["key"] == "first");
    CHECK(roll_with("fng.activation", {{"rep", 3}}, {4, 3})["roll"]["key"] == "cannot");
    CHECK(roll_with("fng.activation", {{"rep", 3}}, {3, 4})["roll"]["key"] == "second");
}

TEST_CASE("Monthly Rep check: W03-W06 (p.6) and enumeration") {
    // W03: Coleman arrives Rep 3; end of month 1, 1 kill, 2d6 = 5: 5 - 1 = 4 > 1 → stays Rep 3.
    CHECK(roll_with("fng.rep-check", {{"month", 1}, {"kills", 1}, {"rep", 3}}, {2, 3})["roll"]["key"] == "same");
    // W04: month 2, 2d6 = 3, kills 1: 3 - 1 = 2 ≤ 2 → Rep 4.
    CHECK(roll_with("fng.rep-check", {{"month", 2}, {"kills", 1}, {"rep", 3}}, {1, 2})["roll"]["key"] == "up");
    // W05: month 5, 2d6 = 5, kills 2: 3 ≤ 5 → Rep 5.
    CHECK(roll_with("fng.rep-check", {{"month", 5}, {"kills", 2}, {"rep", 4}}, {1, 4})["roll"]["key"] == "up");
    // W06: end of month 10, 2d6 = 7, kills 2: 7 + 2 = 9 ≤ 10 → Rep 5 → 4.
    CHECK(roll_with("fng.rep-check", {{"month", 10}, {"kills", 2}, {"rep", 5}}, {3, 4})["roll"]["key"] == "down");
    // enumeration: month 4, kills 3, Rep 3: up when 2d6 ≤ 7 and not doubles → 21/36 − 3/36 (1-1, 2-2,
    // 3-3 freeze the Rep instead, p.5)
    CHECK(outcome(calc("fng.rep-check", {{"month", 4}, {"kills", 3}, {"rep", 3}}), "up") == Rational(18, 36));
    // a Grunt at Rep 5 cannot rise; a Star can
    CHECK(outcome(calc("fng.rep-check", {{"month", 4}, {"kills", 3}, {"rep", 5}}), "up") == Rational(0));
    CHECK(outcome(calc("fng.rep-check", {{"month", 4}, {"kills", 3}, {"rep", 5}, {"star", true}}), "up") ==
          Rational(18, 36));
    // Marines keep rising through month 10: 2d6 ≤ 10 is 33 of 36, less the doubles 1-1 … 5-5
    CHECK(outcome(calc("fng.rep-check", {{"month", 10}, {"kills", 0}, {"rep", 3}, {"marines", true}}), "up") ==
          Rational(28, 36));
}
