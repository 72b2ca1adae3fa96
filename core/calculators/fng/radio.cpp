// Pointman — `fng.radio`: its parameters read into the rule's input (rules/fng/radio.h, one call).

#include "rules/fng/radio.h"

#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

RadioInput radio_input(const Params& p, const EvalContext&) {
    RadioInput in;
    in.request = p.get_enum("request");
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
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.radio", radio_input, radio, roll_radio)
}  // namespace pm::fng
