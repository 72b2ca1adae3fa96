// Pointman — `tcs.counterbattery`: counterbattery losses (TCS Modern 2.5e; the rule:
// rules/tcs/counterbattery.h).

#include "rules/tcs/counterbattery.h"

#include "contract/calculator_data.h"

namespace pm::tcs {
namespace {

CounterbatteryInput counterbattery_input(const Params& p, const EvalContext&) {
    return {p.get_enum("round"), p.get_int("tubes"), p.get_int("batteries"), p.get_int("target_systems"),
            p.get_bool("mlrs")};
}

}  // namespace
PM_REGISTER_RULE("tcs.counterbattery", counterbattery_input, counterbattery, roll_counterbattery)
}  // namespace pm::tcs
