// Search & Destroy close assault (digest SD-A4, SD-A5, SD-T5; examples E2, V4–V10) and the
// supporting calculators, checked against the digest's vectors and by enumerating die faces.
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
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"

namespace core_calculators_sd_test_close_assault {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

namespace {

// Independent reading of the fictional example table: highest column whose a:b ≤ attack:defence
// (cross-multiplied integers), lowest column when below; die 1..6 + drm clamped to rows 1..6.
json brute_sd(const json& crt, int64_t an, int64_t ad, int64_t dn, int64_t dd, int drm) {
    // attack = an/ad, defence = dn/dd; column a:b fits when a/b ≤ (an·dd)/(ad·dn)
    int col = 0;
    for (int i = 0; i < (int)crt["columns"].size(); ++i) {
        std::string s = crt["columns"][i];
        int64_t a = std::stoll(s.substr(0, s.find(':'))), b = std::stoll(s.substr(s.find(':') + 1));
        if (a * ad * dn <= an * dd * b) col = i;
    }
    json counts = json::object();
    for (int f = 1; f <= 6; ++f) {
        int m = std::min(6, std::max(1, f + drm));
        std::string code = crt["cells"][m - 1][col];
        counts[code] = counts.value(code, 0) + 1;
    }
    return json{{"col", crt["columns"][col]}, {"counts", counts}};
}

}  // namespace

TEST_CASE("sd.close-assault: odds and modifiers of the rule (V4–V8, E2)") {
    // V4: attackers 2 + 2 + 1 against a unit without Attack Strength → 5:1
    json r = answer("sd.close-assault", {{"attack", 5}, {"defense", 0}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["odds"] == "5:1");
    CHECK(r["values"]["drm"] == 0);
    // V5: the defender spends 2 units of fire → 5:2
    CHECK(answer("sd.close-assault",
                 {{"attack", 5}, {"defense", 0}, {"defender_extra_fire", true}})["values"]["odds"] == "5:2");
    // V6: AS 2 hasty contributes 1
    r = answer("sd.close-assault", {{"attack", 2}, {"defense", 1}, {"hasty", true}});
    CHECK(r["values"]["attack"] == "1");
    CHECK(r["values"]["odds"] == "1:1");
    // hasty and extra fire together: literal ×½ ×2 = ×1 (digest ambiguity 3)
    CHECK(answer("sd.close-assault",
                 {{"attack", 5}, {"hasty", true}, {"attacker_extra_fire", true}})["values"]["attack"] == "5");
    // odd halved total: kept exact by default, rounded by option
    CHECK(answer("sd.close-assault", {{"attack", 5}, {"defense", 2}, {"hasty", true}})["values"]["odds"] == "5:4");
    CHECK(answer("sd.close-assault",
                 {{"attack", 5}, {"defense", 2}, {"hasty", true}, {"hasty_rounding", "down"}})["values"]["odds"] ==
          "1:1");
    CHECK(answer("sd.close-assault",
                 {{"attack", 5}, {"defense", 2}, {"hasty", true}, {"hasty_rounding", "up"}})["values"]["odds"] ==
          "3:2");
    // E2: surprise close assault by a sapper cadre → +4
    CHECK(answer("sd.close-assault", {{"attack", 2}, {"sapper", true}, {"surprise", true}})["values"]["drm"] == 4);
    // V7 as the book allows it: a sapper defender is NLF, so the attacker is US; with an
    // Improved Position −1 −1 = −2. An NLF sapper attacking an NLF sapper is refused.
    CHECK(answer("sd.close-assault", {{"attack", 2},
                                      {"attacker_side", "us"},
                                      {"improved_position", true},
                                      {"defending_sapper", true}})["values"]["drm"] == -2);
    CHECK(answer("sd.close-assault", {{"attack", 2},
                                      {"sapper", true},
                                      {"improved_position", true},
                                      {"defending_sapper", true}})["error"]["code"] == "not_possible");
    CHECK(answer("sd.close-assault", {{"attack", 2}, {"improved_position", true}})["values"]["drm"] == -1);
    // V8: VP for a destroyed defender
    CHECK(answer("sd.close-assault", {{"attack", 2}, {"attacker_side", "us"}})["values"]["vp_destroyed"] == 90);
    CHECK(answer("sd.close-assault", {{"attack", 2}, {"attacker_side", "nlf"}})["values"]["vp_destroyed"] == 240);
    // V9/V10: KIA markers of a surrounded defender removed on the Casualty CRT
    CHECK(answer("sd.close-assault",
                 {{"attack", 2}, {"defender_kind", "squad"}})["values"]["kia_markers_if_surrounded"] == 6);
    CHECK(answer("sd.close-assault",
                 {{"attack", 2}, {"defender_kind", "sniper"}})["values"]["kia_markers_if_surrounded"] == 1);
    CHECK(answer("sd.close-assault",
                 {{"attack", 2}, {"defender_kind", "other"}})["values"]["kia_markers_if_surrounded"] == 2);
    // vehicles defend at 1 (M113) and 2 (M48) whatever `defense` says
    CHECK(answer("sd.close-assault", {{"attack", 4}, {"defense", 9}, {"target", "m113"}})["values"]["odds"] == "4:1");
    CHECK(answer("sd.close-assault", {{"attack", 4}, {"defense", 9}, {"target", "m48"}})["values"]["odds"] == "2:1");
    // every modifier cites a rule
    r = answer("sd.close-assault",
               {{"attack", 4}, {"sapper", true}, {"surprise", true}, {"improved_position", true}, {"hasty", true}});
    for (const auto& m : r["modifiers"]) CHECK(m["rule"].get<std::string>().find("S&D") != std::string::npos);
}

TEST_CASE("sd.close-assault: without a table, needs_table in values and no outcomes (contract)") {
    json r = answer("sd.close-assault", {{"attack", 6}, {"defense", 2}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["table"] == "needs_table");
    CHECK(r["values"]["needs"] == "sd.points-crt");
    CHECK(r["outcomes"].empty());
    CHECK(answer("sd.close-assault", {{"attack", 6}, {"crt", "casualty"}})["values"]["needs"] == "sd.casualty-crt");
    // no attackers: refused
    CHECK(answer("sd.close-assault", {{"attack", 0}})["error"]["code"] == "not_possible");
}

TEST_CASE("sd.close-assault: full distribution with the fictional example table, checked by enumeration") {
    const json crt = pm::data_json("sd/example-crt.json");
    CHECK(crt["fictional"] == true);
    struct Case {
        int attack, defense;
        bool hasty, afire, dfire, sapper, surprise, ip, dsap;
    };
    const Case cases[] = {
        {7, 3, false, false, false, true, false, false, false},  {5, 0, false, false, true, false, false, true, false},
        {1, 4, false, false, false, false, false, true, true},   {9, 2, true, false, false, true, true, false, false},
        {12, 1, false, true, false, false, false, false, false}, {3, 2, false, false, false, false, true, true, false}};
    for (const auto& c : cases) {
        json params = {{"attack", c.attack},
                       {"defense", c.defense},
                       {"hasty", c.hasty},
                       {"attacker_extra_fire", c.afire},
                       {"defender_extra_fire", c.dfire},
                       {"sapper", c.sapper},
                       {"surprise", c.surprise},
                       {"improved_position", c.ip},
                       {"defending_sapper", c.dsap},
                       {"attacker_side", c.dsap ? "us" : "nlf"}};  // a defending sapper cadre is NLF
        json r = answer("sd.close-assault", params, {{"sd.points-crt", crt}});
        REQUIRE(r["ok"] == true);
        int drm = 2 * c.sapper + 2 * c.surprise - c.ip - c.dsap;
        int64_t an = c.attack * (c.afire ? 2 : 1), ad = c.hasty ? 2 : 1;
        int64_t dn = std::max(c.defense, 1) * (c.dfire ? 2 : 1), dd = 1;
        json b = brute_sd(crt, an, ad, dn, dd, drm);
        CAPTURE(params.dump());
        CHECK(r["values"]["column"] == b["col"]);
        CHECK(total(r) == Rational(1));
        for (auto it = b["counts"].begin(); it != b["counts"].end(); ++it)
            CHECK(P(r, it.key()) == Rational(it.value().get<int>(), 6));
        CHECK(r["outcomes"].size() == b["counts"].size());
    }
}

TEST_CASE("sd.close-assault: against a vehicle only an h result counts (SD-A8), by enumeration") {
    const json crt = pm::data_json("sd/example-crt.json");
    for (bool sapper : {false, true}) {
        json r = answer("sd.close-assault", {{"attack", 5}, {"target", "m48"}, {"sapper", sapper}},
                        {{"sd.points-crt", crt}});
        REQUIRE(r["ok"] == true);
        // 5:2 → column 2:1 (index 2); count cells with an 'h'
        int h = 0;
        for (int f = 1; f <= 6; ++f) {
            int m = std::min(6, f + (sapper ? 2 : 0));
            h += crt["cells"][m - 1][2].get<std::string>().find('h') != std::string::npos;
        }
        CHECK(P(r, "destroyed") == Rational(h, 6));
        CHECK(P(r, "no-effect") == Rational(6 - h, 6));
    }
}

TEST_CASE("sd.close-assault: seeded roll agrees with the distribution's support") {
    const json crt = pm::data_json("sd/example-crt.json");
    for (uint32_t seed = 1; seed <= 20; ++seed) {
        json req = {{"calc", "sd.close-assault"},
                    {"params", {{"attack", 4}, {"defense", 2}}},
                    {"tables", {{"sd.points-crt", crt}}},
                    {"seed", seed}};
        json r = pm::evaluate_request(req);
        REQUIRE(r["ok"] == true);
        int die = r["roll"]["die"];
        CHECK(r["roll"]["result"] == crt["cells"][die - 1][2]);
        CHECK(P(r, r["roll"]["key"]) > Rational(0));
    }
}

TEST_CASE("sd.close-assault: a malformed table is refused with the fault named") {
    json bad = pm::data_json("sd/example-crt.json");
    bad["rows"] = json::array({"1", "2", "4", "5", "6", "7"});
    json r = answer("sd.close-assault", {{"attack", 4}}, {{"sd.points-crt", bad}});
    CHECK(r["ok"] == false);
    CHECK(r["error"]["code"] == "needs_table");
    CHECK(r["error"]["message"].get<std::string>().find("gap in die rows between 2 and 4") != std::string::npos);
}

TEST_CASE("sd.close-assault: several sapper cadres (digest ambiguity 4)") {
    CHECK(answer("sd.close-assault", {{"attack", 4}, {"sapper", true}, {"sapper_cadres", 2}})["values"]["drm"] == 2);
    CHECK(
        answer("sd.close-assault",
               {{"attack", 4}, {"sapper", true}, {"sapper_cadres", 2}, {"sapper_stacking", "each"}})["values"]["drm"] ==
        4);
    CHECK(answer("sd.close-assault",
                 {{"attack", 4}, {"sapper_cadres", 2}, {"sapper_stacking", "each"}})["values"]["drm"] == 0);
}

TEST_CASE("sd.close-assault: result effects of the example table, retreat or removal when surrounded (SD-A6/A7)") {
    const json crt = pm::data_json("sd/example-crt.json");
    // 4:2 → 2:1 column (index 2), no DRM: faces 1..6 read rows 1..6 of that column
    for (bool surrounded : {false, true}) {
        json r = answer("sd.close-assault", {{"attack", 4}, {"defense", 2}, {"surrounded", surrounded}},
                        {{"sd.points-crt", crt}});
        REQUIRE(r["ok"] == true);
        std::map<std::string, int> n;
        for (int f = 1; f <= 6; ++f) {
            std::string e = crt["results"][crt["cells"][f - 1][2].get<std::string>()]["effect"];
            if (e == "pinned-loss") e = surrounded ? "destroyed" : "retreats-pinned";
            n[e]++;
        }
        CHECK(r["values"]["effects"].size() == n.size());
        for (const auto& [e, k] : n) CHECK(r["values"]["effects"][e] == Rational(k, 6).str());
    }
}

// [SECTION] who may close assault, unit by unit
// Search & Destroy's hasty (×½) and extra-fire (×2) factors belong
// to each unit, not to the whole total (S&D 32.5, 32.6), at most six attackers (32.45); Soldiers'
// Cases (A), (C) and (J) on who may join. The odds are worked out by hand here.
TEST_CASE("S&D 32.5-32.6: only the hasty unit is halved and only the unit spending fire is doubled") {
    // Three attackers of 3, 2 and 4; the 3 is hasty, the 4 spends two units of fire, defender 3.
    // By hand: 3/2 + 2 + 8 = 23/2, odds 23:6. The switch for the whole assault would instead give
    // (3 + 2 + 4) × ½ × 2 = 9, odds 3:1.
    const json r = ok("sd.close-assault", {{"units", "3h 2 4x"}, {"defense", 3}});
    CHECK(r["values"]["attack"] == "23/2");
    CHECK(r["values"]["odds"] == "23:6");
    CHECK(r["values"]["units"] == 3);
    const json whole =
        ok("sd.close-assault", {{"attack", 9}, {"hasty", true}, {"attacker_extra_fire", true}, {"defense", 3}});
    CHECK(whole["values"]["odds"] == "3:1");
    // Rounding a halved unit applies to each unit on its own: 3h 3h 3h rounded down is 1+1+1 = 3,
    // where the whole total 9 × ½ rounded down would be 4.
    CHECK(ok("sd.close-assault",
             {{"units", "3h,3h,3h"}, {"defense", 1}, {"hasty_rounding", "down"}})["values"]["attack"] == "3");
    CHECK(ok("sd.close-assault",
             {{"units", "3h 3h 3h"}, {"defense", 1}, {"hasty_rounding", "up"}})["values"]["attack"] == "6");
    // A unit both hasty and doubling keeps its strength (reading 53).
    const json both = ok("sd.close-assault", {{"units", "5hx"}, {"defense", 1}});
    CHECK(both["values"]["attack"] == "5");
    CHECK(std::find(both["readings"].begin(), both["readings"].end(), 53) != both["readings"].end());
}

TEST_CASE("S&D 32.45: at most six units close assault one enemy unit") {
    CHECK(ok("sd.close-assault", {{"units", "1 1 1 1 1 1"}, {"defense", 1}})["values"]["odds"] == "6:1");
    refused("sd.close-assault", {{"units", "1 1 1 1 1 1 1"}, {"defense", 1}}, "units");
    refused("sd.close-assault", {{"attackers", 7}}, "attackers");
    CHECK(ok("sd.close-assault", {{"attackers", 6}})["ok"] == true);
    // The list replaces the switches for the whole assault; a word that is no unit is named.
    refused("sd.close-assault", {{"units", "3 2"}, {"hasty", true}}, "hasty");
    const json bad = answer("sd.close-assault", {{"units", "3 two"}});
    CHECK(bad["error"]["code"] == "out_of_range");
    CHECK(bad["error"]["message"].get<std::string>().find("\"two\"") != std::string::npos);
    // The old total still works as before when no list is given.
    CHECK(ok("sd.close-assault", {{"attack", 7}, {"defense", 3}})["values"]["odds"] == "7:3");
}

namespace book_reading {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] Search & Destroy close assault: who may do what
TEST_CASE("sd.close-assault: the surprise +2 is the NLF's alone") {
    // The surprise close assault is the NLF unit's answer to a US unit in the US Search Phase: +2.
    refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "us"}, {"surprise", true}}, "surprise");
    CHECK(ok("sd.close-assault", {{"attack", 4}, {"attacker_side", "nlf"}, {"surprise", true}})["values"]["drm"] == 2);
}

