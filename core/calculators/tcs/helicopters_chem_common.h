// TCS Modern 4.0 helicopters (TCS-A9..A11) and 5.0 chemical attacks and MOPP (TCS-A13..A15,
// Table TCS-T7 in data/tcs/mopp.json).
//
// Seeded rolls (generator 1): tcs.helicopter, tcs.chem against point targets, and tcs.chem
// against area targets once the player has entered the Area Fire Table (user table
// "tcs.area-fire") draw Prng::sum(2); tcs.chem-marker draws one Prng::die().
//
// This header holds what the calculators `tcs.helicopter`, `tcs.helicopter-move`, `tcs.chem`, `tcs.chem-marker` share;
// each has its own file beside it.
#pragma once

#include <algorithm>
#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {

inline std::string signed_str(int v) {
    return (v > 0 ? "+" : "") + std::to_string(v);
}

inline int mopp_index(const std::string& m) {
    return m == "low" ? 0 : m == "medium" ? 1 : 2;
}

inline void two_dice_roll(Result& r, const EvalContext& ctx, int need, int drm, const char* yes, const char* no) {
    if (!ctx.seed) return;
    Prng g(*ctx.seed);
    int s = g.sum(2);
    r.roll = json{{"dice", s}, {"modified", s + drm}, {"key", s + drm >= need ? yes : no}};
}

}  // namespace pm::tcs
