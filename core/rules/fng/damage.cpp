#include "rules/fng/damage.h"

#include <algorithm>

namespace pm::fng {

const char* severity_label(int code) {
    switch (code) {
        case kKD: return "Knocked down";
        case kOOF: return "Out of the fight";
        case kOD: return "Obviously dead";
        default: return "Unhurt";
    }
}

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

int worst_damage(const std::vector<int>& faces, int impact, DamageTable t, const DamageOptions& o) {
    const bool ltl = o.larger_than_life && o.shooter_rep < o.target_rep;
    int worst = kUnhurt;
    bool used = false;
    for (int f : faces) {
        int s = damage_for_face(f, impact, o.target_rep, t);
        if (ltl && s == kOD) s = kOOF;  // Larger Than Life (p.5)
        if (s == kOD && o.hard_as_nails && !used) {
            s = kKD;  // the first OD becomes KD (p.8)
            used = true;
        }
        worst = std::max(worst, s);
    }
    return worst;
}

Dist worst_of_hits(int n, int impact, DamageTable t, const DamageOptions& o) {
    // The result depends only on the multiset of damage dice: enumerate sorted faces (exact counts).
    return Dist::from_sorted_faces(n, [&](const std::vector<int>& faces) { return worst_damage(faces, impact, t, o); });
}

int impact_after_armour(int impact, bool blast, bool flak_jacket, bool chicken_plate) {
    int cut = (flak_jacket && blast ? 1 : 0) + (chicken_plate ? 1 : 0);
    if (impact <= 1 || cut == 0) return impact;
    return std::max(1, impact - cut);
}

}  // namespace pm::fng
