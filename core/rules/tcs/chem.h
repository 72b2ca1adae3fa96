// Pointman — TCS Modern 5.0 chemical attacks and MOPP (5.3; Algorithms TCS-A13..A15, the MOPP chart
// Table TCS-T7 in data/tcs/mopp.json): a chem attack on a point or an area target, and the
// persistent chem marker's removal (5.3f–5.3g).
//
// Seeded rolls (generator 1): against a point target the kill roll of series_tables.h, against an
// area target (once the player has entered the Area Fire Table, user table "tcs.area-fire")
// Prng::sum(2) on it; the marker's removal draws one Prng::die().
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/tcs/series_tables.h"

namespace pm::tcs {

// The column of the MOPP chart for a level: low 0, medium 1, high 2.
int mopp_index(const std::string& mopp);

// [SECTION] 5.3: a chemical attack
struct ChemInput {
    std::string target = "area";  // point | area
    std::string mopp = "low";     // low | medium | high
    bool mixed = false;           // chem rounds mixed into a conventional mission (MOPP chart note 6)
    bool nbc_protected = false;   // point target: the vehicle counts one MOPP level higher (5.3i)
    int rounds = 1;               // area target: chem rounds in the hex
    TableReader table;            // the player's "tcs.area-fire"
};
Answer chem(const ChemInput& in);
// A point target: two dice against the kill number. An area target: two dice on the player's Area
// Fire Table, once it is entered.
void roll_chem(const ChemInput& in, Prng& dice, Answer& r);

// [SECTION] 5.3f–5.3g: a persistent chem marker in the Clean Up Phase
struct ChemMarkerInput {
    bool rain = false;
};
Answer chem_marker(const ChemMarkerInput& in);
void roll_chem_marker(const ChemMarkerInput& in, Prng& dice, Answer& r);

}  // namespace pm::tcs
