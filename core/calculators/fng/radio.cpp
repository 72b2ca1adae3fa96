// Pointman — `fng.radio`: its parameters read into the rule's input (rules/fng/radio.h, one call).

#include "rules/fng/radio.h"

#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

RadioInput radio_input(const Params& p, const EvalContext&) {
    return radio_situation(p);
}

}  // namespace
PM_REGISTER_RULE("fng.radio", radio_input, radio, roll_radio)
}  // namespace pm::fng
