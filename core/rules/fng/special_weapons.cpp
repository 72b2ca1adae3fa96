#include "rules/fng/special_weapons.h"

#include <algorithm>
#include <stdexcept>

namespace pm::fng {

const std::vector<SpecialWeapon>& special_weapons() {
    static const std::vector<SpecialWeapon> k = {
        {"flamethrower", "Flamethrower", 12, "3\" wide path", 5, false, 0},
        {"molotov", "Molotov cocktail", 4, "3\" circle", 5, false, 3},
        {"satchel", "Satchel or demolition charge", 1, "1\" circle", 5, true, 1},
        {"vehicle-he", "Vehicle main gun, HE round", 0, "5\" circle", 4, true, 5},
    };
    return k;
}

const SpecialWeapon& special_weapon(const std::string& id) {
    for (const auto& w : special_weapons())
        if (w.id == id) return w;
    throw std::out_of_range("unknown weapon " + id);
}

int vehicle_he_impact(int apr) {
    return std::max(4, apr);
}

bool crossing_flames_hit(int two_dice_sum, int rep, const ShotSituation& s) {
    return two_dice_sum - rep >= to_hit_threshold(s);
}

bool ar0_scoring_hit(int face, int rep_eff, const ShotSituation& s) {
    return die_hits(face, rep_eff, s) && rep_eff + face >= 10;
}

bool ar0_disables(int damage_face, int impact) {
    return damage_face + impact >= 7;
}

}  // namespace pm::fng
