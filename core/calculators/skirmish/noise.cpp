// Pointman — `skirmish.noise`: noise.

#include <algorithm>
#include <cmath>
#include <string>

#include "contract/registry.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] noise
Result evaluate_noise(const Params& p, const EvalContext& ctx) {
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
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int die = g.die();
        r.roll = json{{"die", die}, {"key", heard(die, result) ? "detected" : "not-detected"}};
    }
    return r;
}

Calculator make_noise() {
    Calculator c;
    c.id = "skirmish.noise";
    c.title = "Noise detection";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Tactical Movement and Hidden Ambushes";
    c.help =
        "Each phase of normal movement makes a pip of noise; pips of figures that moved within 6 inches of each "
        "other add up. Take one off per full 10 inches to the nearest enemy; a die at or under the rest detects them.";
    c.params = {
        ParamSpec::Int("pips", "Noise pips", 0, 60, 3, "Total pips of the group (one per phase of normal movement)."),
        ParamSpec::Number("distance", "Distance (inches)", 0, 200, 0.5, 10,
                          "Between the nearest members of the two sides."),
    };
    c.evaluate = evaluate_noise;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_noise)
}  // namespace pm::skirmish
