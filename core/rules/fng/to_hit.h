// Pointman — FNG To Hit: which class a shot is in and whether a die hits (digest fng.md §2.5,
// FNG pp. 18–19, table FNG-T03, algorithm FNG-A4). The one home of this rule: fng.fire, fng.engage
// and fng.grenade all read it here.
//
// The class table (need and short label) is data: data/fng/los-weapons.json "to_hit".
//   A  8+  target in the open, nobody fast moving, first target
//   B  9+  prone or concealed, or shooter/target fast moving (Agile ignores his own), or second target
//   C 10+  in cover, or third-or-later target
// A die hits when Rep' + total modifier + face ≥ need. The exact chance and the seeded roll both go
// through die_hits: hit_chance counts the faces that hit.
#pragma once

#include <string>

#include "engine/exact/rational.h"

namespace pm::fng {

enum class TargetSituation { Open, Prone, Concealed, Cover };

// "open", "prone", "concealed", "cover" (the contract's `target` values); anything else is Open.
TargetSituation target_situation(const std::string& id);

struct ShotSituation {
    TargetSituation target = TargetSituation::Open;
    bool target_fast_moving = false;   // the target moved fast this turn
    bool shooter_fast_moving = false;  // the shooter moved fast (ignored when agile)
    bool agile = false;                // shooter has the Agile attribute
    int target_order = 1;              // 1 first, 2 second, 3 third or later
};

struct ToHitClass {
    std::string id;     // "A", "B", "C"
    int need = 8;       // Rep' + d6 must reach this
    std::string label;  // the table's short description
};

const ToHitClass& to_hit_class(const ShotSituation& s);  // one of the three, read once from the data
int to_hit_threshold(const ShotSituation& s);            // to_hit_class(s).need

// Does a single die face hit? The rule itself: the roll and the odds both use it.
bool die_hits(int face, int rep_eff, const ShotSituation& s, int total_mod = 0);

// P(one die hits): the faces f of a d6 with die_hits(f), over 6; best_of = 2 (Crack Shot,
// Grenadier on a single shot) rolls two dice and keeps the better: 1 − (1 − q)².
Rational hit_chance(int rep_eff, const ShotSituation& s, int total_mod = 0, int best_of = 1);

}  // namespace pm::fng
