// Pointman — FNG: one firing followed to its end for each target (FNG pp.18-19 Shooting a Weapon,
// Ranged Combat To Hit and Damage Tables; p.22 and QRS pp.75-76 Received Fire Check), the question
// fng.burst asks: the shots of one firing shared out over its targets, each target's damage, and
// the Received Fire test of each target left unhurt. Nothing here is a rule of its own: the chain
// composes the step rules the step calculators use,
//   shots   fire_hits / fire_hits_for_sorted (rules/fng/fire.h)        fng.fire
//   damage  worst_of_hits / worst_damage (rules/fng/damage.h)           fng.fire, fng.damage-only
//   test    pass_count / passes_for_faces (engine/dice/pass_dice.h) and
//           received_fire_outcomes / received_fire_outcome (received_fire.h) fng.reaction, fng.under-fire
// A target a hit knocks down, puts out of the fight or kills takes no Received Fire test: only a
// target the firing leaves unhurt reads the table (Pointman reading 64). The seeded roll and the
// player's own dice follow the same steps, die by die.
//
// Shots: a chosen weapon fires its Targets number (full auto where the weapon has it; a combat
// shotgun rolls 4, the best 2 count); a custom weapon fires `dice`. They are shared out as evenly as
// the dice allow, the earlier targets taking the odd ones, and the dice sorted high → low go to the
// targets in order (FNG p.19, the swath): target 1 the highest. Target 2 is hit on the "second
// target" line of the To Hit table, targets 3 and on on the "third or higher" line.
// Received Fire: 2 dice against the target's Rep; "in cover" on the test when the targets are in
// cover for the To Hit table.
// Outcomes: the end for target `shown` (target 1 by default); values.targets has every target's.
// The roll (seeded, or the player's own dice), in this order: the firing's dice; each target's
// damage dice (one per hit), target by target; the Received Fire dice (2) of each target left
// unhurt, target by target.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"
#include "rules/fng/fire.h"
#include "rules/fng/received_fire.h"

namespace pm::fng {

// One target of the firing, with everything each step needs.
struct BurstTarget {
    FireSetup fire;  // its shots (dice_before, dice) and the To Hit line
    int impact = 3;
    DamageTable table = DamageTable::V1;
    DamageOptions damage;  // damage.target_rep is the target's Rep
    int rf_dice = 2;       // dice of its Received Fire test
    UnderFireFigure figure;
    UnderFireAttribute attribute = UnderFireAttribute::None;
};

// End codes: kKD, kOOF, kOD from the damage (rules/fng/damage.h), or kBurstUnhurt + a Received
// Fire result (kUfCarryOn … kUfRunaway) for a target left unhurt.
constexpr int kBurstUnhurt = 10;

Dist burst_damage(const BurstTarget& t);         // the target's worst damage (Severity codes)
Dist burst_passes(const BurstTarget& t);         // its Received Fire passes, 0..2
Dist burst_received_fire(const BurstTarget& t);  // what it does after the test (UnderFireResult)
Dist burst_end(const BurstTarget& t);            // the chain's end (codes above)

// The end for a worst damage and, when unhurt, the Received Fire passes.
int burst_end_for(const BurstTarget& t, int worst, int passes);
std::string burst_end_key(int end);    // "OD", "OOF", "KD", "unhurt-duck-back", …
std::string burst_end_label(int end);  // "Obviously dead", "Unhurt, then ducks back", …

// [SECTION] a burst followed to its end, as fng.burst asks it
struct BurstInput {
    int rep = 4;
    std::string weapon = "custom";  // an id of data/fng/fire_weapons.json, or "custom"
    int targets = 1;                // targets of the firing
    int dice = 1;                   // a custom weapon's shots
    int impact = 0;                 // a custom weapon's Impact
    bool full_auto = false;
    std::string target = "open";      // the targets' situation: "open", "prone", "concealed", "cover"
    std::string damage_table = "v1";  // the request's id: "2.0" is the FNG 2.0 table
    int rep_modifier = 0;
    int shown = 1;                            // the target whose end the outcomes give
    int target_reps[6] = {4, 0, 0, 0, 0, 0};  // each target's Rep; 0 after the first: as target 1
    std::string doing = "other";              // "other", "charging", "retrieving"
    bool outgunned = false, can_fire = true;
};

Answer burst(const BurstInput& in, Prng* dice = nullptr);  // with dice: also its roll
void roll_burst(const BurstInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
