// Pointman — FNG ranged fire, one firing at one target (FNG pp.18-19 Shooting a Weapon, the swath,
// Ranged Combat To Hit and Damage Tables; digest fng.md §2.5; FNG-T03, T05, T06, T07, T08): the
// question fng.fire asks, and the hits a target takes that fng.burst and others reuse.
//
// Model:
//   1. the weapon rolls `rolled` dice (Targets; shotgun 4 keeping the best 2; Crack Shot / Grenadier
//      2 keeping the best 1 on a single shot); the counted dice are sorted high → low and handed to
//      the targets of the swath in order; this target gets the next `dice` of them;
//      gaps: an empty stretch of the swath wider than 1" between the previous target and this one
//      uses up one die per inch beyond the first (p.19); those dice come next in the order, so this
//      target's dice start after `dice_before` + the gap dice. `weapon_dice` (custom weapon) is the
//      firing's total, so a target that gets only some of them gets the higher ones;
//   2. each die hits when Rep' + die (− 2 recon by fire) reaches 8, 9 or 10 (FNG-T03);
//   3. given h hits, each hit rolls the Damage Table (v1 FNG-T05 or 2.0 FNG-T06) and the target's
//      fate is the worst of them (Dist::then over the hit count, Dist::repeat over hits);
//   4. recon by fire: the target only suffers the hits when its Received Fire test passes 0 or 1;
//   5. FNG 2.0 only, `knock_down_test` first/settled: a KD target goes on to its Knock Down Test
//      (rules/fng/knock_down_test.h); the KD outcome splits into "KD-back" (back in the fight),
//      "KD" (still down after one test; absent when settled) and OOF (joins the OOF outcome).
// The roll (seeded, or the player's own dice), in this order: the `rolled` to-hit dice; (recon) the
// target's Received Fire dice; then one damage die per hit on this target; (a KD followed by its
// test) two dice per Knock Down Test, at most 20 tests when settled. roll.gap_dice (only when a gap
// costs dice) lists the sorted faces lost on the empty inches.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/json.h"
#include "engine/random/prng.h"
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

// The target's worst result from this firing's hits of `impact` (rules/fng/damage.h): where every die
// rolled is a shot at this target, one pool of independent shots (worst_of_shots); otherwise the
// hits of the sorted dice, each number of them then its damage (worst_of_hits).
Dist fire_damage(const FireSetup& f, int impact, DamageTable t, const DamageOptions& o);

// The hits this target takes from the firing's faces already sorted high → low (the seeded roll and
// the player's dice): its `dice` shots after `dice_before`, among the best `kept`. fire_hits counts
// every sorted set of faces through it.
int fire_hits_for_sorted(const std::vector<int>& sorted_desc, const FireSetup& f);

// Dice a weapon physically rolls for a firing of `targets` shots: a combat shotgun rolls 4 and the
// best 2 count (p.10), every other weapon its Targets number.
int weapon_rolled_dice(const std::string& category, int targets);

// P(two or more "1"s among the rolled dice) — Tight Ammo (p.13).
Rational tight_ammo_chance(int rolled);

// The weapon lists (FNG pp.18-19, QRS p.74; data/fng/fire_weapons.json): a weapon's entry by id
// (nullptr when there is none), and the targets it fires (its Targets, or its full-automatic
// number where it has one and `full_auto` is asked; `say` then gets the "Full automatic" modifier).
const json* fire_weapon(const std::string& id);
int weapon_targets(const json& weapon, bool full_auto, Answer* say = nullptr);

// [SECTION] one firing at one target, as fng.fire asks it
struct FireInput {
    int rep = 4;     // the shooter's Rep
    int dice = 1;    // dice at this target (a custom weapon)
    int impact = 0;  // a custom weapon's Impact
    int target_rep = 4;
    int dice_before = 0;                   // dice of the swath spent on earlier targets
    int gap_inches = 0;                    // empty inches of the swath before this target
    int weapon_dice = 0;                   // a custom weapon's dice in the whole firing (0: only these)
    int target_order = 1;                  // 1, 2, 3 or later
    std::string weapon = "custom";         // an id of data/fng/fire_weapons.json, or "custom"
    std::string target = "open";           // "open", "prone", "concealed", "cover"
    std::string damage_table = "v1";       // the request's id: "2.0" is the FNG 2.0 table
    std::string knock_down_test = "none";  // "none", "first", "settled" (FNG 2.0 only)
    bool full_auto = false, blast = false;
    bool marksman = false, marksman_with_mg = false;  // the reading `marksman_weapons` = with-mg
    bool pigman = false, lit_target = false, tunnel_rifle = false, crack_shot = false, grenadier = false;
    int rep_modifier = 0;
    bool recon_by_fire = false;
    bool fast_moving = false, shooter_fast_moving = false, agile = false;
    bool flak_jacket = false, chicken_plate = false, hard_as_nails = false, larger_than_life = false;
};

Answer fire(const FireInput& in, Prng* dice = nullptr);  // with dice: also its roll
void roll_fire(const FireInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
