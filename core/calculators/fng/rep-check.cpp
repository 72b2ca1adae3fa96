// Pointman — `fng.rep-check`.

#include <algorithm>

#include "contract/registry.h"
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

Result evaluate_rep_check(const Params& p, const EvalContext& ctx) {
    Result r;
    int month = p.get_int("month");
    int kills = p.get_int("kills");
    int rep = p.get_int("rep");
    bool marines = p.get_bool("marines");
    int tour = marines ? 13 : 12;
    if (month > tour)
        throw CalcError(ErrorCode::OutOfRange, "month", "the tour lasts " + std::to_string(tour) + " months");
    int turn = marines ? 11 : 10;
    bool rising = month < turn;
    int cap = p.get_bool("star") ? 6 : 5;
    r.modifier(rising ? "Rep can still rise: 2d6 - kills at or under the months served"
                      : "Short timer: 2d6 + kills at or under the months served lowers the Rep",
               "month " + std::to_string(month), "FNG pp.5-6");
    if (rising && rep >= cap) r.modifier("Already at the highest Rep for this figure", std::to_string(cap), "FNG p.6");
    if (!rising && rep <= 3) r.modifier("Rep never drops below 3 this way", "3", "FNG p.6");
    Dist d = Dist::from_faces(
        2, [&](const std::vector<int>& f) { return rep_check_code(f[0], f[1], month, kills, rising, rep, cap); });
    r.outcome("up", "Rep goes up by 1", d.p(1));
    r.outcome("same", "Rep stays", d.p(0));
    r.outcome("frozen", "Doubles: Rep stays at this value for the rest of the tour", d.p(2));
    r.outcome("down", "Rep goes down by 1", d.p(-1));
    r.modifier("Doubles neither raise nor lower the Rep: it stays for the rest of the tour", "1/6", "FNG p.5");
    r.values["p_doubles"] = Rational(1, 6).str();
    r.values["note"] = "Any doubles freeze the Rep for the rest of the tour.";
    r.summary = rising ? "Rep rises " + percent_text(d.p(1)) + " this month."
                       : "Rep drops " + percent_text(d.p(-1)) + " this month.";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int a = g.die(), b = g.die();
        int code = rep_check_code(a, b, month, kills, rising, rep, cap);
        r.roll = {{"dice", {a, b}},
                  {"key", code == 2  ? "frozen"
                          : code > 0 ? "up"
                                     : (code < 0 ? "down" : "same")},
                  {"doubles", a == b}};
    }
    return r;
}

Calculator make_rep_check() {
    Calculator c;
    c.id = "fng.rep-check";
    c.title = "Monthly Rep check (tour of duty)";
    c.ruleset = "fng";
    c.citation = "FNG pp.5-6";
    c.help =
        "At the end of each month of a tour, two dice decide whether the soldier's Rep rises (early in the "
        "tour, helped by kills) or, late in the tour, drops as he becomes a short timer.";
    c.ordered = true;
    c.params = {
        ParamSpec::Int("month", "Months served", 1, 13, 1, "The month of the tour that has just ended."),
        ParamSpec::Int("kills", "Kills so far this tour", 0, 60, 0, "Enemy killed during this tour."),
        ParamSpec::Int("rep", "Current Rep", 2, 6, 3, "Rep before the check."),
        ParamSpec::Bool("marines", "US Marine (13-month tour)", false, "Marines serve 13 months."),
        ParamSpec::Bool("star", "Star", false, "Stars can reach Rep 6, Grunts stop at 5."),
    };
    c.generator = 2;  // doubles freeze the Rep instead of raising or lowering it
    c.evaluate = evaluate_rep_check;
    return c;
}

}  // namespace
}  // namespace pm::fng
PM_REGISTER_CALCULATOR(pm::fng::make_rep_check)
