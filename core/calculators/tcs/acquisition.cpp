// Pointman — `tcs.acquisition`: target acquisition (TCS Modern 2.5c, 2.5d; the rule:
// rules/tcs/counterbattery.h).

#include "contract/calculator_data.h"
#include "rules/tcs/counterbattery.h"

namespace pm::tcs {
namespace {

AcquisitionInput acquisition_input(const Params& p, const EvalContext&) {
    return {p.get_bool("target_mortar"), p.get_int("cb_points"), p.get_int("ew_points"), p.get_int("battery_fires")};
}

}  // namespace
PM_REGISTER_RULE("tcs.acquisition", acquisition_input, acquisition, roll_acquisition)
}  // namespace pm::tcs
