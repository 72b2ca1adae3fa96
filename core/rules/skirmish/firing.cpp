// Pointman — Vietnam Skirmish, Firing (see firing.h).
#include "rules/skirmish/firing.h"

#include <algorithm>

namespace pm::skirmish {

int counters_placed(const std::vector<int>& faces, const std::set<int>& suppress, bool cover, int counters_now) {
    int hits = 0;
    for (int f : faces) hits += suppress.count(f) ? 1 : 0;
    if (!cover) return hits;
    return counters_now >= 1 ? 0 : std::min(hits, 1);  // cover: never past one counter from fire
}

}  // namespace pm::skirmish
