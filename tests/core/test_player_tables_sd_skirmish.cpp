// Gaps: the player tables the books name but do not print (Search & Destroy's Vehicle
// Defense Table, the Vietnam Skirmish grenade table) and tables sent under an id the calculator does
// not read. Each test says the rule in our words and works the answer out by hand (faces counted
// here) before asking the calculator through the registry.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::P;

using pm_test::raw::answer;
using pm_test::raw::ok;

namespace {

// A Vehicle Defense Table typed by a player: rolls 1..8, one result each.
json vdt() {
    return json{{"kind", "roll"},
                {"columns", {"result"}},
                {"rows", {"1", "2", "3", "4", "5", "6", "7", "8"}},
                {"cells", {{"none"}, {"none"}, {"none"}, {"immob"}, {"immob"}, {"kill"}, {"kill"}, {"kill"}}}};
}

// A grenade table typed by a player: frag puts a counter on 4-6, smoke on 6 only.
json grenades() {
    return json{{"kind", "suppress"},
                {"weapons",
                 {{{"id", "frag"}, {"label", "Frag"}, {"suppress", {4, 5, 6}}},
                  {{"id", "wp"}, {"label", "WP"}, {"suppress", {6}}}}}};
}

}  // namespace

TEST_CASE("S&D Vehicle Defense Table: one die plus the RR's modifier, each result's chance counted by hand") {
    // S&D 31.13: no modifier against a tank, +2 against an APC; 33.34: none against a boat.
    for (const std::string target : {"tank", "apc", "boat"}) {
        CAPTURE(target);
        const int drm = target == "apc" ? 2 : 0;
        std::map<std::string, Rational> hand;
        const json t = vdt();
        for (int die = 1; die <= 6; ++die) {
            const int row = std::min(die + drm, 8);  // rolls past the last row read it
            hand[t["cells"][row - 1][0].get<std::string>()] += Rational(1, 6);
        }
        const json r = ok("sd.recoilless-rifle", {{"target", target}}, {{"sd.vehicle-defense", t}});
        CHECK(r["values"]["table"] == "sd.vehicle-defense");
        Rational sum;
        for (const auto& [res, p] : hand) {
            CHECK(P(r, res) == p);
            sum += P(r, res);
        }
        CHECK(sum == Rational(1));
    }
    // Against an APC the die plus 2 reads rows 3 to 8: none on a 1, immob on 2-3, kill on 4-6.
    const json apc = ok("sd.recoilless-rifle", {{"target", "apc"}}, {{"sd.vehicle-defense", vdt()}});
    CHECK(P(apc, "kill") == Rational(1, 2));
    CHECK(P(apc, "immob") == Rational(1, 3));
    CHECK(P(apc, "none") == Rational(1, 6));
}

TEST_CASE("S&D Vehicle Defense Table: the RPG-7 fires once per game and takes the RR's modifiers (reading)") {
    const json r = ok("sd.recoilless-rifle", {{"target", "apc"}, {"weapon", "rpg-7"}}, {{"sd.vehicle-defense", vdt()}});
    CHECK(r["values"]["drm"] == 2);
    CHECK(P(r, "kill") == Rational(1, 2));
    CHECK(std::find(r["readings"].begin(), r["readings"].end(), 48) != r["readings"].end());
    const json used = answer("sd.recoilless-rifle", {{"weapon", "rpg-7"}, {"rpg_used", true}});
    CHECK(used["ok"] == false);
    CHECK(used["error"]["code"] == "not_possible");
    // Without the table: the modifier and the table to type, no outcomes.
    const json wait = ok("sd.recoilless-rifle", {{"target", "tank"}});
    CHECK(wait["values"]["table"] == "needs_table");
    CHECK(wait["values"]["needs"] == "sd.vehicle-defense");
    CHECK(wait["outcomes"].empty());
}

