// Pointman — `tcs.chem`: chemical attacks (TCS Modern 5.3; the rule: rules/tcs/chem.h), with the
// player's Area Fire Table.

#include "rules/tcs/chem.h"

#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"

namespace pm::tcs {
namespace {

ChemInput chem_input(const Params& p, const EvalContext& ctx) {
    ChemInput in;
    in.target = p.get_enum("target");
    in.mopp = p.get_enum("mopp");
    in.mixed = p.get_bool("mixed");
    in.nbc_protected = p.get_bool("nbc_protected");
    in.rounds = p.get_int("rounds");
    in.table = tables::roll_table_reader(ctx, "tcs.area-fire");
    return in;
}

}  // namespace
PM_REGISTER_RULE("tcs.chem", chem_input, chem, roll_chem)
}  // namespace pm::tcs
