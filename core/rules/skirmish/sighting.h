// Pointman — Vietnam Skirmish: will the hidden figure be seen at this range? Alternate Hidden Rules
// (spotting, digest VS-10) and the standard hidden rules' mutual sighting within 4" (VS-9), as a
// player asks it: the chance, the modifiers, a sentence, and a curve of the chance against range.
// The dice rule itself is spotting_noise.h; numbers from data/skirmish/los-sighting.json.
//
// Seeded roll: two d6 (Prng::die, in order) only when a spotting roll is made (within 12").
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::skirmish {

struct SightingInput {
    double range = 6;     // inches from the spotter to the hidden figure
    bool hidden = false;  // the standard hidden rules (seen within 4") instead of a spotting roll
};

Answer sighting(const SightingInput& in);
void roll_sighting(const SightingInput& in, Prng& dice, Answer& a);

}  // namespace pm::skirmish
