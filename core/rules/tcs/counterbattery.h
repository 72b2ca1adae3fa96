// Pointman — TCS Modern 2.5 counterbattery: the acquisition number (2.5c, Target Acquisition
// Table) and the losses one counterbattery battery inflicts for one die (2.5d), before the MLRS
// cap of 2.4b. Used by `tcs.acquisition` and `tcs.counterbattery`.
#pragma once

#include <string>

namespace pm::tcs {

// The number an acquisition die must reach, for the target battery's fires this turn and last.
int acquisition_need(int fires);

// Losses one CB battery inflicts for one die `die`, by round type (he, icm, dpicm, chem), the firing
// battery's tubes, and whether it is an MLRS (a single launcher keeps its full effect).
int cb_losses(const std::string& round, int tubes, bool mlrs, int die);

}  // namespace pm::tcs
