// Pointman — `skirmish.sighting`: its data file read into the rule's input (rules/skirmish/sighting.h).

#include "rules/skirmish/sighting.h"

#include "contract/calculator_data.h"

namespace pm::skirmish {
namespace {

SightingInput sighting_input(const Params& p, const EvalContext&) {
    return {p.get_number("range"), p.get_enum("rules") == "hidden"};
}

}  // namespace
PM_REGISTER_RULE("skirmish.sighting", sighting_input, sighting, roll_sighting)
}  // namespace pm::skirmish
