// Pointman — `fng.special-weapons`: its parameters read into the rule's input (rules/fng/special_weapons.h).

#include "contract/calculator_data.h"
#include "rules/fng/special_weapons.h"

namespace pm::fng {
namespace {

SpecialWeaponsInput special_weapons_input(const Params& p, const EvalContext&) {
    SpecialWeaponsInput in;
    in.weapon = p.get_enum("weapon");
    in.rep = p.get_int("rep");
    in.target = p.get_enum("target");
    in.fast_moving = p.get_bool("fast_moving");
    in.victim_rep = p.get_int("victim_rep");
    in.damage_table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    in.apr = p.get_int("apr");
    in.flak_jacket = p.get_bool("flak_jacket");
    in.tunnel = p.get_bool("tunnel");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.special-weapons", special_weapons_input, special_weapons_shot, roll_special_weapons_shot)
}  // namespace pm::fng
