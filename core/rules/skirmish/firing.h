// Pointman — Vietnam Skirmish, Firing: the counters one figure's fire places on a target.
//
// Each phase of fire rolls one die; a face among the weapon's suppress numbers places a counter.
// A target in cover from the firer is never taken past one counter by fire: with a counter already
// it takes none, otherwise at most one. Used by `skirmish.fire` for its exact odds (every set of
// faces enumerated through counters_placed) and its seeded roll (the faces drawn, passed to it).
#pragma once

#include <optional>
#include <set>
#include <vector>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/skirmish/effects.h"

namespace pm::skirmish {

// Counters placed by the dice `faces` (one per phase), for a weapon whose `suppress` faces place a
// counter, on a target in `cover` that already carries `counters_now`.
int counters_placed(const std::vector<int>& faces, const std::set<int>& suppress, bool cover, int counters_now);

// [SECTION] aimed fire (VS-A3), as a player asks it (skirmish.fire): the weapon's suppress numbers
// from the player's weapon table ("skirmish.weapons", handed in parsed) or "n and up", one die a
// phase. Seeded roll: one die per phase, Prng::dice(dice).
struct FireInput {
    int weapon = 0;                        // a row of the player's weapon table (1…); 0: suppress_from
    int suppress_from = 5;                 // without a table: a counter on this face and up
    int dice = 1;                          // phases of fire
    bool cover = false;                    // the target has cover from the firer
    int counters = 0;                      // counters the target holds already
    std::optional<SuppressTable> weapons;  // the player's "skirmish.weapons", when entered
};
Answer fire(const FireInput& in);
void roll_fire(const FireInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
