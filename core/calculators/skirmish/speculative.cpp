// Pointman — `skirmish.speculative`: its parameter read into the rule's input
// (rules/skirmish/speculative.h).
#include "rules/skirmish/speculative.h"

#include "contract/calculator_data.h"

namespace pm::skirmish {
namespace {

SpeculativeInput speculative_input(const Params& p, const EvalContext&) {
    return {p.get_int("counters")};
}

}  // namespace
PM_REGISTER_RULE("skirmish.speculative", speculative_input, speculative_fire, roll_speculative_fire)
}  // namespace pm::skirmish
