// Pointman — FNG damage tables shared by fire, grenades and melee (digest fng.md §2.5, §2.7):
// FNG-T05 (v1 ranged damage), FNG-T06 (2.0 ranged damage), FNG-T13 (melee damage, same rules),
// FNG-T07 (2.0 Knock Down Test); and damage a figure takes with no To Hit roll (fng.damage-only).
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::fng {

// Severity codes, ordered: a larger code is a worse result for the target.
enum Severity : int { kUnhurt = 0, kKD = 1, kOOF = 2, kOD = 3 };
const char* severity_key(int code);    // "unhurt", "KD", "OOF", "OD"
const char* severity_label(int code);  // "Unhurt", "Knocked down", "Out of the fight", "Obviously dead"

enum class DamageTable { V1, V2 };  // FNG (2006) / FNG 2.0

// Result of one damage die `face` for a hit of `impact` on a target of Rep `target_rep`.
// v1: face ≤ Impact → OD; ≤ Rep → KD; else OOF.  2.0: face ≤ Impact → (1 → OD, else OOF); else KD.
int damage_for_face(int face, int impact, int target_rep, DamageTable t);

// One hit's result distribution.
Dist damage_one_hit(int impact, int target_rep, DamageTable t);

// Options that change what a hit does to this target (digest §2.5 "Damage modifiers").
struct DamageOptions {
    bool hard_as_nails = false;     // the first OD becomes KD (p.8)
    bool larger_than_life = false;  // Star: OD from a lower-Rep shooter becomes OOF (p.5)
    int shooter_rep = 0;            // used by larger_than_life
    int target_rep = 4;
};

// The target's result for the damage dice of its hits, one face per hit (OD worse than OOF worse
// than KD): the worst over the hits after the options. The seeded roll calls this with the faces it
// drew; worst_of_hits reads every multiset of faces the same way.
int worst_damage(const std::vector<int>& faces, int impact, DamageTable t, const DamageOptions& o);

// Worst result over n independent hits, exactly: worst_damage over every set of n faces.
Dist worst_of_hits(int n, int impact, DamageTable t, const DamageOptions& o);

// Worst result over n independent shots that each hit with chance `hit` (a hit then rolls its damage
// die): the same as the binomial count of hits followed by worst_of_hits, counted in one pool of
// shots, each a die of a miss or a hit's severity (engine/dice/pool.h).
Dist worst_of_shots(int n, const Rational& hit, int impact, DamageTable t, const DamageOptions& o);

// Impact after protective gear: flak jacket (−1 vs blast only) and chicken plate (−1 vs ballistic
// and blast), never below 1 (p.13). An Impact already ≤ 1 is unchanged.
int impact_after_armour(int impact, bool blast, bool flak_jacket, bool chicken_plate);

// [SECTION] damage with no To Hit roll, as fng.damage-only asks it
// A Claymore or CDM, punji stakes, canister, napalm, a fall after Jump For It! pass 0, a
// helicopter's engine failure or crash, Losing Control, Overrun pass 0, the back-blast behind an
// RPG, LAW, bazooka or recoilless rifle (p.11: Impact 2), or any other automatic hit (the sources:
// rules/fng/support_fire.h, data/fng/support_fire.json).
// Model: the figure takes `hits` hits (1; napalm: one per turn inside; Overrun pass 0: one per point
// of the vehicle's AR) of the source's Impact, after armour where it counts, and the result is the
// worst of the hits (worst_damage, as fng.fire uses it). Jump For It! pass 0 first rolls the fall
// die (1-2 Impact 1, 3-4 Impact 2, 5 Impact 3, 6 killed), then one damage die.
// The roll (seeded, or the player's own dice), in this order: (jump) the fall die; then one damage
// die per hit.
struct DamageOnlyInput {
    std::string source = "custom";  // an id of data/fng/support_fire.json "sources"
    int target_rep = 4;
    std::string damage_table = "v1";  // the request's id: "2.0" is the FNG 2.0 table
    int hits = 1, impact = 0;         // a custom source's (hits: also napalm's turns inside)
    int vehicle_ar = 0;               // Overrun pass 0: the vehicle's AR
    bool flak_jacket = false, chicken_plate = false, hard_as_nails = false, larger_than_life = false;
    int shooter_rep = 0;  // whoever set it off, for Larger Than Life
};

Answer damage_only(const DamageOnlyInput& in, Prng* dice = nullptr);  // with dice: also its roll
void roll_damage_only(const DamageOnlyInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
