// Pointman — FNG firing questions (FNG pp.18-22: one firing at a target, a burst followed to its
// end, the Received Fire test, damage with no To Hit roll) share one shape, written here once:
// a plan worked out from the rule's typed input, saying each modifier it applies as it goes; the
// exact odds and the roll then both read that same plan (engine/planned.h), so the two never part
// ways. Also here: the few words and values these rules all write (dice in words, the damage table used,
// the FNG 2.0 Knock Down Test values).
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/dice/faces_text.h"
#include "engine/planned.h"
#include "engine/random/prng.h"
#include "engine/words.h"
#include "rules/fng/damage.h"

namespace pm::fng {

// "1 die", "3 dice" (faces as a player reads them: faces_text, engine/dice/faces_text.h).
inline std::string dice_words(int n) {
    return count_text(n, "die", "dice");
}

// The damage table used: "FNG p.19 (Ranged Combat Damage Table, v1)" or the FNG 2.0 one, and the
// modifier naming it with `value` (e.g. "Impact 3").
const char* damage_table_rule(DamageTable t);
void damage_table_modifier(Answer& a, DamageTable t, const std::string& value);

// FNG 2.0: the Knock Down Test's passes (2d6 against the target's Rep) as values.knock_down_test.
json knock_down_test_values(int target_rep);

}  // namespace pm::fng
