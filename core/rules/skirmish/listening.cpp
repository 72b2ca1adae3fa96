// Pointman — Vietnam Skirmish noise detection and listening as a player asks it (listening.h).

#include "rules/skirmish/listening.h"

#include <algorithm>
#include <string>

#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] noise detection and listening (VS-9, Algorithm VS-A5)
// The listening as the rules set it up: the noise result, and whether a die is rolled at all.
struct Listening {
    int pips = 0, res = 0;
    bool fired = false, spoiled = false;
    Rational pd;                                                             // chance he is heard
    bool rolls() const { return !fired && !spoiled && res > 0 && res < 6; }  // else it is certain
};

Listening listening_of(const ListeningInput& in) {
    Listening l;
    l.pips = in.pips + in.group_pips;
    l.res = noise_result(l.pips, in.distance);
    l.fired = in.mover_fired;
    l.spoiled = in.own_fire_within_10;
    l.pd = l.fired ? Rational(1) : l.spoiled ? Rational(0) : p_heard(l.pips, in.distance);
    return l;
}

}  // namespace

Answer listening(const ListeningInput& in) {
    const json& d = los_sighting_data();
    const int others = in.group_pips;
    const double distance = in.distance;
    const Listening l = listening_of(in);
    const bool spoiled = l.spoiled, fired = l.fired;
    const int pips = l.pips, res = l.res;
    const Rational pd = l.pd;
    const std::string noise_rule = d["noise"]["rule"].get<std::string>();
    Answer r;
    if (others > 0)
        r.modifier("Pips of figures that moved within 6\" of him", "+" + std::to_string(others), noise_rule);
    r.modifier("Full 10\" between the nearest figures", "−" + std::to_string(pips - res), noise_rule);
    std::string s;
    if (fired) {
        r.modifier("The mover fired this turn", "heard automatically", d["fired_is_heard"]["rule"].get<std::string>());
        s = "He fired, so he is heard and may be fired on next turn.";
    } else if (spoiled) {
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
    if (!fired && !spoiled && distance >= per && res < 6)
        r.actions.push_back(
            {{"label", "If they were 10\" closer"}, {"params", {{"distance", std::max(0.0, distance - per)}}}});
    return r;
}

// One die when the result leaves it open (read by heard(), as the odds are); otherwise the certain
// outcome without a die.
void roll_listening(const ListeningInput& in, Prng& dice, Answer& r) {
    const Listening l = listening_of(in);
    if (l.rolls()) {
        const int die = dice.die();
        r.roll = {{"dice", {die}}, {"key", heard(die, l.res) ? "detected" : "not-detected"}};
    } else {
        r.roll = {{"dice", json::array()}, {"key", l.pd == Rational(1) ? "detected" : "not-detected"}};
    }
}

}  // namespace pm::skirmish
