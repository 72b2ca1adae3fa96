// fng.booby-trap-count — how many booby traps the VC/NVA side writes down, and how many dummy
// markers hide them (digest fng.md §2.14; FNG p.59, worked example W57).
//
// In a Communist-controlled area the side rolls 1d6 for its number of traps. Markers: the book's
// example speaks of the 6 markers the player may put out, 3 of them real after a roll of 3, so the
// default reading is 6 markers in all, dummies making up the difference ("six"). The example can
// also be read as one dummy per trap ("double": 2 × traps markers); both give 3 + 3 for W57.
// Outcomes: the number of traps, "1" … "6" (the 1d6 roll; all on the given number when `traps` is
// set). values: dummies and markers (for the given number, and by_traps for each), and
// p_marker_real, the chance that a marker picked blind hides a real trap (averaged over the roll
// when `traps` is 0).
// Seeded roll: one die for the number of traps when `traps` is 0, none otherwise.
#include <string>

#include "contract/registry.h"
#include "engine/random/prng.h"

namespace pm::fng {
namespace {

int dummies_for(int traps, bool six) {
    return six ? 6 - traps : traps;
}

Result evaluate_count(const Params& p, const EvalContext& ctx) {
    Result r;
    int given = p.get_int("traps");
    bool six = p.get_enum("markers_rule") == "six";
    if (given == 0)
        r.modifier("Number of traps: one die", "1d6", "FNG p.59");
    else
        r.modifier("Number of traps as rolled", std::to_string(given), "FNG p.59");
    r.modifier(six ? "Six markers in all; the ones without a trap are dummies"
                   : "One dummy marker for each trap (alternative reading)",
               six ? "6 markers" : "2 x traps markers", "FNG p.59 (example)");
    for (int k = 1; k <= 6; ++k)
        r.outcome(std::to_string(k), std::to_string(k) + (k == 1 ? " trap" : " traps"),
                  given == 0 ? Rational(1, 6) : Rational(k == given ? 1 : 0));
    json by = json::array();
    Rational real_sum(0);
    for (int k = 1; k <= 6; ++k) {
        int d = dummies_for(k, six);
        by.push_back({{"traps", k}, {"dummies", d}, {"markers", k + d}});
        real_sum += Rational(k, k + d);
    }
    r.values["by_traps"] = by;
    Rational real = given == 0 ? real_sum / Rational(6) : Rational(given, given + dummies_for(given, six));
    r.values["p_marker_real"] = real.str();
    if (given > 0) {
        r.values["traps"] = given;
        r.values["dummies"] = dummies_for(given, six);
        r.values["markers"] = given + dummies_for(given, six);
        r.summary = std::to_string(given) + (given == 1 ? " trap" : " traps") + " and " +
                    std::to_string(dummies_for(given, six)) +
                    " dummies: " + std::to_string(given + dummies_for(given, six)) +
                    " markers, each hiding a real trap " + percent_text(real) + " of the time.";
    } else {
        r.summary = std::string("One die gives 1 to 6 traps; ") +
                    (six ? "with 6 markers in all, " : "with one dummy per trap, ") +
                    "a marker picked blind hides a real trap " + percent_text(real) + " of the time.";
    }
    r.actions.push_back({{"label", "What kind of trap (solo play)"}, {"link", "#/fng.booby-trap-type"}});
    r.actions.push_back({{"label", "Finding and disarming a trap"}, {"link", "#/fng.booby-trap"}});
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json roll = json::object();
        int k = given;
        if (given == 0) {
            k = g.die();
            roll["dice"] = {k};
        }
        roll["traps"] = k;
        roll["dummies"] = dummies_for(k, six);
        roll["markers"] = k + dummies_for(k, six);
        roll["key"] = std::to_string(k);
        r.roll = roll;
    }
    return r;
}

Calculator make_count() {
    Calculator c;
    c.id = "fng.booby-trap-count";
    c.title = "Booby traps: how many, and the dummy markers";
    c.ruleset = "fng";
    c.citation = "FNG p.59";
    c.help =
        "Where the Communist side controls the ground it secretly notes a die's worth of booby traps. This "
        "gives that number, the dummy markers that go out with the real ones, and the chance that any one "
        "marker is a real trap. By default there are six markers in all; the other reading puts out one "
        "dummy per trap.";
    c.ordered = true;
    c.params = {
        ParamSpec::Int("traps", "Traps", 0, 6, 0, "0 = roll the die; otherwise the number of traps already rolled."),
        ParamSpec::Enum("markers_rule", "Dummy markers",
                        {{"six", "Six markers in all (book example)"}, {"double", "One dummy per trap"}}, "six",
                        "The book only shows this by an example (3 traps, 6 markers); both readings fit it."),
    };
    c.evaluate = evaluate_count;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_count)
