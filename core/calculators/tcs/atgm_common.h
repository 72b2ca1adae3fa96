// TCS Modern 3.0–3.3: ATGM point fire (Algorithm TCS-A6, Tables TCS-T2/T3 in data/tcs/atgm.json),
// advanced armour (9.0, TCS-A16), night vision / thermal (6.1–6.2, TCS-A12), helicopter modifiers
// (4.1g, 4.5b), and AT-8 counterfire (3.3, TCS-A8) as its own calculator.
//
// Seeded roll (generator 1), each in its calculator's roll function: tcs.atgm draws Prng::sum(2)
// (the kill roll of tcs_common.h); tcs.at8-counterfire draws one die, then (overwatch) a second die.
//
// This header holds what the calculators `tcs.atgm`, `tcs.at8-counterfire` share; each has its own file beside it.
#pragma once

#include <algorithm>
#include <string>

#include "calculators/tcs/tcs_common.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {

inline const json& missile(const std::string& id) {
    for (const auto& m : data_json("tcs/atgm.json")["missiles"])
        if (m["id"] == id) return m;
    throw std::logic_error("unknown missile " + id);
}

}  // namespace pm::tcs
