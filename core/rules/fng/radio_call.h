// Pointman — FNG radio call, the chain from picking up the handset to the turn the support arrives (digest
// fng.md §2.10, FNG-A7; FNG-T25, T53-T56), turn by turn.
//
// Each turn the call is made: atmospherics (this turn's setting on the first turn, rolled on every
// later one), contact (1d6 <= Rep'; a tunnel die too), the weather over aircraft, then the request
// table, and a granted row's delay. A failed contact, "Wait" / "none available", or aircraft
// grounded this turn lets the call be made again next turn; "Denied" ends it for the game; weather
// in which no such aircraft ever flies ends it too. Every step is the rule function the step
// calculators (fng.radio, the request tables) call: rules/fng/radio.h and rolled_tables.h. The
// calculator fng.radio-call reads its parameters into RadioCallInput.
// Outcomes at the horizon of `turns` turns of calling: "this-turn", "within" (turns 2..N),
// "after" (granted, arriving after turn N), "no-answer" (still calling), "denied", "grounded".
// Seeded roll (generator 1), turn after turn until the chain ends or the turns run out: the
// atmospherics die (unless known, first turn), the contact die, (tunnel) the tunnel die, (weather
// that can ground it) the weather die, the request die, (a span of turns) the delay die, (overcast
// air support) the overcast die and, on 1-3, its turns die.
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/fng/radio.h"

namespace pm::fng {

// The call of fng.radio (radio.h) made turn after turn: the same situation, the horizon in turns
// and whether a FAC is overhead.
struct RadioCallInput : RadioInput {
    RadioCallInput() { request = "artillery"; }  // "artillery", "air-strike", "gunship", "medevac"
    int turns = 1;                               // the horizon: turns of calling
    bool fac_overhead = false;
};

Answer radio_call(const RadioCallInput& in);
void roll_radio_call(const RadioCallInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
