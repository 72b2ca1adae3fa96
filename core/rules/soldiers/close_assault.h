// Soldiers optional close assault (digest SO-A1, SO-A2, Table SO-T1).
//
// Odds from total stacking values, cumulative terrain column shifts to the left (Case I); the CRT
// and the ratio-to-column rule are the base game's, entered by the player as "soldiers.crt" with
// each result code mapped to no-effect / disrupted / eliminated (the adapter hands the parsed table
// in). Results then follow Case G: a disrupted defender that was already disrupted, or cannot
// retreat, is eliminated.
//
// Seeded roll (only with the table): one draw, Prng::die(crt.die), read in the same column with the
// same effect the odds add up.
#pragma once

#include <optional>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "engine/tables/crt.h"

namespace pm::soldiers {

struct CloseAssaultInput {
    int attack = 8, defense = 4;  // stacking totals
    // the defender's terrain (Case I)
    bool woods = false, improved_position = false, slope_or_crest_all_attackers_lower = false;
    bool slope_and_crest_all_attackers_lower = false;  // house rule: two shifts
    bool canal = false, canal_attacker_adjacent = false, town = false, trench = false;
    // who may join (Cases A, C, J)
    int attack_disrupted = 0;  // stacking values of attackers disrupted or eliminated by fire this phase
    int fewest_mp_left = 2;
    bool attackers_fired = false, ineligible_attackers = false;
    // Case (G)
    bool defender_disrupted = false, surrounded = false;
    tables::PlayerTable<tables::Crt> crt;  // the player's "soldiers.crt", read when needed
};

Answer close_assault(const CloseAssaultInput& in);
void roll_close_assault(const CloseAssaultInput& in, Prng& dice, Answer& r);

}  // namespace pm::soldiers
