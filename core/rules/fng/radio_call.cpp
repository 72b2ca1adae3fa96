// Pointman — FNG the radio call turn by turn until the support arrives (radio_call.h).
#include "rules/fng/radio_call.h"

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "rules/fng/radio.h"
#include "rules/fng/rolled_tables.h"

namespace pm::fng {
namespace {

struct CallSetup {
    std::string req, weather;
    int base = 4;  // Rep' before atmospherics
    bool tunnel = false;
    int mod = 0;  // request roll modifier
    const json* table = nullptr;
    Rational fly;
    bool fac = false;
};

// One turn's call, with the chance of each way it can end.
struct TurnCall {
    Rational contact, grounded_now, grounded_final, denied, wait;
    std::map<int, Rational> arrives;  // turns after the call (0 = this turn) → chance
    Rational again() const { return Rational(1) - contact + grounded_now + wait; }
    Rational arrive_total() const {
        Rational t(0);
        for (const auto& [k, p] : arrives) t = t + p;
        return t;
    }
};

Dist request_rows(const CallSetup& s) {
    return Dist::die().map([&](int f) { return rolled_table_value(*s.table, {f}, 0, s.mod); });
}

// Turns after the call for a granted row, the overcast delay added.
Dist row_delay(const CallSetup& s, const std::string& key) {
    Dist d = arrival_delay(s.req, key, s.fac);
    if (!overcast_delays(s.req, s.weather)) return d;
    return d.plus(overcast_delay_dist());
}

TurnCall one_call(const CallSetup& s, const Dist& atmos) {
    TurnCall c;
    c.contact = atmos.then([&](int a) { return Dist::bernoulli(contact_chance(s.base + a, s.tunnel)); }).p(1);
    Rational grounded = c.contact * (Rational(1) - s.fly);
    if (s.fly.is_zero())
        c.grounded_final = grounded;
    else
        c.grounded_now = grounded;
    Rational go = c.contact * s.fly;
    Dist rows = request_rows(s);
    for (const auto& row : s.table->at("rows")) {
        Rational pr = rows.p_if([&](int v) { return v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>(); });
        const std::string key = row.at("key");
        switch (row_outcome(s.req, key)) {
            case RowOutcome::Denied: c.denied = c.denied + go * pr; break;
            case RowOutcome::TryAgain: c.wait = c.wait + go * pr; break;
            case RowOutcome::Arrives: {
                const Dist delay = row_delay(s, key);
                for (const auto& [k, pk] : delay.entries()) c.arrives[k] = c.arrives[k] + go * pr * pk;
                break;
            }
        }
    }
    return c;
}

const char* support_name(const std::string& req) {
    if (req == "artillery") return "The artillery (its first spotting round)";
    if (req == "air-strike") return "The air strike";
    if (req == "gunship") return "The gunship";
    return "The medevac";
}

std::string turns_text(int n) {
    return std::to_string(n) + (n == 1 ? " turn" : " turns");
}

json step_row(const std::string& step, const Rational& p, const std::string& rule, const std::string& then = "") {
    json j = {{"step", step}, {"p", p.to_double()}, {"exact", p.str()}, {"rule", rule}};
    if (!then.empty()) j["then"] = then;
    return j;
}

// The call as the parameters give it, for the odds and the roll alike; the rules it applies are
// noted on `r` when one is given (the odds), not for the roll.
CallSetup call_setup(const RadioCallInput& in, Answer* r) {
    auto note = [&](const std::string& label, const std::string& value, const std::string& rule) {
        if (r) r->modifier(label, value, rule);
    };
    CallSetup s;
    s.req = in.request;
    s.weather = in.weather;
    s.tunnel = in.tunnel;
    s.fac = s.req == "air-strike" && in.fac_overhead;
    s.base = in.rep;
    if (in.rto_wizard) {
        s.base += 1;
        note("RTO Wizard", "+1 Rep", "FNG p.9");
    }
    if (!radio_rain_label(s.weather).empty()) {
        s.base -= 1;
        note(radio_rain_label(s.weather), "-1 Rep", "FNG p.16");
    }
    if (s.tunnel)
        note("Radio in a tunnel: also fails on 1-3 of 1d6", "x " + Dist::die().p_if(tunnel_call_survives).str(),
             "FNG p.58");
    const std::string& atm = in.atmospherics;
    note("Atmospherics: this turn's as set, rolled again each later turn (1-4 normal, 5 +1, 6 -1)", atm,
         "FNG p.16 (Atmospheric Conditions)");
    s.table = &rolled_table(request_table_calc(s.req));
    RequestModifiers rm = request_modifiers(s.req, in.caller_rep, in.forward_observer, in.fo_only,
                                            s.req == "gunship" && in.helicopter_down);
    for (const auto& m : rm.applied) note(m.label, (m.value > 0 ? "+" : "") + std::to_string(m.value), m.rule);
    if (rm.fo_green_note)
        note(in.fo_only ? "Reading: a Forward Observer's +1 replaces the Rep 3 leader's -1"
                        : "Reading: a Forward Observer's +1 and the Rep 3 leader's -1 both count",
             in.fo_with_green_leader, "FNG p.50 (1), Pointman reading 26");
    s.mod = rm.total;
    s.fly = flies(s.req, s.weather);
    if (s.fly < Rational(1))
        note(grounded_text(s.req, s.weather), percent_text(Rational(1) - s.fly) + " grounded", "FNG p.38");
    if (overcast_delays(s.req, s.weather))
        note("Overcast: support arrives 1-3 turns later on 1-3 of 1d6",
             (Rational(1) - overcast_delay_dist().p(0)).str() + " delayed", "FNG p.38");
    if (s.weather == "overcast" && s.req == "medevac")
        note("Reading: overcast grounds air support, not the medevac helicopter", "no effect",
             "FNG p.38, Pointman reading 28");
    if (s.fac)
        note("A FAC is already overhead: an air strike en route comes 1 turn sooner", "-1 turn",
             "FNG p.50 (Air Strike Request (3))");
    note(
        "Turns to arrive: a span is 1d6 halved, rounded up; a call that fails, waits or is grounded is made "
        "again next turn",
        "reading", "FNG pp.16, 38, 50, 55, Pointman reading 62");
    return s;
}

}  // namespace

// [SECTION] the odds
Answer radio_call(const RadioCallInput& in) {
    Answer r;
    const CallSetup s = call_setup(in, &r);
    const int turns = in.turns;
    const std::string& atm = in.atmospherics;
    const Dist first_atmos = atmospherics_dist(atm), rolled_atmos = atmospherics_dist("roll");

    const TurnCall first = one_call(s, first_atmos), later = one_call(s, rolled_atmos);
    // Calling every turn for as long as it takes: the first turn, then the later turns repeat, a
    // geometric series (no horizon, so it always fits in 64 bits).
    Rational at_all = first.arrive_total();
    if (later.again() < Rational(1))
        at_all = at_all + first.again() * later.arrive_total() / (Rational(1) - later.again());
    // [SECTION] turn by turn over the horizon
    std::map<int, Rational> by_turn;
    Rational after(0), denied(0), grounded(0), reach(1), within(0);
    try {
        for (int j = 1; j <= turns; ++j) {
            const TurnCall& c = j == 1 ? first : later;
            for (const auto& [k, pk] : c.arrives) {
                if (j + k <= turns)
                    by_turn[j + k] = by_turn[j + k] + reach * pk;
                else
                    after = after + reach * pk;
            }
            denied = denied + reach * c.denied;
            grounded = grounded + reach * c.grounded_final;
            reach = reach * c.again();
        }
        for (int t = 2; t <= turns; ++t) within = within + by_turn[t];
        Rational cum(0);
        for (int t = 1; t <= turns; ++t) cum = cum + by_turn[t];  // the by-turn table's running total fits
    } catch (const std::overflow_error&) {
        throw RuleError(ErrorCode::NotPossible, "turns",
                        "the exact odds over " + turns_text(turns) +
                            " need fractions too long to keep here: ask for fewer turns (calling every turn, it "
                            "comes at all " +
                            percent_text(at_all) + ")");
    }
    Rational this_turn = by_turn[1];
    const std::string name = support_name(s.req);
    r.outcome("this-turn", "Arrives this turn", this_turn);
    r.outcome("within", "Arrives on a later turn, within " + turns_text(turns), within);
    r.outcome("after", "Granted, but arrives after turn " + std::to_string(turns), after);
    r.outcome("no-answer", "Still calling after " + turns_text(turns) + " (no contact, wait or weather)", reach);
    r.outcome("denied", "Denied: no more such requests this game", denied);
    r.outcome("grounded", "No such aircraft flies in this weather", grounded);
    r.values["p_at_all"] = probability_json(at_all);
    r.values["p_this_turn"] = probability_json(this_turn);
    r.values["p_within_turns"] = probability_json(this_turn + within);
    r.values["turns"] = turns;
    r.values["request_modifier"] = s.mod;
    // [SECTION] each step's own chance (the first turn's call)
    json steps = json::array();
    if (atm == "roll") {
        steps.push_back(step_row("Atmospherics normal (1-4)", first_atmos.p(0), "FNG p.16"));
        steps.push_back(step_row("Atmospherics good (5): +1 Rep", first_atmos.p(1), "FNG p.16"));
        steps.push_back(step_row("Atmospherics poor (6): -1 Rep", first_atmos.p(-1), "FNG p.16"));
    }
    steps.push_back(step_row("Contact made", first.contact, s.tunnel ? "FNG pp.16, 58" : "FNG p.16",
                             "otherwise call again next turn"));
    if (s.fly < Rational(1))
        steps.push_back(step_row("The aircraft can fly in this weather", s.fly, "FNG p.38",
                                 s.fly.is_zero() ? "never" : "otherwise call again next turn"));
    Dist rows = request_rows(s);
    for (const auto& row : s.table->at("rows")) {
        Rational pr = rows.p_if([&](int v) { return v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>(); });
        const std::string key = row.at("key");
        RowOutcome o = row_outcome(s.req, key);
        std::string then = o == RowOutcome::Denied     ? "no more requests this game"
                           : o == RowOutcome::TryAgain ? "call again next turn"
                                                       : "arrives " + arrival_text(s.req, key);
        steps.push_back(step_row("Request roll: " + row.at("label").get<std::string>(), pr, s.table->at("rule"), then));
    }
    if (overcast_delays(s.req, s.weather))
        steps.push_back(step_row("Overcast: 1-3 turns later", Rational(1) - overcast_delay_dist().p(0), "FNG p.38"));
    r.values["steps"] = steps;
    json table = json::array();
    Rational cum(0);
    for (int t = 1; t <= turns; ++t) {
        cum = cum + by_turn[t];
        table.push_back({{"turn", t},
                         {"p", by_turn[t].to_double()},
                         {"exact", by_turn[t].str()},
                         {"by_then", cum.to_double()},
                         {"by_then_exact", cum.str()}});
    }
    r.values["by_turn"] = table;
    if (s.fly.is_zero()) {
        r.summary = name + " never comes: no such aircraft flies in this weather.";
    } else {
        r.summary = name + " comes at all " + percent_text(at_all) +
                    " if called every turn until answered: " + "this turn " + percent_text(this_turn) + ", within " +
                    turns_text(turns) + " " + percent_text(this_turn + within) + ". Denied for the game " +
                    percent_text(denied) + " within " + turns_text(turns) + ".";
    }
    const std::string q = "?request=" + s.req + "&rep=" + std::to_string(in.rep) +
                          "&caller_rep=" + std::to_string(in.caller_rep) + "&weather=" + s.weather;
    r.actions.push_back({{"label", "One call, step by step"}, {"link", "#/fng.radio" + q}});
    r.actions.push_back({{"label", "The request table alone"}, {"link", "#/" + request_table_calc(s.req)}});
    return r;
}

// [SECTION] the roll (the seed's dice or the player's own), turn after turn, step by step
void roll_radio_call(const RadioCallInput& in, Prng& g, Answer& r) {
    const CallSetup s = call_setup(in, nullptr);
    const int turns = in.turns;
    const std::string& atm = in.atmospherics;
    json rs = json::array();
    std::string key = "no-answer";
    int arrival = 0;
    auto said = [&](int turn, const std::string& step, json dice, const std::string& result) {
        rs.push_back({{"turn", turn}, {"step", step}, {"dice", std::move(dice)}, {"result", result}});
    };
    for (int j = 1; j <= turns && key == "no-answer"; ++j) {
        int a = atmospherics_known(atm);
        if (j > 1 || atm == "roll") {
            int f = g.die();
            a = atmospherics_mod(f);
            said(j, "Atmospherics", {f}, a == 0 ? "normal" : (a > 0 ? "good: +1 Rep" : "poor: -1 Rep"));
        }
        // The contact die only when it can decide (radio.h contact_die_decides).
        bool ok = s.base + a >= 6;
        if (contact_die_decides(s.base + a)) {
            int c = g.die();
            ok = contact_for_faces(c, s.base + a);
            said(j, "Contact against Rep " + std::to_string(s.base + a), {c}, ok ? "contact" : "no contact");
        } else {
            said(j, "Contact against Rep " + std::to_string(s.base + a), json::array(),
                 ok ? "contact: certain at this Rep" : "no contact: not possible at this Rep");
        }
        if (ok && s.tunnel) {
            int t = g.die();
            ok = tunnel_call_survives(t);
            said(j, "Tunnel", {t}, ok ? "the call gets out" : "lost in the tunnel");
        }
        if (!ok) continue;
        int need = grounded_on(s.req, s.weather);
        if (need >= 6) {
            key = "grounded";
            said(j, "Weather", json::array(), "no such aircraft flies");
            break;
        }
        if (need > 0) {
            int w = g.die();
            bool down = w <= need;
            said(j, "Weather", {w}, down ? "grounded this turn" : "it flies");
            if (down) continue;
        }
        int f = g.die();
        const std::string row = rolled_table_key(*s.table, rolled_table_value(*s.table, {f}, 0, s.mod));
        std::string label;
        for (const auto& rr : s.table->at("rows"))
            if (rr.at("key") == row) label = rr.at("label");
        said(j, "Request roll" + std::string(s.mod ? (s.mod > 0 ? " +" : " ") + std::to_string(s.mod) : ""), {f},
             label);
        RowOutcome o = row_outcome(s.req, row);
        if (o == RowOutcome::Denied) key = "denied";
        if (o != RowOutcome::Arrives) continue;
        int face = 1;
        if (arrival_needs_die(s.req, row)) {
            face = g.die();
            said(j, "Turns to arrive", {face}, turns_text(arrival_delay_for_face(s.req, row, face, s.fac)));
        }
        int k = arrival_delay_for_face(s.req, row, face, s.fac);
        if (overcast_delays(s.req, s.weather)) {
            int d = g.die();
            int extra = d <= kOvercastDelayOn ? overcast_extra_turns(g.die()) : 0;
            said(j, "Overcast delay", {d}, extra ? turns_text(extra) + " later" : "no delay");
            k += extra;
        }
        arrival = j + k;
        key = arrival == 1 ? "this-turn" : (arrival <= turns ? "within" : "after");
    }
    r.roll = {{"steps", rs}, {"key", key}};
    if (arrival) r.roll["arrival_turn"] = arrival;
}

}  // namespace pm::fng
