// Pointman — `tcs.micv`: mechanised infantry vehicles and the squads they carry (TCS Modern 7.1–7.3;
// the rule: rules/tcs/micv.h).

#include "rules/tcs/micv.h"

#include "contract/calculator_data.h"

namespace pm::tcs {
namespace {

MicvInput micv_input(const Params& p, const EvalContext&) {
    return {p.get_enum("event"), p.get_enum("passengers"), p.get_enum("squad_loss"), p.get_enum("mounted_fire"),
            p.get_enum("carrier")};
}

}  // namespace
PM_REGISTER_RULE("tcs.micv", micv_input, micv)
}  // namespace pm::tcs
