// Gaps in TCS Modern: the Modern Armor AT Roll Modifier Chart (8.0), advanced armour
// against ordinary point fire (9.0b, 9.0c, 9.0e), steps per unit (A Note About Steps), MICVs (7.1-7.3),
// the Soviet 12-hour pop-up rule (4.1g) and High MOPP helicopters kept out of NOE (5.3h). Each test
// states the rule in our words and checks the calculator against the book's printed numbers or
// dice counted here.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::P;

using pm_test::raw::ok;
using pm_test::raw::refused;

namespace {}  // namespace

TEST_CASE("TCS 8.0: the Modern Armor AT Roll Modifier Chart, row by row as printed") {
    // The chart: -3 for the M1 family, Challenger, Merkava 3 and LeClerc; -2 for Leopard 2, T-80 and
    // Merkava 1 & 2; -1 for T-72, T-64, T-64b, Chieftain, Leopard 1 and M60a3; 0 for all others; one
    // more (-1) with reactive armour or DUA.
    const std::map<std::string, int> book = {
        {"m1", -3},        {"challenger", -3},  {"merkava-3", -3}, {"leclerc", -3}, {"leopard-2", -2},
        {"t-80", -2},      {"merkava-1-2", -2}, {"t-72", -1},      {"t-64", -1},    {"t-64b", -1},
        {"chieftain", -1}, {"leopard-1", -1},   {"m60a3", -1},     {"other", 0}};
    for (const auto& vehicle_drm : book) {  // (clang 14 cannot CAPTURE a structured binding)
        const auto& vehicle = vehicle_drm.first;
        const auto& drm = vehicle_drm.second;
        CAPTURE(vehicle);
        CHECK(ok("tcs.at-roll", {{"vehicle", vehicle}})["values"]["drm"] == drm);
        CHECK(ok("tcs.at-roll", {{"vehicle", vehicle}, {"armour", "reactive"}})["values"]["drm"] == drm - 1);
        CHECK(ok("tcs.at-roll", {{"vehicle", vehicle}, {"armour", "dua"}, {"drm", 2}})["values"]["drm"] == drm + 1);
    }
    const json wait = ok("tcs.at-roll", {{"vehicle", "t-80"}});
    CHECK(wait["values"]["table"] == "needs_table");
    CHECK(wait["values"]["needs"] == "tcs.at-roll");
}

TEST_CASE("TCS 8.0: with the player's AT Roll Table, two dice plus the chart's modifier, counted face by face") {
    const json t = pm::data_json("tcs/example-roll-table.json");
    const json r = ok("tcs.at-roll", {{"vehicle", "m1"}, {"armour", "dua"}}, {{"tcs.at-roll", t}});  // -4
    std::map<std::string, Rational> hand;
    const int first = std::stoi(t["rows"].front().get<std::string>());
    const int last = std::stoi(t["rows"].back().get<std::string>());
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) {
            const int m = std::min(std::max(a + b - 4, first), last);
            hand[t["cells"][m - first][0].get<std::string>()] += Rational(1, 36);
        }
    for (const auto& [res, p] : hand) CHECK(P(r, res) == p);
    CHECK(std::find(r["readings"].begin(), r["readings"].end(), 51) != r["readings"].end());
    for (int seed = 1; seed <= 20; ++seed) {
        const json s = ok("tcs.at-roll", {{"vehicle", "m1"}}, {{"tcs.at-roll", t}}, seed);
        const int m = std::min(std::max(s["roll"]["dice"].get<int>() - 3, first), last);
        CHECK(s["roll"]["key"] == t["cells"][m - first][0]);
    }
}

TEST_CASE("TCS 9.0: reactive and DU armour raise the defence against ordinary point fire") {
    // Reactive +5 against ATGMs, DPICM and ICM; +2 against any other fire and tip-charge missiles;
    // DU +8 against everything.
    const std::map<std::pair<std::string, std::string>, int> book = {
        {{"reactive", "gun"}, 2},       {{"reactive", "atgm"}, 5}, {{"reactive", "atgm-tip"}, 2},
        {{"reactive", "dpicm-icm"}, 5}, {{"dua", "gun"}, 8},       {{"dua", "atgm"}, 8},
        {{"dua", "dpicm-icm"}, 8},      {{"none", "gun"}, 0}};
    for (const auto& k_add : book) {  // (clang 14 cannot CAPTURE a structured binding)
        const auto& k = k_add.first;
        const auto& add = k_add.second;
        CAPTURE(k.first);
        CAPTURE(k.second);
        const json r = ok("tcs.advanced-armour", {{"defense", 6}, {"armour", k.first}, {"fire", k.second}});
        CHECK(r["values"]["defense_used"] == 6 + add);
        CHECK(r["values"]["may_carry"] == (k.first != "reactive"));  // 9.0d
    }
    // The same numbers the ATGM calculator uses for a missile (TOW 2A is the tip-charge one).
    CHECK(ok("tcs.atgm", {{"missile", "tow-2a"}, {"defense", 6}, {"armour", "reactive"}})["values"]["defense_used"] ==
          ok("tcs.advanced-armour",
             {{"defense", 6}, {"armour", "reactive"}, {"fire", "atgm-tip"}})["values"]["defense_used"]);
}

