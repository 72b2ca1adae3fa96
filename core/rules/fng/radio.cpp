// Pointman — FNG radio calls and support requests: see radio.h.
#include "rules/fng/radio.h"

#include <stdexcept>

namespace pm::fng {

int atmospherics_mod(int face) {
    return face <= 4 ? 0 : (face == 5 ? 1 : -1);
}

int atmospherics_known(const std::string& setting) {
    return setting == "good" ? 1 : (setting == "poor" ? -1 : 0);
}

Dist atmospherics_dist(const std::string& setting) {
    if (setting == "roll") return Dist::die().map(atmospherics_mod);
    return Dist::point(atmospherics_known(setting));
}

bool contact_for_faces(int face, int rep_prime) {
    return face <= rep_prime;
}

bool tunnel_call_survives(int face) {
    return face >= 4;
}

Rational contact_chance(int rep_prime, bool tunnel) {
    Rational pc = Dist::die().p_if([&](int f) { return contact_for_faces(f, rep_prime); });
    return tunnel ? pc * Dist::die().p_if(tunnel_call_survives) : pc;
}

int grounded_on(const std::string& req, const std::string& weather) {
    if (req != "air-strike" && req != "gunship" && req != "medevac") return 0;
    if (weather == "storm") return 6;  // heavy continuous rain: nothing flies
    if (weather == "rain") return req == "air-strike" ? 6 : 4;
    if (weather == "overcast") return req == "medevac" ? 0 : 2;
    return 0;
}

Rational flies(const std::string& req, const std::string& weather) {
    const int need = grounded_on(req, weather);
    return Dist::die().p_if([need](int f) { return f > need; });
}

std::string grounded_text(const std::string& req, const std::string& weather) {
    if (weather == "storm") return "Heavy continuous rain: no aircraft flies";
    if (weather == "rain")
        return req == "air-strike" ? "Rain: no air strikes" : "Rain: helicopters unavailable on 1-4 of 1d6";
    return "Overcast: air support cannot fly on 1-2 of 1d6";
}

bool overcast_delays(const std::string& req, const std::string& weather) {
    return weather == "overcast" && req != "medevac" && req != "artillery";
}

int overcast_extra_turns(int turns_face) {
    return (turns_face + 1) / 2;
}

Dist overcast_delay_dist() {
    return Dist::die().then(
        [](int f) { return f <= kOvercastDelayOn ? Dist::die().map(overcast_extra_turns) : Dist::point(0); });
}

RequestModifiers request_modifiers(const std::string& req, int caller, bool fo, bool fo_alone, bool helicopter_down) {
    RequestModifiers m;
    auto add = [&](bool on, int v, const std::string& label, const std::string& cite) {
        if (!on) return;
        m.total += v;
        m.applied.push_back({label, v, cite});
    };
    if (req == "artillery") {
        add(caller >= 5 || fo, 1, "Requesting leader Rep 5+ or a Forward Observer",
            "FNG p.50 (US Artillery Fire Mission Request (1))");
        add(caller <= 3 && !(fo && fo_alone), -1, "Requesting leader Rep 3 or less",
            "FNG p.50 (US Artillery Fire Mission Request (1))");
        m.fo_green_note = fo && caller <= 3;
    } else if (req == "air-strike") {
        add(fo, 1, "Caller is a Forward Observer", "FNG p.50 (Air Strike Request (1))");
        add(caller <= 4, -1, "Requesting leader Rep 4 or less", "FNG p.50 (Air Strike Request (1))");
    } else if (req == "gunship") {
        add(caller >= 5, 1, "Requesting leader Rep 5+", "FNG p.50 (Gunship Request (1))");
        add(caller <= 4, -1, "Requesting leader Rep 4 or less", "FNG p.50 (Gunship Request (1))");
        add(helicopter_down, 1, "A helicopter was shot down this game", "FNG p.50 (Gunship Request (3))");
    }
    return m;
}

std::string request_table_calc(const std::string& req) {
    return "fng." + req + "-request";
}

RowOutcome row_outcome(const std::string& req, const std::string& key) {
    if (req == "medevac") return key == "1-2" ? RowOutcome::TryAgain : RowOutcome::Arrives;
    if (key == "1") return RowOutcome::Denied;
    if (key == "2") return RowOutcome::TryAgain;
    return RowOutcome::Arrives;
}

namespace {
// How the row's delay is read: a fixed number of turns, or a die ("1-3", "2-4", "1d6").
struct Delay {
    int fixed = 0;
    std::string span;  // "" fixed, "1-3", "2-4", "1d6"
};
Delay delay_of(const std::string& req, const std::string& key) {
    if (req == "artillery") {
        if (key == "3") return {0, "1-3"};
        if (key == "4") return {1, ""};
        return {0, ""};  // 5 and 6+: the spotting round lands this turn
    }
    if (req == "air-strike") {
        if (key == "3") return {0, "2-4"};
        if (key == "4") return {2, ""};  // FAC next turn, the strike the turn after
        if (key == "5") return {1, ""};
        return {0, ""};
    }
    if (req == "gunship") {
        if (key == "3") return {0, "2-4"};
        if (key == "4") return {2, ""};
        if (key == "5") return {1, ""};
        return {0, ""};
    }
    if (req == "medevac") {
        if (key == "3") return {0, "1d6"};
        if (key == "4") return {0, "2-4"};
        if (key == "5") return {2, ""};
        return {1, ""};
    }
    throw std::logic_error("no request " + req);
}
int span_turns(const std::string& span, int face) {
    if (span == "1-3") return (face + 1) / 2;
    if (span == "2-4") return (face + 1) / 2 + 1;
    return face;  // 1d6
}
}  // namespace

bool arrival_needs_die(const std::string& req, const std::string& key) {
    return !delay_of(req, key).span.empty();
}

int arrival_delay_for_face(const std::string& req, const std::string& key, int face, bool fac_overhead) {
    Delay d = delay_of(req, key);
    int t = d.span.empty() ? d.fixed : span_turns(d.span, face);
    if (fac_overhead && req == "air-strike" && key == "3") t -= 1;  // p.50 note (3)
    return t;
}

Dist arrival_delay(const std::string& req, const std::string& key, bool fac_overhead) {
    if (!arrival_needs_die(req, key)) return Dist::point(arrival_delay_for_face(req, key, 1, fac_overhead));
    return Dist::die().map([&](int f) { return arrival_delay_for_face(req, key, f, fac_overhead); });
}

std::string arrival_text(const std::string& req, const std::string& key) {
    Delay d = delay_of(req, key);
    if (d.span == "1-3") return "in 1-3 turns (1d6 halved, rounded up)";
    if (d.span == "2-4") return "in 2-4 turns (1d6 halved, rounded up, +1)";
    if (d.span == "1d6") return "in 1d6 turns";
    if (d.fixed == 0) return "this turn";
    if (d.fixed == 1) return "next turn";
    return "in " + std::to_string(d.fixed) + " turns";
}

}  // namespace pm::fng
