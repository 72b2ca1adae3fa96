// Pointman — the words and values the FNG firing rules share (see firing.h).
#include "rules/fng/firing.h"

#include "engine/dice/pass_dice.h"

namespace pm::fng {

const char* damage_table_rule(DamageTable t) {
    return t == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)";
}

void damage_table_modifier(Answer& a, DamageTable t, const std::string& value) {
    a.modifier(t == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0", value, damage_table_rule(t));
}

json knock_down_test_values(int target_rep) {
    const Dist kd = dice::pass_count(2, target_rep);
    return {{"pass2", kd.p(2).str()}, {"pass1", kd.p(1).str()}, {"pass0", kd.p(0).str()}};
}

}  // namespace pm::fng
