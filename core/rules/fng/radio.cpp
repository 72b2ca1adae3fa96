// Pointman — FNG radio calls and support requests: see radio.h.
#include "rules/fng/radio.h"

#include <stdexcept>
#include <vector>

#include "engine/words.h"
#include "rules/fng/rolled_tables.h"
#include "rules/fng/support_arrival.h"

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

std::string radio_rain_label(const std::string& weather) {
    if (weather == "rain") return "Rain (for the whole game)";
    if (weather == "storm") return "Heavy continuous rain (rain for the whole game)";
    return "";
}

bool contact_for_faces(int face, int rep_prime) {
    return face <= rep_prime;
}

bool contact_die_decides(int rep_prime) {
    return rep_prime >= 1 && rep_prime <= 5;
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

// fng.radio, one call — from "I pick up the handset" to "what arrives" (digest fng.md §2.10, FNG-A7; FNG-T25,
// T53, T54, T55, T56).
//
// Step 1, atmospherics (once per turn, shared by every call): 1d6 1-4 normal, 5 = +1, 6 = -1.
// Step 2, contact: 1d6 ≤ Rep' = Rep + atmospherics + RTO Wizard (+1) - rain (1, heavy rain too);
//         in a tunnel the call also fails on 1-3 of another 1d6.
// Step 3, the request table (artillery, air strike, gunship, medevac), 1d6 + its modifiers, read
//         from data/fng/rolled_tables.json (the same rows as the table calculators).
// Step 2b, weather over aircraft (p.38): "grounded" when rain, heavy rain or overcast keeps it away.
// Outcomes: "no-contact", ("grounded"), then each row of the request table ("contact" when no request is made).
// Seeded roll (generator 2), in this order: atmospherics die (unless fixed), contact die, (tunnel)
// tunnel die, (weather) weather die, (overcast) delay die and turns die, request die.

namespace {

// The call as the parameters give it, for the odds and the roll alike; the Rep modifiers are noted
// on `r` when one is given (the odds), not for the roll.
struct RadioSetup {
    int rep = 4, base = 4;  // the operator's Rep, and Rep' before the turn's atmospherics
    bool tunnel = false;
    std::string atm, weather, req;
};

RadioSetup radio_setup(const RadioInput& in, Answer* r) {
    auto note = [&](const std::string& label, const std::string& value, const std::string& rule) {
        if (r) r->modifier(label, value, rule);
    };
    RadioSetup s;
    s.rep = s.base = in.rep;
    if (in.rto_wizard) {
        s.base += 1;
        note("RTO Wizard", "+1 Rep", "FNG p.9");
    }
    s.weather = in.weather;
    // Heavy rain is still rain: -1 for the game; a -2 only comes with poor atmospherics on top.
    if (!radio_rain_label(s.weather).empty()) {
        s.base -= 1;
        note(radio_rain_label(s.weather), "-1 Rep", "FNG p.16");
    }
    s.tunnel = in.tunnel;
    if (s.tunnel)
        note("Radio in a tunnel: also fails on 1-3 of 1d6", "x " + Dist::die().p_if(tunnel_call_survives).str(),
             "FNG p.58");
    s.atm = in.atmospherics;
    s.req = in.request;
    return s;
}

RequestModifiers radio_request_modifiers(const RadioInput& in, const std::string& req) {
    return request_modifiers(req, in.caller_rep, in.forward_observer, in.fo_only,
                             req == "gunship" && in.helicopter_down);
}

}  // namespace

// [SECTION] the odds
Answer radio(const RadioInput& in) {
    Answer r;
    const RadioSetup rs = radio_setup(in, &r);
    const int rep = rs.rep, base = rs.base;
    const std::string& weather = rs.weather;
    const bool tunnel = rs.tunnel;
    const std::string& atm = rs.atm;
    Dist atmos = atmospherics_dist(atm);
    r.modifier(atm == "roll" ? "Atmospherics rolled this turn (1-4 normal, 5 +1, 6 -1)" : "Atmospherics already known",
               atm, "FNG p.16 (Atmospheric Conditions)");
    // contact = 1 / 0
    Dist contact = atmos.then([&](int a) { return Dist::bernoulli(contact_chance(base + a, tunnel)); });
    Rational pc = contact.p(1);
    const std::string& req = rs.req;
    r.values["p_contact"] = pc.to_double();
    r.values["p_contact_exact"] = pc.str();
    r.values["atmospherics"] = {{"normal", atmos.p(0).str()}, {"good", atmos.p(1).str()}, {"poor", atmos.p(-1).str()}};
    json chain = json::array();
    chain.push_back({{"step", "Radio contact"}, {"p", pc.to_double()}, {"exact", pc.str()}, {"rule", "FNG p.16"}});
    r.outcome("no-contact", "No contact: no more radio calls for this side this turn", Rational(1) - pc);
    int mod = 0;
    const json* table = nullptr;
    // The operator's Rep for the contact roll, when something changed it (the turn's atmospherics
    // are in the chance but not in this number when they are still to be rolled).
    const std::string rep_words = base == rep ? std::string()
                                              : " (Rep " + std::to_string(base) + " after modifiers" +
                                                    (atm == "roll" ? ", before atmospherics" : "") + ")";
    if (req == "none") {
        r.outcome("contact", "Contact made", pc);
        r.summary = "Radio contact " + percent_text(pc) + rep_words + ".";
    } else {
        table = &rolled_table(request_table_calc(req));
        const RequestModifiers rm = radio_request_modifiers(in, req);
        std::vector<std::string> why;  // named in the summary: the caller's Rep is easy to miss
        for (const auto& m : rm.applied) {
            std::string v = (m.value > 0 ? "+" : "") + std::to_string(m.value);
            why.push_back(m.label + " " + v);
            r.modifier(m.label, v, m.rule);
        }
        mod = rm.total;
        if (rm.fo_green_note)
            r.modifier(in.fo_only ? "Reading: a Forward Observer's +1 replaces the Rep 3 leader's -1"
                                  : "Reading: a Forward Observer's +1 and the Rep 3 leader's -1 both count",
                       in.fo_with_green_leader, "FNG p.50 (1), Pointman reading 26");
        // [SECTION] weather over the aircraft (FNG p.38): rain keeps strike aircraft away and grounds
        // helicopters on 1-4; heavy continuous rain grounds every aircraft; overcast grounds air support
        // on 1-2 and delays it on 1-3. Our reading: a medevac helicopter is not "air support", so
        // overcast alone does not ground it.
        Rational fly = flies(req, weather);
        if (fly < Rational(1)) {
            r.modifier(grounded_text(req, weather), percent_text(Rational(1) - fly) + " grounded", "FNG p.38");
            r.outcome("grounded", "Weather keeps the aircraft on the ground", pc * (Rational(1) - fly));
            chain.push_back({{"step", "Aircraft can fly in this weather"},
                             {"p", (pc * fly).to_double()},
                             {"exact", (pc * fly).str()},
                             {"given_contact", fly.str()},
                             {"rule", "FNG p.38"}});
        }
        if (weather == "overcast" && req == "medevac")
            r.modifier("Reading: overcast grounds air support, not the medevac helicopter", "no effect",
                       "FNG p.38, Pointman reading 28");
        const Dist weather_delay = overcast_delays(req, weather) ? overcast_delay_dist() : Dist::point(0);
        if (overcast_delays(req, weather)) {
            const Rational late = Rational(1) - weather_delay.p(0);
            r.modifier("Overcast: support arrives 1-3 turns later on 1-3 of 1d6", late.str() + " delayed", "FNG p.38");
            r.values["p_delayed_given_flying"] = late.str();
        }
        r.values["p_aircraft_fly"] = fly.str();
        Dist rows = Dist::die().map([&](int f) { return rolled_table_value(*table, {f}, 0, mod); });
        auto row_p = [&](const json& row) {
            return rows.p_if([&](int v) { return v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>(); });
        };
        for (const auto& row : table->at("rows")) {
            Rational pr = row_p(row);
            r.outcome(row.at("key").get<std::string>(), row.at("label").get<std::string>(), pc * fly * pr);
            chain.push_back({{"step", row.at("label")},
                             {"p", (pc * fly * pr).to_double()},
                             {"exact", (pc * fly * pr).str()},
                             {"given_contact", pr.str()},
                             {"rule", table->at("rule")}});
        }
        // [SECTION] the answer: the chance that support comes at all, this turn and surely by next
        // turn, over the whole call (contact, weather, request), so it agrees with the rows. Overcast
        // delays air support 1-3 turns on 1-3 of a die (FNG p.38; the turns die halved, as rolled).
        SupportArrival arrival = support_arrival(
            *table, [&](const json& row) { return pc * fly * row_p(row); }, [&](int k) { return weather_delay.p(k); });
        if (fly.is_zero()) {
            r.summary = "Contact " + percent_text(pc) + rep_words + "; but in this weather no such aircraft flies.";
        } else {
            std::string weather_part =
                fly < Rational(1) ? " after contact, the weather grounds it " + percent_text(Rational(1) - fly) + ";"
                                  : "";
            r.summary = "Contact " + percent_text(pc) + rep_words + ";" + weather_part + " in all, " +
                        lower_first(arrival_words(arrival, table->at("support").get<std::string>())) + ".";
        }
        if (!why.empty()) {
            std::string list;
            for (const auto& w : why) list += (list.empty() ? "" : "; ") + w;
            r.summary += " Request roll " + std::string(mod > 0 ? "+" : "") + std::to_string(mod) + ": " + list + ".";
        }
    }
    r.values["chain"] = chain;
    r.actions.push_back({{"label", "Does the support come, and when (turn by turn)"},
                         {"link", "#/fng.radio-call?request=" + (req == "none" ? std::string("artillery") : req)}});
    r.values["request_modifier"] = mod;
    return r;
}

// [SECTION] the roll, die by die: atmospherics (unless known), contact, (tunnel) tunnel, (weather)
// weather, (overcast) delay and turns, then the request die
void roll_radio(const RadioInput& in, Prng& g, Answer& r) {
    const RadioSetup rs = radio_setup(in, nullptr);
    const int base = rs.base;
    const bool tunnel = rs.tunnel;
    const std::string &atm = rs.atm, &weather = rs.weather, &req = rs.req;
    const json* table = req == "none" ? nullptr : &rolled_table(request_table_calc(req));
    const int mod = table ? radio_request_modifiers(in, req).total : 0;
    json roll;
    int a = 0;
    std::string w, words;  // the roll in words: the first dice, then the rest
    if (atm == "roll") {
        int f = g.die();
        roll["atmospherics_die"] = f;
        a = atmospherics_mod(f);
        w += "atmospherics " + std::to_string(f) + (a == 0 ? " (no change)" : (a > 0 ? " (+1)" : " (-1)")) + ", ";
    } else {
        a = atmospherics_known(atm);
    }
    // The contact die only when it can decide: against a Rep of 6 or more every face is contact, at
    // 0 or less none is ("roll his Rep or less on 1d6", FNG p.16).
    bool ok = base + a >= 6;
    if (contact_die_decides(base + a)) {
        int c = g.die();
        roll["contact_die"] = c;
        ok = contact_for_faces(c, base + a);
        w += "contact " + std::to_string(c) + " against " + std::to_string(base + a) + " or less";
    } else {
        w += std::string(ok ? "contact certain" : "no contact possible") + " at Rep " + std::to_string(base + a);
    }
    if (tunnel) {
        int t = g.die();
        roll["tunnel_die"] = t;
        ok = ok && tunnel_call_survives(t);
        w += ", tunnel " + std::to_string(t) + " (4 or more gets out)";
    }
    std::string key = ok ? "contact" : "no-contact";
    if (ok && table) {
        int need = grounded_on(req, weather);  // grounded on 1..need of a die (6: always)
        if (need >= 6) {
            key = "grounded";
        } else if (need > 0) {
            int w = g.die();
            roll["weather_die"] = w;
            if (w <= need) key = "grounded";
            words += ", weather " + std::to_string(w) + " (grounded on " + std::to_string(need) + " or less)";
        }
        if (key != "grounded" && overcast_delays(req, weather)) {
            int d = g.die();
            roll["delay_die"] = d;
            const int dt = d <= kOvercastDelayOn ? g.die() : 0;  // drawn only for a delay, as before
            const int late = d <= kOvercastDelayOn ? overcast_extra_turns(dt) : 0;
            roll["delay_turns"] = late;
            words += ", overcast delay " + std::to_string(d) +
                     (d <= kOvercastDelayOn
                          ? ", then " + std::to_string(dt) + ": " + count_text(late, "turn", "turns") + " late"
                          : std::string(": no delay"));
        }
    }
    if (ok && table && key != "grounded") {
        int f = g.die();
        roll["request_die"] = f;
        words += ", request " + std::to_string(f) +
                 (mod ? (mod > 0 ? " +" : " ") + std::to_string(mod) + " = " + std::to_string(f + mod) : "");
        key = rolled_table_key(*table, rolled_table_value(*table, {f}, 0, mod));
    }
    roll["key"] = key;
    r.roll = roll;
    r.rolled = with_label("Rolled " + w + words, r.label(key));
}

}  // namespace pm::fng
