// Pointman — Vietnam Skirmish, Firing Grenades and Mortars: where a thrown grenade, a launcher round
// or a mortar round lands (digest VS-A4, VS-14), on the player's deviation table ("skirmish.deviation",
// handed in parsed) where the rules send it there.
//
// Seeded roll: the deviation die (the table's own die, d6 without one), then, for a thrown grenade or
// a seen mortar off target, the distance die; nothing for an unseen mortar before the table is entered.
#pragma once

#include <optional>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/skirmish/effects.h"

namespace pm::skirmish {

enum class Launch { Hand, M79, MortarSeen, MortarUnseen };

struct DeviationInput {
    Launch launch = Launch::Hand;
    std::optional<LandingTable> table;  // the player's "skirmish.deviation", when entered
};

Answer deviation(const DeviationInput& in);
void roll_deviation(const DeviationInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
