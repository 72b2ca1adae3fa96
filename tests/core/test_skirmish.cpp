// Vietnam Skirmish contract calculators (digest VS-2, VS-3, VS-9, VS-10; E1–E3, V1–V7).
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "contract/codec.h"
#include "engine/data/data_files.h"

using pm::json;
using pm::Rational;

namespace {
json ev(const std::string& calc, json params) {
    return pm::evaluate_request({{"calc", calc}, {"params", std::move(params)}});
}
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
    CHECK(ev("skirmish.noise", {{"pips", 5}, {"distance", 25}})["values"]["result"] == 3);  // V2
    CHECK(P(ev("skirmish.noise", {{"pips", 5}, {"distance", 25}}), "detected") == Rational(3, 6));
    CHECK(P(ev("skirmish.noise", {{"pips", 3}, {"distance", 30}}), "detected") == Rational(0));    // V3
    CHECK(ev("skirmish.noise", {{"pips", 2}, {"distance", 9.9}})["values"]["result"] == 2);        // V4
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

namespace {
json evt(const std::string& calc, json params, json tables, uint32_t seed = 0) {
    json req = {{"calc", calc}, {"params", std::move(params)}, {"tables", std::move(tables)}};
    if (seed) req["seed"] = seed;
    return pm::evaluate_request(req);
}
}  // namespace

TEST_CASE("skirmish.fire: suppression with the fictional weapon table, by enumeration; cover cap") {
    const json w = pm::data_json("skirmish/example-weapons.json");
    const json t = {{"skirmish.weapons", w}};
    for (int wi = 1; wi <= (int)w["weapons"].size(); ++wi)
        for (int dice = 1; dice <= 3; ++dice)
            for (bool cover : {false, true})
                for (int had : {0, 1}) {
                    json r =
                        evt("skirmish.fire", {{"weapon", wi}, {"dice", dice}, {"cover", cover}, {"counters", had}}, t);
                    REQUIRE(r["ok"] == true);
                    std::set<int> faces;
                    for (const auto& f : w["weapons"][wi - 1]["suppress"]) faces.insert(f.get<int>());
                    int n[4] = {0, 0, 0, 0}, total = 1;
                    for (int i = 0; i < dice; ++i) total *= 6;
                    for (int code = 0; code < total; ++code) {
                        int c = code, h = 0;
                        for (int i = 0; i < dice; ++i, c /= 6) h += faces.count(c % 6 + 1);
                        if (cover) h = had >= 1 ? 0 : std::min(h, 1);  // VS-5: cover caps fire at one counter
                        n[h]++;
                    }
                    for (int k = 0; k <= dice; ++k) CHECK(P(r, std::to_string(k)) == Rational(n[k], total));
                }
    // without the table: a weapon row cannot be used, the face parameter still works
    CHECK(ev("skirmish.fire", {{"weapon", 1}})["error"]["code"] == "needs_table");
    CHECK(P(ev("skirmish.fire", {{"suppress_from", 5}}), "1") == Rational(1, 3));
    CHECK(evt("skirmish.fire", {{"weapon", 9}}, t)["error"]["code"] == "not_possible");
    json bad = w;
    bad["weapons"][0]["suppress"] = {7};
    CHECK(evt("skirmish.fire", {{"weapon", 1}}, {{"skirmish.weapons", bad}})["error"]["code"] == "needs_table");
}

TEST_CASE("skirmish effects: V8–V16") {
    CHECK(P(ev("skirmish.speculative", {{"counters", 0}}), "counter") == Rational(1, 6));          // V8 figure A
    CHECK(P(ev("skirmish.speculative", {{"counters", 2}}), "counter") == Rational(0));             // V8 figure B
    CHECK(ev("skirmish.off-table", {{"hard_cover", false}})["values"]["counters_within_6"] == 3);  // V9
    CHECK(ev("skirmish.off-table", {{"hard_cover", true}})["values"]["counters_within_6"] == 1);
    // V10: hand grenade, deviation roll 4 and distance roll 5 → 3"; distribution 1/3 on target, 2/9 each distance
    json r = ev("skirmish.deviation", {{"launch", "hand"}});
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
    r = evt("skirmish.deviation", {{"launch", "m79"}}, {{"skirmish.deviation", dev}});
    CHECK(P(r, "on-target") == Rational(1, 3));
    for (int k = 3; k <= 6; ++k) CHECK(P(r, "roll-" + std::to_string(k)) == Rational(1, 6));
    CHECK(P(ev("skirmish.deviation", {{"launch", "m79"}}), "deviates") == Rational(2, 3));
    r = evt("skirmish.off-table", {{"shot", 2}}, {{"skirmish.off-table", dev}});
    CHECK(P(r, "previous-point") == Rational(1, 3));
    CHECK(P(r, "roll-5") == Rational(1, 6));
    CHECK(P(r, "roll-1") == Rational(0));
    // V11/V12: RPG 5–6 → +3; frag at an APC with a counter → nothing
    CHECK(P(ev("skirmish.apc", {{"weapon", "rpg"}}), "3") == Rational(1, 3));
    CHECK(P(ev("skirmish.apc", {{"weapon", "mortar-frag"}}), "3") == Rational(1, 3));
    CHECK(P(ev("skirmish.apc", {{"weapon", "frag"}, {"apc_counters", 1}}), "0") == Rational(1));
    // a grenade's counter is certain only once the player's grenade table gave one
    CHECK(P(ev("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "counter"}}), "1") == Rational(1));
    CHECK(P(ev("skirmish.apc", {{"weapon", "small-arms"}}), "0") == Rational(1));
    CHECK(ev("skirmish.apc", {{"kills", 2}})["values"]["status"] == "destroyed");
    // V13 run over
    CHECK(ev("skirmish.run-over", {{"counters", 2}})["values"]["counters"] == 5);
    CHECK(ev("skirmish.run-over", {{"counters", 6}})["values"]["counters"] == 6);
    // V14 claymore zones
    CHECK(P(ev("skirmish.claymore", {{"distance", 2}}), "2") == Rational(1, 2));
    CHECK(P(ev("skirmish.claymore", {{"distance", 5}}), "1") == Rational(1, 3));
    CHECK(P(ev("skirmish.claymore", {{"distance", 3}}), "2") == Rational(1, 2));
    CHECK(P(ev("skirmish.claymore", {{"distance", 3}, {"boundary", "outer"}}), "1") == Rational(1, 3));
    CHECK(P(ev("skirmish.claymore", {{"distance", 7.5}}), "0") == Rational(1));
    CHECK(P(ev("skirmish.claymore", {{"distance", 1}, {"in_arc", false}}), "0") == Rational(1));
    // V15 mine, V16 radio
    CHECK(P(ev("skirmish.mine", json::object()), "3") == Rational(2, 3));
    CHECK(P(ev("skirmish.radio", json::object()), "destroyed") == Rational(1, 2));
    for (uint32_t s = 1; s <= 12; ++s) {
        json q = pm::evaluate_request({{"calc", "skirmish.radio"}, {"seed", s}});
        CHECK(q["roll"]["key"] == (q["roll"]["die"].get<int>() >= 4 ? "destroyed" : "survives"));
    }
}
