// Pointman — fng.fire: one firing at one target (digest fng.md §2.5; FNG-T03, T05, T06, T07, T08).
//
// Exposed so tests and other calculators can reuse the exact model without going through JSON.
#pragma once

#include <string>
#include <vector>

#include "engine/exact/dist.h"
#include "rules/fng/damage.h"
#include "rules/fng/to_hit.h"

namespace pm::fng {

struct FireSetup {
    int rep_eff = 4;    // shooter Rep after Rep modifiers
    int total_mod = 0;  // added to each total (recon by fire −2)
    ShotSituation shot;
    int rolled = 1;       // dice physically rolled by the weapon for this firing
    int kept = 1;         // dice that count as shots (best `kept` of `rolled`, e.g. shotgun 2 of 4)
    int dice_before = 0;  // shots (sorted high → low) spent on earlier targets of the swath
    int dice = 1;         // shots at this target
};

// Distribution of the number of hits on this target (dice sorted high → low over the swath).
Dist fire_hits(const FireSetup& f);

// The hits this target takes from the firing's faces already sorted high → low (the seeded roll and
// the player's dice): its `dice` shots after `dice_before`, among the best `kept`. fire_hits counts
// every sorted set of faces through it.
int fire_hits_for_sorted(const std::vector<int>& sorted_desc, const FireSetup& f);

// Dice a weapon physically rolls for a firing of `targets` shots: a combat shotgun rolls 4 and the
// best 2 count (p.10), every other weapon its Targets number.
int weapon_rolled_dice(const std::string& category, int targets);

// P(two or more "1"s among the rolled dice) — Tight Ammo (p.13).
Rational tight_ammo_chance(int rolled);

}  // namespace pm::fng
