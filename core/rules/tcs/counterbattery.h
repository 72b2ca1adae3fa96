// Pointman — TCS Modern 2.5 counterbattery: target acquisition (2.5c, 2.5d, 2.5i; Algorithm TCS-A4,
// Target Acquisition Table TCS-T4) and the losses counterbattery fire inflicts (2.5e, TCS-A5), with
// the MLRS cap of 2.4b. Used by `tcs.acquisition` and `tcs.counterbattery`.
//
// Seeded rolls (generator 1): acquisition draws one die per roll (cb − ew dice, in order);
// counterbattery one die per CB battery. The odds take the same acquires() / cb_losses() the rolls
// read each die with.
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::tcs {

// The number an acquisition die must reach, for the target battery's fires this turn and last.
int acquisition_need(int fires);

// Losses one CB battery inflicts for one die `die`, by round type (he, icm, dpicm, chem), the firing
// battery's tubes, and whether it is an MLRS (a single launcher keeps its full effect).
int cb_losses(const std::string& round, int tubes, bool mlrs, int die);

// [SECTION] 2.5c, 2.5d: target acquisition
struct AcquisitionInput {
    bool target_mortar = false;  // mortars are never counterbattery targets (2.5i)
    int cb_points = 0;
    int ew_points = 0;      // of the target battery
    int battery_fires = 0;  // the target battery's fires this turn and last
};
Answer acquisition(const AcquisitionInput& in);
// Every die the answer counted, in order; acquired when any one reaches the number.
void roll_acquisition(const AcquisitionInput& in, Prng& dice, Answer& r);

// [SECTION] 2.5e: counterbattery losses
struct CounterbatteryInput {
    std::string round = "he";  // he | icm | dpicm | chem
    int tubes = 6;             // of each firing battery
    int batteries = 1;         // CB batteries firing
    int target_systems = 0;    // the cap (2.4b, 2.5e); 0 = none
    bool mlrs = false;
};
Answer counterbattery(const CounterbatteryInput& in);
// One die per CB battery, read with the same cb_losses() the odds add up, under the same cap.
void roll_counterbattery(const CounterbatteryInput& in, Prng& dice, Answer& r);

}  // namespace pm::tcs
