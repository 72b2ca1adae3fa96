// fng.radio — from "I pick up the handset" to "what arrives" (digest fng.md §2.10, FNG-A7; FNG-T25,
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
#include "rules/fng/radio.h"

#include <algorithm>
#include <string>
#include <vector>

#include "calculators/fng/shared_readings.h"
#include "contract/registry.h"
#include "contract/rolled.h"
#include "contract/summary_words.h"
#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/rolled_tables.h"
#include "rules/fng/support_arrival.h"

namespace pm::fng {
namespace {

Result evaluate_radio(const Params& p, const EvalContext& ctx) {
    Result r;
    int rep = p.get_int("rep");
    int base = rep;
    if (p.get_bool("rto_wizard")) {
        base += 1;
        r.modifier("RTO Wizard", "+1 Rep", "FNG p.9");
    }
    const std::string& weather = p.get_enum("weather");
    if (weather == "rain") {
        base -= 1;
        r.modifier("Rain (for the whole game)", "-1 Rep", "FNG p.16");
    } else if (weather == "storm") {
        // Heavy rain is still rain: -1 for the game; a -2 only comes with poor atmospherics on top.
        base -= 1;
        r.modifier("Heavy continuous rain (rain for the whole game)", "-1 Rep", "FNG p.16");
    }
    bool tunnel = p.get_bool("tunnel");
    if (tunnel) r.modifier("Radio in a tunnel: also fails on 1-3 of 1d6", "x 1/2", "FNG p.58");
    const std::string& atm = p.get_enum("atmospherics");
    Dist atmos = atmospherics_dist(atm);
    r.modifier(atm == "roll" ? "Atmospherics rolled this turn (1-4 normal, 5 +1, 6 -1)" : "Atmospherics already known",
               atm, "FNG p.16 (Atmospheric Conditions)");
    // contact = 1 / 0
    Dist contact = atmos.then([&](int a) { return Dist::bernoulli(contact_chance(base + a, tunnel)); });
    Rational pc = contact.p(1);
    const std::string& req = p.get_enum("request");
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
        bool fo = p.get_bool("forward_observer");
        RequestModifiers rm = request_modifiers(req, p.get_int("caller_rep"), fo, fng::fo_only(p),
                                                req == "gunship" && p.get_bool("helicopter_down"));
        std::vector<std::string> why;  // named in the summary: the caller's Rep is easy to miss
        for (const auto& m : rm.applied) {
            std::string v = (m.value > 0 ? "+" : "") + std::to_string(m.value);
            why.push_back(m.label + " " + v);
            r.modifier(m.label, v, m.rule);
        }
        mod = rm.total;
        if (rm.fo_green_note)
            r.modifier(fng::fo_only(p) ? "Reading: a Forward Observer's +1 replaces the Rep 3 leader's -1"
                                       : "Reading: a Forward Observer's +1 and the Rep 3 leader's -1 both count",
                       p.get_enum("fo_with_green_leader"), "FNG p.50 (1), Pointman reading 26");
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
        if (overcast_delays(req, weather)) {
            r.modifier("Overcast: support arrives 1-3 turns later on 1-3 of 1d6", "1/2 delayed", "FNG p.38");
            r.values["p_delayed_given_flying"] = Rational(1, 2).str();
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
        const bool delayed = weather == "overcast" && req != "medevac" && req != "artillery";
        SupportArrival arrival = support_arrival(
            *table, [&](const json& row) { return pc * fly * row_p(row); },
            [&](int k) { return delayed ? (k == 0 ? Rational(1, 2) : Rational(1, 6)) : Rational(k == 0 ? 1 : 0); });
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
    if (ctx.seed) {
        Prng g(*ctx.seed);
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
        int c = g.die();
        roll["contact_die"] = c;
        bool ok = contact_for_faces(c, base + a);
        w += "contact " + std::to_string(c) + " against " + std::to_string(base + a) + " or less";
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
    return r;
}

Calculator make_radio() {
    Calculator c;
    c.id = "fng.radio";
    c.title = "Radio call and support request";
    c.ruleset = "fng";
    c.citation =
        "FNG pp.16, 50, 55, 58 (Atmospheric Conditions, US Artillery Fire Mission Request to Medevac Request Table)";
    c.help =
        "Chance that a radio call gets through (atmospherics, rain, RTO Wizard, tunnels), and then what the "
        "request for artillery, an air strike, a gunship or a medevac brings, each step with its own chance "
        "and the overall one.";
    c.ordered = false;
    c.params = {
        ParamSpec::Int("rep", "Operator Rep", 2, 6, 4, "Reputation of the figure using the radio."),
        ParamSpec::Enum("atmospherics", "Atmospherics this turn",
                        {{"roll", "Not rolled yet"},
                         {"normal", "Normal (1-4)"},
                         {"good", "Good (5): +1"},
                         {"poor", "Poor (6): -1"}},
                        "roll", "The turn's atmospheric roll, if it has already been made."),
        ParamSpec::Enum(
            "weather", "Weather",
            {{"none", "Dry"},
             {"rain", "Rain (-1)"},
             {"storm", "Heavy continuous rain (-1)"},
             {"overcast", "Overcast skies"}},
            "none",
            "Rain (heavy or not) lowers radio rolls by 1 for the whole game and keeps aircraft away; "
            "overcast skies can ground or delay air support, not the medevac helicopter (Pointman reading 28)."),
        ParamSpec::Bool("rto_wizard", "RTO Wizard", false, "+1 Rep with a radio."),
        ParamSpec::Bool("tunnel", "In a tunnel", false, "The call also fails on 1-3 of another die."),
        ParamSpec::Enum("request", "Request",
                        {{"none", "Just the contact"},
                         {"artillery", "Artillery fire mission"},
                         {"air-strike", "Air strike"},
                         {"gunship", "Gunship"},
                         {"medevac", "Medevac"}},
                        "none", "What is asked for once contact is made."),
        ParamSpec::Int("caller_rep", "Requesting leader's Rep", 2, 6, 4,
                       "Rep of the leader asking for support. Air strikes and gunships take -1 from a leader of Rep 4 "
                       "or less (so at the default), gunships +1 from Rep 5 or more; artillery +1 at Rep 5+, -1 at "
                       "Rep 3 or less. The summary names it whenever it changes the roll.")
            .in_group("Request"),
        ParamSpec::Bool("forward_observer", "Forward Observer calling", false, "+1 on artillery and air requests.")
            .in_group("Request"),
        fo_with_green_leader_param().in_group("Request"),
        ParamSpec::Bool("helicopter_down", "A helicopter was shot down", false, "+1 on gunship requests.")
            .in_group("Request"),
    };
    c.generator = 2;  // heavy rain -1, weather grounds aircraft, FO reading
    c.evaluate = evaluate_radio;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_radio)
