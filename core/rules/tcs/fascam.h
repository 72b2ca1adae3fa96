// Pointman — TCS Modern 2.2 FASCAM (2.2a pattern, 2.2b self-destruct, 2.2d foot-mobile crossing,
// optional; data/tcs/artillery.json). No seeded roll: the minefield attack itself is the series'.
#pragma once

#include "engine/answer.h"

namespace pm::tcs {

struct FascamInput {
    int hex_mp = 1;  // the hex's movement cost for the crossing unit
    bool foot_mobile = false;
    bool daylight = true;
    bool daylight_only = false;  // the optional crossing only by day
};
Answer fascam(const FascamInput& in);

}  // namespace pm::tcs
