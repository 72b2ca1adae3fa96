// Pointman — FNG ranged fire: the chance one die hits (digest fng.md §2.5, FNG-T03, FNG-A4).
//
// Public for other calculators (fng.los, fng.grenade, vehicles …): the To Hit table reads
// Rep' + d6 (+ flat total modifier, e.g. recon by fire −2) against 8, 9 or 10:
//   8+  target in the open, nobody fast moving, first target
//   9+  prone or concealed, or shooter/target fast moving (Agile ignores his own), or second target
//   10+ in cover, or third-or-later target
#pragma once

#include "exact/dist.h"
#include "exact/rational.h"

namespace pm::fng {

enum class TargetSituation { Open, Prone, Concealed, Cover };

struct ShotSituation {
    TargetSituation target = TargetSituation::Open;
    bool target_fast_moving = false;   // the target moved fast this turn
    bool shooter_fast_moving = false;  // the shooter moved fast (ignored when agile)
    bool agile = false;                // shooter has the Agile attribute
    int target_order = 1;              // 1 first, 2 second, 3 third or later
};

// The lowest total that hits: 8, 9 or 10.
int to_hit_threshold(const ShotSituation& s);

// Rep' after the shooter's Rep modifiers (Marksman, Pigman, lit target, tunnel rifle …).
// P(one die hits) = P(rep_eff + total_mod + best-of-`best_of` d6 ≥ threshold).
// best_of = 2 for Crack Shot / Grenadier on a single shot.
Rational hit_chance(int rep_eff, const ShotSituation& s, int total_mod = 0, int best_of = 1);

// Does a single die face hit? (for seeded rolls and face enumeration)
bool die_hits(int face, int rep_eff, const ShotSituation& s, int total_mod = 0);

}  // namespace pm::fng
