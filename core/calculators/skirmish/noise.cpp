// Pointman — `skirmish.noise`: noise.

#include <algorithm>
#include <cmath>
#include <string>

#include "contract/calculator_data.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] noise
Result evaluate_noise(const Params& p, const EvalContext&) {
    Result r;
    const int pips = p.get_int("pips");
    const double d = p.get_number("distance");
    const int result = noise_result(pips, d);
    const int tens = pips - result;
    const int c = std::clamp(result, 0, 6);
    r.modifier("One off for each full 10 inches", "−" + std::to_string(tens), "Vietnam Skirmish, Tactical Movement");
    r.outcome("detected", "Detected (may be fired on)", p_heard(pips, d));
    r.outcome("not-detected", "Not detected", Rational(1) - p_heard(pips, d));
    r.values["result"] = result;
    r.summary = result <= 0 ? "Too far or too quiet: no chance of being heard."
                            : "Heard on a die of " + std::to_string(c) + " or less (" + Rational(c, 6).str() + ").";
    json pts = json::array();
    for (int x = 0; x <= 70; x += 10) pts.push_back(json::array({x, p_heard(pips, x).to_double()}));
    r.figure = json{{"type", "curve"},
                    {"x_label", "Distance (in)"},
                    {"y_label", "P(detected)"},
                    {"x_max", 70},
                    {"points", pts},
                    {"marker", json{{"x", d}, {"label", "now"}}}};
    return r;
}

void roll_noise(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const int die = dice.die();
    const bool h = heard(die, noise_result(p.get_int("pips"), p.get_number("distance")));
    r.roll = json{{"die", die}, {"key", h ? "detected" : "not-detected"}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.noise", evaluate_noise, roll_noise)
}  // namespace pm::skirmish
