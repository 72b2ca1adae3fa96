// Pointman — FNG readings shared by several calculators: where the book can be read two
// ways and more than one calculator meets the question, the choice is one parameter with the same
// name, values and default in each calculator's data file (cmake/check_calculators.mjs holds them
// equal), read here once.
#pragma once

#include <string>

#include "contract/param.h"  // Params
#include "engine/dice/pass_dice.h"
#include "rules/fng/radio.h"

namespace pm::fng {

// Marksman (+1 Rep "with any small arms", FNG p.8) and machine guns: the weapon lists print
// machine guns apart from small arms and Pigman gives the LMG its own +1, so by default the
// Marksman bonus stays off LMGs, BARs, MMGs and HMGs.
inline bool marksman_applies_to_mg(const Params& p) {
    return p.get_enum("marksman_weapons") == "with-mg";
}

// A Forward Observer calling artillery for a unit whose leader is Rep 3 or less (FNG p.50 (1)):
// the request table gives +1 for a Rep 5+ leader or an observer and -1 for a leader of Rep 3 or
// less. By default both count (net 0); "fo-only" lets the observer's +1 stand alone.
inline bool fo_only(const Params& p) {
    return p.get_enum("fo_with_green_leader") == "fo-only";
}

// The Leader Die (FNG p.14): the book words it two ways, and its own example follows the first,
// that a passed Leader Die cancels one failed die. Every test that takes a Leader Die (reactions,
// a group's Fast Move, a group's Wanting to Charge) offers the same choice.
inline dice::LeaderDieRule leader_die_rule(const Params& p) {
    return p.get_enum("leader_die_rule") == "at-least-one" ? dice::LeaderDieRule::AtLeastOne
                                                           : dice::LeaderDieRule::CancelOneFailure;
}

// The situation of a radio call (fng.radio, and each turn of fng.radio-call), as both calculators
// name its parameters.
inline RadioInput radio_situation(const Params& p) {
    RadioInput in;
    in.request = p.get_enum("request");
    in.rep = p.get_int("rep");
    in.caller_rep = p.get_int("caller_rep");
    in.atmospherics = p.get_enum("atmospherics");
    in.weather = p.get_enum("weather");
    in.rto_wizard = p.get_bool("rto_wizard");
    in.tunnel = p.get_bool("tunnel");
    in.forward_observer = p.get_bool("forward_observer");
    in.fo_only = fo_only(p);
    in.fo_with_green_leader = p.get_enum("fo_with_green_leader");
    in.helicopter_down = p.get_bool("helicopter_down");
    return in;
}

}  // namespace pm::fng
