// Pointman — FNG's "pass dice" (digest §1.1, Algorithm FNG-A1) and the Leader Die (FNG-A2).
//
// n d6 are each compared with a target (usually Rep ± modifiers); a die passes when its face is
// at most the target. The count of passed dice is capped (2, or 3 for the Re-Up table).
// These are the exact building blocks that the FNG, S&D, TCS and Skirmish calculators reuse.
#pragma once

#include <vector>

#include "engine/exact/dist.h"

namespace pm::dice {

// P(one d6 passes target): clamp(target, 0, 6) / 6.
Rational pass_chance(int target);

// Distribution of min(passes, cap) for n dice against target (FNG-A1). n = 0 gives point(0).
Dist pass_count(int n, int target, int cap = 2);

// FNG-A2: the figure's own dice against `target`, plus one Leader Die against `leader_target`;
// a passed Leader Die adds one pass (still capped).
Dist pass_count_with_leader(int n, int target, int leader_target, int cap = 2);

// The two readings of the Leader Die (digest E-30): a passed LD cancels one failed die (the book's
// example; default), or it only assures at least 1 pass (the first wording).
enum class LeaderDieRule { CancelOneFailure, AtLeastOne };
Dist pass_count_with_leader(int n, int target, int leader_target, int cap, LeaderDieRule rule);

// The same rules read on concrete faces (seeded rolls, worked examples, shared group rolls).
// leader_face = 0 means no Leader Die.
int passes_for_faces(const std::vector<int>& faces, int target, int cap = 2);
int passes_with_leader_faces(const std::vector<int>& faces, int target, int leader_face, int leader_target, int cap = 2,
                             LeaderDieRule rule = LeaderDieRule::CancelOneFailure);

}  // namespace pm::dice
