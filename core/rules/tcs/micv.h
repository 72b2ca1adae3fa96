// Pointman — TCS Modern 7.0 MICVs: mechanised infantry vehicles and the squads they carry (7.1–7.3):
// what happens to the passengers when the MICV is hit or lost (7.3), what a lost squad does to
// company morale (7.2b), and what mounted squads may fire (7.2d). Deterministic: no seeded roll.
#pragma once

#include <string>

#include "engine/answer.h"

namespace pm::tcs {

struct MicvInput {
    std::string event = "none";         // none | hit | fire | chem | mine | slow-go
    std::string passengers = "inside";  // inside | atop (riding on top, towed items)
    std::string squad_loss = "none";    // none | not-last | last-area-fire | last-other
    std::string mounted_fire = "none";  // none | small-arms | atgm
    std::string carrier = "m113";       // m113 | other
};
Answer micv(const MicvInput& in);

}  // namespace pm::tcs
