// Soldiers optional close assault (digest SO-A1, SO-A2, Table SO-T1; examples E1, E2, V1–V8).
#include <doctest/doctest.h>

#include "contract/codec.h"
#include "engine/data/data_files.h"

using pm::json;
using pm::Rational;

namespace {
json ev(json params, json tables = json()) {
    json req = {{"calc", "soldiers.close-assault"}, {"params", std::move(params)}};
    if (!tables.is_null()) req["tables"] = tables;
    return pm::evaluate_request(req);
}
Rational P(const json& r, const std::string& key) {
    for (const auto& o : r["outcomes"])
        if (o["key"] == key) return Rational::parse(o["exact"].get<std::string>());
    return Rational(0);
}
}  // namespace

TEST_CASE("soldiers.close-assault: the book's examples and the shift table") {
    // E1: two Russian companies (4 each) against one German company: 8 to 4 = 2 to 1
    json r = ev({{"attack", 8}, {"defense", 4}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["odds"] == "2:1");
    CHECK(r["values"]["shift"] == 0);
    CHECK(r["values"]["table"] == "needs_table");
    // E2: Trenches in a Crest hex, attackers all lower → 3 columns
    CHECK(ev({{"attack", 8},
              {"defense", 4},
              {"trench", true},
              {"slope_or_crest_all_attackers_lower", true}})["values"]["shift"] == 3);
    CHECK(ev({{"attack", 8}, {"defense", 4}, {"woods", true}, {"improved_position", true}})["values"]["shift"] ==
          2);                                                                                              // V1
    CHECK(ev({{"attack", 8}, {"defense", 4}, {"town", true}, {"trench", true}})["values"]["shift"] == 4);  // V2
    CHECK(ev({{"attack", 8}, {"defense", 4}, {"canal", true}, {"canal_attacker_adjacent", true}})["values"]["shift"] ==
          0);  // V3
    CHECK(ev({{"attack", 8}, {"defense", 4}, {"canal", true}})["values"]["shift"] == 1);
    CHECK(ev({{"attack", 4}, {"defense", 4}})["values"]["odds"] ==
          "1:1");  // V6: one company disrupted before assaulting
    CHECK(ev({{"attack", 7}, {"defense", 4}})["values"]["odds"] == "7:4");
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
        json r = ev(params, t);
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
    CHECK(ev({{"attack", 8}, {"defense", 4}}, t)["values"]["column"] == "2:1");
}

TEST_CASE("soldiers.close-assault: a table whose codes are not explained is refused") {
    json crt = pm::data_json("soldiers/example-crt.json");
    crt["results"].erase("D");
    json r = ev({{"attack", 8}, {"defense", 4}}, {{"soldiers.crt", crt}});
    CHECK(r["error"]["code"] == "needs_table");
    CHECK(r["error"]["message"].get<std::string>().find("\"D\"") != std::string::npos);
    crt = pm::data_json("soldiers/example-crt.json");
    crt["odds_rule"]["below_lowest"] = "no-attack";
    r = ev({{"attack", 1}, {"defense", 4}, {"town", true}}, {{"soldiers.crt", crt}});
    CHECK(r["error"]["code"] == "not_possible");
}
