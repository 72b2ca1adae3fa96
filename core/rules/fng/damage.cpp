#include "rules/fng/damage.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <tuple>

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
    // The enumeration is the fire question's largest cost and its inputs are few small numbers, so
    // each answer is kept (a fixed function of them: the same Dist every time).
    using Key = std::tuple<int, int, int, bool, bool, int, int>;
    static_assert(sizeof(DamageOptions) == 2 * sizeof(int) + 4,
                  "a new DamageOptions field must join the key below (or this cache must go)");
    static std::map<Key, Dist> memo;
    static std::mutex m;
    const Key key{n, impact, static_cast<int>(t), o.hard_as_nails, o.larger_than_life, o.shooter_rep, o.target_rep};
    {
        std::lock_guard<std::mutex> lock(m);
        auto it = memo.find(key);
        if (it != memo.end()) return it->second;
    }
    Dist d =
        Dist::from_sorted_faces(n, [&](const std::vector<int>& faces) { return worst_damage(faces, impact, t, o); });
    std::lock_guard<std::mutex> lock(m);
    if (memo.size() < 4096) memo.emplace(key, d);
    return d;
}

int impact_after_armour(int impact, bool blast, bool flak_jacket, bool chicken_plate) {
    int cut = (flak_jacket && blast ? 1 : 0) + (chicken_plate ? 1 : 0);
    if (impact <= 1 || cut == 0) return impact;
    return std::max(1, impact - cut);
}

}  // namespace pm::fng