TEST_CASE("TCS steps per unit and MICV squads") {
    const std::map<std::string, int> book = {{"platoon", 5}, {"section", 2}, {"squad", 2},  {"mortar", 2},
                                             {"team", 1},    {"vehicle", 1}, {"at-gun", 1}, {"weapon", 1}};
    for (const auto& [unit, steps] : book) CHECK(ok("tcs.steps", {{"unit", unit}})["values"]["steps"] == steps);
    // 7.3a: everyone inside dies when fire, chem or a mine destroys the MICV, not in slow-go terrain;
    // riders on top are attacked separately; 7.3b: a hit that does not destroy leaves them untouched.
    CHECK(ok("tcs.micv", {{"event", "fire"}})["values"]["passengers"] == "killed");
    CHECK(ok("tcs.micv", {{"event", "chem"}})["values"]["passengers"] == "killed");
    CHECK(ok("tcs.micv", {{"event", "mine"}})["values"]["passengers"] == "killed");
    CHECK(ok("tcs.micv", {{"event", "slow-go"}})["values"]["passengers"] == "series-rules");
    CHECK(ok("tcs.micv", {{"event", "hit"}})["values"]["passengers"] == "unaffected");
    CHECK(ok("tcs.micv", {{"event", "fire"}, {"passengers", "atop"}})["values"]["passengers"] == "attacked-separately");
    // 7.2b: +2 company morale only for the platoon's last squad, and only by an Area Fire Table result.
    CHECK(ok("tcs.micv", {{"squad_loss", "last-area-fire"}})["values"]["company_morale"] == 2);
    CHECK(ok("tcs.micv", {{"squad_loss", "last-other"}})["values"]["company_morale"] == 0);
    CHECK(ok("tcs.micv", {{"squad_loss", "not-last"}})["values"]["company_morale"] == 0);
    // 7.2d: mounted fire at half; an ATGM only from the M113.
    CHECK(ok("tcs.micv", {{"mounted_fire", "small-arms"}})["values"]["fire_multiplier"] == "1/2");
    refused("tcs.micv", {{"mounted_fire", "atgm"}, {"carrier", "other"}}, "mounted_fire");
    CHECK(ok("tcs.micv", {{"mounted_fire", "atgm"}, {"carrier", "m113"}})["readings"] == json::array({52}));
}

TEST_CASE("TCS 4.1g: no Soviet pop-up before the 12-hour mark, or never under the strict choice") {
    refused("tcs.atgm", {{"soviet_popup", true}, {"conflict_hours", 11}}, "conflict_hours");
    refused("tcs.atgm", {{"soviet_popup", true}, {"conflict_hours", 40}, {"soviet_doctrine", "never"}}, "soviet_popup");
    const json r = ok("tcs.atgm", {{"soviet_popup", true}, {"conflict_hours", 12}});
    const json base = ok("tcs.atgm", json::object());
    CHECK(r["values"]["drm_total"].get<int>() == base["values"]["drm_total"].get<int>() - 2);
    // A non-Soviet shot does not care about the hour.
    CHECK(ok("tcs.atgm", {{"conflict_hours", 0}})["values"]["drm_total"] == base["values"]["drm_total"]);
}

TEST_CASE("TCS 5.3h: a helicopter in High MOPP may not move in NOE") {
    refused("tcs.helicopter-move", {{"mopp", "high"}, {"noe_hexes", 1}}, "noe_hexes");
    CHECK(ok("tcs.helicopter-move", {{"mopp", "high"}, {"low_hexes", 30}})["values"]["mp"] == 30);
    CHECK(ok("tcs.helicopter-move", {{"mopp", "medium"}, {"noe_hexes", 2}, {"low_hexes", 0}})["values"]["mp"] == 10);
}
