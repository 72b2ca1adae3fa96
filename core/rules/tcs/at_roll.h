// Pointman — TCS Modern 8.0 Modern Armor: an AT roll against modern armour (the Modern Armor AT Roll
// Modifier Chart, data/tcs/modern_armour.json).
//
// The AT Roll Table itself is the series' own and is not in the book: the player types in the
// column the attack uses once ("tcs.at-roll", kind roll), and then every result's chance and a
// seeded roll appear (reading E-303: two dice, like the series tables of series_tables.h; seeded
// roll Prng::sum(2), generator 1). Without it the rule gives the modifier to add.
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/tcs/advanced_armour.h"
#include "rules/tcs/series_tables.h"

namespace pm::tcs {

struct AtRollInput {
    std::string vehicle;  // a row id of the chart ("at_roll_chart")
    Armour armour = Armour::None;
    int drm = 0;        // other AT Roll modifiers of the series rules
    TableReader table;  // the player's "tcs.at-roll"
};
Answer at_roll(const AtRollInput& in);
// Two dice on the player's AT Roll Table, with the modifier the answer added up.
void roll_at_roll(const AtRollInput& in, Prng& dice, Answer& r);

}  // namespace pm::tcs
