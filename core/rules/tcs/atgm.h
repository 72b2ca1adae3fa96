// Pointman — TCS Modern 3.0–3.3 ATGMs: point fire on the ATGM Table (3.2, Algorithm TCS-A6, Tables
// TCS-T2/T3 in data/tcs/atgm.json) with advanced armour (9.0, TCS-A16, advanced_armour.h), night
// vision / thermal sights (6.1–6.2, TCS-A12, night_sights.h) and the helicopter modifiers (4.1g,
// 4.5b); and AT-8 counterfire (3.3, TCS-A8).
//
// Seeded roll (generator 1): tcs.atgm draws Prng::sum(2) (the kill roll of series_tables.h);
// tcs.at8-counterfire draws one die, then (overwatch) a second die.
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/json.h"
#include "engine/random/prng.h"
#include "rules/tcs/advanced_armour.h"
#include "rules/tcs/night_sights.h"

namespace pm::tcs {

// The missile's row of data/tcs/atgm.json "missiles" by id (name, attack, nominal and minimum
// range, tip_charge).
const json& missile(const std::string& id);

// [SECTION] 3.2 ATGM fire
struct AtgmInput {
    std::string missile = "tow-2";
    bool tow1_example = false;        // TOW 1 with attack 13 as in the book's example (Pointman reading 21)
    std::string firer_mode = "move";  // dual mode may not fire (1.1, 3.2a)
    bool firer_normal = true;         // not suppressed or paralyzed (3.2c)
    int range = 1;
    bool min_range_at_or_less = true;  // 3.2d read literally: fire at the minimum range or less is barred
    int defence = 0;                   // printed
    Armour armour = Armour::None;
    int drm = 0;                // other Point Fire Table modifiers (terrain …)
    bool soviet_popup = false;  // 4.1g, optional
    bool soviet_never = false;  // the strict doctrine option: Soviet helicopters never pop up
    int conflict_hours = 0;
    bool heli_vs_heli = false;  // 4.5b
    NightInput night;           // the sight and the line (sight "none": no night modifier)
};
Answer atgm(const AtgmInput& in);
// Two dice against the kill number the answer found, with its modifiers.
void roll_atgm(const AtgmInput& in, Prng& dice, Answer& r);

// [SECTION] 3.3 AT-8 counterfire
struct At8Input {
    bool incoming_ff = false;       // the incoming missile is fire-and-forget (3.3b)
    bool firer_helicopter = false;  // the incoming fire comes from a helicopter (3.3b)
    bool overwatch = false;         // the AT-8 vehicle is overwatch-marked (3.3a)
};
Answer at8_counterfire(const At8Input& in);
void roll_at8_counterfire(const At8Input& in, Prng& dice, Answer& r);

}  // namespace pm::tcs
