// Pointman — `skirmish.listening`: noise detection and listening (VS-9, Algorithm VS-A5).
// What it shares with its neighbours, and their notes: calculators/skirmish/sighting_common.h.

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "calculators/skirmish/sighting_common.h"
#include "contract/registry.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] noise detection and listening (VS-9, Algorithm VS-A5)
Result evaluate_listening(const Params& p, const EvalContext& ctx) {
    const json& d = sd();
    const int own = p.get_int("pips");
    const int others = p.get_int("group_pips");
    const double distance = p.get_number("distance");
    const bool spoiled = p.get_bool("own_fire_within_10");
    const bool fired = p.get_bool("mover_fired");
    const int pips = own + others;
    const std::string noise_rule = d["noise"]["rule"].get<std::string>();
    Result r;
    if (others > 0)
        r.modifier("Pips of figures that moved within 6\" of him", "+" + std::to_string(others), noise_rule);
    int res = noise_result(pips, distance);
    r.modifier("Full 10\" between the nearest figures", "−" + std::to_string(pips - res), noise_rule);
    Rational pd = p_heard(pips, distance);
    std::string s;
    if (fired) {
        pd = Rational(1);
        r.modifier("The mover fired this turn", "heard automatically", d["fired_is_heard"]["rule"].get<std::string>());
        s = "He fired, so he is heard and may be fired on next turn.";
    } else if (spoiled) {
        pd = Rational(0);
        r.modifier("Own side fired within 10\" of the listener before he listened",
                   "no listening this turn (our reading: no roll)", d["listening"]["rule"].get<std::string>());
        s = "Listening is spoiled: a friend fired within 10\" first.";
    } else {
        s = std::to_string(pips) + " pips at " + inches(distance) + ": result " + std::to_string(res) +
            (res <= 0 ? ", cannot be heard."
                      : ", heard on a D6 of " + std::to_string(std::min(res, 6)) + " or less (" + pd.str() + ").");
    }
    r.outcome("detected", "Heard", pd);
    r.outcome("not-detected", "Not heard", Rational(1) - pd);
    r.values["pips"] = pips;
    r.values["result"] = res;
    r.values["p_detected"] = pd.to_double();
    r.summary = s;
    // [SECTION] curve: constant on each 10" band, so two points per band
    json pts = json::array();
    const double per = d["noise"]["per_full"].get<double>();
    int bands = std::clamp(pips + 1, 1, 12);
    for (int k = 0; k < bands; ++k) {
        double p0 = p_heard(pips, k * per).to_double();
        pts.push_back({k * per, p0});
        pts.push_back({k * per + per - 0.01, p0});
    }
    double xmax = bands * per;
    r.figure = {
        {"type", "curve"},       {"x_label", "Distance (in)"},
        {"y_label", "P(heard)"}, {"x_max", xmax},
        {"points", pts},         {"marker", {{"x", std::min(distance, xmax)}, {"label", "now " + inches(distance)}}}};
    if (ctx.seed) {
        if (!fired && !spoiled && res > 0 && res < 6) {
            Prng g(*ctx.seed);
            int die = g.die();
            r.roll = {{"dice", {die}}, {"key", heard(die, res) ? "detected" : "not-detected"}};
        } else {
            r.roll = {{"dice", json::array()}, {"key", pd == Rational(1) ? "detected" : "not-detected"}};
        }
    }
    if (!fired && !spoiled && distance >= per && res < 6)
        r.actions.push_back(
            {{"label", "If they were 10\" closer"}, {"params", {{"distance", std::max(0.0, distance - per)}}}});
    return r;
}

Calculator make_listening() {
    Calculator c;
    c.id = "skirmish.listening";
    c.title = "Listening for moving figures";
    c.ruleset = "skirmish";
    c.family = Family::Los;
    c.citation = "Vietnam Skirmish Rules: Tactical Movement and Hidden Ambushes";
    c.help =
        "The chance that noise from moving figures is heard, with the curve against distance. Every phase of "
        "normal movement makes a pip; pips of figures moving within 6\" of each other add up; each full 10\" "
        "between the nearest figures takes one off, and a D6 at or under what is left hears them. A friend "
        "firing within 10\" of the listener before he listens spoils it; a figure that fired is always heard.";
    c.ordered = true;
    c.params = {
        ParamSpec::Int("pips", "Pips of the nearest mover", 0, 36, 3,
                       "One pip per phase of normal (not tactical) movement."),
        ParamSpec::Int("group_pips", "Pips of movers within 6\" of him", 0, 36, 0, "Their noise adds to his."),
        ParamSpec::Number("distance", "Distance (in)", 0, 200, 1, 15, "Between the nearest members of the two sides."),
        ParamSpec::Bool("own_fire_within_10", "Own side fired within 10\" first", false,
                        "A friend fired within 10\" of the listener before he listened."),
        ParamSpec::Bool("mover_fired", "The mover fired this turn", false,
                        "A figure that fires is heard automatically.")};
    c.evaluate = evaluate_listening;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_listening)
}  // namespace pm::skirmish
