// fng.activation — the turn's Activation roll for one group (digest fng.md §2.1, FNG-A3) and the
// monthly Rep check of a tour of duty (§6.1, FNG-A13).
//
// Activation: each side rolls its own die. Equal faces ("doubles"): nobody acts this turn. Otherwise
// the higher face goes first, and a group acts only if its (Leader's) Rep is at least its side's face.
// Outcomes for one group: "first", "second", "cannot", "doubles". values: P(total 7) (reinforcement
// check), P(all three dice equal) for solo booby traps.
// Seeded roll: your side's die, then the other side's die.
//
// Rep check (end of a month of the tour): while the Rep can still rise (before month 10, Marines 11):
// 2d6 − kills so far ≤ months served → Rep +1 (Grunts stop at 5, Stars at 6). From that month on:
// 2d6 + kills ≤ months served → Rep −1 (not below 3). Doubles neither raise nor lower it: they
// freeze the Rep for the rest of the tour (outcome "frozen", values.p_doubles). Seeded roll: the two dice.

#include <algorithm>

#include "contract/registry.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::fng {
namespace {

int activation_code(int mine, int theirs, int rep) {
    if (mine == theirs) return 3;  // doubles
    if (mine > rep) return 2;      // cannot
    return mine > theirs ? 0 : 1;  // first / second
}

Result evaluate_activation(const Params& p, const EvalContext& ctx) {
    Result r;
    int rep = p.get_int("rep");
    Dist d = Dist::from_faces(2, [&](const std::vector<int>& f) { return activation_code(f[0], f[1], rep); });
    r.outcome("first", "Acts, and its side goes first", d.p(0));
    r.outcome("second", "Acts after the other side", d.p(1));
    r.outcome("cannot", "Its side's die is above its Rep: it does not act", d.p(2));
    r.outcome("doubles", "Doubles: nobody acts; casualties are checked and weapons reloaded", d.p(3));
    r.modifier("Each side rolls one die; higher goes first; a group needs Rep at least its side's die", "2d6",
               "FNG p.15");
    Rational seven = Dist::sum_of_dice(2).p(7);
    r.values["p_act"] = (d.p(0) + d.p(1)).str();
    r.values["p_total_7"] = seven.str();
    r.values["p_three_equal"] = Rational(1, 36).str();
    r.summary = "The group acts " + percent_text(d.p(0) + d.p(1)) + " of turns (first " + percent_text(d.p(0)) + ").";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int a = g.die(), b = g.die();
        static const char* keys[] = {"first", "second", "cannot", "doubles"};
        r.roll = {{"dice", {a, b}}, {"key", keys[activation_code(a, b, rep)]}, {"total_7", a + b == 7}};
    }
    return r;
}

Calculator make_activation() {
    Calculator c;
    c.id = "fng.activation";
    c.title = "Activation";
    c.ruleset = "fng";
    c.citation = "FNG p.15";
    c.help =
        "Chance that a group gets to act this turn, and whether its side goes first, from the two sides' "
        "activation dice.";
    c.ordered = false;
    c.params = {ParamSpec::Int("rep", "Group Rep", 2, 6, 4, "The group's Rep, or its Leader's Rep when it has one.")};
    c.evaluate = evaluate_activation;
    return c;
}

}  // namespace
}  // namespace pm::fng
PM_REGISTER_CALCULATOR(pm::fng::make_activation)
