// Pointman — `fng.weather`: FNG Weather and Time of Day (FNG-T78, p.38), variable weather (FNG-T79,
// p.38), wind direction (FNG-T80, p.51) and what the resulting conditions change (FNG §5.2–5.3).
//
// Seeded draws, in this order (generator 1):
//   1. two d6 for FNG-T78 (first die, then second die; + 1 in the monsoon);
//   2. one d6 for the wind (FNG-T80);
//   3. only when the row has variable weather and turns > 0: one d6 per turn from turn 1 for
//      FNG-T79 (+ 1 in the monsoon) until the weather has settled; no draws after that.
// So the table row and the wind never depend on `turns`, and a longer track extends a shorter one.
// The odds of the row and of the wind come from the same draws the roll makes (roll_odds).
// Its parameters and words: data/calculators/fng/fng.weather.json.
//
// [SECTION] labels
// [SECTION] the draws
// [SECTION] odds
// [SECTION] roll
// [SECTION] registration
#include <algorithm>
#include <string>

#include "contract/calculator_data.h"
#include "contract/rolled.h"
#include "engine/random/roll_odds.h"
#include "rules/fng/weather_model.h"

namespace pm::fng::weather {
namespace {

const char* kMonths[] = {"",     "January", "February",  "March",   "April",    "May",     "June",
                         "July", "August",  "September", "October", "November", "December"};

// [SECTION] labels

std::string weather_label(const std::string& w) {
    if (w == "clear") return "clear skies";
    if (w == "variable") return "variable weather";
    if (w == "overcast") return "overcast skies";
    if (w == "rain") return "rain";
    if (w == "heavy-rain") return "heavy continuous rain";
    return w;
}

std::string light_phrase(const TimeOfDay& t) {
    int sw = switch_turn(t);
    if (sw == 0) return t.start + " all game";
    return t.start + " turns 1-" + std::to_string(sw - 1) + ", " + t.then + " from turn " + std::to_string(sw);
}

// Short form for outcome labels (fits a phone row): "Evening, heavy rain - 6 day turns then night".
std::string light_short(const TimeOfDay& t) {
    int sw = switch_turn(t);
    if (sw == 0) return t.start;
    return std::to_string(sw - 1) + " " + t.start + " turns then " + t.then;
}

std::string weather_short(const std::string& w) {
    if (w == "clear") return "clear";
    if (w == "variable") return "variable";
    if (w == "heavy-rain") return "heavy rain";
    return weather_label(w);
}

std::string row_label(const Row& row, const std::string& mission) {
    const TimeOfDay& t = time_of_day(resolved_time(row, mission));
    std::string s = t.label + ", " + weather_short(row.weather) + " - " + light_short(t);
    if (night_note_applies(row, mission)) s += " (note 2)";
    return s;
}

std::string when_text(int month, bool late) {
    return std::string(late ? "Late " : "Early ") + kMonths[month];
}

json jnull_if0(int v) {
    return v == 0 ? json(nullptr) : json(v);
}

// Effects of one condition ("day", "night", a weather state) from weather-effects.json.
// Effects marked "at": "night" (starlight scopes) are left out when the game has no night turn.
json effects_of(const std::string& condition, bool has_night) {
    const json& e = *tables().effects;
    const json* src = nullptr;
    if (e.at("light").contains(condition))
        src = &e.at("light").at(condition);
    else if (e.at("weather").contains(condition))
        src = &e.at("weather").at(condition);
    json out = json::array();
    if (!src) return out;
    for (const auto& f : src->at("effects")) {
        if (f.value("at", "") == "night" && !has_night) continue;
        json x = json::object();
        x["when"] = condition;
        x["topic"] = f.at("topic");
        x["label"] = f.at("label");
        x["value"] = f.at("value");
        x["rule"] = f.at("rule");
        out.push_back(std::move(x));
    }
    return out;
}

// [SECTION] the draws

// Draw 1: the two FNG-T78 dice, read with the monsoon's +1.
struct RowRoll {
    int d1 = 0, d2 = 0, total = 0;
    const Row* row = nullptr;
};

RowRoll roll_row(Prng& g, int mod) {
    RowRoll t;
    t.d1 = g.die(6);
    t.d2 = g.die(6);
    t.total = t.d1 + t.d2 + mod;
    t.row = &row_for_total(t.total);
    return t;
}

// Draw 2: the FNG-T80 die; its band's index in the table.
int wind_band(int die) {
    return static_cast<int>(&wind_for_die(die) - tables().wind.data());
}

// [SECTION] odds

void exact_part(Result& r, int month, bool late, const std::string& mission, int turns, VariableRule vrule,
                const std::string& vrule_name) {
    const bool monsoon = is_monsoon(month, late);
    const int mod = weather_modifier(monsoon);
    const Dist d = roll_odds([&](Prng& g) { return roll_row(g, mod).row->min; });
    Rational night0(0), variable(0), heavy(0);
    const Row* best = nullptr;
    Rational best_p(0);
    json rows = json::array();
    for (const Row& row : tables().rows) {
        Rational p = d.p(row.min);
        r.outcome(row.key, row_label(row, mission), p);
        const TimeOfDay& t = time_of_day(resolved_time(row, mission));
        if (t.start == "night") night0 += p;
        if (row.weather == "variable") variable += p;
        if (row.weather == "heavy-rain") heavy += p;
        if (p > best_p) best_p = p, best = &row;
        json rj = json::object();
        rj["key"] = row.key;
        rj["time"] = t.id;
        rj["weather"] = row.weather;
        rj["start_light"] = t.start;
        rj["switch_turn"] = jnull_if0(switch_turn(t));
        rj["night_note_applied"] = night_note_applies(row, mission);
        rj["rule"] = row.rule;
        rows.push_back(std::move(rj));
    }
    r.values["monsoon"] = monsoon;
    r.values["weather_modifier"] = weather_modifier(monsoon);
    r.values["dice"] = monsoon ? "2d6+1" : "2d6";
    r.values["rows"] = std::move(rows);
    json ch = json::object();
    ch["night_at_start"] = night0.str();
    ch["variable_weather"] = variable.str();
    ch["heavy_rain_from_start"] = heavy.str();
    r.values["chances"] = std::move(ch);

    json vw = json::object();
    vw["rule"] = vrule_name;
    const auto per_roll = variable_per_roll(monsoon);
    json per = json::object();
    for (const auto& b : tables().variable) per[b.value] = per_roll.at(b.value).str();
    vw["per_roll"] = std::move(per);
    json fin = json::object();
    const auto final_w = variable_final(monsoon, vrule);
    for (const auto& b : tables().variable) fin[b.value] = final_w.at(b.value).str();
    vw["settles_to"] = std::move(fin);
    if (turns > 0) {
        TrackDistribution td = variable_at_turn(turns, monsoon, vrule);
        auto entry = [&](double p, const Rational* exact) {
            json e = json::object();
            e["p"] = exact ? exact->to_double() : p;
            e["exact"] = exact ? json(exact->str()) : json(nullptr);
            return e;
        };
        json at = json::object();
        at["turn"] = turns;
        json ps = json::object();
        for (const auto& b : tables().variable)
            ps[b.value] = entry(td.p.at(b.value), td.has_exact ? &td.exact.at(b.value) : nullptr);
        at["weather"] = std::move(ps);
        at["settled"] = entry(td.p_settled, td.has_exact ? &td.exact_settled : nullptr);
        vw["at_turn"] = std::move(at);
    }
    r.values["variable_weather"] = std::move(vw);

    json wind = json::object();
    const Dist wd = roll_odds([](Prng& g) { return wind_band(g.die(6)); });
    for (size_t i = 0; i < tables().wind.size(); ++i) wind[tables().wind[i].value] = wd.p(static_cast<int>(i)).str();
    r.values["wind"] = std::move(wind);
    r.values["effects"] = *tables().effects;

    if (monsoon) r.modifier("Monsoon season: weather dice", "+1", tables().monsoon_rule);
    const bool night_mission =
        !night_note_applies(row_by_key("6"), mission);  // row 6 stays night only for the night missions
    r.modifier(night_mission ? "Rows 6 and 12+ stay night for this mission" : "Rows 6 and 12+ become evening contacts",
               night_mission ? "night" : "evening", tables().night_rule);
    if (turns > 0)
        r.modifier("Variable weather reading",
                   vrule == VariableRule::FirstRoll ? "turn 1 roll sets it, first change is final"
                                                    : "starts clear, first non-clear roll is final",
                   "FNG p.38 (Variable weather); Pointman reading 10");

    r.summary = when_text(month, late) + (monsoon ? " is monsoon season: roll 2d6+1. " : ": roll 2d6. ") +
                "Most likely row " + best->key + " (" + time_of_day(resolved_time(*best, mission)).label + ", " +
                weather_label(best->weather) + ", " + best_p.str() + "). Night at the start " + night0.str() +
                ", variable weather " + variable.str() + ", heavy rain " + heavy.str() + ".";
}

// [SECTION] roll

void seeded_part(Result& r, Prng& rng, int month, bool late, const std::string& mission, int turns,
                 VariableRule vrule) {
    const bool monsoon = is_monsoon(month, late);
    const int mod = weather_modifier(monsoon);
    const RowRoll rr = roll_row(rng, mod);  // draw 1: FNG-T78
    const int wind_die = rng.die(6);        // draw 2: FNG-T80
    const int d1 = rr.d1, d2 = rr.d2, total = rr.total;
    const Row& row = *rr.row;
    const TimeOfDay& t = time_of_day(resolved_time(row, mission));
    const BandRow& wind = tables().wind[wind_band(wind_die)];

    std::vector<TurnWeather> track;
    if (row.weather == "variable" && turns > 0)
        track = roll_variable_track(rng, turns, monsoon, vrule);  // draw 3: FNG-T79 per turn
    json tj = json::array();
    for (int turn = 1; turn <= turns; ++turn) {
        json e = json::object();
        e["turn"] = turn;
        e["light"] = light_at(t, turn);
        if (!track.empty()) {
            const TurnWeather& tw = track[turn - 1];
            e["weather"] = tw.weather;
            e["die"] = jnull_if0(tw.die);
            e["total"] = jnull_if0(tw.total);
        } else {
            e["weather"] = row.weather;
            e["die"] = nullptr;
            e["total"] = nullptr;
        }
        tj.push_back(std::move(e));
    }

    json roll = json::object();
    roll["dice"] = json::array({d1, d2});
    roll["modifier"] = mod;
    roll["total"] = total;
    roll["key"] = row.key;
    roll["label"] = row_label(row, mission);
    roll["time"] = t.id;
    roll["weather"] = row.weather;
    roll["start_light"] = t.start;
    roll["switch_turn"] = jnull_if0(switch_turn(t));
    json wj = json::object();
    wj["die"] = wind_die;
    wj["from"] = wind.value;
    wj["rule"] = wind.rule;
    roll["wind"] = std::move(wj);
    if (turns > 0) roll["turns"] = std::move(tj);

    // Which conditions occur in the game: the light(s), and the weather state(s) known so far.
    std::vector<std::string> conditions;
    auto add = [&](const std::string& c) {
        for (const auto& x : conditions)
            if (x == c) return;
        conditions.push_back(c);
    };
    add(t.start);
    if (switch_turn(t)) add(t.then);
    if (row.weather != "variable") {
        add(row.weather);
    } else {
        for (const auto& tw : track) add(tw.weather);
    }
    const bool has_night = t.start == "night" || (switch_turn(t) && t.then == "night");
    json effects = json::array();
    for (const auto& c : conditions)
        for (auto& e : effects_of(c, has_night)) {
            const json& all = *tables().effects;
            std::string when = (c == "day" || c == "night" ? all.at("light").at(c) : all.at("weather").at(c))
                                   .at("label")
                                   .get<std::string>();
            r.modifier(when + ": " + e["label"].get<std::string>(), e["value"].get<std::string>(),
                       e["rule"].get<std::string>());
            effects.push_back(std::move(e));
        }
    roll["effects"] = std::move(effects);
    r.modifier("Wind from the " + wind.value, "smoke drifts downwind", wind.rule);

    // Figure: day and night over the game (at least 12 turns), one marker per weather change.
    const int span = std::max(turns, 12);
    json bands = json::array();
    int from = 0;
    for (int turn = 1; turn <= span; ++turn) {
        if (turn < span && light_at(t, turn + 1) == light_at(t, turn)) continue;
        const std::string l = light_at(t, turn);
        bands.push_back(json{{"label", l == "day" ? "Day" : "Night"},
                             {"from", from},
                             {"to", turn},
                             {"tone", l == "day" ? "good" : "info"}});
        from = turn;
    }
    json markers = json::array();
    for (size_t i = 0; i < track.size(); ++i)
        if (i == 0 || track[i].weather != track[i - 1].weather)
            markers.push_back(json{{"label", weather_label(track[i].weather)}, {"at", static_cast<int>(i)}});
    if (track.empty()) markers.push_back(json{{"label", weather_label(row.weather)}, {"at", 0}});
    r.figure = json{{"type", "strip"}, {"unit", "turns"}, {"max", span}, {"bands", bands}, {"markers", markers}};

    // Actions: open line of sight with the conditions of turn 1 (and after the switch).
    auto weather_on = [&](int turn) -> std::string {
        if (row.weather != "variable") return row.weather;
        if (turn >= 1 && turn <= static_cast<int>(track.size())) return track[turn - 1].weather;
        return "";
    };
    auto los_action = [&](const std::string& label, int turn) {
        std::string w = weather_on(turn);
        std::string link = "#/fng.los?time=" + light_at(t, turn);
        if (!w.empty()) link += "&weather=" + w;
        r.actions.push_back(json{{"label", w.empty() ? label + " (time of day only)" : label}, {"link", link}});
    };
    los_action("Use this weather for line of sight", 1);
    if (int sw = switch_turn(t)) los_action("Line of sight from turn " + std::to_string(sw) + " (" + t.then + ")", sw);
    if (row.weather == "variable" && turns == 0)
        r.actions.push_back(json{{"label", "Track the variable weather for 12 turns"}, {"params", {{"turns", 12}}}});

    std::string s = "Rolled " + std::to_string(d1) + "+" + std::to_string(d2) + (mod ? "+1" : "") + " = " +
                    std::to_string(total) + ": " + t.label + ", " + weather_label(row.weather) +
                    (night_note_applies(row, mission) ? " (night only on perimeter patrol, defend or probe)" : "") +
                    "; " + light_phrase(t) + ". Wind from the " + wind.value + ".";
    if (!track.empty()) {
        const TurnWeather& last = track.back();
        int settled_turn = 0;
        for (const auto& tw : track)
            if (tw.settled) {
                settled_turn = tw.turn;
                break;
            }
        s += " Turn 1: " + weather_label(track.front().weather) + "; ";
        s += settled_turn
                 ? "settles to " + weather_label(last.weather) + " on turn " + std::to_string(settled_turn) + "."
                 : "still changeable after turn " + std::to_string(last.turn) + ".";
    }
    r.summary = s;
    r.roll = std::move(roll);
    // In words: the two weather dice and the row, the wind die, then how many turns were rolled.
    std::string label = r.label(row.key);
    while (!label.empty() && label.back() == '.') label.pop_back();
    r.rolled = "Rolled " + std::to_string(d1) + ", " + std::to_string(d2) + (mod ? " +1" : "") + " = " +
               std::to_string(total) + ": " + label + ". Wind die " + std::to_string(wind_die) + ": from the " +
               wind.value + ".";
    if (!track.empty()) {  // the changeable weather's die of each turn, until it settles
        std::vector<int> dice;
        int settled_on = 0;
        for (const auto& tw : track) {
            if (tw.die) dice.push_back(tw.die);
            if (tw.settled && !settled_on) settled_on = tw.turn;
        }
        r.rolled += " Changeable weather, a die a turn: " + faces_text(dice) +
                    (settled_on ? "; settles to " + weather_label(track.back().weather) + " on turn " +
                                      std::to_string(settled_on)
                                : std::string()) +
                    ".";
    }
}

// [SECTION] registration

Result evaluate_weather(const Params& p, const EvalContext&) {
    const std::string& vname = p.get_enum("variable_rule");
    Result r;
    exact_part(r, p.get_int("month"), p.get_enum("half") == "late", p.get_enum("mission"), p.get_int("turns"),
               variable_rule_from(vname), vname);
    return r;
}

void roll_weather(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    seeded_part(r, dice, p.get_int("month"), p.get_enum("half") == "late", p.get_enum("mission"), p.get_int("turns"),
                variable_rule_from(p.get_enum("variable_rule")));
}

}  // namespace

PM_REGISTER_CALCULATOR_DATA("fng.weather", evaluate_weather, roll_weather)

}  // namespace pm::fng::weather
