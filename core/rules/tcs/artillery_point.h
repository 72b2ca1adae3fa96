// Pointman — TCS Modern 2.1 Copperhead (TCS-A1) and 2.3 DPICM / ICM (TCS-A3, Table TCS-T5) against
// a vehicle, with MLRS (2.4) and advanced armour (9.0). The Artillery and Mortars vs Point Targets
// Table is the series' own and is not in the book, so the rule gives the die-roll modifier and every
// other number the expansion defines; once the player has entered the column for the target (user
// table "tcs.point-artillery"), it also gives each printed result's chance and a seeded roll
// (Prng::sum(2), generator 1).
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/tcs/advanced_armour.h"
#include "rules/tcs/series_tables.h"

namespace pm::tcs {

struct ArtilleryPointInput {
    std::string round = "dpicm";      // copperhead | dpicm | icm
    std::string system = "155";       // a row id of data/tcs/artillery.json "icm_dpicm_fp" (mlrs …)
    std::string position = "impact";  // impact | adjacent
    std::string target = "ground";    // ground | helicopter
    Armour armour = Armour::None;
    int defence = 0;                 // printed
    bool observed = true;            // Copperhead: a unit observes its fall (2.1)
    int hexes_from_recorded = 0;     // Copperhead: hexes from its recorded target hex
    bool copperhead_heat = false;    // reading 30 option: reactive armour meets it as HEAT (+5)
    bool armour_tests_base = false;  // reading 23 option: DPICM/ICM tests use the defence before armour
    bool half_up = true;             // the adjacent hex's strength rounded half up
    TableReader table;               // the player's "tcs.point-artillery"
};
Answer artillery_point(const ArtilleryPointInput& in);
// Two dice on the player's column of the point-target table, when the round has an effect at all.
void roll_artillery_point(const ArtilleryPointInput& in, Prng& dice, Answer& r);

}  // namespace pm::tcs
