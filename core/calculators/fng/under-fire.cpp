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
// The roll (seeded, or the player's own dice): the dice of the test (the Born Leader's when following one; none for a
// Hero).
#include <algorithm>

#include "contract/calculator_data.h"
#include "contract/summary_words.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/outgunned.h"
#include "rules/fng/received_fire.h"

namespace pm::fng {
namespace {

// [SECTION] one test, read from the request
// The dice, the target number and what the figure was doing, worked out once by plan() (which says
// each modifier it applies); the odds and the roll then read them.
struct UnderFireTest {
    int n = 2, target = 4;
    bool hero = false;
    std::string doing;
    UnderFireFigure fig;
    UnderFireAttribute a = UnderFireAttribute::None;

    void plan(const Params& p, Result& r);
    void odds(const Params& p, Result& r) const;
    void roll(Prng& g, Result& r) const;
};

void UnderFireTest::plan(const Params& p, Result& r) {
    const char* kT17 = "FNG p.22; QRS p.76 (Received Fire Check)";
    int rep = p.get_int("rep");
    n = p.get_int("dice");
    target = rep + p.get_int("rep_mod");
    if (p.get_int("rep_mod") != 0)
        r.modifier("Other Rep modifier", (p.get_int("rep_mod") > 0 ? "+" : "") + std::to_string(p.get_int("rep_mod")),
                   "FNG pp.43, 76");
    const int bl = p.get_int("follow_born_leader");
    if (bl == 1)
        throw CalcError(ErrorCode::OutOfRange, "follow_born_leader", "the Born Leader's Rep is 2 to 6 (0 = none)");
    hero = p.get_bool("hero");
    const bool star = p.get_bool("star");
    if (bl > 0 && !hero) {
        n = 3;
        target = bl;
        r.modifier("Within 4 inches of a Born Leader: takes his result (three dice against his Rep)",
                   "Rep " + std::to_string(bl), "FNG p.7");
    }
    doing = p.get_enum("doing");
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

    a = attr == "coward"            ? UnderFireAttribute::Coward
        : attr == "tough"           ? UnderFireAttribute::Tough
        : attr == "nerves-of-steel" ? UnderFireAttribute::NervesOfSteel
                                    : UnderFireAttribute::None;
    if (a == UnderFireAttribute::Coward) r.modifier("Coward: Duck Back becomes Hunker Down", "applied", "FNG p.7");
    if (a == UnderFireAttribute::Tough) r.modifier("Tough: Hunker Down becomes Duck Back", "applied", "FNG p.9");
    if (a == UnderFireAttribute::NervesOfSteel)
        r.modifier("Nerves of Steel: never made to Duck Back; holds where he is instead", "applied",
                   "FNG p.9, Pointman reading 42");
    if (star) r.modifier("A Star may choose his reaction instead of this table", "his choice", "FNG p.76");
}

void UnderFireTest::odds(const Params& p, Result& r) const {
    const char* kT17 = "FNG p.22; QRS p.76 (Received Fire Check)";
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
}

// [SECTION] roll
void UnderFireTest::roll(Prng& g, Result& r) const {
    std::vector<int> f = hero ? std::vector<int>() : g.dice(n);
    int k = hero ? 2 : dice::passes_for_faces(f, target, 2);
    int v = received_fire_outcome(k, fig, a);
    r.roll = {{"dice", f}, {"passes", k}, {"key", under_fire_key(v)}};
}

Result evaluate_under_fire(const Params& p, const EvalContext&) {
    Result r;
    UnderFireTest it;
    it.plan(p, r);
    it.odds(p, r);
    return r;
}

void roll_under_fire(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    Result said;  // the plan's words are already in r
    UnderFireTest it;
    it.plan(p, said);
    it.roll(dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.under-fire", evaluate_under_fire, roll_under_fire)
}  // namespace pm::fng
