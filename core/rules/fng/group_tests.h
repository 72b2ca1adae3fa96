// Pointman — FNG tests a whole group takes from one shared roll (FNG p.16 Fast Move Test, FNG p.21
// Wanting to Charge): a group of figures, each with its Rep, and the Leader's Rep for the Leader Die
// (FNG p.14). fng.fast-move and fng.group-charge both list the figures as rep1, rep2, … (0 = no such
// figure) and leader_rep (0 = none); here are the same checks and the same messages.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"

namespace pm::fng {

// The Reps of the figures present, in order, from the Reps as listed (rep1, rep2, …; 0 = absent);
// refuses a Rep of 1 and an empty group.
inline std::vector<int> group_reps(const std::vector<int>& listed) {
    std::vector<int> reps;
    for (size_t i = 0; i < listed.size(); ++i) {
        const int v = listed[i];
        if (v == 1)
            throw RuleError(ErrorCode::OutOfRange, "rep" + std::to_string(i + 1),
                            "a figure's Rep is 2 to 6 (0 = absent)");
        if (v > 0) reps.push_back(v);
    }
    if (reps.empty()) throw RuleError(ErrorCode::NotPossible, "rep1", "the group needs at least one figure");
    return reps;
}

// The Leader's Rep for the Leader Die: 0 (none) or 2 to 6.
inline int group_leader_rep(int leader_rep) {
    if (leader_rep == 1) throw RuleError(ErrorCode::OutOfRange, "leader_rep", "leader_rep is 0 or 2 to 6");
    return leader_rep;
}

}  // namespace pm::fng
