// Pointman — FNG Activation (FNG p.15; digest fng.md §2.1, FNG-A3): the turn's Activation roll for
// one group.
//
// Activation: each side rolls its own die. Equal faces ("doubles"): nobody acts this turn. Otherwise
// the higher face goes first, and a group acts only if its (Leader's) Rep is at least its side's face.
// Outcomes for one group: "first", "second", "cannot", "doubles". values: P(total 7) (reinforcement
// check), P(all three dice equal) for solo booby traps.
// The roll: your side's die, then the other side's die, read by the same activation_code.
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

struct ActivationInput {
    int rep = 4;  // the group's (Leader's) Rep
};

Answer activation(const ActivationInput& in);
void roll_activation(const ActivationInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
