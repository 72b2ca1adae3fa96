// Pointman — `fng.activation`: its data file read into the rule's input (rules/fng/activation.h).
#include "rules/fng/activation.h"

#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

ActivationInput activation_input(const Params& p, const EvalContext&) {
    return {p.get_int("rep")};
}

}  // namespace
PM_REGISTER_RULE("fng.activation", activation_input, activation, roll_activation)
}  // namespace pm::fng
