// Vietnam Skirmish: spotting (VS-10, VS-A6), noise detection (VS-9, VS-A5) and the KIA check
// (VS-2, VS-A2) with the phases left by suppression (VS-3). The spotting and noise rules
// themselves live in skirmish/spotting_noise.h, shared with skirmish.sighting and .listening.
//
// Seeded rolls (generator 1): skirmish.spot draws Prng::sum(2) (only within 12"); skirmish.noise
// and skirmish.kia draw one Prng::die().
#include <algorithm>
#include <cmath>
#include <string>

#include "exact/dist.h"
#include "random/prng.h"
#include "registry/registry.h"
#include "skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] spotting (the rule: spotting_noise.h)
Result evaluate_spot(const Params& p, const EvalContext& ctx) {
    Result r;
    const double range = p.get_number("range");
    const std::string rule = p.get_enum("fraction");
    json pts = json::array();
    for (int x = 0; x <= 13; ++x)
        pts.push_back(json::array({x, p_spot(x).to_double()}));
    r.figure = json{{"type", "curve"}, {"x_label", "Range (in)"}, {"y_label", "P(spotted)"}, {"x_max", 13},
                    {"points", pts}, {"marker", json{{"x", range}, {"label", "now"}}}};
    if (!spot_roll_allowed(range)) {
        r.outcome("spotted", "Spotted", Rational(0));
        r.outcome("not-spotted", "Not spotted (beyond 12\", no roll)", Rational(1));
        r.values["roll_allowed"] = false;
        r.modifier("Beyond 12 inches no spotting roll is made", "no roll", "Vietnam Skirmish, Alternate Hidden Rules (VS-10)");
        r.summary = "Beyond 12 inches a hidden figure cannot be spotted.";
        if (ctx.seed) r.roll = json{{"key", "not-spotted"}};
        return r;
    }
    const int need = spot_need(range, rule);
    Rational ps = p_spot(range, rule);
    r.outcome("spotted", "Spotted", ps);
    r.outcome("not-spotted", "Not spotted", Rational(1) - ps);
    r.values["roll_allowed"] = true;
    r.values["need"] = std::max(2, need);
    if (range != std::floor(range))
        r.modifier("Fractional range", rule == "up" ? "rounded up" : rule == "down" ? "rounded down" : "rounded to nearest",
                   "digest VS ambiguity 8");
    r.modifier("Two dice must reach the range in inches", std::to_string(std::max(2, need)) + "+",
               "Vietnam Skirmish, Alternate Hidden Rules (VS-A6)");
    r.summary = "Spotted on " + std::to_string(std::max(2, need)) + "+ on two dice: " + ps.str() + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int s = g.sum(2);
        r.roll = json{{"dice", s}, {"key", spotted(s, need) ? "spotted" : "not-spotted"}};
    }
    return r;
}

Calculator make_spot() {
    Calculator c;
    c.id = "skirmish.spot";
    c.title = "Spotting a hidden figure";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Alternate Hidden Rules (digest VS-10, VS-A6)";
    c.help = "Two dice must total at least the range in inches to spot a hidden figure; beyond 12 inches there is no roll.";
    c.params = {
        ParamSpec::Number("range", "Range (inches)", 0, 100, 0.5, 6, "Distance from the spotter to the hidden figure."),
        ParamSpec::Enum("fraction", "Fractional inches", {{"up", "Round up (must reach it)"}, {"nearest", "Nearest"}, {"down", "Round down"}},
                        "up", "The rule measures whole inches; by default two dice must reach the exact distance.")
            .in_group("Options"),
    };
    c.evaluate = evaluate_spot;
    return c;
}

// [SECTION] noise
Result evaluate_noise(const Params& p, const EvalContext& ctx) {
    Result r;
    const int pips = p.get_int("pips");
    const double d = p.get_number("distance");
    const int result = noise_result(pips, d);
    const int tens = pips - result;
    const int c = std::clamp(result, 0, 6);
    r.modifier("One off for each full 10 inches", "−" + std::to_string(tens), "Vietnam Skirmish, Tactical Movement (VS-A5)");
    r.outcome("detected", "Detected (may be fired on)", p_heard(pips, d));
    r.outcome("not-detected", "Not detected", Rational(1) - p_heard(pips, d));
    r.values["result"] = result;
    r.summary = result <= 0 ? "Too far or too quiet: no chance of being heard."
                            : "Heard on a die of " + std::to_string(c) + " or less (" + Rational(c, 6).str() + ").";
    json pts = json::array();
    for (int x = 0; x <= 70; x += 10) pts.push_back(json::array({x, p_heard(pips, x).to_double()}));
    r.figure = json{{"type", "curve"}, {"x_label", "Distance (in)"}, {"y_label", "P(detected)"}, {"x_max", 70},
                    {"points", pts}, {"marker", json{{"x", d}, {"label", "now"}}}};
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
    c.citation = "Vietnam Skirmish, Tactical Movement and Hidden Ambushes (digest VS-9, VS-A5)";
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

// [SECTION] KIA check and phases
Result evaluate_kia(const Params& p, const EvalContext& ctx) {
    Result r;
    const int n = p.get_int("counters");
    const int c = std::min(n, 6);
    r.outcome("removed", "Removed (KIA)", Rational(c, 6));
    r.outcome("stays", "Stays in play", Rational(6 - c, 6));
    const int phases = std::max(0, 3 - n);
    r.values["phases"] = phases;
    r.modifier("Dies on a die of " + std::to_string(n) + " or less", std::to_string(c) + "/6",
               "Vietnam Skirmish, Check for KIA (VS-A2)");
    r.modifier("Phases this turn: 3 − counters", std::to_string(phases), "Vietnam Skirmish, Figure Phases (VS-3)");
    r.summary = "With " + std::to_string(n) + " counters the figure is lost with chance " + Rational(c, 6).str() +
                "; if it lives it has " + std::to_string(phases) + " phase" + (phases == 1 ? "" : "s") + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int die = g.die();
        r.roll = json{{"die", die}, {"key", die <= n ? "removed" : "stays"}};
    }
    return r;
}

Calculator make_kia() {
    Calculator c;
    c.id = "skirmish.kia";
    c.title = "KIA check and phases";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Check for KIA and Figure Phases (digest VS-2, VS-3)";
    c.help = "At the start of its side's turn a figure dies on a die at or under its suppression counters; survivors get 3 phases less one per counter.";
    c.params = {ParamSpec::Int("counters", "Suppression counters", 0, 20, 1, "Counters on the figure now.")};
    c.evaluate = evaluate_kia;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_spot)
PM_REGISTER_CALCULATOR(make_noise)
PM_REGISTER_CALCULATOR(make_kia)
}  // namespace pm::skirmish
