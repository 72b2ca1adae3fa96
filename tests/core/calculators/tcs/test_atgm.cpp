// TCS Modern Expansion: every worked example E1–E14 of the digest (tcs-modern.md) and the
// contract cases of tcs.atgm, tcs.acquisition and tcs.counterbattery, checked by enumeration.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "rules/tcs/atgm.h"
#include "rules/tcs/counterbattery.h"

namespace core_calculators_tcs_test_atgm {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::two_dice_at_least;
using pm_test::raw::answer;
using pm_test::raw::ok;

TEST_CASE("TCS E1: TOW 1 against a T-72 at range 7 (3.2 example)") {
    // the example uses attack 13: diff +6 → "+4 or more", 7 > 6.5 and ≤ 13 → band 2 → 6; +1 terrain → 5+
    json r = answer("tcs.atgm",
                    {{"missile", "tow-1"}, {"defense", 7}, {"range", 7}, {"drm", 1}, {"tow1_attack", "example"}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["differential"] == 6);
    CHECK(r["values"]["column"] == "+4 or more");
    CHECK(r["values"]["band"] == 2);
    CHECK(r["values"]["kill_number"] == 6);
    CHECK(P(r, "kill") == Rational(30, 36));  // "any roll 5 or more"; the rolled 9 kills
    // with the table's attack 14 (digest ambiguity 1): diff +7, same column and result
    r = answer("tcs.atgm", {{"missile", "tow-1"}, {"defense", 7}, {"range", 7}, {"drm", 1}});
    CHECK(r["values"]["differential"] == 7);
    CHECK(r["values"]["kill_number"] == 6);
    CHECK(P(r, "kill") == Rational(30, 36));
}

TEST_CASE("TCS E2: helicopter TOW 1, max differential and long range → 7, +1 → 6+, a 5 misses") {
    json r = answer("tcs.atgm", {{"missile", "tow-1"}, {"defense", 3}, {"range", 20}, {"drm", 1}});
    CHECK(r["values"]["band"] == 3);
    CHECK(r["values"]["kill_number"] == 7);
    CHECK(P(r, "kill") == Rational(26, 36));
    // the AA part of the example: an AA unit needing 12 against an unarmoured helicopter
    CHECK(P(answer("tcs.helicopter", {{"attack", "aa"}, {"aa_number", 12}}), "destroyed") == Rational(1, 36));
}

TEST_CASE("tcs.atgm: every missile, band and column against the printed table, by enumeration") {
    const json& t = pm::data_json("tcs/atgm.json");
    const int k1[] = {7, 8, 10, 12}, k2[] = {6, 7, 9, 12};  // TCS-T2 rows 1/3 and 2
    for (const auto& m : t["missiles"]) {
        const int A = m["attack"], N = m["nominal"], M = m["minimum"];
        for (int range = 0; range <= 2 * N + 1; ++range)
            for (int def = A - 7; def <= A + 8; def += 3)
                for (int drm : {-2, 0, 3}) {
                    json r =
                        answer("tcs.atgm", {{"missile", m["id"]}, {"defense", def}, {"range", range}, {"drm", drm}});
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
                    CHECK(P(r, "kill") == two_dice_at_least(K, drm));
                    CHECK(P(r, "kill") + P(r, "no-kill") == Rational(1));
                }
    }
}

TEST_CASE("tcs.atgm refuses forbidden shots and says why") {
    json r = answer("tcs.atgm", {{"missile", "tow-1"}, {"range", 1}});
    CHECK(r["error"]["code"] == "not_possible");
    CHECK(r["error"]["message"].get<std::string>().find("minimum range is 1") != std::string::npos);
    // option: only less than the minimum barred (digest ambiguity 6)
    CHECK(answer("tcs.atgm", {{"missile", "tow-1"}, {"range", 1}, {"min_range_rule", "less"}})["values"]["band"] == 1);
    CHECK(answer("tcs.atgm", {{"missile", "dragon"}, {"range", 3}, {"min_range_rule", "less"}})["values"]["band"] == 2);
    r = answer("tcs.atgm", {{"missile", "at-3"}, {"defense", 14}, {"range", 8}});
    CHECK(r["error"]["message"].get<std::string>().find("-6") != std::string::npos);
    CHECK(answer("tcs.atgm", {{"missile", "tow-1"}, {"range", 27}})["error"]["code"] == "not_possible");
    CHECK(answer("tcs.atgm", {{"missile", "tow-1"}, {"range", 0}, {"min_range_rule", "less"}})["error"]["code"] ==
          "not_possible");
    CHECK(answer("tcs.atgm", {{"missile", "tow-2"}, {"firer_mode", "dual"}})["error"]["code"] == "not_possible");
    CHECK(answer("tcs.atgm", {{"missile", "tow-2"}, {"firer_state", "suppressed"}})["error"]["code"] == "not_possible");
}

TEST_CASE("tcs.atgm: armour, helicopter and night modifiers") {
    // reactive armour +5 vs ATGM, but +2 vs the tip-charge TOW 2a (9.0b/c); DUA +8
    CHECK(answer("tcs.atgm", {{"missile", "tow-2"},
                              {"defense", 10},
                              {"range", 10},
                              {"armour", "reactive"}})["values"]["defense_used"] == 15);
    CHECK(answer("tcs.atgm", {{"missile", "tow-2a"},
                              {"defense", 10},
                              {"range", 10},
                              {"armour", "reactive"}})["values"]["defense_used"] == 12);
    CHECK(answer("tcs.atgm",
                 {{"missile", "tow-2"}, {"defense", 10}, {"range", 10}, {"armour", "dua"}})["values"]["defense_used"] ==
          18);
    json r = answer(
        "tcs.atgm",
        {{"missile", "hellfire"}, {"defense", 10}, {"range", 10}, {"soviet_popup", true}, {"heli_vs_heli", true}});
    CHECK(r["values"]["drm_total"] == -5);
    CHECK(P(r, "kill") == two_dice_at_least(r["values"]["kill_number"], -5));
}

TEST_CASE("TCS E6 and E13: thermal sights at night (6.2 example)") {
    // range 6, night limit 2, smoke markers 3 → 4 + 3 = 7, ÷5 → 1.4 → −1
    json r = answer("tcs.atgm", {{"missile", "tow-2"},
                                 {"range", 6},
                                 {"defense", 7},
                                 {"sight", "thermal"},
                                 {"night_limit", 2},
                                 {"smoke_markers", 3}});
    CHECK(r["values"]["night_count"] == 7);
    CHECK(r["values"]["night_drm"] == -1);
    // weather limit 1 instead: 5 + 3 = 8 → 1.6 → −2 (derived in the digest)
    r = answer("tcs.atgm", {{"missile", "tow-2"},
                            {"range", 6},
                            {"defense", 7},
                            {"sight", "thermal"},
                            {"night_limit", 2},
                            {"weather_limit", 1},
                            {"smoke_markers", 3}});
    CHECK(r["values"]["night_drm"] == -2);
    // E13: a hex beyond visibility that also holds a smoke marker counts 2 (range 3, limit 2, 1 marker)
    CHECK(answer("tcs.atgm", {{"missile", "tow-2"},
                              {"range", 3},
                              {"sight", "thermal"},
                              {"night_limit", 2},
                              {"smoke_markers", 1}})["values"]["night_count"] == 2);
    // night vision cannot see through smoke; fire-mode target divides by 4, exact half by option
    CHECK(answer("tcs.atgm", {{"missile", "tow-2"},
                              {"range", 6},
                              {"sight", "night-vision"},
                              {"night_limit", 2},
                              {"smoke_markers", 1}})["error"]["code"] == "not_possible");
    CHECK(answer("tcs.atgm", {{"missile", "tow-2"},
                              {"range", 8},
                              {"sight", "night-vision"},
                              {"night_limit", 2},
                              {"target_mode", "fire"}})["values"]["night_drm"] == -2);
    CHECK(answer("tcs.atgm", {{"missile", "tow-2"},
                              {"range", 8},
                              {"sight", "night-vision"},
                              {"night_limit", 2},
                              {"target_mode", "fire"},
                              {"half_rounding", "down"}})["values"]["night_drm"] == -1);
    CHECK(answer("tcs.atgm", {{"missile", "tow-2"},
                              {"range", 8},
                              {"sight", "thermal"},
                              {"night_limit", 2},
                              {"illum", true}})["values"]["night_drm"] == 0);
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

TEST_CASE("tcs.atgm's night modifier agrees with tcs.night-vision (written separately) over a grid") {
    for (const char* sight : {"night-vision", "thermal"})
        for (int range = 2; range <= 16; range += 2)
            for (int night : {2, 4})
                for (int weather : {0, 3})
                    for (int smoke : {0, 1, 3})
                        for (const char* mode : {"move", "fire"}) {
                            json a = answer("tcs.atgm", {{"missile", "tow-2"},
                                                         {"range", range},
                                                         {"sight", sight},
                                                         {"night_limit", night},
                                                         {"weather_limit", weather},
                                                         {"smoke_markers", smoke},
                                                         {"target_mode", mode}});
                            json b = answer("tcs.night-vision", {{"firer", "vehicle"},
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

namespace armour {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] TCS Modern: armour, steps and MICVs
// The Modern Armor AT Roll Modifier Chart (8.0), advanced armour
// against ordinary point fire (9.0b, 9.0c, 9.0e), steps per unit (A Note About Steps), MICVs (7.1-7.3),
// the Soviet 12-hour pop-up rule (4.1g) and High MOPP helicopters kept out of NOE (5.3h). Each test
// states the rule in our words and checks the calculator against the book's printed numbers or
// dice counted here.
TEST_CASE("TCS 4.1g: no Soviet pop-up before the 12-hour mark, or never under the strict choice") {
    refused("tcs.atgm", {{"soviet_popup", true}, {"conflict_hours", 11}}, "conflict_hours");
    refused("tcs.atgm", {{"soviet_popup", true}, {"conflict_hours", 40}, {"soviet_doctrine", "never"}}, "soviet_popup");
    const json r = ok("tcs.atgm", {{"soviet_popup", true}, {"conflict_hours", 12}});
    const json base = ok("tcs.atgm", json::object());
    CHECK(r["values"]["drm_total"].get<int>() == base["values"]["drm_total"].get<int>() - 2);
    // A non-Soviet shot does not care about the hour.
    CHECK(ok("tcs.atgm", {{"conflict_hours", 0}})["values"]["drm_total"] == base["values"]["drm_total"]);
}

}  // namespace armour

TEST_CASE("tcs.atgm: a night with nothing visible (night limit 0) is a night (TCS Modern 6.2a)") {
    // 6.2a: thermal sights count every hex beyond the night visibility limit. A night so dark that the
    // limit is 0 counts every hex of the range: range 6 -> 6 hexes, / 5 (move) -> -1.
    json dark = pm_test::ev(
        "tcs.atgm", {{"missile", "tow-2"}, {"range", 6}, {"sight", "thermal"}, {"night_limit", 0}, {"time", "night"}});
    CHECK(dark["values"]["night_count"] == 6);
    CHECK(dark["values"]["night_drm"] == -1);
    // A request made before "time" existed keeps its answer: a limit of 0 is daylight.
    json day = pm_test::ev("tcs.atgm", {{"missile", "tow-2"}, {"range", 6}, {"sight", "thermal"}, {"night_limit", 0}});
    CHECK(day["ok"] == true);
    CHECK(day["values"]["night_count"] == 0);
}

}  // namespace core_calculators_tcs_test_atgm
