// The Vietnam Skirmish effects several calculators share (core/rules/skirmish/effects.h):
// the digest's vectors V8-V16, each against its calculator through the codec.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"

namespace core_calculators_skirmish_test_effects {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::answer;

// Vietnam Skirmish contract calculators (digest VS-2, VS-3, VS-9, VS-10; E1–E3, V1–V7).
TEST_CASE("skirmish effects: V8–V16") {
    CHECK(P(answer("skirmish.speculative", {{"counters", 0}}), "counter") == Rational(1, 6));          // V8 figure A
    CHECK(P(answer("skirmish.speculative", {{"counters", 2}}), "counter") == Rational(0));             // V8 figure B
    CHECK(answer("skirmish.off-table", {{"hard_cover", false}})["values"]["counters_within_6"] == 3);  // V9
    CHECK(answer("skirmish.off-table", {{"hard_cover", true}})["values"]["counters_within_6"] == 1);
    // V10: hand grenade, deviation roll 4 and distance roll 5 → 3"; distribution 1/3 on target, 2/9 each distance
    json r = answer("skirmish.deviation", {{"launch", "hand"}});
    CHECK(P(r, "on-target") == Rational(1, 3));
    for (const char* k : {"1in", "2in", "3in"}) CHECK(P(r, k) == Rational(2, 9));
    for (uint32_t s = 1; s <= 30; ++s) {
        json q = pm::evaluate_request({{"calc", "skirmish.deviation"}, {"params", {{"launch", "hand"}}}, {"seed", s}});
        int d = q["roll"]["die"];
        if (d <= 2)
            CHECK(q["roll"]["key"] == "on-target");
        else
            CHECK(q["roll"]["key"] == std::to_string((q["roll"]["distance_die"].get<int>() + 1) / 2) + "in");
    }
    // launcher with the fictional deviation table: rows 3..6 each 1/6
    json dev = pm::data_json("skirmish/example-deviation.json");
    r = answer("skirmish.deviation", {{"launch", "m79"}}, {{"skirmish.deviation", dev}});
    CHECK(P(r, "on-target") == Rational(1, 3));
    for (int k = 3; k <= 6; ++k) CHECK(P(r, "roll-" + std::to_string(k)) == Rational(1, 6));
    CHECK(P(answer("skirmish.deviation", {{"launch", "m79"}}), "deviates") == Rational(2, 3));
    r = answer("skirmish.off-table", {{"shot", 2}}, {{"skirmish.off-table", dev}});
    CHECK(P(r, "previous-point") == Rational(1, 3));
    CHECK(P(r, "roll-5") == Rational(1, 6));
    CHECK(P(r, "roll-1") == Rational(0));
    // V11/V12: RPG 5–6 → +3; frag at an APC with a counter → nothing
    CHECK(P(answer("skirmish.apc", {{"weapon", "rpg"}}), "3") == Rational(1, 3));
    CHECK(P(answer("skirmish.apc", {{"weapon", "mortar-frag"}}), "3") == Rational(1, 3));
    CHECK(P(answer("skirmish.apc", {{"weapon", "frag"}, {"apc_counters", 1}}), "0") == Rational(1));
    // a grenade's counter is certain only once the player's grenade table gave one
    CHECK(P(answer("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "counter"}}), "1") == Rational(1));
    CHECK(P(answer("skirmish.apc", {{"weapon", "small-arms"}}), "0") == Rational(1));
    CHECK(answer("skirmish.apc", {{"kills", 2}})["values"]["status"] == "destroyed");
    // V13 run over
    CHECK(answer("skirmish.run-over", {{"counters", 2}})["values"]["counters"] == 5);
    CHECK(answer("skirmish.run-over", {{"counters", 6}})["values"]["counters"] == 6);
    // V14 claymore zones
    CHECK(P(answer("skirmish.claymore", {{"distance", 2}}), "2") == Rational(1, 2));
    CHECK(P(answer("skirmish.claymore", {{"distance", 5}}), "1") == Rational(1, 3));
    CHECK(P(answer("skirmish.claymore", {{"distance", 3}}), "2") == Rational(1, 2));
    CHECK(P(answer("skirmish.claymore", {{"distance", 3}, {"boundary", "outer"}}), "1") == Rational(1, 3));
    CHECK(P(answer("skirmish.claymore", {{"distance", 7.5}}), "0") == Rational(1));
    CHECK(P(answer("skirmish.claymore", {{"distance", 1}, {"in_arc", false}}), "0") == Rational(1));
    // V15 mine, V16 radio
    CHECK(P(answer("skirmish.mine", json::object()), "3") == Rational(2, 3));
    CHECK(P(answer("skirmish.radio", json::object()), "destroyed") == Rational(1, 2));
    for (uint32_t s = 1; s <= 12; ++s) {
        json q = pm::evaluate_request({{"calc", "skirmish.radio"}, {"seed", s}});
        CHECK(q["roll"]["key"] == (q["roll"]["die"].get<int>() >= 4 ? "destroyed" : "survives"));
    }
}

}  // namespace core_calculators_skirmish_test_effects
