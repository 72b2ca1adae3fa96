// Pointman — `tcs.at-roll`: an AT roll against modern armour (TCS Modern 8.0; the rule:
// rules/tcs/at_roll.h), with the player's AT Roll Table.

#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "rules/tcs/at_roll.h"

namespace pm::tcs {
namespace {

AtRollInput at_roll_input(const Params& p, const EvalContext& ctx) {
    return {p.get_enum("vehicle"), armour_of(p.get_enum("armour")), p.get_int("drm"),
            tables::roll_table_reader(ctx, "tcs.at-roll")};
}

}  // namespace
PM_REGISTER_RULE("tcs.at-roll", at_roll_input, at_roll, roll_at_roll)
}  // namespace pm::tcs
