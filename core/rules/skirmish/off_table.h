// Pointman — Vietnam Skirmish, Off Table Fire Support (digest VS-12, Algorithm VS-A8): where the
// shots land on the player's landing table ("skirmish.off-table", handed in parsed), the counters
// they put on the figures near, and the radio that calls them.
//
// Seeded rolls: skirmish.off-table one die (the table's own, d6 without one); skirmish.radio one die.
#pragma once

#include <optional>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/skirmish/effects.h"

namespace pm::skirmish {

// [SECTION] off-table fire (VS-A8)
struct OffTableInput {
    int shot = 1;                       // which shot of the mission (1: the first)
    bool hard_cover = false;            // the figure within 6" is behind hard cover
    std::optional<LandingTable> table;  // the player's "skirmish.off-table", when entered
};
Answer off_table(const OffTableInput& in);
void roll_off_table(const OffTableInput& in, Prng& dice, Answer& r);

// [SECTION] the radio: lost with its carrier on 4–6
struct RadioInput {};
Answer radio(const RadioInput& in);
void roll_radio(const RadioInput& in, Prng& dice, Answer& r);

}  // namespace pm::skirmish
