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

#include "contract/calculator_data.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "engine/random/roll_odds.h"

namespace pm::fng {
namespace {

int dummies_for(int traps, bool six) {
    return six ? 6 - traps : traps;
}

// The number of traps: one die, unless the player already rolled it. The odds and the roll both
// come from here.
int traps_drawn(Prng& dice, int given) {
    return given == 0 ? dice.die() : given;
}

// [SECTION] the odds
Result evaluate_count(const Params& p, const EvalContext&) {
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
    const Dist count = roll_odds([&](Prng& g) { return traps_drawn(g, given); });
    for (int k = 1; k <= 6; ++k)
        r.outcome(std::to_string(k), std::to_string(k) + (k == 1 ? " trap" : " traps"), count.p(k));
    json by = json::array();
    Rational real(0);  // a marker picked blind hides a real trap, over the number of traps
    for (int k = 1; k <= 6; ++k) {
        int d = dummies_for(k, six);
        by.push_back({{"traps", k}, {"dummies", d}, {"markers", k + d}});
        real += count.p(k) * Rational(k, k + d);
    }
    r.values["by_traps"] = by;
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
    return r;
}

// [SECTION] the roll
void roll_count(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const int given = p.get_int("traps");
    const bool six = p.get_enum("markers_rule") == "six";
    json roll = json::object();
    const int k = traps_drawn(dice, given);
    if (given == 0) roll["dice"] = {k};
    roll["traps"] = k;
    roll["dummies"] = dummies_for(k, six);
    roll["markers"] = k + dummies_for(k, six);
    roll["key"] = std::to_string(k);
    r.roll = roll;
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.booby-trap-count", evaluate_count, roll_count)
}  // namespace pm::fng
