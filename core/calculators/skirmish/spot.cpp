// Pointman — `skirmish.spot`: its parameters read into the rule's input (rules/skirmish/spotting_noise.h).
#include "contract/calculator_data.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

SpotInput spot_input(const Params& p, const EvalContext&) {
    return {p.get_number("range"), p.get_enum("fraction")};
}

}  // namespace
PM_REGISTER_RULE("skirmish.spot", spot_input, spot, roll_spot)
}  // namespace pm::skirmish
