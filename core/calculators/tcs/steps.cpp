// Pointman — `tcs.steps`: how many steps a unit has (TCS Modern, A Note About Steps; the rule:
// rules/tcs/steps.h).

#include "rules/tcs/steps.h"

#include "contract/calculator_data.h"

namespace pm::tcs {
namespace {

StepsInput steps_input(const Params& p, const EvalContext&) {
    return {p.get_enum("unit")};
}

}  // namespace
PM_REGISTER_RULE("tcs.steps", steps_input, steps)
}  // namespace pm::tcs
