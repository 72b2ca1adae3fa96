// Search & Destroy [33.0] river patrol boats (digest SD-A10, SD-A11, Table SD-T6): whether the boat
// may fire and with what strength, and when the results scored against it destroy it.
#pragma once

#include "engine/answer.h"

namespace pm::sd {

struct PatrolBoatInput {
    int mp_spent = 0;                        // MP spent this turn
    int targets = 1;                         // target hexes (1 or 2)
    int vp_against = 0, new_vp = 0;          // NLF VP scored against it before, and now (Points CRT)
    int casualties = 0, new_casualties = 0;  // casualties before, and now (Casualty CRT)
    int immobilized = 0;                     // Immobilized results before
    bool new_immobilized = false;            // and one now
};

Answer patrol_boat(const PatrolBoatInput& in);

}  // namespace pm::sd
