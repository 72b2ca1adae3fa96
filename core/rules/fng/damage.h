// Pointman — FNG damage tables shared by fire, grenades and melee (digest fng.md §2.5, §2.7):
// FNG-T05 (v1 ranged damage), FNG-T06 (2.0 ranged damage), FNG-T13 (melee damage, same rules),
// FNG-T07 (2.0 Knock Down Test).
#pragma once

#include <string>
#include <vector>

#include "engine/exact/dist.h"

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
// drew; worst_of_hits enumerates every set of faces through it.
int worst_damage(const std::vector<int>& faces, int impact, DamageTable t, const DamageOptions& o);

// Worst result over n independent hits, exactly: worst_damage over every set of n faces.
Dist worst_of_hits(int n, int impact, DamageTable t, const DamageOptions& o);

// Impact after protective gear: flak jacket (−1 vs blast only) and chicken plate (−1 vs ballistic
// and blast), never below 1 (p.13). An Impact already ≤ 1 is unchanged.
int impact_after_armour(int impact, bool blast, bool flak_jacket, bool chicken_plate);

}  // namespace pm::fng
