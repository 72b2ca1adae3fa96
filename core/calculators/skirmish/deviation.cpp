// Pointman — `skirmish.deviation`: its parameter and the player's deviation table read into the
// rule's input (rules/skirmish/deviation.h).
#include "rules/skirmish/deviation.h"

#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"

namespace pm::skirmish {
namespace {

DeviationInput deviation_input(const Params& p, const EvalContext& ctx) {
    DeviationInput in;
    const std::string launch = p.get_enum("launch");
    in.launch = launch == "m79"             ? Launch::M79
                : launch == "mortar-seen"   ? Launch::MortarSeen
                : launch == "mortar-unseen" ? Launch::MortarUnseen
                                            : Launch::Hand;
    const json t = tables::player_table(ctx, "skirmish.deviation");
    if (!t.is_null()) in.table = landing_table(t);
    return in;
}

}  // namespace
PM_REGISTER_RULE("skirmish.deviation", deviation_input, deviation, roll_deviation)
}  // namespace pm::skirmish
