// Pointman — `fng.helicopter-hit`: its parameters read into the rule's input (rules/fng/helicopters.h).

#include "contract/calculator_data.h"
#include "rules/fng/helicopters.h"

namespace pm::fng {
namespace {

HelicopterHitInput helicopter_hit_input(const Params& p, const EvalContext&) {
    HelicopterHitInput in;
    in.pilot_rep = p.get_int("pilot_rep");
    in.aboard = p.get_int("aboard");
    in.aboard_rep = p.get_int("aboard_rep");
    in.weapon_impact = p.get_int("weapon_impact");
    in.damage_table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    in.chicken_plate = p.get_bool("chicken_plate");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.helicopter-hit", helicopter_hit_input, helicopter_hit_answer, roll_helicopter_hit)
}  // namespace pm::fng
