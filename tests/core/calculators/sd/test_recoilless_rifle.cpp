// sd.recoilless-rifle (core/calculators/sd/recoilless-rifle.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
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

namespace core_calculators_sd_test_recoilless_rifle {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::vdt;
using pm_test::raw::answer;
using pm_test::raw::ok;

// [SECTION] the player's own tables
// The player tables the books name but do not print (Search & Destroy's Vehicle
// Defense Table, the Vietnam Skirmish grenade table) and tables sent under an id the calculator does
// not read. Each test says the rule in our words and works the answer out by hand (faces counted
// here) before asking the calculator through the registry.
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

}  // namespace core_calculators_sd_test_recoilless_rifle
