// fng.outgunned — who outguns whom, from the Outgunned Ratings (FNG pp.12-13, FNG-T04; QRS), with
// the figures the book exempts: Stars, Heroes and close assaults on vehicles are never outgunned, a
// Shirker always is on Received Fire (rules/fng/outgunned.h). No dice: the outcome is certain.
#include "rules/fng/outgunned.h"

#include "contract/calculator_data.h"

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

Result evaluate_outgunned(const Params& p, const EvalContext&) {
    Result r;
    const char* kT04 = "FNG pp.12-13 (Outgunned Ratings)";
    const int shooter = ogr_of(p.get_enum("shooter_weapon"));
    OutgunnedTarget t;
    t.ogr = ogr_of(p.get_enum("target_weapon"));
    t.star = p.get_bool("target_star");
    t.hero = p.get_bool("target_hero");
    t.close_assault = p.get_bool("target_close_assault");
    t.shirker = p.get_bool("target_shirker");
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
    back.star = p.get_bool("shooter_star");
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

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.outgunned", evaluate_outgunned)
}  // namespace pm::fng
