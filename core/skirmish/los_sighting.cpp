// Pointman — Vietnam Skirmish visibility: `skirmish.sighting` (spotting 2D6 ≥ range within 12",
// hidden figures seeing each other within 4") and `skirmish.listening` (noise detection: pips − 1
// per full 10", D6 ≤ result; pips pooled within 6"; listening spoiled by own fire within 10").
// Both return a `curve` figure of the chance against distance with the current distance marked.
// The rules themselves (also behind the contract's skirmish.spot and skirmish.noise) live in
// skirmish/spotting_noise.h; these are the LOS family's calculators with the extra rules and pictures.
//
// Seeded rolls (generator 1): sighting draws two d6 (Prng::die, in order) only when a spotting roll
// is made (range within 12"); listening draws one d6 only when a detection roll is made.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "data_access/data_files.h"
#include "random/prng.h"
#include "registry/registry.h"
#include "skirmish/spotting_noise.h"

namespace pm::skirmish {

namespace {

const json& sd() { return data_json("skirmish/los-sighting.json"); }

std::string inches(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g\"", v);
    return buf;
}

// [SECTION] spotting (VS-10) and mutual sighting (VS-9)
Rational p_sight(const std::string& rules, double range) {
    if (rules == "hidden") return range <= sd()["mutual_sighting"]["within"].get<double>() ? Rational(1) : Rational(0);
    return p_spot(range);
}

Result evaluate_sighting(const Params& p, const EvalContext& ctx) {
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
        r.modifier("Spotting roll", "2D6 ≥ " + std::to_string(std::max(2, need)), d["spotting"]["rule"].get<std::string>());
        if (range != std::floor(range))
            r.modifier("Fractional range", "a whole-number total must reach " + std::to_string(need) + " (our reading)",
                       "digest VS-10 note");
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
    if (ctx.seed && rules != "hidden" && spot_roll_allowed(range)) {
        Prng g(*ctx.seed);
        int a = g.die(), b = g.die();
        bool ok = spotted(a + b, spot_need(range));
        r.roll = {{"dice", {a, b}}, {"key", ok ? "spotted" : "not-spotted"}};
    } else if (ctx.seed) {
        r.roll = {{"dice", json::array()}, {"key", ps == Rational(1) ? "spotted" : "not-spotted"}};
    }
    return r;
}

Calculator make_sighting() {
    Calculator c;
    c.id = "skirmish.sighting";
    c.title = "Spotting and sighting hidden figures";
    c.ruleset = "skirmish";
    c.family = Family::Los;
    c.citation = "Vietnam Skirmish Rules: Alternate Hidden Rules; Tactical Movement and Hidden Ambushes (digest VS-9, VS-10)";
    c.help =
        "The chance to spot a hidden enemy at a given range, with the whole curve against range. Alternate "
        "hidden rules: two dice must reach the range in inches, and only within 12\". Standard hidden rules: "
        "two hidden figures who have not heard each other see each other within 4\".";
    c.ordered = true;
    c.params = {ParamSpec::Number("range", "Range (in)", 0, 48, 0.5, 6, "Inches from the spotter to the hidden figure."),
                ParamSpec::Enum("rules", "Hidden rules",
                                {{"spotting", "Alternate hidden rules (spotting roll)"}, {"hidden", "Hidden movement (sighting at 4\")"}},
                                "spotting", "Which hidden-figure rules the game uses.")};
    c.evaluate = evaluate_sighting;
    return c;
}

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
    if (others > 0) r.modifier("Pips of figures that moved within 6\" of him", "+" + std::to_string(others), noise_rule);
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
        r.modifier("Own side fired within 10\" of the listener before he listened", "no listening this turn (our reading: no roll)",
                   d["listening"]["rule"].get<std::string>());
        s = "Listening is spoiled: a friend fired within 10\" first.";
    } else {
        s = std::to_string(pips) + " pips at " + inches(distance) + ": result " + std::to_string(res) +
            (res <= 0 ? ", cannot be heard." : ", heard on a D6 of " + std::to_string(std::min(res, 6)) + " or less (" + pd.str() + ").");
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
    r.figure = {{"type", "curve"},
                {"x_label", "Distance (in)"},
                {"y_label", "P(heard)"},
                {"x_max", xmax},
                {"points", pts},
                {"marker", {{"x", std::min(distance, xmax)}, {"label", "now " + inches(distance)}}}};
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
        r.actions.push_back({{"label", "If they were 10\" closer"}, {"params", {{"distance", std::max(0.0, distance - per)}}}});
    return r;
}

Calculator make_listening() {
    Calculator c;
    c.id = "skirmish.listening";
    c.title = "Listening for moving figures";
    c.ruleset = "skirmish";
    c.family = Family::Los;
    c.citation = "Vietnam Skirmish Rules: Tactical Movement and Hidden Ambushes (digest VS-9, Algorithm VS-A5)";
    c.help =
        "The chance that noise from moving figures is heard, with the curve against distance. Every phase of "
        "normal movement makes a pip; pips of figures moving within 6\" of each other add up; each full 10\" "
        "between the nearest figures takes one off, and a D6 at or under what is left hears them. A friend "
        "firing within 10\" of the listener before he listens spoils it; a figure that fired is always heard.";
    c.ordered = true;
    c.params = {ParamSpec::Int("pips", "Pips of the nearest mover", 0, 36, 3, "One pip per phase of normal (not tactical) movement."),
                ParamSpec::Int("group_pips", "Pips of movers within 6\" of him", 0, 36, 0, "Their noise adds to his."),
                ParamSpec::Number("distance", "Distance (in)", 0, 200, 1, 15, "Between the nearest members of the two sides."),
                ParamSpec::Bool("own_fire_within_10", "Own side fired within 10\" first", false,
                                "A friend fired within 10\" of the listener before he listened."),
                ParamSpec::Bool("mover_fired", "The mover fired this turn", false, "A figure that fires is heard automatically.")};
    c.evaluate = evaluate_listening;
    return c;
}

}  // namespace

PM_REGISTER_CALCULATOR(make_sighting)
PM_REGISTER_CALCULATOR(make_listening)

}  // namespace pm::skirmish
