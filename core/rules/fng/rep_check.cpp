// Pointman — FNG monthly Rep check of a tour of duty (rep_check.h).
#include "rules/fng/rep_check.h"

#include <string>
#include <vector>

#include "engine/exact/dist.h"

namespace pm::fng {
namespace {

// 1 up, 0 same, -1 down, 2 doubles: the Rep stays as it is for the rest of the tour (FNG p.5).
int rep_check_code(int a, int b, int month, int kills, bool rising, int rep, int cap) {
    if (a == b) return 2;
    if (rising) return (a + b - kills <= month && rep < cap) ? 1 : 0;
    return (a + b + kills <= month && rep > 3) ? -1 : 0;
}

// The check as the input sets it.
struct RepCheck {
    int month, kills, rep, cap;
    bool rising;
    int code(int a, int b) const { return rep_check_code(a, b, month, kills, rising, rep, cap); }
};

RepCheck rep_check_of(const RepCheckInput& in) {
    RepCheck c;
    c.month = in.month;
    c.kills = in.kills;
    c.rep = in.rep;
    const bool marines = in.marines;
    const int tour = marines ? 13 : 12;
    if (c.month > tour)
        throw RuleError(ErrorCode::OutOfRange, "month", "the tour lasts " + std::to_string(tour) + " months");
    c.rising = c.month < (marines ? 11 : 10);
    c.cap = in.star ? 6 : 5;
    return c;
}

}  // namespace

Answer rep_check(const RepCheckInput& in) {
    Answer r;
    const RepCheck c = rep_check_of(in);
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
void roll_rep_check(const RepCheckInput& in, Prng& dice, Answer& r) {
    const RepCheck c = rep_check_of(in);
    int a = dice.die(), b = dice.die();
    int code = c.code(a, b);
    r.roll = {{"dice", {a, b}},
              {"key", code == 2  ? "frozen"
                      : code > 0 ? "up"
                                 : (code < 0 ? "down" : "same")},
              {"doubles", a == b}};
}

}  // namespace pm::fng
