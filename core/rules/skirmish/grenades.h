// Pointman — Vietnam Skirmish, Throwing Grenades, APCs and Anti-Personnel Mines: what a grenade's
// burst does to a figure.
//
// The rules send the effect of a grenade to a grenade table they do not print; the player types it
// in as "skirmish.grenades" (kind suppress: for each grenade, the die faces that put a counter on a
// figure in its burst). Reading E-302: each figure in the burst rolls one die on that row, as a
// phase of fire does on a weapon's suppress numbers. Cover holds as it does against fire (a figure
// in cover that already has a counter takes no more) unless the grenade was lobbed beyond the cover.
// Used by skirmish.grenade, skirmish.mine (the bystanders) and skirmish.apc (the cap of one counter).
#pragma once

#include <set>
#include <vector>

namespace pm::skirmish {

// Counters one die `face` puts on one figure in the burst of a grenade whose `suppress` faces count:
// 0 or 1. `cover_holds`: the figure has cover from the burst and the grenade did not land beyond it.
int grenade_counter(int face, const std::set<int>& suppress, bool cover_holds, int counters_now);

// Figures given a counter when each figure in the burst rolls its own die (faces in order).
int grenade_figures_hit(const std::vector<int>& faces, const std::set<int>& suppress, bool cover_holds,
                        int counters_now);

}  // namespace pm::skirmish
