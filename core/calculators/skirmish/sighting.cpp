// Pointman — `skirmish.sighting`: its data file read into the rule's input (rules/skirmish/sighting.h).

#include "contract/calculator_data.h"
#include "rules/skirmish/sighting.h"

namespace pm::skirmish {
namespace {

SightingInput sighting_input(const Params& p) {
    return {p.get_number("range"), p.get_enum("rules") == "hidden"};
}

Result evaluate_sighting(const Params& p, const EvalContext&) {
    return sighting(sighting_input(p));
}

void roll_adapter(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    roll_sighting(sighting_input(p), dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.sighting", evaluate_sighting, roll_adapter)
}  // namespace pm::skirmish
