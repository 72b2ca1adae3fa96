// Pointman — `sd.scenario-additions`: its parameter read into the rule's input
// (rules/sd/scenario_additions.h).
#include "contract/calculator_data.h"
#include "rules/sd/scenario_additions.h"

namespace pm::sd {
namespace {

ScenarioAdditionsInput scenario_additions_input(const Params& p, const EvalContext&) {
    return {p.get_enum("scenario")};
}

}  // namespace
PM_REGISTER_RULE("sd.scenario-additions", scenario_additions_input, scenario_additions)
}  // namespace pm::sd
