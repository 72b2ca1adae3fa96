// Pointman — Vietnam Skirmish: will the mover be heard? Noise detection and listening (Tactical
// Movement and Hidden Ambushes, digest VS-9, Algorithm VS-A5) as a player asks it: pips − 1 per full
// 10", heard on a D6 ≤ the result; the pips of figures that moved within 6" pooled; listening
// spoiled by the listener's own side firing within 10"; a mover who fired is heard. With a curve of
// the chance against distance, the current distance marked. The dice rule itself is
// spotting_noise.h; numbers from data/skirmish/los-sighting.json.
//
// Seeded roll: one d6 only when a detection roll is made.
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::skirmish {

struct ListeningInput {
    int pips = 3;                     // the mover's pips
    int group_pips = 0;               // pips of the other figures that moved within 6" of him
    double distance = 15;             // inches between the nearest figures
    bool own_fire_within_10 = false;  // the listener's side fired within 10" before he listened
    bool mover_fired = false;         // the mover fired this turn
};

Answer listening(const ListeningInput& in);
void roll_listening(const ListeningInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
