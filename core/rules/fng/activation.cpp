// Pointman — FNG Activation, one group's turn (activation.h).
#include "rules/fng/activation.h"

#include <vector>

#include "engine/exact/dist.h"

namespace pm::fng {
namespace {

int activation_code(int mine, int theirs, int rep) {
    if (mine == theirs) return 3;  // doubles
    if (mine > rep) return 2;      // cannot
    return mine > theirs ? 0 : 1;  // first / second
}

}  // namespace

Answer activation(const ActivationInput& in) {
    Answer r;
    int rep = in.rep;
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
    // Solo booby traps ask whether three dice come up equal.
    const Dist three = Dist::from_faces(3, [](const std::vector<int>& f) { return f[0] == f[1] && f[1] == f[2]; });
    r.values["p_three_equal"] = three.p(1).str();
    r.summary = "The group acts " + percent_text(d.p(0) + d.p(1)) + " of turns (first " + percent_text(d.p(0)) + ").";
    return r;
}

// One turn's dice: your side's, then the other side's.
void roll_activation(const ActivationInput& in, Prng& dice, Answer& r) {
    int a = dice.die(), b = dice.die();
    static const char* keys[] = {"first", "second", "cannot", "doubles"};
    r.roll = {{"dice", {a, b}}, {"key", keys[activation_code(a, b, in.rep)]}, {"total_7", a + b == 7}};
}

}  // namespace pm::fng
