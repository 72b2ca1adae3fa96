#include "rules/fng/outgunned.h"

#include <stdexcept>

namespace pm::fng {

const std::vector<OgrClass>& ogr_classes() {
    static const std::vector<OgrClass> k = {
        {"flamethrower", "Flamethrower", 5},
        {"grenade", "Grenade", 5},
        {"satchel", "Satchel charge", 5},
        {"anti-tank", "Any anti-tank weapon", 5},
        {"hmg", "HMG", 4},
        {"mmg", "MMG", 4},
        {"lmg", "LMG", 4},
        {"sfr", "Select-fire rifle", 3},
        {"mp", "MP", 3},
        {"smg", "SMG", 3},
        {"semi-auto", "Semi-automatic rifle or carbine", 2},
        {"other", "Any other weapon (pistol, bolt-action rifle, shotgun ...)", 1},
    };
    return k;
}

int ogr_of(const std::string& id) {
    for (const auto& c : ogr_classes())
        if (c.id == id) return c.ogr;
    throw std::out_of_range("unknown weapon class " + id);
}

OutgunnedWhy outgunned_why(int shooter_ogr, const OutgunnedTarget& t) {
    // Those who can never be outgunned come first: a Star or Hero who is also a Shirker is still
    // never outgunned (the never-rule is absolute in the book).
    if (t.star) return OutgunnedWhy::Star;
    if (t.hero) return OutgunnedWhy::Hero;
    if (t.close_assault) return OutgunnedWhy::CloseAssault;
    if (t.shirker) return OutgunnedWhy::Shirker;
    return shooter_ogr > t.ogr ? OutgunnedWhy::HigherOgr : OutgunnedWhy::NotHigher;
}

bool is_outgunned(OutgunnedWhy why) {
    return why == OutgunnedWhy::HigherOgr || why == OutgunnedWhy::Shirker;
}

}  // namespace pm::fng
