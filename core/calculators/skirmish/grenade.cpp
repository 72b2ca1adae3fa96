// Pointman — `skirmish.grenade`: its parameters and the player's grenade table read into the rule's
// input (rules/skirmish/grenades.h).
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "rules/skirmish/grenades.h"

namespace pm::skirmish {
namespace {

GrenadeInput grenade_input(const Params& p, const EvalContext& ctx) {
    const std::string cover = p.get_enum("cover");
    GrenadeInput in{p.get_int("grenade"),
                    p.get_int("figures"),
                    cover == "cover"           ? GrenadeCover::Cover
                    : cover == "lobbed-beyond" ? GrenadeCover::LobbedBeyond
                                               : GrenadeCover::None,
                    p.get_int("counters"),
                    p.get_enum("launch") == "hand",
                    std::nullopt};
    const json t = tables::player_table(ctx, "skirmish.grenades");
    if (!t.is_null()) in.grenades = suppress_table(t);
    return in;
}

}  // namespace
PM_REGISTER_RULE("skirmish.grenade", grenade_input, grenade, roll_grenade)
}  // namespace pm::skirmish
