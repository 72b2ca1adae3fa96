// Pointman — TCS Modern 2.4 MLRS: what its launchers may fire, and one mission (2.4, 2.4a). Used by
// `tcs.mlrs`, `tcs.counterbattery` (an MLRS battery firing counterbattery) and
// `tcs.artillery-point` (an MLRS attacking a vehicle).
#pragma once

#include <string>

#include "engine/answer.h"

namespace pm::tcs {

// 2.4: an MLRS fires DPICM rounds and nothing else (no HE, ICM, chem or Copperhead).
inline bool mlrs_may_fire(const std::string& round) {
    return round == "dpicm";
}
// Refuses (not_possible, param "round") any round but DPICM fired by an MLRS.
void require_mlrs_round(const std::string& round);

// [SECTION] 2.4, 2.4a: one mission of `launchers` launchers (data/tcs/artillery.json)
struct MlrsInput {
    int launchers = 1;
};
Answer mlrs(const MlrsInput& in);

}  // namespace pm::tcs
