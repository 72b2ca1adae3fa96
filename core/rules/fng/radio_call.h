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

namespace pm::fng {

struct RadioCallInput {
    std::string request = "artillery";  // "artillery", "air-strike", "gunship", "medevac"
    int turns = 1;                      // the horizon: turns of calling
    int rep = 4;                        // the radio user's Rep
    int caller_rep = 4;                 // the requesting leader's Rep (the request modifiers)
    std::string atmospherics = "roll";  // this turn's: "roll", "normal", "good", "poor"
    std::string weather = "none";       // the game's weather: "none", "rain", "storm", "overcast"
    bool rto_wizard = false;
    bool tunnel = false;
    bool forward_observer = false;
    bool fo_only = false;              // a Forward Observer's +1 replaces the Rep 3 leader's -1
    std::string fo_with_green_leader;  // that reading as the player chose it (shown in the note)
    bool helicopter_down = false;
    bool fac_overhead = false;
};

Answer radio_call(const RadioCallInput& in);
void roll_radio_call(const RadioCallInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
