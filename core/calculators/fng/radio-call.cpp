// Pointman — `fng.radio-call`: its parameters read into the rule's input (rules/fng/radio_call.h).

#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"
#include "rules/fng/radio_call.h"

namespace pm::fng {
namespace {

RadioCallInput radio_call_input(const Params& p, const EvalContext&) {
    RadioCallInput in;
    static_cast<RadioInput&>(in) = radio_situation(p);
    in.turns = p.get_int("turns");
    in.fac_overhead = p.get_bool("fac_overhead");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.radio-call", radio_call_input, radio_call, roll_radio_call)
}  // namespace pm::fng
