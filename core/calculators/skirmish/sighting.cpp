// Pointman — `skirmish.sighting`.
// What it shares with its neighbours, and their notes: calculators/skirmish/sighting_common.h.

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "calculators/skirmish/sighting_common.h"
#include "contract/calculator_data.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] spotting (VS-10) and mutual sighting (VS-9)
Rational p_sight(const std::string& rules, double range) {
    if (rules == "hidden") return range <= sd()["mutual_sighting"]["within"].get<double>() ? Rational(1) : Rational(0);
    return p_spot(range);
}

Result evaluate_sighting(const Params& p, const EvalContext&) {
    const std::string rules = p.get_enum("rules");
    const double range = p.get_number("range");
    const json& d = sd();
    Result r;
    Rational ps = p_sight(rules, range);
    r.outcome("spotted", rules == "hidden" ? "They see each other" : "Spotted", ps);
    r.outcome("not-spotted", rules == "hidden" ? "Not seen" : "Not spotted", Rational(1) - ps);
    if (rules == "hidden") {
        r.modifier("Two hidden figures that have not heard each other", "see each other within 4\"",
                   d["mutual_sighting"]["rule"].get<std::string>());
        r.summary = range <= d["mutual_sighting"]["within"].get<double>()
                        ? "At " + inches(range) + " the two hidden figures see each other."
                        : "At " + inches(range) + " they stay unseen unless heard (sighting only within 4\").";
    } else if (!spot_roll_allowed(range)) {
        r.modifier("Beyond 12\"", "no spotting roll", d["spotting"]["rule"].get<std::string>());
        r.summary = "At " + inches(range) + " no spotting roll is allowed (only within 12\").";
    } else {
        int need = spot_need(range);
        r.values["need"] = std::max(2, need);
        r.modifier("Spotting roll", "2D6 ≥ " + std::to_string(std::max(2, need)),
                   d["spotting"]["rule"].get<std::string>());
        if (range != std::floor(range))
            r.modifier("Fractional range", "a whole-number total must reach " + std::to_string(need) + " (our reading)",
                       "Vietnam Skirmish, Alternate Hidden Rules note");
        r.summary = "At " + inches(range) + " a spotting roll succeeds with chance " + ps.str() + " (2D6 ≥ " +
                    std::to_string(std::max(2, need)) + ").";
    }
    r.values["p_spotted"] = ps.to_double();
    // [SECTION] curve: a step function of the range, drawn with a point at each whole inch and
    // one just past it (the chance drops as soon as the range passes a whole inch)
    json pts = json::array();
    const double xmax = rules == "hidden" ? 8 : 14;
    for (int k = 0; k <= static_cast<int>(xmax); ++k) {
        pts.push_back({k, p_sight(rules, k).to_double()});
        if (k < xmax) pts.push_back({k + 0.01, p_sight(rules, k + 0.01).to_double()});
    }
    r.figure = {{"type", "curve"},
                {"x_label", "Range (in)"},
                {"y_label", rules == "hidden" ? "P(seen)" : "P(spotted)"},
                {"x_max", xmax},
                {"points", pts},
                {"marker", {{"x", std::min(range, xmax)}, {"label", "now " + inches(range)}}}};
    return r;
}

// Two dice when a spotting roll is allowed (read by spotted(), as p_spot reads them); otherwise the
// certain outcome without a die.
void roll_sighting(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const std::string rules = p.get_enum("rules");
    const double range = p.get_number("range");
    if (rules != "hidden" && spot_roll_allowed(range)) {
        const int a = dice.die(), b = dice.die();
        const bool ok = spotted(a + b, spot_need(range));
        r.roll = {{"dice", {a, b}}, {"key", ok ? "spotted" : "not-spotted"}};
    } else {
        r.roll = {{"dice", json::array()}, {"key", p_sight(rules, range) == Rational(1) ? "spotted" : "not-spotted"}};
    }
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.sighting", evaluate_sighting, roll_sighting)
}  // namespace pm::skirmish
