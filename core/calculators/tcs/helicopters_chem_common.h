// TCS Modern 4.0 helicopters (TCS-A9..A11) and 5.0 chemical attacks and MOPP (TCS-A13..A15,
// Table TCS-T7 in data/tcs/mopp.json).
//
// Seeded rolls (generator 1), each in its calculator's roll function: tcs.helicopter, tcs.chem
// against point targets (the kill roll of tcs_common.h), and tcs.chem against area targets once the
// player has entered the Area Fire Table (user table "tcs.area-fire") draw Prng::sum(2);
// tcs.chem-marker draws one Prng::die().
//
// This header holds what the calculators `tcs.helicopter`, `tcs.helicopter-move`, `tcs.chem`, `tcs.chem-marker` share;
// each has its own file beside it.
#pragma once

#include <algorithm>
#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {

inline int mopp_index(const std::string& m) {
    return m == "low" ? 0 : m == "medium" ? 1 : 2;
}

}  // namespace pm::tcs
