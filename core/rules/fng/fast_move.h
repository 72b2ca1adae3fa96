// Pointman — FNG Fast Move Test (FNG p.16; digest fng.md §1.2, FNG-T01): a whole group's Fast Move
// from ONE shared roll.
//
// The group rolls one pair of dice and one Leader Die; every figure reads the same faces against its
// own Rep. The figures' results are therefore correlated: the rule enumerates the 216 face
// combinations (Dist::from_faces) instead of multiplying figure probabilities.
// Outcomes: the slowest figure's result ("16", "12", "8"), i.e. how far the group can move together
// (also the rule for four men carrying a casualty, who all take the worst result). values.figures:
// each figure's own chances. Clumsy figures (reading E-35): a 1 on either die → moves 1d6" and
// falls prone. With a Clumsy figure the group outcome gains "clumsy-falls" (that roll splits the
// group: the Clumsy figure goes 1d6" and lies prone whatever the others read); 16/12/8 then count
// only the rolls without a 1, and values.rest_if_clumsy_falls gives the others' slowest result
// on the rolls where he falls.
// Seeded roll: the two shared dice, then the Leader Die when there is one, then (Clumsy figure
// falls) one die for his inches. The odds read every face combination through the same
// FastMoveGroup the roll reads its faces with.
#pragma once

#include <vector>

#include "engine/answer.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"

namespace pm::fng {

struct FastMoveInput {
    std::vector<int> reps;  // the figures' Reps as listed (rep1, rep2, …; 0 = no such figure)
    int leader_rep = 0;     // the Leader Die against this Rep: 0 (none) or 2 to 6
    int clumsy_figure = 0;  // which figure (1, 2, …) is Clumsy; 0 = none
    dice::LeaderDieRule leader_die_rule = dice::LeaderDieRule::CancelOneFailure;
};

Answer fast_move(const FastMoveInput& in);
void roll_fast_move(const FastMoveInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
