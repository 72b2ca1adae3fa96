// Pointman — Vietnam Skirmish spotting (VS-10, VS-A6) and noise (VS-9, VS-A5); see spotting_noise.h.
#include "rules/skirmish/spotting_noise.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/data/data_files.h"

namespace pm::skirmish {

const json& los_sighting_data() {
    return data_json("skirmish/los-sighting.json");
}

std::string inches(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g\"", v);
    return buf;
}

// [SECTION] spotting
double spot_max_range() {
    return los_sighting_data()["spotting"]["max_range"].get<double>();
}

int spot_need(double range, const std::string& fraction) {
    if (fraction == "nearest") return static_cast<int>(std::floor(range + 0.5));
    if (fraction == "down") return static_cast<int>(std::floor(range));
    return static_cast<int>(std::ceil(range - 1e-9));
}

bool spot_roll_allowed(double range) {
    return range <= spot_max_range();
}

bool spotted(int dice_total, int need) {
    return dice_total >= need;
}

Rational p_spot(double range, const std::string& fraction) {
    if (!spot_roll_allowed(range)) return Rational(0);
    const int need = spot_need(range, fraction);
    int n = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) n += spotted(a + b, need);
    return Rational(n, 36);
}

// [SECTION] noise
int noise_result(int pips, double distance) {
    const double per = los_sighting_data()["noise"]["per_full"].get<double>();
    return pips - static_cast<int>(std::floor(distance / per + 1e-12));
}

bool heard(int die, int result) {
    return die <= result;
}

Rational p_heard(int pips, double distance) {
    const int result = noise_result(pips, distance);
    int n = 0;
    for (int f = 1; f <= 6; ++f) n += heard(f, result);
    return Rational(n, 6);
}

// [SECTION] spotting (the rule: spotting_noise.h)
Answer spot(const SpotInput& in) {
    Answer r;
    const double range = in.range;
    const std::string& rule = in.fraction;
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
void roll_spot(const SpotInput& in, Prng& dice, Answer& r) {
    const double range = in.range;
    if (!spot_roll_allowed(range)) {
        r.roll = json{{"key", "not-spotted"}};
        return;
    }
    const int s = dice.sum(2);
    r.roll = json{{"dice", s}, {"key", spotted(s, spot_need(range, in.fraction)) ? "spotted" : "not-spotted"}};
}

// [SECTION] noise, as a player asks it
Answer noise(const NoiseInput& in) {
    Answer r;
    const int pips = in.pips;
    const double d = in.distance;
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

void roll_noise(const NoiseInput& in, Prng& dice, Answer& r) {
    const int die = dice.die();
    const bool h = heard(die, noise_result(in.pips, in.distance));
    r.roll = json{{"die", die}, {"key", h ? "detected" : "not-detected"}};
}

}  // namespace pm::skirmish
