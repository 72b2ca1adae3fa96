// Pointman — hand-offs: an action that opens another calculator, finished from the request.
//
// A rule writes a link to another calculator from its typed input ("#/fng.burst?rep=4&…",
// engine/answer.h `hand_off`), setting the values it works out itself (the Rep after the modifiers
// it folds in, the target the player is following) and naming in `covers` its own parameters those
// values already account for. The codec then finishes every link of every answer here, the same
// way for every calculator:
// - a parameter the two calculators share (the same name, type and label: the data files call it
//   the same thing) that the link leaves out is carried with the request's value, when the other
//   calculator accepts it and it is not what that calculator would assume anyway;
// - a parameter the player set (off its default) that the link neither sets, covers nor carries is
//   named in the action's "not_carried" (its names) and "note" (a sentence in the labels' words),
//   so the player knows what the next calculator does not know.
// The carried values are added after the rule's own. A link that is not to a calculator
// ("https://…") is left as it is.
#pragma once

#include "contract/calculator.h"
#include "engine/json.h"

namespace pm {

// Finishes every {"link": "#/…"} of `actions`, answered by `from` with `params` (complete, checked).
void finish_handoffs(const Calculator& from, const Params& params, json& actions);

// What a parameter shares with another calculator's parameter of the same name: the same type and
// label. (The tests follow every link with this.)
bool shared_param(const ParamSpec& a, const ParamSpec& b);

}  // namespace pm
