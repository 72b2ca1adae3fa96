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
#include <algorithm>
#include <string>
#include <vector>

#include "contract/registry.h"
#include "contract/rolled.h"
#include "contract/summary_words.h"
#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/shared_readings.h"
#include "rules/fng/support_arrival.h"

namespace pm::fng {
namespace {

const json& request_table(const std::string& calc) {
    for (const auto& t : data_json("fng/rolled_tables.json").at("tables"))
        if (t.at("calc") == calc) return t;
    throw std::logic_error("missing request table " + calc);
}

int row_value(const json& t, int face, int mod) {
    int lo = t.at("rows").front().at("lo"), hi = t.at("rows").back().at("hi");
    return std::clamp(face + mod, lo, hi);
}

// Weather and aircraft (FNG p.38): the request is grounded on 1..n of one die (0 never, 6 always).
int grounded_on(const std::string& req, const std::string& weather) {
    if (req != "air-strike" && req != "gunship" && req != "medevac") return 0;
    if (weather == "storm") return 6;  // heavy continuous rain: nothing flies
    if (weather == "rain") return req == "air-strike" ? 6 : 4;
    if (weather == "overcast") return req == "medevac" ? 0 : 2;
    return 0;
}
Rational flies(const std::string& req, const std::string& weather) {
    return Rational(6 - grounded_on(req, weather), 6);
}
std::string grounded_text(const std::string& req, const std::string& weather) {
    if (weather == "storm") return "Heavy continuous rain: no aircraft flies";
    if (weather == "rain")
        return req == "air-strike" ? "Rain: no air strikes" : "Rain: helicopters unavailable on 1-4 of 1d6";
    return "Overcast: air support cannot fly on 1-2 of 1d6";
}

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
    Dist atmos = atm == "roll" ? Dist::die().map([](int f) { return f <= 4 ? 0 : (f == 5 ? 1 : -1); })
                               : Dist::point(atm == "good" ? 1 : (atm == "poor" ? -1 : 0));
    r.modifier(atm == "roll" ? "Atmospherics rolled this turn (1-4 normal, 5 +1, 6 -1)" : "Atmospherics already known",
               atm, "FNG p.16 (Atmospheric Conditions)");
    // contact = 1 / 0
    Dist contact = atmos.then([&](int a) {
        Rational pc = dice::pass_chance(base + a);
        if (tunnel) pc = pc * Rational(1, 2);
        return Dist::bernoulli(pc);
    });
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
        std::string calc = "fng." + req + "-request";
        table = &request_table(calc);
        int caller = p.get_int("caller_rep");
        bool fo = p.get_bool("forward_observer");
        std::vector<std::string> why;  // named in the summary: the caller's Rep is easy to miss
        auto add = [&](bool on, int v, const std::string& label, const std::string& cite) {
            if (!on) return;
            mod += v;
            why.push_back(label + " " + (v > 0 ? "+" : "") + std::to_string(v));
            r.modifier(label, (v > 0 ? "+" : "") + std::to_string(v), cite);
        };
        if (req == "artillery") {
            bool fo_alone = fo && fng::fo_only(p);
            add(caller >= 5 || fo, 1, "Requesting leader Rep 5+ or a Forward Observer",
                "FNG p.50 (US Artillery Fire Mission Request (1))");
            add(caller <= 3 && !fo_alone, -1, "Requesting leader Rep 3 or less",
                "FNG p.50 (US Artillery Fire Mission Request (1))");
            if (fo && caller <= 3)
                r.modifier(fo_alone ? "Reading: a Forward Observer's +1 replaces the Rep 3 leader's -1"
                                    : "Reading: a Forward Observer's +1 and the Rep 3 leader's -1 both count",
                           p.get_enum("fo_with_green_leader"), "FNG p.50 (1), Pointman reading 26");
        } else if (req == "air-strike") {
            add(fo, 1, "Caller is a Forward Observer", "FNG p.50 (Air Strike Request (1))");
            add(caller <= 4, -1, "Requesting leader Rep 4 or less", "FNG p.50 (Air Strike Request (1))");
        } else if (req == "gunship") {
            add(caller >= 5, 1, "Requesting leader Rep 5+", "FNG p.50 (Gunship Request (1))");
            add(caller <= 4, -1, "Requesting leader Rep 4 or less", "FNG p.50 (Gunship Request (1))");
            add(p.get_bool("helicopter_down"), 1, "A helicopter was shot down this game",
                "FNG p.50 (Gunship Request (3))");
        }
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
        if (weather == "overcast" && req != "medevac" && req != "artillery") {
            r.modifier("Overcast: support arrives 1-3 turns later on 1-3 of 1d6", "1/2 delayed", "FNG p.38");
            r.values["p_delayed_given_flying"] = Rational(1, 2).str();
        }
        r.values["p_aircraft_fly"] = fly.str();
        Dist rows = Dist::die().map([&](int f) { return row_value(*table, f, mod); });
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
    r.values["request_modifier"] = mod;
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json roll;
        int a = 0;
        std::string w, words;  // the roll in words: the first dice, then the rest
        if (atm == "roll") {
            int f = g.die();
            roll["atmospherics_die"] = f;
            a = f <= 4 ? 0 : (f == 5 ? 1 : -1);
            w += "atmospherics " + std::to_string(f) + (a == 0 ? " (no change)" : (a > 0 ? " (+1)" : " (-1)")) + ", ";
        } else {
            a = atm == "good" ? 1 : (atm == "poor" ? -1 : 0);
        }
        int c = g.die();
        roll["contact_die"] = c;
        bool ok = c <= base + a;
        w += "contact " + std::to_string(c) + " against " + std::to_string(base + a) + " or less";
        if (tunnel) {
            int t = g.die();
            roll["tunnel_die"] = t;
            ok = ok && t >= 4;
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
            if (key != "grounded" && weather == "overcast" && req != "medevac" && req != "artillery") {
                int d = g.die();
                roll["delay_die"] = d;
                const int dt = d <= 3 ? g.die() : 0;  // drawn only for a delay, as before
                roll["delay_turns"] = (dt + 1) / 2;
                words += ", overcast delay " + std::to_string(d) +
                         (d <= 3 ? ", then " + std::to_string(dt) + ": " + count_text((dt + 1) / 2, "turn", "turns") +
                                       " late"
                                 : std::string(": no delay"));
            }
        }
        if (ok && table && key != "grounded") {
            int f = g.die();
            roll["request_die"] = f;
            words += ", request " + std::to_string(f) +
                     (mod ? (mod > 0 ? " +" : " ") + std::to_string(mod) + " = " + std::to_string(f + mod) : "");
            int v = row_value(*table, f, mod);
            for (const auto& row : table->at("rows"))
                if (v >= row.at("lo").get<int>() && v <= row.at("hi").get<int>()) key = row.at("key");
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
