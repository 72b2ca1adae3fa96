#include "fng/damage.h"

#include <algorithm>

namespace pm::fng {

const char* severity_key(int code) {
    switch (code) {
        case kKD: return "KD";
        case kOOF: return "OOF";
        case kOD: return "OD";
        default: return "unhurt";
    }
}

int damage_for_face(int face, int impact, int target_rep, DamageTable t) {
    if (t == DamageTable::V1) {
        if (face <= impact) return kOD;
        if (face <= target_rep) return kKD;
        return kOOF;
    }
    if (face <= impact) return face == 1 ? kOD : kOOF;
    return kKD;
}

Dist damage_one_hit(int impact, int target_rep, DamageTable t) {
    return Dist::die().map([=](int f) { return damage_for_face(f, impact, target_rep, t); });
}

Dist worst_of_hits(int n, int impact, DamageTable t, const DamageOptions& o) {
    Dist one = damage_one_hit(impact, o.target_rep, t);
    if (o.larger_than_life && o.shooter_rep < o.target_rep) one = one.map([](int s) { return s == kOD ? kOOF : s; });
    // State = worst severity so far + 4 × (Hard as Nails already spent).
    Dist states = Dist::repeat(one, n, [&](int st, int hit) {
        int worst = st % 4, used = st / 4;
        if (hit == kOD && o.hard_as_nails && !used) {
            hit = kKD;
            used = 1;
        }
        return std::max(worst, hit) + 4 * used;
    });
    return states.map([](int st) { return st % 4; });
}

int impact_after_armour(int impact, bool blast, bool flak_jacket, bool chicken_plate) {
    int cut = (flak_jacket && blast ? 1 : 0) + (chicken_plate ? 1 : 0);
    if (impact <= 1 || cut == 0) return impact;
    return std::max(1, impact - cut);
}

}  // namespace pm::fng
