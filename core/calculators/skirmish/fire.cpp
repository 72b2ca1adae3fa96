// Pointman — `skirmish.fire`: its parameters and the player's weapon table read into the rule's
// input (rules/skirmish/firing.h).
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "rules/skirmish/firing.h"

namespace pm::skirmish {
namespace {

FireInput fire_input(const Params& p, const EvalContext& ctx) {
    FireInput in{p.get_int("weapon"), p.get_int("suppress_from"), p.get_int("dice"),
                 p.get_bool("cover"), p.get_int("counters"),      std::nullopt};
    if (in.weapon > 0) {  // the table is read only for a weapon picked from it
        const json t = tables::player_table(ctx, "skirmish.weapons");
        if (!t.is_null()) in.weapons = suppress_table(t);
    }
    return in;
}

}  // namespace
PM_REGISTER_RULE("skirmish.fire", fire_input, fire, roll_fire)
}  // namespace pm::skirmish
