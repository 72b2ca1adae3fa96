// Pointman — `skirmish.radio`: no parameters; the rule is rules/skirmish/off_table.h.
#include "contract/calculator_data.h"
#include "rules/skirmish/off_table.h"

namespace pm::skirmish {
namespace {

RadioInput radio_input(const Params&, const EvalContext&) {
    return {};
}

}  // namespace
PM_REGISTER_RULE("skirmish.radio", radio_input, radio, roll_radio)
}  // namespace pm::skirmish
