// Pointman — TCS Modern 2.4 MLRS: what its launchers may fire. Used by `tcs.counterbattery` (an
// MLRS battery firing counterbattery) and `tcs.artillery-point` (an MLRS attacking a vehicle).
#pragma once

#include <string>

namespace pm::tcs {

// 2.4: an MLRS fires DPICM rounds and nothing else (no HE, ICM, chem or Copperhead).
inline bool mlrs_may_fire(const std::string& round) {
    return round == "dpicm";
}

}  // namespace pm::tcs
