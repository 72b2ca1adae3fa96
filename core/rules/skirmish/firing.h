// Pointman — Vietnam Skirmish, Firing: the counters one figure's fire places on a target.
//
// Each phase of fire rolls one die; a face among the weapon's suppress numbers places a counter.
// A target in cover from the firer is never taken past one counter by fire: with a counter already
// it takes none, otherwise at most one. Used by `skirmish.fire` for its exact odds (every set of
// faces enumerated through counters_placed) and its seeded roll (the faces drawn, passed to it).
#pragma once

#include <set>
#include <vector>

namespace pm::skirmish {

// Counters placed by the dice `faces` (one per phase), for a weapon whose `suppress` faces place a
// counter, on a target in `cover` that already carries `counters_now`.
int counters_placed(const std::vector<int>& faces, const std::set<int>& suppress, bool cover, int counters_now);

}  // namespace pm::skirmish
