// Pointman — `tcs.fascam`: a FASCAM minefield (TCS Modern 2.2; the rule: rules/tcs/fascam.h).

#include "rules/tcs/fascam.h"

#include "contract/calculator_data.h"

namespace pm::tcs {
namespace {

FascamInput fascam_input(const Params& p, const EvalContext&) {
    return {p.get_int("hex_mp"), p.get_bool("foot_mobile"), p.get_bool("daylight"), p.get_bool("daylight_only")};
}

}  // namespace
PM_REGISTER_RULE("tcs.fascam", fascam_input, fascam)
}  // namespace pm::tcs
