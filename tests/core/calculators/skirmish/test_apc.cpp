// skirmish.apc (core/calculators/skirmish/apc.cpp): each test says the rule in our words, works out the book's answer
// on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"

namespace core_calculators_skirmish_test_apc {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] Vietnam Skirmish
TEST_CASE("skirmish.apc: a frag grenade's counter is capped, not certain") {
    // Grenades put at most one counter on an APC, none once it has one; the grenade still has to
    // land (as aimed on 1-2 of the deviation die) and take effect on the player's grenade table.
    json open = ok("skirmish.apc", {{"weapon", "frag"}});
    CHECK(open["outcomes"].empty());  // not resolved: no certain +1
    CHECK(open["values"]["grenade_max_counters"] == 1);
    Rational as_aimed;
    for (int d = 1; d <= 6; ++d) as_aimed += Rational(d <= 2 ? 1 : 0, 6);
    CHECK(open["values"]["grenade_lands_as_aimed"] == as_aimed.str());
    CHECK(P(ok("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "counter"}}), "1") == Rational(1));
    CHECK(P(ok("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "none"}}), "0") == Rational(1));
    // the cap: an APC with a counter, or one already given a grenade counter this turn, takes none
    for (const std::string res : {"not-rolled", "counter", "none"}) {
        CHECK(P(ok("skirmish.apc", {{"weapon", "frag"}, {"apc_counters", 1}, {"grenade_result", res}}), "0") ==
              Rational(1));
        CHECK(P(ok("skirmish.apc", {{"weapon", "frag"}, {"frag_this_turn", true}, {"grenade_result", res}}), "0") ==
              Rational(1));
    }
    // a seeded request for an unresolved grenade rolls nothing
    json s = pm::evaluate_request({{"calc", "skirmish.apc"}, {"params", {{"weapon", "frag"}}}, {"seed", 5}});
    CHECK(s["roll"].is_null());
    CHECK(s["generator"] == 2);
}

// [SECTION] rules read again and rolls a player made by hand
TEST_CASE("skirmish.apc: an exploded APC has nothing left to attack (APCs)") {
    // APCs: the second Kill explodes the M113. There is no roll against it after that: no odds.
    for (const std::string w : {"small-arms", "frag", "rpg", "mortar-frag"}) {
        const json r = ok("skirmish.apc", {{"weapon", w}, {"kills", 2}}, json(), 7);
        CHECK(r["outcomes"].empty());
        CHECK(r["values"]["status"] == "destroyed");
        CHECK(r["roll"].is_null());
    }
    CHECK(P(ok("skirmish.apc", {{"weapon", "rpg"}, {"kills", 1}}), "3") == Rational(1, 3));
}

}  // namespace core_calculators_skirmish_test_apc
