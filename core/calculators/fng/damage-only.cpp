// fng.damage-only — damage a figure takes with no To Hit roll: the request read into the rule's
// input (rules/fng/damage.h, where the model, the odds and the roll are).
#include "contract/calculator_data.h"
#include "rules/fng/damage.h"

namespace pm::fng {
namespace {

DamageOnlyInput damage_only_input(const Params& p, const EvalContext&) {
    DamageOnlyInput in;
    in.source = p.get_enum("source");
    in.target_rep = p.get_int("target_rep");
    in.damage_table = p.get_enum("damage_table");
    in.hits = p.get_int("hits");
    in.impact = p.get_int("impact");
    in.vehicle_ar = p.get_int("vehicle_ar");
    in.flak_jacket = p.get_bool("flak_jacket");
    in.chicken_plate = p.get_bool("chicken_plate");
    in.hard_as_nails = p.get_bool("hard_as_nails");
    in.larger_than_life = p.get_bool("larger_than_life");
    in.shooter_rep = p.get_int("shooter_rep");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.damage-only", damage_only_input, damage_only, roll_damage_only)
}  // namespace pm::fng
