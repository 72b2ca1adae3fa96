// Gaps in close assault: Search & Destroy's hasty (×½) and extra-fire (×2) factors belong
// to each unit, not to the whole total (S&D 32.5, 32.6), at most six attackers (32.45); Soldiers'
// Cases (A), (C) and (J) on who may join. The odds are worked out by hand here.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

namespace {}  // namespace

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
