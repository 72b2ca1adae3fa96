// Pointman — `fng.radio-call`: its parameters read into the rule's input (rules/fng/radio_call.h).

#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"
#include "rules/fng/radio_call.h"

namespace pm::fng {
namespace {

RadioCallInput radio_call_input(const Params& p, const EvalContext&) {
    RadioCallInput in;
    in.request = p.get_enum("request");
    in.turns = p.get_int("turns");
    in.rep = p.get_int("rep");
    in.caller_rep = p.get_int("caller_rep");
    in.atmospherics = p.get_enum("atmospherics");
    in.weather = p.get_enum("weather");
    in.rto_wizard = p.get_bool("rto_wizard");
    in.tunnel = p.get_bool("tunnel");
    in.forward_observer = p.get_bool("forward_observer");
    in.fo_only = fo_only(p);
    in.fo_with_green_leader = p.get_enum("fo_with_green_leader");
    in.helicopter_down = p.get_bool("helicopter_down");
    in.fac_overhead = p.get_bool("fac_overhead");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.radio-call", radio_call_input, radio_call, roll_radio_call)
}  // namespace pm::fng
