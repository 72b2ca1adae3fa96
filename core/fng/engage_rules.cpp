#include "fng/engage_rules.h"

#include <algorithm>
#include <stdexcept>

#include "data_access/data_files.h"

namespace pm::fng {

ShotClass shot_class(const ShotSituation& s) {
    std::string id = "A";
    if (s.target == "cover" || s.target_order >= 3)
        id = "C";
    else if (s.target == "prone" || s.target == "concealed" || s.fast_moving || s.target_order == 2)
        id = "B";
    for (const auto& c : data_json("fng/los-weapons.json")["to_hit"]["classes"])
        if (c["id"] == id) return {id, c["need"].get<int>(), c["label"].get<std::string>()};
    throw std::logic_error("fng/los-weapons.json: no To Hit class " + id);
}

Rational hit_chance(int rep, int need, bool crack_shot) {
    int faces = std::clamp(7 - (need - rep), 0, 6);  // faces f in 1..6 with rep + f >= need
    Rational q(faces, 6);
    if (crack_shot) q = Rational(1) - (Rational(1) - q) * (Rational(1) - q);
    return q;
}

}  // namespace pm::fng
