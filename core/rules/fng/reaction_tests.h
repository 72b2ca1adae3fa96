// Pointman — FNG reaction tests: every "pass dice against Rep" test (FNG pp.14-23, QRS pp.74-77;
// digest fng.md §1.2, §1.3, §2.4, §2.8-2.11, §2.14; tests and result texts in
// data/fng/reaction_tests.json).
//
// Dice: the test's own dice (`dice`, 2 by default) plus, where the book allows it, +1 for a Leader's
// own reaction test (not In Sight / Surprise), +1 Born Leader (same tests), +1 hidden (In Sight v1,
// Vehicle In Sight v1), +1 covering fire (In Sight), +1 recon-by-fire target in cover (Received
// Fire); Jodie (Received Fire) and Wuss (Rally, Wanting to Charge, Being Charged) roll 1 die.
// Passes are capped at 2 (FNG-A1). The Leader Die (FNG-A2) only on Fast Move, Wanting to Charge
// and Rally; elsewhere it is refused and values.leader_die_applied is false.
// The roll (seeded, or the player's own dice), in this order: the figure's dice, then the Leader Die when applied.
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"

namespace pm::fng {

enum class Posture { None, Avoidance, Aggressive };  // FNG p.43

struct ReactionInput {
    std::string test = "received-fire";  // the test's id in data/fng/reaction_tests.json
    bool v2 = false;                     // FNG 2.0 rules (its results and citations where they differ)
    int rep = 4;
    int dice = 2;        // the test's own dice
    int leader_rep = 0;  // the Leader Die against this Rep: 0 (none) or 2 to 6
    dice::LeaderDieRule leader_die_rule = dice::LeaderDieRule::CancelOneFailure;
    bool leader_and_born_leader_3d6 = false;  // a Leader who is a Born Leader rolls 3d6, not 4d6
    bool hero_two_dice_only = false;          // snake eyes count only when exactly two dice are rolled
    // who rolls
    bool is_leader = false, born_leader = false, hidden = false, covering_fire = false, recon_in_cover = false,
         evacuated = false, jodie = false, wuss = false, hero = false, fluent = false;
    // the target number's modifiers, each applied only where the test lists it
    bool shortsighted = false, vs_stealthy = false, night_vs_sappers = false, surprised = false, sickly = false,
         towing = false, language = false, buttoned_up = false, gunner_position = false, long_range = false,
         tank_killer = false, wire_cutters = false;
    Posture posture = Posture::None;
    bool beyond_half_range = false;  // Squad Anti-Tank Fire: beyond half range (else up to half range)
    int rep_mod = 0;                 // any other Rep modifier
};

Answer reaction_test(const ReactionInput& in, Prng* dice = nullptr);  // with dice: also its roll
void roll_reaction_test(const ReactionInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
