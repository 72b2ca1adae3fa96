// Pointman — `tcs.artillery-point`: Copperhead, DPICM and ICM against a vehicle (TCS Modern 2.1,
// 2.3; the rule: rules/tcs/artillery_point.h), with the player's point-target table.

#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "rules/tcs/artillery_point.h"

namespace pm::tcs {
namespace {

ArtilleryPointInput artillery_point_input(const Params& p, const EvalContext& ctx) {
    ArtilleryPointInput in;
    in.round = p.get_enum("round");
    in.system = p.get_enum("system");
    in.position = p.get_enum("position");
    in.target = p.get_enum("target");
    in.armour = armour_of(p.get_enum("armour"));
    in.defence = p.get_int("defense");
    in.observed = p.get_bool("observed");
    in.hexes_from_recorded = p.get_int("hexes_from_recorded");
    in.copperhead_heat = p.get_enum("copperhead_reactive") == "heat";
    in.armour_tests_base = p.get_enum("armour_tests") == "base";
    in.half_up = p.get_enum("half_rounding") == "up";
    in.table = tables::roll_table_reader(ctx, "tcs.point-artillery");
    return in;
}

}  // namespace
PM_REGISTER_RULE("tcs.artillery-point", artillery_point_input, artillery_point, roll_artillery_point)
}  // namespace pm::tcs
