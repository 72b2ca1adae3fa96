// Pointman — FNG ranged fire: the hits one target takes from a firing (pp.18–19) (see rules/fng/fire.h).
#include "rules/fng/fire.h"

#include "engine/dice/rolls.h"
#include "rules/fng/to_hit.h"

namespace pm::fng {

Dist fire_hits(const FireSetup& f) {
    if (f.dice_before == 0 && f.kept == f.rolled && f.dice >= f.kept) {
        // every die rolled is a shot at this target: independent dice, a binomial count. A target
        // that gets only some of the dice gets the highest ones: no longer binomial.
        Rational q = hit_chance(f.rep_eff, f.shot, f.total_mod);
        return Dist::binomial(f.dice, q);
    }
    return Dist::from_sorted_faces(f.rolled, [&](const std::vector<int>& s) { return fire_hits_for_sorted(s, f); });
}

int fire_hits_for_sorted(const std::vector<int>& s, const FireSetup& f) {
    int hits = 0;
    for (int i = f.dice_before; i < f.dice_before + f.dice && i < f.kept && i < (int)s.size(); ++i)
        hits += die_hits(s[i], f.rep_eff, f.shot, f.total_mod);
    return hits;
}

int weapon_rolled_dice(const std::string& category, int targets) {
    return category == "shotgun" ? 4 : targets;
}

Rational tight_ammo_chance(int rolled) {
    return dice::chance_face_at_least(rolled, 1, 2);
}

}  // namespace pm::fng