TEST_CASE("sd.close-assault: the sapper +2 is an NLF cadre's alone") {
    // Sappers belong to NLF cadres; with a surprise assault the book's total is 2 + 2 = 4.
    refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "us"}, {"sapper", true}}, "sapper");
    CHECK(ok("sd.close-assault", {{"attack", 4}, {"sapper", true}})["values"]["drm"] == 2);
    CHECK(ok("sd.close-assault", {{"attack", 4}, {"sapper", true}, {"surprise", true}})["values"]["drm"] == 2 + 2);
}

TEST_CASE("sd.close-assault: only the NLF close assaults the M48 and M113") {
    // The NLF player may close assault the two vehicles (M113 defends at 1, M48 at 2); the US may not.
    for (const std::string v : {"m113", "m48"}) {
        refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "us"}, {"target", v}}, "target");
        CHECK(ok("sd.close-assault", {{"attack", 4}, {"target", v}})["values"]["odds"] ==
              (v == "m113" ? "4:1" : "2:1"));
    }
    CHECK(ok("sd.close-assault", {{"attack", 4}, {"attacker_side", "us"}})["values"]["odds"] == "4:1");
}

TEST_CASE("sd.close-assault: a defending sapper cadre is NLF, so the US attacks it") {
    // A sapper cadre under close assault costs the attacker 1 on the die; the attacker is US.
    refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "nlf"}, {"defending_sapper", true}},
            "defending_sapper");
    CHECK(ok("sd.close-assault",
             {{"attack", 4}, {"attacker_side", "us"}, {"defending_sapper", true}})["values"]["drm"] == -1);
    CHECK(ok("sd.close-assault", {{"attack", 4},
                                  {"attacker_side", "us"},
                                  {"defending_sapper", true},
                                  {"improved_position", true}})["values"]["drm"] == -2);
}

}  // namespace book_reading

