// Search & Destroy close assault (digest SD-A4, SD-A5, SD-T5; examples E2, V4–V10) and the
// supporting calculators, checked against the digest's vectors and by enumerating die faces.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "contract/codec.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

namespace {
json ev(const std::string& calc, json params, json tables = json()) {
    json req = {{"calc", calc}, {"params", std::move(params)}};
    if (!tables.is_null()) req["tables"] = tables;
    return pm::evaluate_request(req);
}
Rational P(const json& r, const std::string& key) {
    for (const auto& o : r["outcomes"])
        if (o["key"] == key) return Rational::parse(o["exact"].get<std::string>());
    return Rational(0);
}
Rational total(const json& r) {
    Rational t;
    for (const auto& o : r["outcomes"]) t += Rational::parse(o["exact"].get<std::string>());
    return t;
}
}  // namespace

TEST_CASE("sd.close-assault: odds and modifiers of the rule (V4–V8, E2)") {
    // V4: attackers 2 + 2 + 1 against a unit without Attack Strength → 5:1
    json r = ev("sd.close-assault", {{"attack", 5}, {"defense", 0}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["odds"] == "5:1");
    CHECK(r["values"]["drm"] == 0);
    // V5: the defender spends 2 units of fire → 5:2
    CHECK(ev("sd.close-assault", {{"attack", 5}, {"defense", 0}, {"defender_extra_fire", true}})["values"]["odds"] ==
          "5:2");
    // V6: AS 2 hasty contributes 1
    r = ev("sd.close-assault", {{"attack", 2}, {"defense", 1}, {"hasty", true}});
    CHECK(r["values"]["attack"] == "1");
    CHECK(r["values"]["odds"] == "1:1");
    // hasty and extra fire together: literal ×½ ×2 = ×1 (digest ambiguity 3)
    CHECK(ev("sd.close-assault", {{"attack", 5}, {"hasty", true}, {"attacker_extra_fire", true}})["values"]["attack"] ==
          "5");
    // odd halved total: kept exact by default, rounded by option
    CHECK(ev("sd.close-assault", {{"attack", 5}, {"defense", 2}, {"hasty", true}})["values"]["odds"] == "5:4");
    CHECK(ev("sd.close-assault",
             {{"attack", 5}, {"defense", 2}, {"hasty", true}, {"hasty_rounding", "down"}})["values"]["odds"] == "1:1");
    CHECK(ev("sd.close-assault",
             {{"attack", 5}, {"defense", 2}, {"hasty", true}, {"hasty_rounding", "up"}})["values"]["odds"] == "3:2");
    // E2: surprise close assault by a sapper cadre → +4
    CHECK(ev("sd.close-assault", {{"attack", 2}, {"sapper", true}, {"surprise", true}})["values"]["drm"] == 4);
    // V7 as the book allows it: a sapper defender is NLF, so the attacker is US; with an
    // Improved Position −1 −1 = −2. An NLF sapper attacking an NLF sapper is refused.
    CHECK(ev("sd.close-assault", {{"attack", 2},
                                  {"attacker_side", "us"},
                                  {"improved_position", true},
                                  {"defending_sapper", true}})["values"]["drm"] == -2);
    CHECK(ev("sd.close-assault", {{"attack", 2},
                                  {"sapper", true},
                                  {"improved_position", true},
                                  {"defending_sapper", true}})["error"]["code"] == "not_possible");
    CHECK(ev("sd.close-assault", {{"attack", 2}, {"improved_position", true}})["values"]["drm"] == -1);
    // V8: VP for a destroyed defender
    CHECK(ev("sd.close-assault", {{"attack", 2}, {"attacker_side", "us"}})["values"]["vp_destroyed"] == 90);
    CHECK(ev("sd.close-assault", {{"attack", 2}, {"attacker_side", "nlf"}})["values"]["vp_destroyed"] == 240);
    // V9/V10: KIA markers of a surrounded defender removed on the Casualty CRT
    CHECK(ev("sd.close-assault", {{"attack", 2}, {"defender_kind", "squad"}})["values"]["kia_markers_if_surrounded"] ==
          6);
    CHECK(ev("sd.close-assault", {{"attack", 2}, {"defender_kind", "sniper"}})["values"]["kia_markers_if_surrounded"] ==
          1);
    CHECK(ev("sd.close-assault", {{"attack", 2}, {"defender_kind", "other"}})["values"]["kia_markers_if_surrounded"] ==
          2);
    // vehicles defend at 1 (M113) and 2 (M48) whatever `defense` says
    CHECK(ev("sd.close-assault", {{"attack", 4}, {"defense", 9}, {"target", "m113"}})["values"]["odds"] == "4:1");
    CHECK(ev("sd.close-assault", {{"attack", 4}, {"defense", 9}, {"target", "m48"}})["values"]["odds"] == "2:1");
    // every modifier cites a rule
    r = ev("sd.close-assault",
           {{"attack", 4}, {"sapper", true}, {"surprise", true}, {"improved_position", true}, {"hasty", true}});
    for (const auto& m : r["modifiers"]) CHECK(m["rule"].get<std::string>().find("S&D") != std::string::npos);
}

TEST_CASE("sd.close-assault: without a table, needs_table in values and no outcomes (contract)") {
    json r = ev("sd.close-assault", {{"attack", 6}, {"defense", 2}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["table"] == "needs_table");
    CHECK(r["values"]["needs"] == "sd.points-crt");
    CHECK(r["outcomes"].empty());
    CHECK(ev("sd.close-assault", {{"attack", 6}, {"crt", "casualty"}})["values"]["needs"] == "sd.casualty-crt");
    // no attackers: refused
    CHECK(ev("sd.close-assault", {{"attack", 0}})["error"]["code"] == "not_possible");
}

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
        json r = ev("sd.close-assault", params, {{"sd.points-crt", crt}});
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
        json r =
            ev("sd.close-assault", {{"attack", 5}, {"target", "m48"}, {"sapper", sapper}}, {{"sd.points-crt", crt}});
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
    json r = ev("sd.close-assault", {{"attack", 4}}, {{"sd.points-crt", bad}});
    CHECK(r["ok"] == false);
    CHECK(r["error"]["code"] == "needs_table");
    CHECK(r["error"]["message"].get<std::string>().find("gap in die rows between 2 and 4") != std::string::npos);
}

TEST_CASE("sd.cadre and sd.recoilless-rifle: V1–V3, V16") {
    json r = ev("sd.cadre", {{"cadre", "company"}, {"element", "rr"}});  // V1
    CHECK(r["values"]["ma"] == 6);
    CHECK(r["values"]["as"] == 2);
    CHECK(ev("sd.cadre", {{"element", "sapper"}})["values"]["ma"] == 12);  // V2
    CHECK(ev("sd.cadre", {{"element", "sapper"}})["values"]["close_assault_drm"] == 2);
    CHECK(ev("sd.cadre", {{"element", "hmg"}})["values"]["vs_helicopter_drm"] == 2);
    CHECK(ev("sd.cadre", {{"cadre", "battalion"}, {"element", "hmg"}})["values"]["ma"] == 6);
    CHECK(ev("sd.cadre", {{"cadre", "battalion"}})["values"]["ma"].is_null());
    CHECK(ev("sd.cadre", {{"element", "rr"}, {"ammo_rule", true}, {"units_of_fire", 4}})["values"]["out_of_ammo"] ==
          true);  // V16
    CHECK(ev("sd.cadre", {{"element", "rr"}, {"ammo_rule", true}, {"units_of_fire", 3}})["values"]["out_of_ammo"] ==
          false);
    CHECK(ev("sd.recoilless-rifle", {{"target", "apc"}})["values"]["drm"] == 2);  // V3
    CHECK(ev("sd.recoilless-rifle", {{"target", "tank"}})["values"]["drm"] == 0);
    CHECK(ev("sd.recoilless-rifle", {{"target", "boat"}})["values"]["drm"] == 0);
    CHECK(ev("sd.recoilless-rifle", {{"fired_this_turn", true}})["error"]["code"] == "not_possible");
    CHECK(ev("sd.recoilless-rifle", {{"ammo_rule", true}, {"units_of_fire", 4}})["error"]["code"] == "not_possible");
    CHECK(ev("sd.recoilless-rifle", {{"fm_rule", true}, {"mp_spent", 4}})["error"]["code"] == "not_possible");
    CHECK(ev("sd.recoilless-rifle", {{"fm_rule", true}, {"mp_spent", 3}})["ok"] == true);
}

TEST_CASE("sd.scenario-additions: [31.17] as printed; every scenario's elements fit its cadres (E1 check)") {
    json r = ev("sd.scenario-additions", {{"scenario", "27.14"}});
    CHECK(r["values"]["company_cadres"] == 3);
    CHECK(r["values"]["heavy_mgs"] == 2);
    CHECK(r["values"]["sappers"] == 1);
    for (const auto& s : pm::data_json("sd/scenario-additions.json")["scenarios"])
        CHECK(ev("sd.scenario-additions", {{"scenario", s["id"]}})["values"]["elements_fit"] == true);
#ifdef POINTMAN_SEEDS_DIR
    std::ifstream f(std::string(POINTMAN_SEEDS_DIR) + "/000_f5dd7e8d221ab38e.txt");
    std::stringstream ss;
    ss << f.rdbuf();
    const std::string text = ss.str();
    auto words = [](int n, const char* one, const char* many) {
        return std::to_string(n) + " " + (n == 1 ? one : many);
    };
    for (const auto& s : pm::data_json("sd/scenario-additions.json")["scenarios"]) {
        std::string line = s["id"].get<std::string>() + ": ";
        if (s["company_cadres"] == 0)
            line += "None";
        else {
            line += "ADD " + words(s["company_cadres"], "Company Cadre Unit", "Company Cadre Units");
            if (s["sappers"] > 0) line += ", " + words(s["sappers"], "Sapper", "Sappers");
            if (s["recoilless_rifles"] > 0)
                line += ", " + words(s["recoilless_rifles"], "Recoilless Rifle", "Recoilless Rifles");
            if (s["heavy_mgs"] > 0) line += ", " + words(s["heavy_mgs"], "Heavy Machine Gun", "Heavy Machine Guns");
        }
        CAPTURE(line);
        CHECK(text.find(line) != std::string::npos);
    }
#endif
}

TEST_CASE("sd.patrol-boat: V11–V15") {
    CHECK(ev("sd.patrol-boat", {{"mp_spent", 21}})["values"]["may_fire"] == false);  // V11
    json r = ev("sd.patrol-boat", {{"mp_spent", 20}, {"targets", 2}});               // V12
    CHECK(r["values"]["may_fire"] == true);
    CHECK(r["values"]["strength_per_target"] == 6);
    CHECK(ev("sd.patrol-boat", {{"mp_spent", 20}})["values"]["strength_per_target"] == 12);
    CHECK(ev("sd.patrol-boat", {{"vp_against", 170}, {"new_vp", 10}})["values"]["destroyed"] == true);  // V13
    CHECK(ev("sd.patrol-boat", {{"vp_against", 170}, {"new_vp", 9}})["values"]["destroyed"] == false);
    CHECK(ev("sd.patrol-boat", {{"casualties", 5}, {"new_casualties", 1}})["values"]["destroyed"] == true);       // V14
    CHECK(ev("sd.patrol-boat", {{"immobilized", 1}, {"new_immobilized", true}})["values"]["destroyed"] == true);  // V15
    r = ev("sd.patrol-boat", {{"new_immobilized", true}});
    CHECK(r["values"]["destroyed"] == false);
    CHECK(r["values"]["can_move"] == false);
}

TEST_CASE("sd.close-assault: several sapper cadres (digest ambiguity 4)") {
    CHECK(ev("sd.close-assault", {{"attack", 4}, {"sapper", true}, {"sapper_cadres", 2}})["values"]["drm"] == 2);
    CHECK(ev("sd.close-assault",
             {{"attack", 4}, {"sapper", true}, {"sapper_cadres", 2}, {"sapper_stacking", "each"}})["values"]["drm"] ==
          4);
    CHECK(ev("sd.close-assault", {{"attack", 4}, {"sapper_cadres", 2}, {"sapper_stacking", "each"}})["values"]["drm"] ==
          0);
}

TEST_CASE("sd.close-assault: result effects of the example table, retreat or removal when surrounded (SD-A6/A7)") {
    const json crt = pm::data_json("sd/example-crt.json");
    // 4:2 → 2:1 column (index 2), no DRM: faces 1..6 read rows 1..6 of that column
    for (bool surrounded : {false, true}) {
        json r = ev("sd.close-assault", {{"attack", 4}, {"defense", 2}, {"surrounded", surrounded}},
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
