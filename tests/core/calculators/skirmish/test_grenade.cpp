// skirmish.grenade (core/calculators/skirmish/grenade.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
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

namespace core_calculators_skirmish_test_grenade {

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

}  // namespace core_calculators_skirmish_test_grenade
