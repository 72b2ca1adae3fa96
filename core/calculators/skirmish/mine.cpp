// Pointman — `skirmish.mine`: its parameter and the player's grenade table read into the rule's
// input (rules/skirmish/grenades.h).
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "rules/skirmish/grenades.h"

namespace pm::skirmish {
namespace {

MineInput mine_input(const Params& p, const EvalContext& ctx) {
    MineInput in{p.get_int("frag_row"), std::nullopt};
    const json t = tables::player_table(ctx, "skirmish.grenades");
    if (!t.is_null()) in.grenades = suppress_table(t);
    return in;
}

}  // namespace
PM_REGISTER_RULE("skirmish.mine", mine_input, mine, roll_mine)
}  // namespace pm::skirmish
