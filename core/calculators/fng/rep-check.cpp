// fng.rep-check — the monthly Rep check of a tour of duty (digest fng.md §6.1, FNG-A13; FNG pp.5-6).
//
// While the Rep can still rise (before month 10, Marines 11): 2d6 − kills so far ≤ months served →
// Rep +1 (Grunts stop at 5, Stars at 6). From that month on: 2d6 + kills ≤ months served → Rep −1
// (not below 3). Doubles neither raise nor lower it: they freeze the Rep for the rest of the tour
// (outcome "frozen", values.p_doubles). The roll: the two dice, read by the same rep_check_code.

#include <algorithm>

#include "contract/calculator_data.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::fng {
namespace {

// 1 up, 0 same, -1 down, 2 doubles: the Rep stays as it is for the rest of the tour (FNG p.5).
int rep_check_code(int a, int b, int month, int kills, bool rising, int rep, int cap) {
    if (a == b) return 2;
    if (rising) return (a + b - kills <= month && rep < cap) ? 1 : 0;
    return (a + b + kills <= month && rep > 3) ? -1 : 0;
}

// The check as the parameters set it.
struct RepCheck {
    int month, kills, rep, cap;
    bool rising;
    int code(int a, int b) const { return rep_check_code(a, b, month, kills, rising, rep, cap); }
};

RepCheck rep_check_of(const Params& p) {
    RepCheck c;
    c.month = p.get_int("month");
    c.kills = p.get_int("kills");
    c.rep = p.get_int("rep");
    const bool marines = p.get_bool("marines");
    const int tour = marines ? 13 : 12;
    if (c.month > tour)
        throw CalcError(ErrorCode::OutOfRange, "month", "the tour lasts " + std::to_string(tour) + " months");
    c.rising = c.month < (marines ? 11 : 10);
    c.cap = p.get_bool("star") ? 6 : 5;
    return c;
}

Result evaluate_rep_check(const Params& p, const EvalContext&) {
    Result r;
    const RepCheck c = rep_check_of(p);
    const int month = c.month, rep = c.rep, cap = c.cap;
    const bool rising = c.rising;
    r.modifier(rising ? "Rep can still rise: 2d6 - kills at or under the months served"
                      : "Short timer: 2d6 + kills at or under the months served lowers the Rep",
               "month " + std::to_string(month), "FNG pp.5-6");
    if (rising && rep >= cap) r.modifier("Already at the highest Rep for this figure", std::to_string(cap), "FNG p.6");
    if (!rising && rep <= 3) r.modifier("Rep never drops below 3 this way", "3", "FNG p.6");
    Dist d = Dist::from_faces(2, [&](const std::vector<int>& f) { return c.code(f[0], f[1]); });
    r.outcome("up", "Rep goes up by 1", d.p(1));
    r.outcome("same", "Rep stays", d.p(0));
    r.outcome("frozen", "Doubles: Rep stays at this value for the rest of the tour", d.p(2));
    r.outcome("down", "Rep goes down by 1", d.p(-1));
    // Doubles are the code 2 of the same dice.
    r.modifier("Doubles neither raise nor lower the Rep: it stays for the rest of the tour", d.p(2).str(), "FNG p.5");
    r.values["p_doubles"] = d.p(2).str();
    r.values["note"] = "Any doubles freeze the Rep for the rest of the tour.";
    r.summary = rising ? "Rep rises " + percent_text(d.p(1)) + " this month."
                       : "Rep drops " + percent_text(d.p(-1)) + " this month.";
    return r;
}

// The two dice, read as the odds read them.
void roll_rep_check(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const RepCheck c = rep_check_of(p);
    int a = dice.die(), b = dice.die();
    int code = c.code(a, b);
    r.roll = {{"dice", {a, b}},
              {"key", code == 2  ? "frozen"
                      : code > 0 ? "up"
                                 : (code < 0 ? "down" : "same")},
              {"doubles", a == b}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.rep-check", evaluate_rep_check, roll_rep_check)
}  // namespace pm::fng
