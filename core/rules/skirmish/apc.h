// Pointman — Vietnam Skirmish, APCs (digest VS-13, VS-A9): what a weapon does to an M113, and a
// figure run over by a vehicle.
//
// Seeded roll: skirmish.apc one die (none while a frag grenade's landing is open or once the APC is
// gone); skirmish.run-over none.
#pragma once

#include <optional>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "engine/tables/crt.h"
#include "rules/skirmish/effects.h"

namespace pm::skirmish {

// [SECTION] APCs (VS-A9)
enum class ApcWeapon { SmallArms, Frag, Rpg, MortarFrag };
enum class GrenadeResult { NotRolled, Counter, None, InBurst };  // what the player's grenade table gave

struct ApcInput {
    ApcWeapon weapon = ApcWeapon::Rpg;
    int apc_counters = 0;         // counters the APC holds already
    bool frag_this_turn = false;  // a grenade already put its counter on it this turn
    GrenadeResult grenade_result = GrenadeResult::NotRolled;
    int frag_row = 1;                             // the grenade's row in the player's grenade table
    tables::PlayerTable<SuppressTable> grenades;  // the player's "skirmish.grenades", read when needed
    int kills = 0;                                // Kills the APC has taken
};

Answer apc(const ApcInput& in);
void roll_apc(const ApcInput& in, Prng& dice, Answer& r);

// [SECTION] run-overs
struct RunOverInput {
    int counters = 0;  // the figure's counters before
};

Answer run_over(const RunOverInput& in);

}  // namespace pm::skirmish
