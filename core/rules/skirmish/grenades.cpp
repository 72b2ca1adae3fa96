// Pointman — Vietnam Skirmish, a grenade's burst (see grenades.h).
#include "rules/skirmish/grenades.h"

namespace pm::skirmish {

int grenade_counter(int face, const std::set<int>& suppress, bool cover_holds, int counters_now) {
    if (!suppress.count(face)) return 0;
    return cover_holds && counters_now >= 1 ? 0 : 1;
}

int grenade_figures_hit(const std::vector<int>& faces, const std::set<int>& suppress, bool cover_holds,
                        int counters_now) {
    int n = 0;
    for (int f : faces) n += grenade_counter(f, suppress, cover_holds, counters_now);
    return n;
}

}  // namespace pm::skirmish
