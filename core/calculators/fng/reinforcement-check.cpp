// fng.reinforcement-check — the chance that a reinforcement check brings reinforcements (digest
// fng.md §2.12, FNG-A9; FNG pp.42, 44): the request read into the rule's input
// (rules/fng/reinforcement.h). Its parameters and words: data/calculators/fng/fng.reinforcement-check.json.
#include "contract/calculator_data.h"
#include "rules/fng/reinforcement.h"

namespace pm::fng {
namespace {

ReinforcementCheckInput reinforcement_check_input(const Params& p, const EvalContext&) {
    return {p.get_enum("card"), p.get_bool("large_action"), p.get_int("lower_out"), p.get_int("higher_out")};
}

}  // namespace
PM_REGISTER_RULE("fng.reinforcement-check", reinforcement_check_input, reinforcement_check, roll_reinforcement_check)
}  // namespace pm::fng
