// Pointman — FNG To Hit (FNG pp. 18–19, FNG-T03, FNG-A4); see to_hit.h.
#include "rules/fng/to_hit.h"

#include <array>
#include <stdexcept>

#include "engine/data/data_files.h"

namespace pm::fng {

TargetSituation target_situation(const std::string& id) {
    if (id == "prone") return TargetSituation::Prone;
    if (id == "concealed") return TargetSituation::Concealed;
    if (id == "cover") return TargetSituation::Cover;
    return TargetSituation::Open;
}

// The three classes, read once from the data (the roll and the odds call this per face).
static const std::array<ToHitClass, 3>& Classes() {
    static const std::array<ToHitClass, 3> classes = [] {
        std::array<ToHitClass, 3> out;
        const char* ids[] = {"A", "B", "C"};
        for (int i = 0; i < 3; ++i) {
            bool found = false;
            for (const auto& c : data_json("fng/los-weapons.json").at("to_hit").at("classes"))
                if (c.at("id") == ids[i]) {
                    out[i] = {ids[i], c.at("need").get<int>(), c.at("label").get<std::string>()};
                    found = true;
                }
            if (!found) throw std::logic_error(std::string("fng/los-weapons.json: no To Hit class ") + ids[i]);
        }
        return out;
    }();
    return classes;
}

const ToHitClass& to_hit_class(const ShotSituation& s) {
    if (s.target == TargetSituation::Cover || s.target_order >= 3) return Classes()[2];
    const bool fast = s.target_fast_moving || (s.shooter_fast_moving && !s.agile);
    if (s.target == TargetSituation::Prone || s.target == TargetSituation::Concealed || fast || s.target_order == 2)
        return Classes()[1];
    return Classes()[0];
}

int to_hit_threshold(const ShotSituation& s) {
    return to_hit_class(s).need;
}

bool die_hits(int face, int rep_eff, const ShotSituation& s, int total_mod) {
    return rep_eff + total_mod + face >= to_hit_threshold(s);
}

Rational hit_chance(int rep_eff, const ShotSituation& s, int total_mod, int best_of) {
    int faces = 0;
    for (int f = 1; f <= 6; ++f) faces += die_hits(f, rep_eff, s, total_mod);
    const Rational miss = Rational(1) - Rational(faces, 6);
    Rational all_miss(1);
    for (int i = 0; i < best_of; ++i) all_miss = all_miss * miss;
    return Rational(1) - all_miss;
}

}  // namespace pm::fng
