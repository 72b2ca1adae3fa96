// Pointman — `fng.helicopter-landing`: its parameters read into the rule's input (rules/fng/helicopters.h).

#include "contract/calculator_data.h"
#include "rules/fng/helicopters.h"

namespace pm::fng {
namespace {

HelicopterLandingInput helicopter_landing_input(const Params& p, const EvalContext&) {
    HelicopterLandingInput in;
    in.medevac = p.get_enum("mission") == "medevac";
    in.pilot_rep = p.get_int("pilot_rep");
    in.hot_lz = p.get_bool("hot_lz");
    in.attempt = p.get_int("attempt");
    in.last_attempt = static_cast<int>(find_calculator("fng.helicopter-landing")->param("attempt")->max);
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.helicopter-landing", helicopter_landing_input, helicopter_landing, roll_helicopter_landing)
}  // namespace pm::fng
