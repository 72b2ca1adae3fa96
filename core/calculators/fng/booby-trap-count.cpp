// Pointman — `fng.booby-trap-count`: how many booby traps and dummy markers, its parameters read into
// the rule's input (rules/fng/booby_traps.h: booby_trap_count, roll_booby_trap_count).
#include "contract/calculator_data.h"
#include "rules/fng/booby_traps.h"

namespace pm::fng {
namespace {

BoobyTrapCountInput booby_trap_count_input(const Params& p, const EvalContext&) {
    return {p.get_int("traps"), p.get_enum("markers_rule") == "six"};
}

}  // namespace
PM_REGISTER_RULE("fng.booby-trap-count", booby_trap_count_input, booby_trap_count, roll_booby_trap_count)
}  // namespace pm::fng
