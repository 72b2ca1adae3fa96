// Pointman — TCS Modern 4.0 helicopters: movement (4.1b, Algorithm TCS-A9) and what destroys one —
// AA fire (4.2, 4.1h, 4.3), artillery in its hex (4.4), an air sortie (4.5a) and chem (5.3h)
// (Algorithms TCS-A10, TCS-A11; data/tcs/artillery.json, data/tcs/mopp.json).
//
// Seeded roll (generator 1): tcs.helicopter draws Prng::sum(2) (the kill roll of
// series_tables.h); a Low helicopter under chem rolls nothing.
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::tcs {

// [SECTION] 4.2–4.5, 5.3h: attacks on a helicopter
struct HelicopterInput {
    std::string attack = "aa";  // aa | artillery | sortie | chem
    int aa_number = 0;          // AA: the number from the game's sortie rules
    int heli_defense = 0;       // AA: an armoured helicopter's defence
    bool popup = false;
    bool hellfire_popup = false;  // an AH-64 firing Hellfires from a pop-up (4.1h)
    bool counter_popped = false;
    bool sling_load = false;
    int sortie_fp = 0;
    bool sortie_nearest = false;  // sortie firepower ÷ 10 rounded to nearest (else down)
    bool low_mode = false;        // chem: a Low helicopter is never affected
    std::string mopp = "low";     // chem: the NOE helicopter's MOPP level
    bool nbc_protected = false;
};
Answer helicopter(const HelicopterInput& in);
// Two dice against the kill number the answer found; a Low helicopter under chem rolls nothing
// and survives.
void roll_helicopter(const HelicopterInput& in, Prng& dice, Answer& r);

// [SECTION] 4.1b: helicopter movement (TCS-A9)
struct HelicopterMoveInput {
    int low_hexes = 0, noe_hexes = 0, mode_changes = 0, loads = 0, slings = 0;
    bool high_mopp = false;  // a helicopter in High MOPP may not move in NOE (5.3h)
};
Answer helicopter_move(const HelicopterMoveInput& in);

}  // namespace pm::tcs
