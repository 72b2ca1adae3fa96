// Pointman — FNG grenades (FNG pp.19-20, Ranged Combat To Hit Table, Bombs Away Check, Where'd the
// Grenade Go? Table; launcher p.12; digest fng.md §2.6, FNG-A5; FNG-T03, T09, T10, T05/T06): a hand
// grenade, a grenade dropped in, or a launcher round, for one figure in the blast circle.
//
//   throw:    score = Rep + 1d6 (one die for the whole throw). Score 3-7 misses and the thrower
//             rolls Where'd the Grenade Go (2d6 vs Rep: 2 harmless, 1 next group, 0 fumble).
//             Otherwise each figure in the circle is hit if the score beats its own situation on
//             the To Hit table.
//   drop-in:  over a wall / through a window / into a room: Bombs Away (2d6 vs Rep) instead; pass 2
//             reads the To Hit table as if the figure were in the open, pass 1 as if in cover,
//             pass 0 fumbles.
//   launcher: score as a throw (Grenadier: best of 2 dice); a miss explodes harmlessly. Never in a
//             tunnel: underground a launcher fires buckshot only (FNG p.58; buckshot is fng.fire's).
// A hit rolls the Damage Table with Impact 2 (tunnel +1; flak jacket -1, not below 1). Fumble: the
// blast is centred on the thrower, who passes 1d6 vs Rep (Duck Back) or takes damage. The roll
// (seeded, or the player's own dice), in this order: (drop-in) the 2 Bombs Away dice; the score die
// (Grenadier: 2); (miss after a throw) the 2 Where'd-it-go dice; the victim's damage die; on a
// fumble the thrower's 1d6 and, if it fails, his damage die.
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"
#include "rules/fng/to_hit.h"

namespace pm::fng {

enum class GrenadeMethod { Throw, DropIn, Launcher };

struct GrenadeInput {
    int rep = 4;         // the thrower's Rep
    int victim_rep = 4;  // the figure in the blast circle
    GrenadeMethod method = GrenadeMethod::Throw;
    TargetSituation target = TargetSituation::Open;  // the figure's situation on the To Hit table
    bool fast_moving = false;                        // the figure moved fast this turn
    DamageTable table = DamageTable::V1;
    bool grenadier = false;    // the thrower is a Grenadier (FNG p.8)
    bool flak_jacket = false;  // the figure wears a flak jacket (FNG p.13)
    bool tunnel = false;       // underground (FNG p.58)
};

Answer grenade(const GrenadeInput& in, Prng* dice = nullptr);  // with dice: also its roll
void roll_grenade(const GrenadeInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
