// Vietnam Skirmish: spotting (VS-10, VS-A6), noise detection (VS-9, VS-A5) and the KIA check
// (VS-2, VS-A2) with the phases left by suppression (VS-3). The spotting and noise rules
// themselves live in skirmish/spotting_noise.h, shared with skirmish.sighting and .listening.
//
// Seeded rolls (generator 1): skirmish.spot draws Prng::sum(2) (only within 12"); skirmish.noise
// and skirmish.kia draw one Prng::die().

#include <algorithm>
#include <cmath>
#include <string>

#include "contract/calculator_data.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] spotting (the rule: spotting_noise.h)
Result evaluate_spot(const Params& p, const EvalContext&) {
    Result r;
    const double range = p.get_number("range");
    const std::string rule = p.get_enum("fraction");
    json pts = json::array();
    for (int x = 0; x <= 13; ++x) pts.push_back(json::array({x, p_spot(x).to_double()}));
    r.figure = json{{"type", "curve"}, {"x_label", "Range (in)"}, {"y_label", "P(spotted)"},
                    {"x_max", 13},     {"points", pts},           {"marker", json{{"x", range}, {"label", "now"}}}};
    if (!spot_roll_allowed(range)) {
        r.outcome("spotted", "Spotted", Rational(0));
        r.outcome("not-spotted", "Not spotted (beyond 12\", no roll)", Rational(1));
        r.values["roll_allowed"] = false;
        r.modifier("Beyond 12 inches no spotting roll is made", "no roll", "Vietnam Skirmish, Alternate Hidden Rules");
        r.summary = "Beyond 12 inches a hidden figure cannot be spotted.";
        return r;
    }
    const int need = spot_need(range, rule);
    Rational ps = p_spot(range, rule);
    r.outcome("spotted", "Spotted", ps);
    r.outcome("not-spotted", "Not spotted", Rational(1) - ps);
    r.values["roll_allowed"] = true;
    r.values["need"] = std::max(2, need);
    if (range != std::floor(range))
        r.modifier("Fractional range",
                   rule == "up"     ? "rounded up"
                   : rule == "down" ? "rounded down"
                                    : "rounded to nearest",
                   "Pointman reading 37");
    r.modifier("Two dice must reach the range in inches", std::to_string(std::max(2, need)) + "+",
               "Vietnam Skirmish, Alternate Hidden Rules");
    r.summary = "Spotted on " + std::to_string(std::max(2, need)) + "+ on two dice: " + ps.str() + ".";
    return r;
}

// Two dice when a spotting roll is allowed (read by spotted(), as p_spot reads them).
void roll_spot(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const double range = p.get_number("range");
    if (!spot_roll_allowed(range)) {
        r.roll = json{{"key", "not-spotted"}};
        return;
    }
    const int s = dice.sum(2);
    r.roll =
        json{{"dice", s}, {"key", spotted(s, spot_need(range, p.get_enum("fraction"))) ? "spotted" : "not-spotted"}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.spot", evaluate_spot, roll_spot)
}  // namespace pm::skirmish
