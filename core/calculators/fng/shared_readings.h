// Pointman — FNG readings shared by several calculators: where the book can be read two
// ways and more than one calculator meets the question, the choice is one parameter, declared here
// once, so every calculator offers the same name, values and default.
#pragma once

#include <string>

#include "contract/param.h"
#include "engine/dice/pass_dice.h"

namespace pm::fng {

// Marksman (+1 Rep "with any small arms", FNG p.8) and machine guns: the weapon lists print
// machine guns apart from small arms and Pigman gives the LMG its own +1, so by default the
// Marksman bonus stays off LMGs, BARs, MMGs and HMGs.
inline ParamSpec marksman_weapons_param() {
    return ParamSpec::Enum(
        "marksman_weapons", "Marksman and machine guns",
        {{"small-arms", "Small arms only"}, {"with-mg", "Small arms and machine guns"}}, "small-arms",
        "Our reading (default): Marksman's +1 is for small arms, which the weapon lists keep apart from "
        "machine guns. Choose the other value to give it with machine guns too (Pointman reading 27).");
}
inline bool marksman_applies_to_mg(const Params& p) {
    return p.get_enum("marksman_weapons") == "with-mg";
}

// A Forward Observer calling artillery for a unit whose leader is Rep 3 or less (FNG p.50 (1)):
// the request table gives +1 for a Rep 5+ leader or an observer and -1 for a leader of Rep 3 or
// less. By default both count (net 0); "fo-only" lets the observer's +1 stand alone.
inline ParamSpec fo_with_green_leader_param() {
    return ParamSpec::Enum(
        "fo_with_green_leader", "Forward Observer under a Rep 3 leader",
        {{"both", "Both count: +1 and -1"}, {"fo-only", "The observer's +1 only"}}, "both",
        "Artillery request made by a Forward Observer for a unit whose leader is Rep 3 or less. Our "
        "reading (default): the observer's +1 and the leader's -1 both count, so they cancel (Pointman reading 26).");
}
inline bool fo_only(const Params& p) {
    return p.get_enum("fo_with_green_leader") == "fo-only";
}

// The Leader Die (FNG p.14): the book words it two ways, and its own example follows the first,
// that a passed Leader Die cancels one failed die. Every test that takes a Leader Die (reactions,
// a group's Fast Move, a group's Wanting to Charge) offers the same choice.
inline ParamSpec leader_die_rule_param() {
    return ParamSpec::Enum("leader_die_rule", "Leader Die reading",
                           {{"cancel-one-failure", "Cancels one failed die (book example)"},
                            {"at-least-one", "Assures at least 1 pass (first wording)"}},
                           "cancel-one-failure",
                           "The book words the Leader Die two ways; its own example follows the first choice.");
}
inline dice::LeaderDieRule leader_die_rule(const Params& p) {
    return p.get_enum("leader_die_rule") == "at-least-one" ? dice::LeaderDieRule::AtLeastOne
                                                           : dice::LeaderDieRule::CancelOneFailure;
}

}  // namespace pm::fng
