// TCS Modern Expansion: every worked example E1–E14 of the digest (tcs-modern.md) and the
// contract cases of tcs.atgm, tcs.acquisition and tcs.counterbattery, checked by enumeration.
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include "calculators/tcs/tcs_common.h"
#include "contract/codec.h"
#include "engine/data/data_files.h"
#include "rules/tcs/counterbattery.h"

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
// Independent: count the 36 faces of two dice whose total plus drm reaches need.
Rational two_dice(int need, int drm) {
    int n = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) n += a + b + drm >= need;
    return Rational(n, 36);
}
}  // namespace

TEST_CASE("TCS E1: TOW 1 against a T-72 at range 7 (3.2 example)") {
    // the example uses attack 13: diff +6 → "+4 or more", 7 > 6.5 and ≤ 13 → band 2 → 6; +1 terrain → 5+
    json r =
        ev("tcs.atgm", {{"missile", "tow-1"}, {"defense", 7}, {"range", 7}, {"drm", 1}, {"tow1_attack", "example"}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["differential"] == 6);
    CHECK(r["values"]["column"] == "+4 or more");
    CHECK(r["values"]["band"] == 2);
    CHECK(r["values"]["kill_number"] == 6);
    CHECK(P(r, "kill") == Rational(30, 36));  // "any roll 5 or more"; the rolled 9 kills
    // with the table's attack 14 (digest ambiguity 1): diff +7, same column and result
    r = ev("tcs.atgm", {{"missile", "tow-1"}, {"defense", 7}, {"range", 7}, {"drm", 1}});
    CHECK(r["values"]["differential"] == 7);
    CHECK(r["values"]["kill_number"] == 6);
    CHECK(P(r, "kill") == Rational(30, 36));
}

TEST_CASE("TCS E2: helicopter TOW 1, max differential and long range → 7, +1 → 6+, a 5 misses") {
    json r = ev("tcs.atgm", {{"missile", "tow-1"}, {"defense", 3}, {"range", 20}, {"drm", 1}});
    CHECK(r["values"]["band"] == 3);
    CHECK(r["values"]["kill_number"] == 7);
    CHECK(P(r, "kill") == Rational(26, 36));
    // the AA part of the example: an AA unit needing 12 against an unarmoured helicopter
    CHECK(P(ev("tcs.helicopter", {{"attack", "aa"}, {"aa_number", 12}}), "destroyed") == Rational(1, 36));
}

TEST_CASE("tcs.atgm: every missile, band and column against the printed table, by enumeration") {
    const json& t = pm::data_json("tcs/atgm.json");
    const int k1[] = {7, 8, 10, 12}, k2[] = {6, 7, 9, 12};  // TCS-T2 rows 1/3 and 2
    for (const auto& m : t["missiles"]) {
        const int A = m["attack"], N = m["nominal"], M = m["minimum"];
        for (int range = 0; range <= 2 * N + 1; ++range)
            for (int def = A - 7; def <= A + 8; def += 3)
                for (int drm : {-2, 0, 3}) {
                    json r = ev("tcs.atgm", {{"missile", m["id"]}, {"defense", def}, {"range", range}, {"drm", drm}});
                    const int diff = A - def;
                    CAPTURE(m["id"]);
                    CAPTURE(range);
                    CAPTURE(def);
                    if (range <= M || range > 2 * N || diff <= -6) {
                        CHECK(r["error"]["code"] == "not_possible");
                        continue;
                    }
                    REQUIRE(r["ok"] == true);
                    int band = 2 * range <= N ? 1 : range <= N ? 2 : 3;
                    int col = diff >= 4 ? 0 : diff >= 1 ? 1 : diff >= -2 ? 2 : 3;
                    int K = band == 2 ? k2[col] : k1[col];
                    CHECK(r["values"]["band"] == band);
                    CHECK(r["values"]["kill_number"] == K);
                    CHECK(P(r, "kill") == two_dice(K, drm));
                    CHECK(P(r, "kill") + P(r, "no-kill") == Rational(1));
                }
    }
}

TEST_CASE("tcs.atgm refuses forbidden shots and says why") {
    json r = ev("tcs.atgm", {{"missile", "tow-1"}, {"range", 1}});
    CHECK(r["error"]["code"] == "not_possible");
    CHECK(r["error"]["message"].get<std::string>().find("minimum range is 1") != std::string::npos);
    // option: only less than the minimum barred (digest ambiguity 6)
    CHECK(ev("tcs.atgm", {{"missile", "tow-1"}, {"range", 1}, {"min_range_rule", "less"}})["values"]["band"] == 1);
    CHECK(ev("tcs.atgm", {{"missile", "dragon"}, {"range", 3}, {"min_range_rule", "less"}})["values"]["band"] == 2);
    r = ev("tcs.atgm", {{"missile", "at-3"}, {"defense", 14}, {"range", 8}});
    CHECK(r["error"]["message"].get<std::string>().find("-6") != std::string::npos);
    CHECK(ev("tcs.atgm", {{"missile", "tow-1"}, {"range", 27}})["error"]["code"] == "not_possible");
    CHECK(ev("tcs.atgm", {{"missile", "tow-1"}, {"range", 0}, {"min_range_rule", "less"}})["error"]["code"] ==
          "not_possible");
    CHECK(ev("tcs.atgm", {{"missile", "tow-2"}, {"firer_mode", "dual"}})["error"]["code"] == "not_possible");
    CHECK(ev("tcs.atgm", {{"missile", "tow-2"}, {"firer_state", "suppressed"}})["error"]["code"] == "not_possible");
}

TEST_CASE("tcs.atgm: armour, helicopter and night modifiers") {
    // reactive armour +5 vs ATGM, but +2 vs the tip-charge TOW 2a (9.0b/c); DUA +8
    CHECK(
        ev("tcs.atgm",
           {{"missile", "tow-2"}, {"defense", 10}, {"range", 10}, {"armour", "reactive"}})["values"]["defense_used"] ==
        15);
    CHECK(
        ev("tcs.atgm",
           {{"missile", "tow-2a"}, {"defense", 10}, {"range", 10}, {"armour", "reactive"}})["values"]["defense_used"] ==
        12);
    CHECK(ev("tcs.atgm",
             {{"missile", "tow-2"}, {"defense", 10}, {"range", 10}, {"armour", "dua"}})["values"]["defense_used"] ==
          18);
    json r =
        ev("tcs.atgm",
           {{"missile", "hellfire"}, {"defense", 10}, {"range", 10}, {"soviet_popup", true}, {"heli_vs_heli", true}});
    CHECK(r["values"]["drm_total"] == -5);
    CHECK(P(r, "kill") == two_dice(r["values"]["kill_number"], -5));
}

TEST_CASE("TCS E6 and E13: thermal sights at night (6.2 example)") {
    // range 6, night limit 2, smoke markers 3 → 4 + 3 = 7, ÷5 → 1.4 → −1
    json r = ev("tcs.atgm", {{"missile", "tow-2"},
                             {"range", 6},
                             {"defense", 7},
                             {"sight", "thermal"},
                             {"night_limit", 2},
                             {"smoke_markers", 3}});
    CHECK(r["values"]["night_count"] == 7);
    CHECK(r["values"]["night_drm"] == -1);
    // weather limit 1 instead: 5 + 3 = 8 → 1.6 → −2 (derived in the digest)
    r = ev("tcs.atgm", {{"missile", "tow-2"},
                        {"range", 6},
                        {"defense", 7},
                        {"sight", "thermal"},
                        {"night_limit", 2},
                        {"weather_limit", 1},
                        {"smoke_markers", 3}});
    CHECK(r["values"]["night_drm"] == -2);
    // E13: a hex beyond visibility that also holds a smoke marker counts 2 (range 3, limit 2, 1 marker)
    CHECK(ev("tcs.atgm", {{"missile", "tow-2"},
                          {"range", 3},
                          {"sight", "thermal"},
                          {"night_limit", 2},
                          {"smoke_markers", 1}})["values"]["night_count"] == 2);
    // night vision cannot see through smoke; fire-mode target divides by 4, exact half by option
    CHECK(ev("tcs.atgm", {{"missile", "tow-2"},
                          {"range", 6},
                          {"sight", "night-vision"},
                          {"night_limit", 2},
                          {"smoke_markers", 1}})["error"]["code"] == "not_possible");
    CHECK(ev("tcs.atgm", {{"missile", "tow-2"},
                          {"range", 8},
                          {"sight", "night-vision"},
                          {"night_limit", 2},
                          {"target_mode", "fire"}})["values"]["night_drm"] == -2);
    CHECK(ev("tcs.atgm", {{"missile", "tow-2"},
                          {"range", 8},
                          {"sight", "night-vision"},
                          {"night_limit", 2},
                          {"target_mode", "fire"},
                          {"half_rounding", "down"}})["values"]["night_drm"] == -1);
    CHECK(ev("tcs.atgm", {{"missile", "tow-2"},
                          {"range", 8},
                          {"sight", "thermal"},
                          {"night_limit", 2},
                          {"illum", true}})["values"]["night_drm"] == 0);
}

TEST_CASE("TCS E3 and E4: counterbattery acquisition and losses (2.5 example)") {
    // E3: 4 CB − 1 EW = 3 rolls; a battery 3 this turn → row 2–3 → 5+; HE die 5 → 1 gun
    json r = ev("tcs.acquisition", {{"cb_points", 4}, {"ew_points", 1}, {"battery_fires", 3}});
    CHECK(r["values"]["rolls"] == 3);
    CHECK(r["values"]["need"] == 5);
    CHECK(P(r, "acquired") == Rational(1) - Rational(64, 216));
    CHECK(pm::tcs::cb_losses("he", 6, false, 5) == 1);
    // E4: 3 batteries × 2 CB − 1 EW = 5 rolls; 3 fires last turn + 1 CB this turn → 4+; DPICM 1, 3, 4 → 3
    r = ev("tcs.acquisition", {{"cb_points", 6}, {"ew_points", 1}, {"battery_fires", 4}});
    CHECK(r["values"]["rolls"] == 5);
    CHECK(r["values"]["need"] == 4);
    CHECK(P(r, "acquired") == Rational(31, 32));
    CHECK(pm::tcs::cb_losses("dpicm", 6, false, 1) + pm::tcs::cb_losses("dpicm", 6, false, 3) +
              pm::tcs::cb_losses("dpicm", 6, false, 4) ==
          3);
    // the table rows, and EW cancelling every CB point
    CHECK(ev("tcs.acquisition", {{"cb_points", 1}, {"battery_fires", 1}})["values"]["need"] == 6);
    CHECK(ev("tcs.acquisition", {{"cb_points", 1}, {"battery_fires", 7}})["values"]["need"] == 3);
    CHECK(P(ev("tcs.acquisition", {{"cb_points", 2}, {"ew_points", 3}}), "acquired") == Rational(0));
    CHECK(ev("tcs.acquisition", {{"target_mortar", true}})["error"]["code"] == "not_possible");
}

TEST_CASE("tcs.counterbattery: digest loss table and several batteries by enumeration; E10 MLRS cap") {
    // derived loss table of the digest (die → losses)
    const int he[] = {0, 0, 1, 1, 1, 2}, ic[] = {0, 1, 1, 2, 2, 3}, he2[] = {0, 0, 0, 0, 1, 1},
              ic2[] = {0, 0, 0, 1, 1, 2};
    for (int d = 1; d <= 6; ++d) {
        CHECK(pm::tcs::cb_losses("he", 4, false, d) == he[d - 1]);
        CHECK(pm::tcs::cb_losses("icm", 4, false, d) == ic[d - 1]);
        CHECK(pm::tcs::cb_losses("he", 2, false, d) == he2[d - 1]);
        CHECK(pm::tcs::cb_losses("dpicm", 1, false, d) == ic2[d - 1]);
        CHECK(pm::tcs::cb_losses("dpicm", 1, true, d) == ic[d - 1]);  // single MLRS launcher exempt
    }
    for (const char* round : {"he", "dpicm"})
        for (int nb = 1; nb <= 3; ++nb)
            for (int cap : {0, 2}) {
                json r = ev("tcs.counterbattery",
                            {{"round", round}, {"tubes", 2}, {"batteries", nb}, {"target_systems", cap}});
                REQUIRE(r["ok"] == true);
                int n[20] = {0};
                int total = 1;
                for (int i = 0; i < nb; ++i) total *= 6;
                for (int code = 0; code < total; ++code) {
                    int c = code, s = 0;
                    for (int i = 0; i < nb; ++i, c /= 6) {
                        int v = std::max(c % 6 + 1 - 2, 0);
                        s += v / (std::string(round) == "he" ? 3 : 2);
                    }
                    if (cap) s = std::min(s, cap);
                    n[s]++;
                }
                for (int k = 0; k < 20; ++k) CHECK(P(r, std::to_string(k)) == Rational(n[k], total));
            }
    // E10: roll calls for 3 losses, only 2 launchers fired → 2
    json r = ev("tcs.counterbattery", {{"round", "dpicm"}, {"batteries", 2}, {"target_systems", 2}});
    CHECK(r["outcomes"].back()["key"] == "2");
}

TEST_CASE("TCS E5 and E11: chemical attacks under MOPP (5.3 example)") {
    // E5 infantry, Low MOPP, 2 rounds → +6 +2 = +8; morale +6
    json r = ev("tcs.chem", {{"target", "area"}, {"mopp", "low"}, {"rounds", 2}});
    CHECK(r["values"]["area_drm"] == 8);
    CHECK(r["values"]["morale_drm"] == 6);
    CHECK(r["values"]["company_morale_multiplier"] == 2);
    CHECK(ev("tcs.chem", {{"target", "area"}, {"rounds", 9}})["values"]["area_drm"] == 9);  // at most +3 for rounds
    // E5 vehicle without NBC protection: 10 − 3 → 7+, the rolled 5 survives
    r = ev("tcs.chem", {{"target", "point"}, {"mopp", "low"}});
    CHECK(P(r, "destroyed") == two_dice(10, 3));
    CHECK(P(r, "destroyed") == Rational(21, 36));
    // E11: Low MOPP with NBC protection rolls as Medium (+2 → 8+); High stays High
    CHECK(P(ev("tcs.chem", {{"target", "point"}, {"mopp", "low"}, {"nbc_protected", true}}), "destroyed") ==
          Rational(15, 36));
    CHECK(P(ev("tcs.chem", {{"target", "point"}, {"mopp", "high"}, {"nbc_protected", true}}), "destroyed") ==
          Rational(3, 36));
    CHECK(P(ev("tcs.chem-marker", {{"rain", false}}), "removed") == Rational(1, 6));
    CHECK(P(ev("tcs.chem-marker", {{"rain", true}}), "removed") == Rational(1, 2));
}

TEST_CASE("TCS E7: DPICM against defence 11, and the other improved-round modifiers") {
    json r = ev("tcs.artillery-point", {{"round", "dpicm"}, {"defense", 11}});
    CHECK(r["values"]["drm"] == 0);  // +3 − 3
    CHECK(ev("tcs.artillery-point",
             {{"round", "dpicm"}, {"defense", 11}, {"system", "8in"}, {"position", "adjacent"}})["values"]["drm"] ==
          -1);
    CHECK(ev("tcs.artillery-point",
             {{"round", "dpicm"}, {"system", "155"}, {"position", "adjacent"}})["error"]["code"] == "not_possible");
    CHECK(ev("tcs.artillery-point", {{"round", "icm"}, {"defense", 2}})["values"]["effect"] == false);
    CHECK(ev("tcs.artillery-point", {{"round", "icm"}, {"defense", 1}})["values"]["drm"] == 3);
    CHECK(ev("tcs.artillery-point", {{"round", "copperhead"}})["values"]["drm"] == 7);
    CHECK(ev("tcs.artillery-point", {{"round", "copperhead"}, {"target", "helicopter"}})["values"]["drm"] == 4);
    CHECK(ev("tcs.artillery-point", {{"round", "copperhead"}, {"hexes_from_recorded", 4}})["error"]["code"] ==
          "not_possible");
    CHECK(ev("tcs.artillery-point", {{"round", "copperhead"}, {"observed", false}})["error"]["code"] == "not_possible");
    r = ev("tcs.artillery-point", {{"round", "dpicm"}, {"system", "8in"}});
    CHECK(r["values"]["area_fp"] == 36);
    CHECK(r["values"]["adjacent_area_fp"] == "36/5");
    CHECK(ev("tcs.artillery-point", {{"round", "dpicm"}, {"system", "mlrs"}})["values"]["adjacent_area_fp"] == "10");
}

TEST_CASE("TCS E8, E9, E12, E14: sortie, MLRS, AT-8, pop-up order") {
    json r = ev("tcs.helicopter", {{"attack", "sortie"}, {"sortie_fp", 16}});
    CHECK(r["values"]["drm"] == 2);
    CHECK(P(r, "destroyed") == Rational(26, 36));
    CHECK(ev("tcs.helicopter",
             {{"attack", "sortie"}, {"sortie_fp", 16}, {"sortie_rounding", "down"}})["values"]["drm"] == 1);
    CHECK(P(ev("tcs.helicopter", {{"attack", "artillery"}}), "destroyed") == Rational(6, 36));
    CHECK(P(ev("tcs.helicopter", {{"attack", "aa"}, {"aa_number", 9}, {"heli_defense", 1}, {"hellfire_popup", true}}),
            "destroyed") == two_dice(9, -2));
    CHECK(P(ev("tcs.helicopter", {{"attack", "chem"}, {"mode", "low"}}), "destroyed") == Rational(0));
    CHECK(ev("tcs.mlrs", {{"launchers", 3}})["values"]["rounds"] == 36);                           // E9
    CHECK(P(ev("tcs.at8-counterfire", {{"overwatch", true}}), "counterfire") == Rational(1, 36));  // E12: two sixes
    CHECK(P(ev("tcs.at8-counterfire", json::object()), "counterfire") == Rational(1, 6));
    CHECK(ev("tcs.at8-counterfire", {{"incoming_ff", true}})["error"]["code"] == "not_possible");
    // E14: the order of 4.1f
    const json order = ev("tcs.helicopter", json::object())["values"]["popup_order"];
    REQUIRE(order.size() == 8);
    CHECK(order[0] == "popper pops up");
    CHECK(order[3] == "counter-popper fires at the popper");
    CHECK(order[6] == "popper fires at its target if alive");
    // helicopter movement: 200 MP, AA every 10 MP
    r = ev("tcs.helicopter-move", {{"low_hexes", 25}, {"noe_hexes", 3}, {"mode_changes", 1}});
    CHECK(r["values"]["mp"] == 45);
    CHECK(r["values"]["aa_checks"] == 4);
    CHECK(ev("tcs.helicopter-move", {{"low_hexes", 200}, {"loads", 1}})["error"]["code"] == "not_possible");
    CHECK(ev("tcs.fascam", {{"hex_mp", 2}})["values"]["crossing_mp"] == 6);
}

#ifdef POINTMAN_SEEDS_DIR
TEST_CASE("data/tcs/atgm.json matches the ATGM Values table in the seed") {
    std::ifstream f(std::string(POINTMAN_SEEDS_DIR) + "/003_39393edfc006fa35.txt");
    REQUIRE(f.good());
    std::stringstream ss;
    ss << f.rdbuf();
    const std::string text = ss.str();
    for (const auto& m : pm::data_json("tcs/atgm.json")["missiles"]) {
        std::string row = std::to_string(m["attack"].get<int>()) + "\t" + std::to_string(m["nominal"].get<int>()) +
                          "\t" + std::to_string(m["minimum"].get<int>());
        CAPTURE(m["id"]);
        CHECK(text.find(row) != std::string::npos);
    }
    CHECK(text.find("1/2 Nominal or Less\t7\t8\t10\t12") != std::string::npos);
    CHECK(text.find("Over 1/2 to Nominal\t6\t7\t9\t12") != std::string::npos);
}
#endif

TEST_CASE("TCS options for the digest's ambiguities") {
    // ambiguity 11: reactive armour (+5) and DPICM's −1 per point above 8
    CHECK(ev("tcs.artillery-point", {{"round", "dpicm"}, {"defense", 6}, {"armour", "reactive"}})["values"]["drm"] ==
          0);
    CHECK(ev("tcs.artillery-point",
             {{"round", "dpicm"}, {"defense", 6}, {"armour", "reactive"}, {"armour_tests", "base"}})["values"]["drm"] ==
          3);
    CHECK(ev("tcs.artillery-point", {{"round", "icm"}, {"defense", 1}, {"armour", "reactive"}})["values"]["effect"] ==
          false);
}

TEST_CASE("tcs.atgm's night modifier agrees with tcs.night-vision (written separately) over a grid") {
    for (const char* sight : {"night-vision", "thermal"})
        for (int range = 2; range <= 16; range += 2)
            for (int night : {2, 4})
                for (int weather : {0, 3})
                    for (int smoke : {0, 1, 3})
                        for (const char* mode : {"move", "fire"}) {
                            json a = ev("tcs.atgm", {{"missile", "tow-2"},
                                                     {"range", range},
                                                     {"sight", sight},
                                                     {"night_limit", night},
                                                     {"weather_limit", weather},
                                                     {"smoke_markers", smoke},
                                                     {"target_mode", mode}});
                            json b = ev("tcs.night-vision", {{"firer", "vehicle"},
                                                             {"sight", sight},
                                                             {"table", "atgm"},
                                                             {"range", range},
                                                             {"night_limit", night},
                                                             {"weather_limit", weather},
                                                             {"smoke_markers", smoke},
                                                             {"target_mode", mode}});
                            CAPTURE(sight);
                            CAPTURE(range);
                            CAPTURE(night);
                            CAPTURE(weather);
                            CAPTURE(smoke);
                            CAPTURE(mode);
                            REQUIRE(b["ok"] == true);
                            if (b["values"]["possible"] == false) {
                                CHECK(a["ok"] == false);
                                continue;
                            }
                            REQUIRE(a["ok"] == true);
                            CHECK(a["values"]["night_drm"] == b["values"]["drm"]);
                        }
}
