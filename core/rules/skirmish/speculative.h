// Pointman — Vietnam Skirmish, Speculative Fire (digest VS-11, Algorithm VS-A7): a 6 puts one
// counter on every figure within 3 inches of the point that has none yet.
//
// Seeded roll: one die.
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::skirmish {

struct SpeculativeInput {
    int counters = 0;  // counters the figure holds already
};

Answer speculative_fire(const SpeculativeInput& in);
void roll_speculative_fire(const SpeculativeInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
