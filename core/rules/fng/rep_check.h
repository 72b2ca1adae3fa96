// Pointman — FNG monthly Rep check of a tour of duty (FNG pp.5-6, table FNG-T82; digest fng.md
// §6.1, FNG-A13).
//
// While the Rep can still rise (before month 10, Marines 11): 2d6 − kills so far ≤ months served →
// Rep +1 (Grunts stop at 5, Stars at 6). From that month on: 2d6 + kills ≤ months served → Rep −1
// (not below 3). Doubles neither raise nor lower it: they freeze the Rep for the rest of the tour
// (outcome "frozen", values.p_doubles). The roll: the two dice, read by the same rep_check_code.
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

struct RepCheckInput {
    int month = 1;         // months served
    int kills = 0;         // kills so far
    int rep = 4;           // the figure's Rep now
    bool marines = false;  // a Marine's 13-month tour
    bool star = false;     // a Star rises to 6, a Grunt to 5
};

Answer rep_check(const RepCheckInput& in);
void roll_rep_check(const RepCheckInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
