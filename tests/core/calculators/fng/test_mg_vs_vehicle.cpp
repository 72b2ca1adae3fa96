// fng.mg-vs-vehicle (core/calculators/fng/mg-vs-vehicle.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_mg_vs_vehicle {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;
namespace raw = pm_test::raw;

// [SECTION] checked line by line against the book
// FNG answers checked line by line against the book (FNG 2006; the seed text of the rules), each
// case stating the rule in our words and computing the book's answer on its own:
//  - Booby Traps (p.59): a trip flare is a kind of tripwire trap; tripwires may be disarmed (p.60)
//    and wire cutters help with them (p.13). In solo play a trip flare called for in daylight is
//    rolled again.
//  - Fighting in the Tunnels (p.58): rifle-type weapons, shotguns included, fire at -1 Rep (not
//    pistols or SMGs); grenade launchers fire only shot/canister; any explosive +1 Impact and +4"
//    of blast circle.
//  - Targets (pp.18-19, QRS p.74): the most targets a weapon fires at, and the most dice it rolls.
//  - Back-blast (p.11): Impact 2 on anyone directly behind an RPG, bazooka or recoilless rifle
//    (6") or a LAW (4").
//  - Larger Than Life (p.5): a Star is not killed by anyone of lower Rep; aircraft rockets and
//    grenade launchers fire at the pilot's Rep (p.53).
//  - Vehicle lists, note (1): catches fire when disabled or penetrated, 1-2 (US, p.65), 25% (ARVN,
//    p.70).
//  - The player's own dice replay any seeded roll from its roll.faces.
TEST_CASE("fng.mg-vs-vehicle: no more dice than the gun's Targets (FNG pp.18-19, 30-31, QRS p.74)") {
    // BAR: Targets 3, Impact 3. HMG: Targets 4, Impact 5.
    for (int dice : {4, 5, 6}) raw::refused("fng.mg-vs-vehicle", {{"weapon", "bar"}, {"dice", dice}}, "dice");
    for (int dice : {5, 6}) raw::refused("fng.mg-vs-vehicle", {{"weapon", "hmg"}, {"dice", dice}}, "dice");
    // Up to Targets: each die scores with Rep 4 + die >= 10 (a 6, 1/6), and disables with die + 3 >= 7
    // (1/2): the vehicle is disabled with 1 - (1 - 1/12)^3 for all three of the BAR's dice.
    const Rational q = Rational(1, 6) * Rational(1, 2);
    const Rational miss = Rational(1) - q;
    CHECK(P(ev("fng.mg-vs-vehicle", {{"weapon", "bar"}, {"dice", 3}}), "disabled") == Rational(1) - miss * miss * miss);
    CHECK(P(ev("fng.mg-vs-vehicle", {{"weapon", "bar"}}), "disabled") == Rational(1) - miss * miss * miss);
}

namespace {

int need(const std::string& target) {
    return target == "open" ? 8 : target == "cover" ? 10 : 9;
}

}  // namespace

TEST_CASE("fng.mg-vs-vehicle, a machine gun against an AR 0 vehicle") {
    // Count every face of the burst; each scoring die (hit with a total of 10+) then needs its own
    // damage die at 7 - Impact or more.
    struct C {
        const char* weapon;
        int dice, impact, rep;
        const char* target;
    };
    for (const C& c : {C{"lmg-m60", 3, 3, 4, "open"}, C{"hmg", 2, 5, 5, "open"}, C{"mmg", 3, 3, 6, "cover"},
                       C{"bar", 3, 3, 3, "open"}}) {
        CAPTURE(c.weapon);
        int total = 1;
        for (int i = 0; i < c.dice; ++i) total *= 6;
        Rational not_disabled;
        for (int code = 0; code < total; ++code) {
            int x = code;
            Rational stays(1, total);
            for (int i = 0; i < c.dice; ++i, x /= 6) {
                int face = x % 6 + 1;
                int score = c.rep + face;
                if (score >= need(c.target) && score >= 10) {
                    int fails = 0;  // damage faces that leave the vehicle running
                    for (int dd = 1; dd <= 6; ++dd) fails += dd + c.impact < 7;
                    stays *= Rational(fails, 6);
                }
            }
            not_disabled += stays;
        }
        json r =
            ev("fng.mg-vs-vehicle", {{"weapon", c.weapon}, {"dice", c.dice}, {"rep", c.rep}, {"target", c.target}});
        CHECK(P(r, "not-disabled") == not_disabled);
        CHECK(P(r, "disabled") == Rational(1) - not_disabled);
    }
    // A Rep 3 gunner can never reach 10 at a vehicle in cover... nor anywhere: 3 + 6 = 9.
    CHECK(P(ev("fng.mg-vs-vehicle", {{"rep", 3}}), "disabled") == Rational(0));
    // Seeded: damage dice only for scoring dice.
    for (uint32_t s = 1; s <= 200; ++s) {
        json roll = ev("fng.mg-vs-vehicle", {{"rep", 5}, {"weapon", "lmg-m60"}}, s)["roll"];
        int scoring = 0;
        for (const auto& d : roll["dice"]) scoring += 5 + d.get<int>() >= 10;
        CHECK(static_cast<int>(roll["damage_dice"].size()) == scoring);
        bool dis = false;
        for (const auto& d : roll["damage_dice"]) dis = dis || d.get<int>() + 3 >= 7;
        CHECK(roll["key"] == (dis ? "disabled" : "not-disabled"));
    }
}

}  // namespace core_calculators_fng_test_mg_vs_vehicle
