// fng.enemy-placement — where the hidden enemy cards of a solo Large Action end up (digest fng.md
// §6.4, FNG-T91): the request read into the rule's input (rules/fng/enemy_deal.h). Its parameters
// and words: data/calculators/fng/fng.enemy-placement.json.
#include "contract/calculator_data.h"
#include "rules/fng/enemy_deal.h"

namespace pm::fng {
namespace {

EnemyPlacementInput enemy_placement_input(const Params& p, const EvalContext&) {
    return {p.get_int("support"), p.get_bool("doubled"), p.get_int("numbers")};
}

}  // namespace
PM_REGISTER_RULE("fng.enemy-placement", enemy_placement_input, enemy_placement, roll_enemy_placement)
}  // namespace pm::fng
