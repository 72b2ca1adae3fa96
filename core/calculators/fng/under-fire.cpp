// fng.under-fire — what a figure does after its Received Fire test, with what it was doing, whether
// it is outgunned and the attributes that change the result (FNG p.22; QRS p.76, FNG-T17; Coward,
// Tough, Nerves of Steel, Shirker, Born Leader pp.7-9; Hero p.21; Star pp.5, 76).
//
// Passes: `dice` dice against Rep + rep_mod, capped at 2 (FNG-A1); a Hero passes 2 without rolling.
// A figure within 4" of a Born Leader reacts as he does: the Born Leader's result, three dice
// (two plus his own) against his Rep. The passes are then read on the table for the figure's
// situation (rules/fng/received_fire.h) and the attribute applied. Shirker: always outgunned; Star
// and Hero: never (rules/fng/outgunned.h). A Star may choose his reaction instead: the odds are
// those of the table, and a modifier says so.
// Seeded roll: the dice of the test (the Born Leader's when following one; none for a Hero).
#include <algorithm>

#include "contract/registry.h"
#include "contract/summary_words.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/outgunned.h"
#include "rules/fng/received_fire.h"

namespace pm::fng {
namespace {

Result evaluate_under_fire(const Params& p, const EvalContext& ctx) {
    Result r;
    const char* kT17 = "FNG p.22; QRS p.76 (Received Fire Check)";
    int rep = p.get_int("rep");
    int n = p.get_int("dice");
    int target = rep + p.get_int("rep_mod");
    if (p.get_int("rep_mod") != 0)
        r.modifier("Other Rep modifier", (p.get_int("rep_mod") > 0 ? "+" : "") + std::to_string(p.get_int("rep_mod")),
                   "FNG pp.43, 76");
    const int bl = p.get_int("follow_born_leader");
    if (bl == 1)
        throw CalcError(ErrorCode::OutOfRange, "follow_born_leader", "the Born Leader's Rep is 2 to 6 (0 = none)");
    const bool hero = p.get_bool("hero");
    const bool star = p.get_bool("star");
    if (bl > 0 && !hero) {
        n = 3;
        target = bl;
        r.modifier("Within 4 inches of a Born Leader: takes his result (three dice against his Rep)",
                   "Rep " + std::to_string(bl), "FNG p.7");
    }
    UnderFireFigure fig;
    const std::string doing = p.get_enum("doing");
    fig.doing = doing == "charging"     ? UnderFireDoing::Charging
                : doing == "retrieving" ? UnderFireDoing::Retrieving
                : doing == "in-cover"   ? UnderFireDoing::InCover
                                        : UnderFireDoing::Other;
    fig.ranged_weapon = p.get_bool("ranged_weapon");
    fig.can_fire = p.get_bool("can_fire");
    if (!fig.can_fire) r.modifier("Cannot fire back (out of range or no ranged weapon)", "Duck Back on a pass 2", kT17);

    // [SECTION] outgunned
    const std::string attr = p.get_enum("attribute");
    OutgunnedTarget ot;
    ot.star = star;
    ot.hero = hero;
    ot.shirker = attr == "shirker";
    // The shooter's OGR is only compared through `outgunned`: 1 above the figure's own when set.
    const bool said = p.get_bool("outgunned");
    OutgunnedWhy why = outgunned_why(said ? 2 : 1, ot);  // own OGR 1: "said" means the shooter is rated higher
    fig.outgunned = is_outgunned(why);
    if (why == OutgunnedWhy::Shirker) r.modifier("Shirker: always outgunned on Received Fire", "outgunned", "FNG p.9");
    if (said && why == OutgunnedWhy::Star) r.modifier("A Star is never outgunned", "not outgunned", "FNG p.12");
    if (said && why == OutgunnedWhy::Hero) r.modifier("A Hero is never outgunned", "not outgunned", "FNG p.21");
    if (fig.outgunned && why == OutgunnedWhy::HigherOgr)
        r.modifier("Outgunned", "Duck Back on a pass 2", "FNG pp.12-13 (Outgunned Ratings)");

    UnderFireAttribute a = attr == "coward"            ? UnderFireAttribute::Coward
                           : attr == "tough"           ? UnderFireAttribute::Tough
                           : attr == "nerves-of-steel" ? UnderFireAttribute::NervesOfSteel
                                                       : UnderFireAttribute::None;
    if (a == UnderFireAttribute::Coward) r.modifier("Coward: Duck Back becomes Hunker Down", "applied", "FNG p.7");
    if (a == UnderFireAttribute::Tough) r.modifier("Tough: Hunker Down becomes Duck Back", "applied", "FNG p.9");
    if (a == UnderFireAttribute::NervesOfSteel)
        r.modifier("Nerves of Steel: never made to Duck Back; holds where he is instead", "applied",
                   "FNG p.9, Pointman reading 42");
    if (star) r.modifier("A Star may choose his reaction instead of this table", "his choice", "FNG p.76");

    // [SECTION] odds
    Dist passes = hero ? Dist::point(2) : dice::pass_count(n, target);
    if (hero)
        r.modifier("Hero: passes 2 without rolling", "pass 2", "FNG p.21");
    else
        r.modifier(std::to_string(n) + (n == 1 ? " die" : " dice") + " against " + std::to_string(target),
                   "passes capped at 2", "FNG p.14");
    r.modifier("Received Fire: the result for a figure " + doing, "by passes", kT17);
    Dist res = received_fire_outcomes(passes, fig, a);
    std::vector<int> reachable;
    for (int k = 0; k <= 2; ++k) {
        int v = received_fire_outcome(k, fig, a);
        if (std::find(reachable.begin(), reachable.end(), v) == reachable.end()) reachable.push_back(v);
    }
    std::sort(reachable.begin(), reachable.end());
    for (int v : reachable) r.outcome(under_fire_key(v), under_fire_label(v), res.p(v));
    r.values["pass2"] = passes.p(2).str();
    r.values["pass1"] = passes.p(1).str();
    r.values["pass0"] = passes.p(0).str();
    r.values["outgunned"] = fig.outgunned;
    r.summary = upper_first(likeliest_words(r.outcomes, "results")) + ".";
    r.actions.push_back({{"label", "Who outguns whom"}, {"link", "#/fng.outgunned"}});

    if (ctx.seed) {
        Prng g(*ctx.seed);
        std::vector<int> f = hero ? std::vector<int>() : g.dice(n);
        int k = hero ? 2 : dice::passes_for_faces(f, target, 2);
        int v = received_fire_outcome(k, fig, a);
        r.roll = {{"dice", f}, {"passes", k}, {"key", under_fire_key(v)}};
    }
    return r;
}

Calculator make_under_fire() {
    Calculator c;
    c.id = "fng.under-fire";
    c.title = "Received Fire: what the figure does";
    c.ruleset = "fng";
    c.citation = "FNG p.22; QRS p.76 (Received Fire Check)";
    c.help =
        "The Received Fire test read for one figure: what it was doing (charging, retrieving wounded, in "
        "cover or not), whether it is outgunned, and the attributes that change the result: Coward, Tough, "
        "Nerves of Steel, Shirker, or standing near a Born Leader.";
    c.params = {
        ParamSpec::Int("rep", "Rep", 2, 6, 4, "The figure's Reputation."),
        ParamSpec::Int(
            "dice", "Dice", 1, 4, 2,
            "2 normally; 3 for a Leader or a Born Leader (both at once: see the reaction calculator); 1 for a "
            "Jodie; one more for a "
            "recon-by-fire target in cover."),
        ParamSpec::Enum("doing", "The figure is",
                        {{"other", "Not in cover, not charging"},
                         {"in-cover", "In cover"},
                         {"charging", "Charging"},
                         {"retrieving", "Retrieving wounded"}},
                        "other", "What the figure was doing when fired on."),
        ParamSpec::Bool("outgunned", "Shot at with a higher-rated weapon", false,
                        "The shooter's weapon has a higher Outgunned Rating than the figure's own."),
        ParamSpec::Enum("attribute", "Attribute",
                        {{"none", "None"},
                         {"coward", "Coward"},
                         {"tough", "Tough (also Scout, Sniper)"},
                         {"nerves-of-steel", "Nerves of Steel"},
                         {"shirker", "Shirker"}},
                        "none", "An attribute that changes what the figure does."),
        ParamSpec::Int("follow_born_leader", "Near a Born Leader (his Rep)", 0, 6, 0,
                       "0 = no. Within 4 inches of a Born Leader the figure reacts as he does."),
        ParamSpec::Bool("can_fire", "Can fire back", true,
                        "No: out of range or no ranged weapon (Duck Back on pass 2).")
            .in_group("Situation"),
        ParamSpec::Bool("ranged_weapon", "Has a ranged weapon", true,
                        "A charger with a ranged weapon stops and fires on a pass 1; without one he keeps charging.")
            .in_group("Situation"),
        ParamSpec::Int("rep_mod", "Rep modifier", -3, 3, 0, "Posture (+1 aggressive, -1 avoidance), after Surprise -1.")
            .in_group("Situation"),
        ParamSpec::Bool("hero", "Hero", false, "Passes 2 without rolling and is never outgunned.").in_group("Figure"),
        ParamSpec::Bool("star", "Star", false, "Never outgunned, and may choose his reaction.").in_group("Figure"),
    };
    c.evaluate = evaluate_under_fire;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_under_fire)
