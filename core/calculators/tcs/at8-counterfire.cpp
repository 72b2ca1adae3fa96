// Pointman — `tcs.at8-counterfire`: AT-8 counterfire (TCS Modern 3.3; the rule: rules/tcs/atgm.h).

#include "contract/calculator_data.h"
#include "rules/tcs/atgm.h"

namespace pm::tcs {
namespace {

At8Input at8_input(const Params& p, const EvalContext&) {
    return {p.get_bool("incoming_ff"), p.get_bool("firer_helicopter"), p.get_bool("overwatch")};
}

}  // namespace
PM_REGISTER_RULE("tcs.at8-counterfire", at8_input, at8_counterfire, roll_at8_counterfire)
}  // namespace pm::tcs
