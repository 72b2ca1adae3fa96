// Pointman — `fng.fac`: its parameters read into the rule's input (rules/fng/fac.h).

#include "rules/fng/fac.h"

#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

FacInput fac_input(const Params& p, const EvalContext&) {
    return {p.get_int("turns")};
}

}  // namespace
PM_REGISTER_RULE("fng.fac", fac_input, fac_on_station, roll_fac_on_station)
}  // namespace pm::fng
