// Pointman — `skirmish.noise`: its parameters read into the rule's input (rules/skirmish/spotting_noise.h).
#include "contract/calculator_data.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

NoiseInput noise_input(const Params& p, const EvalContext&) {
    return {p.get_int("pips"), p.get_number("distance")};
}

}  // namespace
PM_REGISTER_RULE("skirmish.noise", noise_input, noise, roll_noise)
}  // namespace pm::skirmish
