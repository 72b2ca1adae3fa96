// tcs.artillery-point (core/calculators/tcs/artillery-point.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "contract/tables/user_tables.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"
#include "rules/tcs/artillery_point.h"
#include "rules/tcs/counterbattery.h"

namespace core_calculators_tcs_test_artillery_point {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome_map;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

TEST_CASE("TCS E7: DPICM against defence 11, and the other improved-round modifiers") {
    json r = answer("tcs.artillery-point", {{"round", "dpicm"}, {"defense", 11}});
    CHECK(r["values"]["drm"] == 0);  // +3 − 3
    CHECK(answer("tcs.artillery-point",
                 {{"round", "dpicm"}, {"defense", 11}, {"system", "8in"}, {"position", "adjacent"}})["values"]["drm"] ==
          -1);
    CHECK(answer("tcs.artillery-point",
                 {{"round", "dpicm"}, {"system", "155"}, {"position", "adjacent"}})["error"]["code"] == "not_possible");
    CHECK(answer("tcs.artillery-point", {{"round", "icm"}, {"defense", 2}})["values"]["effect"] == false);
    CHECK(answer("tcs.artillery-point", {{"round", "icm"}, {"defense", 1}})["values"]["drm"] == 3);
    CHECK(answer("tcs.artillery-point", {{"round", "copperhead"}})["values"]["drm"] == 7);
    CHECK(answer("tcs.artillery-point", {{"round", "copperhead"}, {"target", "helicopter"}})["values"]["drm"] == 4);
    CHECK(answer("tcs.artillery-point", {{"round", "copperhead"}, {"hexes_from_recorded", 4}})["error"]["code"] ==
          "not_possible");
    CHECK(answer("tcs.artillery-point", {{"round", "copperhead"}, {"observed", false}})["error"]["code"] ==
          "not_possible");
    r = answer("tcs.artillery-point", {{"round", "dpicm"}, {"system", "8in"}});
    CHECK(r["values"]["area_fp"] == 36);
    CHECK(r["values"]["adjacent_area_fp"] == "36/5");
    CHECK(answer("tcs.artillery-point", {{"round", "dpicm"}, {"system", "mlrs"}})["values"]["adjacent_area_fp"] ==
          "10");
}

TEST_CASE("TCS options for the digest's ambiguities") {
    // ambiguity 11: reactive armour (+5) and DPICM's −1 per point above 8
    CHECK(answer("tcs.artillery-point",
                 {{"round", "dpicm"}, {"defense", 6}, {"armour", "reactive"}})["values"]["drm"] == 0);
    CHECK(answer("tcs.artillery-point", {{"round", "dpicm"},
                                         {"defense", 6},
                                         {"armour", "reactive"},
                                         {"armour_tests", "base"}})["values"]["drm"] == 3);
    CHECK(answer("tcs.artillery-point",
                 {{"round", "icm"}, {"defense", 1}, {"armour", "reactive"}})["values"]["effect"] == false);
}

namespace words {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;

// [SECTION] words that confused players, and readings named in the result
TEST_CASE("tcs.artillery-point: the target's own hex has its own area fire strength") {
    // TCS 2.3a: 8 inch and MLRS reach the adjacent hexes at a fifth of their area fire strength.
    for (const auto& sys : {std::pair<const char*, int>{"8in", 36}, {"mlrs", 50}}) {
        const char* system = sys.first;  // (clang 14 cannot capture a structured binding)
        const int fp = sys.second;
        CAPTURE(system);
        const json impact = ev("tcs.artillery-point", {{"system", system}, {"position", "impact"}});
        const json adj = ev("tcs.artillery-point", {{"system", system}, {"position", "adjacent"}});
        CHECK(impact.at("values").at("area_fp") == fp);
        CHECK(impact.at("values").at("target_hex_area_fp") == fp);
        CHECK(adj.at("values").at("area_fp") == fp);  // the contract value stays the impact hex's
        CHECK(adj.at("values").at("target_hex_area_fp") == static_cast<int>(std::floor(fp / 5.0 + 0.5)));
    }
}

}  // namespace words

// [SECTION] the book read again: each rule in our words, its answer worked out here
TEST_CASE("tcs.artillery-point: DU armour adds 8 to the defence a Copperhead meets") {
    // DU armour: +8 defence against every kind of fire, a Copperhead included.
    for (int d = 0; d <= 12; d += 3) {
        json r = ok("tcs.artillery-point", {{"round", "copperhead"}, {"defense", d}, {"armour", "dua"}});
        CHECK(r["values"]["defense_used"] == d + 8);
        CHECK(ok("tcs.artillery-point", {{"round", "copperhead"}, {"defense", d}})["values"]["defense_used"] == d);
    }
}

TEST_CASE("tcs.artillery-point: reactive armour against a Copperhead, a stated reading") {
    // Reactive armour: +5 against ATGMs, DPICM and ICM, +2 against any other fire. The Copperhead is
    // not named; by default it is one of the "other" fires (+2); the option reads it as HEAT (+5).
    for (int d = 0; d <= 12; d += 4) {
        CHECK(ok("tcs.artillery-point",
                 {{"round", "copperhead"}, {"defense", d}, {"armour", "reactive"}})["values"]["defense_used"] == d + 2);
        json h = ok("tcs.artillery-point",
                    {{"round", "copperhead"}, {"defense", d}, {"armour", "reactive"}, {"copperhead_reactive", "heat"}});
        CHECK(h["values"]["defense_used"] == d + 5);
        bool named = false;
        for (const auto& m : h["modifiers"]) named = named || m["label"].get<std::string>().rfind("Reading:", 0) == 0;
        CHECK(named);
        // DPICM keeps its own +5 whatever the Copperhead reading
        CHECK(ok("tcs.artillery-point", {{"round", "dpicm"},
                                         {"defense", d},
                                         {"armour", "reactive"},
                                         {"copperhead_reactive", "heat"}})["values"]["defense_used"] == d + 5);
    }
}

// [SECTION] TCS Modern 2.4: an MLRS fires DPICM only
TEST_CASE("tcs.artillery-point: an MLRS fires DPICM and nothing else (TCS Modern 2.4)") {
    // 2.4: the MLRS has DPICM and no other round. Every round the calculator knows, fired by an MLRS:
    // allowed exactly when it is DPICM, and refused in the words tcs.counterbattery uses.
    for (const std::string round : {"copperhead", "dpicm", "icm"}) {
        CAPTURE(round);
        const json r = answer("tcs.artillery-point", {{"round", round}, {"system", "mlrs"}, {"defense", 1}});
        const bool book_allows = round == "dpicm";
        CHECK(r["ok"] == book_allows);
        if (!book_allows) {
            CHECK(r["error"]["code"] == "not_possible");
            CHECK(r["error"]["param"] == "round");
            const json cb = answer("tcs.counterbattery", {{"round", round == "icm" ? "icm" : "he"}, {"mlrs", true}});
            CHECK(r["error"]["message"] == cb["error"]["message"]);
        }
    }
    // the same rounds from a 155 mm battery stay answered (ICM against defence 1: +3 in the impact hex)
    CHECK(ok("tcs.artillery-point", {{"round", "icm"}, {"system", "155"}, {"defense", 1}})["values"]["drm"] == 3);
}

namespace player_tables {

using pm::json;
using pm::Rational;

namespace {

const json& example() {
    return pm::data_json("tcs/example-roll-table.json");
}

// Independent: each of the 36 faces of two dice, plus drm, looked up by hand in the JSON rows
// (a roll beyond the ends reads the end row).
std::map<std::string, Rational> by_hand(const json& t, int drm) {
    std::map<std::string, Rational> out;
    const int first = std::stoi(t["rows"].front().get<std::string>());
    const int last = std::stoi(t["rows"].back().get<std::string>());
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) {
            int m = std::min(std::max(a + b + drm, first), last);
            out[t["cells"][m - first][0].get<std::string>()] += Rational(1, 36);
        }
    return out;
}

}  // namespace

// [SECTION] the player's results-by-roll tables
// TCS Modern reads two series tables it does not print: the Area Fire Table (chemical attacks on
// area targets, 5.3b) and the Artillery and Mortars vs Point Targets Table (Copperhead, DPICM, ICM,
// 2.1–2.3a). The player types the column they use (user table kind "roll"); tcs.chem and
// tcs.artillery-point then give the exact chance of each printed result. Checked against the 36
// faces of two dice and against the digest's E5 arithmetic, with the fictional example table.
TEST_CASE("tcs.artillery-point with the player's point-target table, for every DRM the rounds give") {
    for (const std::string round : {"copperhead", "dpicm", "icm"})
        for (int defence : {0, 1, 3, 9, 12}) {
            CAPTURE(round);
            CAPTURE(defence);
            json params = {{"round", round}, {"defense", defence}};
            json r = answer("tcs.artillery-point", params, {{"tcs.point-artillery", example()}});
            REQUIRE(r["ok"] == true);
            if (r["values"]["effect"] == false) {
                CHECK(r["outcomes"].size() == 1);
                continue;
            }
            CHECK(r["values"]["table"] == "tcs.point-artillery");
            CHECK(outcome_map(r) == by_hand(example(), r["values"]["drm"].get<int>()));
        }
    // A table that cannot be used is refused by name, never read half-way.
    json bad = example();
    bad["rows"][5] = "x";
    json r = answer("tcs.artillery-point", json::object(), {{"tcs.point-artillery", bad}});
    CHECK(r["ok"] == false);
    CHECK(r["error"]["code"] == "needs_table");
    CHECK(r["error"]["message"].get<std::string>().find("tcs.point-artillery") != std::string::npos);
}

}  // namespace player_tables

}  // namespace core_calculators_tcs_test_artillery_point