TEST_CASE("S&D Vehicle Defense Table: every seeded shot reads the row of its own die") {
    for (int seed = 1; seed <= 40; ++seed) {
        const json r = ok("sd.recoilless-rifle", {{"target", "apc"}}, {{"sd.vehicle-defense", vdt()}}, seed);
        const int die = r["roll"]["die"];
        REQUIRE(die >= 1);
        REQUIRE(die <= 6);
        CHECK(r["roll"]["key"] == vdt()["cells"][std::min(die + 2, 8) - 1][0]);
        CHECK(P(r, r["roll"]["key"]) > Rational(0));
    }
}

TEST_CASE("Vietnam Skirmish grenade table: one die per figure in the burst, counted over every face") {
    // Three figures in a frag burst, no cover: each takes a counter on 4-6 (1/2). By hand: the
    // chance that exactly k of 3 do is C(3,k)/8.
    const json r = ok("skirmish.grenade", {{"figures", 3}}, {{"skirmish.grenades", grenades()}});
    CHECK(P(r, "0") == Rational(1, 8));
    CHECK(P(r, "1") == Rational(3, 8));
    CHECK(P(r, "2") == Rational(3, 8));
    CHECK(P(r, "3") == Rational(1, 8));
    CHECK(r["values"]["counter_chance"] == "1/2");
    CHECK(r["values"]["lands_as_aimed"] == "1/3");
    // Row 2 (6 only), two figures in cover that each carry a counter: cover holds, nobody takes one.
    const json c = ok("skirmish.grenade", {{"grenade", 2}, {"figures", 2}, {"cover", "cover"}, {"counters", 1}},
                      {{"skirmish.grenades", grenades()}});
    CHECK(P(c, "0") == Rational(1));
    // Lobbed beyond the cover: each on a 6, so both with 1/36, neither with 25/36.
    const json b = ok("skirmish.grenade", {{"grenade", 2}, {"figures", 2}, {"cover", "lobbed-beyond"}, {"counters", 1}},
                      {{"skirmish.grenades", grenades()}});
    CHECK(P(b, "2") == Rational(1, 36));
    CHECK(P(b, "0") == Rational(25, 36));
    // A row the table does not have, and no table at all.
    CHECK(answer("skirmish.grenade", {{"grenade", 3}}, {{"skirmish.grenades", grenades()}})["error"]["code"] ==
          "not_possible");
    const json wait = ok("skirmish.grenade", json::object());
    CHECK(wait["values"]["table"] == "needs_table");
    CHECK(wait["outcomes"].empty());
    // Seeded: the key is the number of dice among the row's faces.
    for (int seed = 1; seed <= 30; ++seed) {
        const json s = ok("skirmish.grenade", {{"figures", 4}}, {{"skirmish.grenades", grenades()}}, seed);
        int n = 0;
        for (const auto& d : s["roll"]["dice"]) n += d.get<int>() >= 4 ? 1 : 0;
        CHECK(s["roll"]["key"] == std::to_string(n));
    }
}

