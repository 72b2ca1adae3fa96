#include "rules/fng/outgunned.h"

#include <stdexcept>

namespace pm::fng {
namespace {

const char* why_text(OutgunnedWhy w) {
    switch (w) {
        case OutgunnedWhy::HigherOgr: return "the shooter's weapon has the higher Outgunned Rating";
        case OutgunnedWhy::NotHigher: return "the shooter's weapon is not rated higher than his own";
        case OutgunnedWhy::Star: return "a Star is never outgunned";
        case OutgunnedWhy::Hero: return "a Hero is never outgunned";
        case OutgunnedWhy::CloseAssault: return "a figure close-assaulting a vehicle is never outgunned";
        case OutgunnedWhy::Shirker: return "a Shirker always counts as outgunned on Received Fire";
    }
    return "";
}

}  // namespace

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

Answer outgunned(const OutgunnedInput& in) {
    Answer r;
    const char* kT04 = "FNG pp.12-13 (Outgunned Ratings)";
    const int shooter = ogr_of(in.shooter_weapon);
    OutgunnedTarget t;
    t.ogr = ogr_of(in.target_weapon);
    t.star = in.target_star;
    t.hero = in.target_hero;
    t.close_assault = in.target_close_assault;
    t.shirker = in.target_shirker;
    const OutgunnedWhy why = outgunned_why(shooter, t);
    const bool out = is_outgunned(why);
    r.modifier("Shooter's weapon", "OGR " + std::to_string(shooter), kT04);
    r.modifier("Target's weapon", "OGR " + std::to_string(t.ogr), kT04);
    const char* cite = why == OutgunnedWhy::Hero           ? "FNG p.21"
                       : why == OutgunnedWhy::CloseAssault ? "FNG p.30"
                       : why == OutgunnedWhy::Shirker      ? "FNG p.9"
                                                           : kT04;
    r.modifier(why_text(why), out ? "outgunned" : "not outgunned", cite);
    r.outcome("outgunned", "Target is outgunned: Ducks Back on a pass 2 and may not fire back", Rational(out ? 1 : 0));
    r.outcome("not-outgunned", "Target is not outgunned", Rational(out ? 0 : 1));
    // Firing back the other way: the original shooter is outgunned when the target's weapon is
    // rated higher (a Star shooter never is).
    OutgunnedTarget back;
    back.ogr = shooter;
    back.star = in.shooter_star;
    const bool back_out = is_outgunned(outgunned_why(t.ogr, back));
    r.values["shooter_ogr"] = shooter;
    r.values["target_ogr"] = t.ogr;
    r.values["reason"] = why_text(why);
    r.values["shooter_outgunned_by_return_fire"] = back_out;
    r.summary = std::string(out ? "Outgunned: " : "Not outgunned: ") + why_text(why) + ".";
    if (back_out) r.summary += " If the target fires back, the shooter is outgunned in turn.";
    r.actions.push_back({{"label", "What the target does on its Received Fire test"},
                         {"link", std::string("#/fng.under-fire?outgunned=") + (out ? "true" : "false")}});
    return r;
}

}  // namespace pm::fng
