// Pointman — fng.fast-move's and fng.group-charge's group as their parameters list it (rep1, rep2,
// … and leader_rep), read into the checks of rules/fng/group_tests.h.
#pragma once

#include <string>
#include <vector>

#include "contract/param.h"
#include "rules/fng/group_tests.h"

namespace pm::fng {

// The Reps as listed, rep1, rep2, … (as many as the data file lists; 0 = no such figure).
inline std::vector<int> group_listed_reps(const Params& p) {
    std::vector<int> listed;
    for (int i = 1; p.has("rep" + std::to_string(i)); ++i) listed.push_back(p.get_int("rep" + std::to_string(i)));
    return listed;
}
inline std::vector<int> group_reps(const Params& p) {
    return group_reps(group_listed_reps(p));
}
inline int group_leader_rep(const Params& p) {
    return group_leader_rep(p.get_int("leader_rep"));
}

}  // namespace pm::fng
