// Pointman — `skirmish.run-over`: its parameter read into the rule's input (rules/skirmish/apc.h).
#include "contract/calculator_data.h"
#include "rules/skirmish/apc.h"

namespace pm::skirmish {
namespace {

RunOverInput run_over_input(const Params& p, const EvalContext&) {
    return {p.get_int("counters")};
}

}  // namespace
PM_REGISTER_RULE("skirmish.run-over", run_over_input, run_over)
}  // namespace pm::skirmish
