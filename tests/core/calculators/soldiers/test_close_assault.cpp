// Soldiers optional close assault (digest SO-A1, SO-A2, Table SO-T1; examples E1, E2, V1–V8).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_soldiers_test_close_assault {

using pm::json;
using pm::Rational;
using pm_test::describe;
using pm_test::ev;
using pm_test::has_modifier;
using pm_test::names_a_reading;
using pm_test::P;
using pm_test::param;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

TEST_CASE("soldiers.close-assault: the book's examples and the shift table") {
    // E1: two Russian companies (4 each) against one German company: 8 to 4 = 2 to 1
    json r = answer("soldiers.close-assault", {{"attack", 8}, {"defense", 4}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["odds"] == "2:1");
    CHECK(r["values"]["shift"] == 0);
    CHECK(r["values"]["table"] == "needs_table");
    // E2: Trenches in a Crest hex, attackers all lower → 3 columns
    CHECK(answer("soldiers.close-assault", {{"attack", 8},
                                            {"defense", 4},
                                            {"trench", true},
                                            {"slope_or_crest_all_attackers_lower", true}})["values"]["shift"] == 3);
    CHECK(answer("soldiers.close-assault",
                 {{"attack", 8}, {"defense", 4}, {"woods", true}, {"improved_position", true}})["values"]["shift"] ==
          2);  // V1
    CHECK(answer("soldiers.close-assault",
                 {{"attack", 8}, {"defense", 4}, {"town", true}, {"trench", true}})["values"]["shift"] == 4);  // V2
    CHECK(answer(
              "soldiers.close-assault",
              {{"attack", 8}, {"defense", 4}, {"canal", true}, {"canal_attacker_adjacent", true}})["values"]["shift"] ==
          0);  // V3
    CHECK(answer("soldiers.close-assault", {{"attack", 8}, {"defense", 4}, {"canal", true}})["values"]["shift"] == 1);
    CHECK(answer("soldiers.close-assault", {{"attack", 4}, {"defense", 4}})["values"]["odds"] ==
          "1:1");  // V6: one company disrupted before assaulting
    CHECK(answer("soldiers.close-assault", {{"attack", 7}, {"defense", 4}})["values"]["odds"] == "7:4");
}

TEST_CASE("soldiers.close-assault: full results with the fictional table, by enumeration") {
    const json crt = pm::data_json("soldiers/example-crt.json");
    CHECK(crt["fictional"] == true);
    const json t = {{"soldiers.crt", crt}};
    // independent column: highest a:b ≤ A:D, minus shift, floored at 0; effects by code
    auto effect = [&](const std::string& code) { return crt["results"][code]["effect"].get<std::string>(); };
    struct Case {
        int a, d;
        json flags;
        bool disrupted, surrounded;
    };
    const Case cases[] = {{8, 4, json::object(), false, false},
                          {8, 4, {{"trench", true}, {"slope_or_crest_all_attackers_lower", true}}, false, false},
                          {7, 4, {{"woods", true}}, true, false},
                          {12, 3, {{"town", true}}, false, true},
                          {1, 5, json::object(), false, false},
                          {9, 2, {{"canal", true}, {"canal_attacker_adjacent", true}}, false, false}};
    for (const auto& c : cases) {
        json params = c.flags;
        params["attack"] = c.a;
        params["defense"] = c.d;
        params["defender_disrupted"] = c.disrupted;
        params["surrounded"] = c.surrounded;
        json r = answer("soldiers.close-assault", params, t);
        REQUIRE(r["ok"] == true);
        int col = 0;
        for (int i = 0; i < (int)crt["columns"].size(); ++i) {
            std::string s = crt["columns"][i];
            int a = std::stoi(s.substr(0, s.find(':'))), b = std::stoi(s.substr(s.find(':') + 1));
            if (a * c.d <= c.a * b) col = i;
        }
        col = std::max(0, col - r["values"]["shift"].get<int>());
        int n[3] = {0, 0, 0};
        for (int f = 1; f <= 6; ++f) {
            std::string e = effect(crt["cells"][f - 1][col]);
            if (e == "disrupted" && (c.disrupted || c.surrounded)) e = "eliminated";  // Case (G), V7/V8
            n[e == "no-effect" ? 0 : e == "disrupted" ? 1 : 2]++;
        }
        CAPTURE(params.dump());
        CHECK(r["values"]["column"] == crt["columns"][col]);
        CHECK(P(r, "no-effect") == Rational(n[0], 6));
        CHECK(P(r, "disrupted") == Rational(n[1], 6));
        CHECK(P(r, "eliminated") == Rational(n[2], 6));
    }
    // E1 on the example table: 8:4 reads the 2:1 column
    CHECK(answer("soldiers.close-assault", {{"attack", 8}, {"defense", 4}}, t)["values"]["column"] == "2:1");
}

TEST_CASE("soldiers.close-assault: a table whose codes are not explained is refused") {
    json crt = pm::data_json("soldiers/example-crt.json");
    crt["results"].erase("D");
    json r = answer("soldiers.close-assault", {{"attack", 8}, {"defense", 4}}, {{"soldiers.crt", crt}});
    CHECK(r["error"]["code"] == "needs_table");
    CHECK(r["error"]["message"].get<std::string>().find("\"D\"") != std::string::npos);
    crt = pm::data_json("soldiers/example-crt.json");
    crt["odds_rule"]["below_lowest"] = "no-attack";
    r = answer("soldiers.close-assault", {{"attack", 1}, {"defense", 4}, {"town", true}}, {{"soldiers.crt", crt}});
    CHECK(r["error"]["code"] == "not_possible");
}

namespace words {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;

// [SECTION] words that confused players, and readings named in the result
TEST_CASE("soldiers.close-assault: the Slope-and-Crest box is a house rule, named as one") {
    const json d = describe("soldiers.close-assault");
    CHECK(param(d, "slope_and_crest_all_attackers_lower").at("label").get<std::string>().find("House rule") !=
          std::string::npos);
    const json on = ev("soldiers.close-assault",
                       {{"slope_or_crest_all_attackers_lower", true}, {"slope_and_crest_all_attackers_lower", true}});
    CHECK(has_modifier(on, "House rule, not in the book"));
    CHECK(names_a_reading(on));
    CHECK_FALSE(names_a_reading(ev("soldiers.close-assault", {{"slope_or_crest_all_attackers_lower", true}})));
}

}  // namespace words

// [SECTION] who may close assault, unit by unit
// Search & Destroy's hasty (×½) and extra-fire (×2) factors belong
// to each unit, not to the whole total (S&D 32.5, 32.6), at most six attackers (32.45); Soldiers'
// Cases (A), (C) and (J) on who may join. The odds are worked out by hand here.
TEST_CASE("Soldiers Cases (A), (C), (J): who may add to a close assault") {
    // (C): a unit disrupted or eliminated by fire this phase adds nothing: 8 with 2 of them hit, against
    // 3, is 6:3 = 2:1.
    const json c = ok("soldiers.close-assault", {{"attack", 8}, {"defense", 3}, {"attack_disrupted", 2}});
    CHECK(c["values"]["odds"] == "2:1");
    CHECK(c["values"]["attack_counted"] == 6);
    refused("soldiers.close-assault", {{"attack", 4}, {"attack_disrupted", 4}}, "attack_disrupted");
    // (A): two movement points left at least, and no fire in the same combat phase.
    refused("soldiers.close-assault", {{"fewest_mp_left", 1}}, "fewest_mp_left");
    CHECK(ok("soldiers.close-assault", {{"fewest_mp_left", 2}})["values"]["odds"] == "2:1");
    refused("soldiers.close-assault", {{"attackers_fired", true}}, "attackers_fired");
    // (J): machine guns, field guns, howitzers and mounted cavalry cannot close assault.
    refused("soldiers.close-assault", {{"ineligible_attackers", true}}, "ineligible_attackers");
}

}  // namespace core_calculators_soldiers_test_close_assault
