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

#include <optional>
#include <set>
#include <vector>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/skirmish/effects.h"

namespace pm::skirmish {

// Counters one die `face` puts on one figure in the burst of a grenade whose `suppress` faces count:
// 0 or 1. `cover_holds`: the figure has cover from the burst and the grenade did not land beyond it.
int grenade_counter(int face, const std::set<int>& suppress, bool cover_holds, int counters_now);

// Figures given a counter when each figure in the burst rolls its own die (faces in order).
int grenade_figures_hit(const std::vector<int>& faces, const std::set<int>& suppress, bool cover_holds,
                        int counters_now);

// [SECTION] a grenade's burst on the figures in it, as a player asks it (skirmish.grenade): the
// row of the player's grenade table, one die per figure. Seeded roll (only with the table): one die
// per figure in the burst, Prng::dice(figures).
enum class GrenadeCover { None, Cover, LobbedBeyond };
struct GrenadeInput {
    int grenade = 1;  // the grenade's row in the player's table
    int figures = 1;  // figures in the burst
    GrenadeCover cover = GrenadeCover::None;
    int counters = 0;                       // counters each figure holds already
    bool hand = true;                       // thrown by hand (else an M79 / M203)
    std::optional<SuppressTable> grenades;  // the player's "skirmish.grenades", when entered
};
Answer grenade(const GrenadeInput& in);
void roll_grenade(const GrenadeInput& in, Prng& dice, Answer& r);

// [SECTION] Anti-Personnel Mines (skirmish.mine): the figure that sets it off takes 3 counters on
// 3–6; the bystanders take it as a fragmentation grenade (the player's grenade table, row
// `frag_row`). Seeded roll: one die, for the figure that set it off.
struct MineInput {
    int frag_row = 1;
    std::optional<SuppressTable> grenades;  // the player's "skirmish.grenades", when entered
};
Answer mine(const MineInput& in);
void roll_mine(const MineInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
