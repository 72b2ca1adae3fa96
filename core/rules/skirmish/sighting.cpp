// Pointman — Vietnam Skirmish spotting and mutual sighting as a player asks it (sighting.h).

#include "rules/skirmish/sighting.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] spotting (VS-10) and mutual sighting (VS-9)
Rational p_sight(bool hidden, double range) {
    if (hidden)
        return range <= los_sighting_data()["mutual_sighting"]["within"].get<double>() ? Rational(1) : Rational(0);
    return p_spot(range);
}

}  // namespace

Answer sighting(const SightingInput& in) {
    const double range = in.range;
    const json& d = los_sighting_data();
    Answer r;
    Rational ps = p_sight(in.hidden, range);
    r.outcome("spotted", in.hidden ? "They see each other" : "Spotted", ps);
    r.outcome("not-spotted", in.hidden ? "Not seen" : "Not spotted", Rational(1) - ps);
    if (in.hidden) {
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
    const double xmax = in.hidden ? 8 : 14;
    for (int k = 0; k <= static_cast<int>(xmax); ++k) {
        pts.push_back({k, p_sight(in.hidden, k).to_double()});
        if (k < xmax) pts.push_back({k + 0.01, p_sight(in.hidden, k + 0.01).to_double()});
    }
    r.figure = {{"type", "curve"},
                {"x_label", "Range (in)"},
                {"y_label", in.hidden ? "P(seen)" : "P(spotted)"},
                {"x_max", xmax},
                {"points", pts},
                {"marker", {{"x", std::min(range, xmax)}, {"label", "now " + inches(range)}}}};
    return r;
}

// Two dice thrown together (2D6, VS-10) when a spotting roll is allowed (read by spotted(), as
// p_spot reads them); otherwise the certain outcome without a die.
void roll_sighting(const SightingInput& in, Prng& dice, Answer& r) {
    if (!in.hidden && spot_roll_allowed(in.range)) {
        const std::vector<int> two = dice.throw_dice(2);
        const int a = two[0], b = two[1];
        const bool ok = spotted(a + b, spot_need(in.range));
        r.roll = {{"dice", {a, b}}, {"key", ok ? "spotted" : "not-spotted"}};
    } else {
        r.roll = {{"dice", json::array()},
                  {"key", p_sight(in.hidden, in.range) == Rational(1) ? "spotted" : "not-spotted"}};
    }
}

}  // namespace pm::skirmish
