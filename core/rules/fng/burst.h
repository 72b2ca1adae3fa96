// Pointman — FNG: one firing followed to its end for each target (FNG pp.18-19 Shooting a Weapon,
// Ranged Combat To Hit and Damage Tables; p.22 and QRS p.76 Received Fire Check). Nothing here is a
// rule of its own: the chain composes the step rules the step calculators use,
//   shots   fire_hits / fire_hits_for_sorted (rules/fng/fire.h)        fng.fire
//   damage  worst_of_hits / worst_damage (rules/fng/damage.h)           fng.fire, fng.damage-only
//   test    pass_count / passes_for_faces (engine/dice/pass_dice.h) and
//           received_fire_outcomes / received_fire_outcome (received_fire.h) fng.reaction, fng.under-fire
// A target a hit knocks down, puts out of the fight or kills takes no Received Fire test: only a
// target the firing leaves unhurt reads the table (Pointman reading 64).
#pragma once

#include <string>
#include <vector>

#include "engine/exact/dist.h"
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

}  // namespace pm::fng
