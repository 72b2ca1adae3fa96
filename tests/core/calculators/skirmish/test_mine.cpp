// skirmish.mine (core/calculators/skirmish/mine.cpp): each test says the rule in our words, works out the book's answer
// on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
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

namespace core_calculators_skirmish_test_mine {

using pm::json;
using pm::Rational;
using pm_test::grenades;
using pm_test::P;
using pm_test::raw::answer;
using pm_test::raw::ok;

// [SECTION] the player's own tables
// The player tables the books name but do not print (Search & Destroy's Vehicle
// Defense Table, the Vietnam Skirmish grenade table) and tables sent under an id the calculator does
// not read. Each test says the rule in our words and works the answer out by hand (faces counted
// here) before asking the calculator through the registry.
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

TEST_CASE("the mine's counters are followed to the next KIA check, and its 1-2 is a reading") {
    // 3 counters on 3-6 (2/3); with them a KIA check removes him on 1-3 (1/2): 2/3 * 1/2 = 1/3.
    json r = pm_test::ev("skirmish.mine", json::object());
    CHECK(r["summary"].get<std::string>().find("next KIA check he is lost with chance 1/3") != std::string::npos);
    bool kia = false;
    for (const auto& a : r["actions"]) kia = kia || a.value("link", std::string()) == "#/skirmish.kia?counters=3";
    CHECK(kia);
    CHECK(std::find(r["readings"].begin(), r["readings"].end(), json(68)) != r["readings"].end());
}
}  // namespace core_calculators_skirmish_test_mine
