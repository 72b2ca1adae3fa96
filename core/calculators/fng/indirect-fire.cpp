// Pointman — `fng.indirect-fire`: its parameters read into the rule's input (rules/fng/support_fire.h).

#include "contract/calculator_data.h"
#include "rules/fng/support_fire.h"

namespace pm::fng {
namespace {

IndirectFireInput indirect_fire_input(const Params& p, const EvalContext&) {
    IndirectFireInput in;
    in.weapon = p.get_enum("weapon");
    in.rep = p.get_int("rep");
    in.impact = p.get_int("impact");
    in.pilot_rep = p.get_int("pilot_rep");
    in.bomb_impact_from_list = p.get_enum("bomb_impact") == "list";
    in.target = p.get_enum("target");
    in.fast_moving = p.get_bool("fast_moving");
    in.flak_jacket = p.get_bool("flak_jacket");
    in.target_rep = p.get_int("target_rep");
    in.hard_as_nails = p.get_bool("hard_as_nails");
    in.larger_than_life = p.get_bool("larger_than_life");
    in.damage_table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.indirect-fire", indirect_fire_input, indirect_fire, roll_indirect_fire)
}  // namespace pm::fng