namespace read_again {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] S&D close assault: who attacks, and who may
TEST_CASE("sd.close-assault: against a defending sapper cadre the attacker left out is the US (S&D 32.7)") {
    // 32.7: a sapper cadre is an NLF cadre, so the side close assaulting it is the US; the attacker
    // suffers -1. 32.113: a destroyed defender is worth 90 VP to a US attacker. 4 against 1 is 4:1.
    const json r = ok("sd.close-assault", {{"attack", 4}, {"defending_sapper", true}});
    CHECK(r["values"]["drm"] == -1);
    CHECK(r["values"]["odds"] == "4:1");
    CHECK(r["values"]["vp_destroyed"] == 90);
    CHECK(r["params"]["attacker_side"] == "us");
    // a side the caller sets is kept: the NLF attacking its own sapper cadre is refused
    refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "nlf"}, {"defending_sapper", true}},
            "defending_sapper");
    // and without a defending sapper the default side is still the NLF (240 VP)
    CHECK(ok("sd.close-assault", {{"attack", 4}})["values"]["vp_destroyed"] == 240);
}

TEST_CASE("sd.close-assault: a unit without Attack Strength is refused the same way in a list or as a total") {
    // 32.0: only units with an Attack Strength close assault. A total of 0 and a listed unit of 0 are
    // the same fact: one refusal code.
    const json total0 = answer("sd.close-assault", {{"attack", 0}});
    const json unit0 = answer("sd.close-assault", {{"units", "3 0"}});
    CHECK(total0["error"]["code"] == "not_possible");
    CHECK(unit0["error"]["code"] == "not_possible");
    CHECK(unit0["error"]["param"] == "units");
}

TEST_CASE("sd.close-assault: snipers, pinned units and carriers may not close assault (S&D 32.0, 32.43)") {
    // 32.0: snipers may not close assault, nor pinned units; 32.43: nor a unit transporting
    // casualties or heavy weapons. Each is refused naming its switch; off, the answer is as before.
    const json base = {{"attack", 4}};
    const json plain = ok("sd.close-assault", base);
    for (const std::string flag : {"attacker_sniper", "attacker_pinned", "attacker_transporting"}) {
        json q = base;
        q[flag] = true;
        refused("sd.close-assault", q, flag);
        q[flag] = false;
        CHECK(ok("sd.close-assault", q)["values"] == plain["values"]);
    }
}

}  // namespace read_again

}  // namespace core_calculators_sd_test_close_assault
