// Pointman — `fng.fast-move`: its data file read into the rule's input (rules/fng/fast_move.h).
#include "calculators/fng/group_common.h"
#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"
#include "rules/fng/fast_move.h"

namespace pm::fng {
namespace {

FastMoveInput fast_move_input(const Params& p, const EvalContext&) {
    return {group_listed_reps(p), p.get_int("leader_rep"), p.get_int("clumsy_figure"), leader_die_rule(p)};
}

}  // namespace
PM_REGISTER_RULE("fng.fast-move", fast_move_input, fast_move, roll_fast_move)
}  // namespace pm::fng
