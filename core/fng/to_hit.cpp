#include "fng/to_hit.h"

#include <algorithm>

#include "dice/rolls.h"

namespace pm::fng {

int to_hit_threshold(const ShotSituation& s) {
    if (s.target == TargetSituation::Cover || s.target_order >= 3) return 10;
    bool fast = s.target_fast_moving || (s.shooter_fast_moving && !s.agile);
    if (s.target == TargetSituation::Prone || s.target == TargetSituation::Concealed || fast || s.target_order == 2)
        return 9;
    return 8;
}

Rational hit_chance(int rep_eff, const ShotSituation& s, int total_mod, int best_of) {
    return dice::chance_total_at_least(rep_eff, to_hit_threshold(s), total_mod, best_of);
}

bool die_hits(int face, int rep_eff, const ShotSituation& s, int total_mod) {
    return rep_eff + total_mod + face >= to_hit_threshold(s);
}

}  // namespace pm::fng
