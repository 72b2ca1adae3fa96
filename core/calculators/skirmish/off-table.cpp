// Pointman — `skirmish.off-table`: its parameters and the player's landing table read into the
// rule's input (rules/skirmish/off_table.h).
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "rules/skirmish/off_table.h"

namespace pm::skirmish {
namespace {

OffTableInput off_table_input(const Params& p, const EvalContext& ctx) {
    OffTableInput in{p.get_int("shot"), p.get_bool("hard_cover"), std::nullopt};
    const json t = tables::player_table(ctx, "skirmish.off-table");
    if (!t.is_null()) in.table = landing_table(t);
    return in;
}

}  // namespace
PM_REGISTER_RULE("skirmish.off-table", off_table_input, off_table, roll_off_table)
}  // namespace pm::skirmish
