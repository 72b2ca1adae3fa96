// Pointman — `fng.melee`: its data file read into the rule's input (rules/fng/melee.h, the reading in
// calculators/fng/melee_params.h).
#include "rules/fng/melee.h"

#include "calculators/fng/melee_params.h"
#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

MeleeInput melee_input(const Params& p, const EvalContext&) {
    return melee_params(p);
}

}  // namespace
PM_REGISTER_RULE("fng.melee", melee_input, melee, roll_melee)
}  // namespace pm::fng
