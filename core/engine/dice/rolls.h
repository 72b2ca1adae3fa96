// Pointman — the other ways a d6 is read (digest fng.md §1.1), as exact distributions.
//
// Complements pass_dice.h (FNG-A1/A2). Everything returns a pm::Dist or an exact Rational and is
// checked in tests/core/engine/test_dice_engine.cpp against brute-force enumeration of all faces.
//
//   keep_highest(n)        the best of n dice (Crack Shot, Grenadier: 2 dice keep the higher)
//   keep_lowest(n)         the worst of n dice (Support Level: 2d6 keep the lower, FNG-T39)
//   rep_plus_die(rep)      Rep + 1d6 (ranged fire, grenades, blast; FNG-T03)
//   chance_total_at_least  P(Rep + best of k dice ≥ threshold), with a flat modifier on the total
//   count_face(n, face)    how many of n dice show `face` (snake eyes, Tight Ammo "two 1s")
//   sorted_desc(faces)     helper for swath allocation (dice applied high → low)
//
// Composition (independent repetition, worst-of, conditioning, correlated dice) lives on Dist
// itself: Dist::repeat, Dist::max_of, Dist::then, Dist::from_faces (see exact/dist.h).
#pragma once

#include <vector>

#include "engine/exact/dist.h"

namespace pm::dice {

Dist keep_highest(int n, int sides = 6);  // n ≥ 1
Dist keep_lowest(int n, int sides = 6);   // n ≥ 1

Dist rep_plus_die(int rep);  // uniform over rep+1 … rep+6

// P(rep + modifier + (best of `best_of` d6) ≥ threshold). best_of = 1 is a plain die.
Rational chance_total_at_least(int rep, int threshold, int modifier = 0, int best_of = 1);

// Number of dice (of n) showing exactly `face`: Binomial(n, 1/6).
Dist count_face(int n, int face);

// P(at least k of n dice show `face`).
Rational chance_face_at_least(int n, int face, int k);

std::vector<int> sorted_desc(std::vector<int> faces);

}  // namespace pm::dice
