// Pointman — what fng.fast-move and fng.group-charge share: a group of figures, each with its Rep
// (0 = no such figure), and the Leader's Rep for the Leader Die (0 = none). Both data files list
// the parameters leader_rep, rep1, rep2, …; here are the same checks and the same messages.
#pragma once

#include <string>
#include <vector>

#include "contract/calculator.h"
#include "contract/param.h"

namespace pm::fng {

// The Reps of the figures present, in order (rep1, rep2, … as many as the data file lists);
// refuses a Rep of 1 and an empty group.
inline std::vector<int> group_reps(const Params& p) {
    std::vector<int> reps;
    for (int i = 1; p.has("rep" + std::to_string(i)); ++i) {
        const int v = p.get_int("rep" + std::to_string(i));
        if (v == 1)
            throw CalcError(ErrorCode::OutOfRange, "rep" + std::to_string(i), "a figure's Rep is 2 to 6 (0 = absent)");
        if (v > 0) reps.push_back(v);
    }
    if (reps.empty()) throw CalcError(ErrorCode::NotPossible, "rep1", "the group needs at least one figure");
    return reps;
}

// The Leader's Rep for the Leader Die: 0 (none) or 2 to 6.
inline int group_leader_rep(const Params& p) {
    const int leader = p.get_int("leader_rep");
    if (leader == 1) throw CalcError(ErrorCode::OutOfRange, "leader_rep", "leader_rep is 0 or 2 to 6");
    return leader;
}

}  // namespace pm::fng