TEST_CASE("Vietnam Skirmish mine and APC: bystanders and the APC in a frag burst read the grenade table") {
    // A mine's bystanders take it as a frag grenade (row 1 here: 4-6, one half each).
    const json m = ok("skirmish.mine", json::object(), {{"skirmish.grenades", grenades()}});
    CHECK(m["values"]["bystander_counter_chance"] == "1/2");
    CHECK(P(m, "3") == Rational(2, 3));  // the figure that set it off: 3-6
    // The APC in the burst of a frag grenade: a counter on 4-6, never more than one.
    const json a =
        ok("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "in-burst"}}, {{"skirmish.grenades", grenades()}});
    CHECK(P(a, "1") == Rational(1, 2));
    CHECK(P(a, "0") == Rational(1, 2));
    CHECK(P(a, "3") == Rational(0));
    // With a counter already on the APC, grenades add nothing whatever the table says.
    const json full = ok("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "in-burst"}, {"apc_counters", 1}},
                         {{"skirmish.grenades", grenades()}});
    CHECK(P(full, "0") == Rational(1));
    for (int seed = 1; seed <= 30; ++seed) {
        const json s = ok("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "in-burst"}},
                          {{"skirmish.grenades", grenades()}}, seed);
        CHECK(s["roll"]["key"] == (s["roll"]["die"].get<int>() >= 4 ? "1" : "0"));
    }
}

TEST_CASE("a table sent under an id the calculator does not read is reported, for every calculator") {
    // Every calculator, sent a table it does not use and an id no table has: the answer is what it
    // would be without them, plus one warning naming each.
    const json stray = {{"tcs.at-roll", pm::data_json("tcs/example-roll-table.json")},
                        {"no.such-table", json::object()}};
    int seen = 0;
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        bool uses_at_roll = false;
        for (const auto& t : c->tables) uses_at_roll = uses_at_roll || t.id == "tcs.at-roll";
        json req = {{"calc", c->id}};
        const json plain = pm::evaluate_request(req);
        req["tables"] = stray;
        const json r = pm::evaluate_request(req);
        REQUIRE(r.contains("warnings"));
        const auto& w = r["warnings"];
        CHECK(w.size() == (uses_at_roll ? 1u : 2u));
        std::string all;
        for (const auto& s : w) all += s.get<std::string>() + "\n";
        CHECK(all.find("no table is called \"no.such-table\"") != std::string::npos);
        CHECK((all.find("\"tcs.at-roll\" was sent but " + c->id + " does not use it") != std::string::npos) ==
              !uses_at_roll);
        // Apart from the warnings, the same answer.
        json same = r;
        same.erase("warnings");
        if (!uses_at_roll) CHECK(same == plain);
        ++seen;
    }
    CHECK(seen >= 90);
    // A table the calculator reads draws no warning.
    const json fine = answer("sd.recoilless-rifle", json::object(), {{"sd.vehicle-defense", vdt()}});
    CHECK_FALSE(fine.contains("warnings"));
    // A long id is shortened at a character boundary: 39 ASCII bytes, then "é" (2 bytes) across byte 40.
    const std::string long_id = std::string(39, 'a') + "\xc3\xa9" + "tail";
    const json cut = answer("tcs.steps", json::object(), {{long_id, json::object()}});
    REQUIRE(cut.contains("warnings"));
    CHECK(cut["warnings"][0].get<std::string>().find(std::string(39, 'a') + "…") != std::string::npos);
    // An error answer keeps its warnings too.
    const json bad = answer("sd.recoilless-rifle", {{"fired_this_turn", true}}, {{"skirmish.grenades", grenades()}});
    CHECK(bad["ok"] == false);
    REQUIRE(bad.contains("warnings"));
    CHECK(bad["warnings"][0].get<std::string>().find("\"skirmish.grenades\"") != std::string::npos);
}

TEST_CASE("the new table kinds are known, validated and offered with an example") {
    namespace t = pm::tables;
    CHECK(t::table_kind("sd.vehicle-defense") == "roll");
    CHECK(t::table_kind("tcs.at-roll") == "roll");
    CHECK(t::table_kind("skirmish.grenades") == "suppress");
    CHECK(t::validate_user_table("sd.vehicle-defense", pm::data_json("sd/example-vehicle-defense.json")).empty());
    CHECK(t::validate_user_table("skirmish.grenades", pm::data_json("skirmish/example-grenades.json")).empty());
    CHECK(t::validate_user_table("sd.vehicle-defense", vdt()).empty());
    CHECK(t::validate_user_table("skirmish.grenades", grenades()).empty());
    json broken = vdt();
    broken["rows"][3] = "9";
    CHECK_FALSE(t::validate_user_table("sd.vehicle-defense", broken).empty());
    const json r = answer("sd.recoilless-rifle", json::object(), {{"sd.vehicle-defense", broken}});
    CHECK(r["error"]["code"] == "needs_table");
}
