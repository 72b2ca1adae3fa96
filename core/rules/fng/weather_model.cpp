// Pointman — FNG weather and time of day (FNG §5, p.38; wind p.51): see weather_model.h.
#include "rules/fng/weather_model.h"

#include <algorithm>
#include <mutex>
#include <stdexcept>
#include <tuple>

#include "engine/data/data_files.h"
#include "engine/random/dice_steps.h"
#include "engine/random/roll_odds.h"

namespace pm::fng::weather {

// [SECTION] tables

namespace {

[[noreturn]] void bad(const std::string& file, const std::string& why) {
    throw std::logic_error("data/fng/" + file + ": " + why);
}

int half_index(int month, bool late) {
    return month * 2 + (late ? 1 : 0);
}

int half_index_of(const json& j, const std::string& file) {
    if (!j.is_object() || !j.contains("month") || !j.contains("half")) bad(file, "monsoon bound needs month and half");
    return half_index(j.at("month").get<int>(), j.at("half").get<std::string>() == "late");
}

// 1d6 bands: contiguous from roll_min to roll_max, no gap or overlap.
std::vector<BandRow> load_bands(const json& j, const std::string& file, const char* value_key) {
    std::vector<BandRow> out;
    int next = j.at("roll_min").get<int>();
    for (const auto& r : j.at("rows")) {
        BandRow b;
        b.min = r.at("min").get<int>();
        b.max = r.at("max").get<int>();
        b.value = r.at(value_key).get<std::string>();
        b.label = r.at("label").get<std::string>();
        b.rule = r.at("rule").get<std::string>();
        if (b.min != next || b.max < b.min) bad(file, "die ranges must be contiguous");
        if (b.rule.empty()) bad(file, "row without rule reference");
        next = b.max + 1;
        out.push_back(std::move(b));
    }
    if (next != j.at("roll_max").get<int>() + 1) bad(file, "die ranges must end at roll_max");
    return out;
}

Tables load() {
    Tables t;
    const json& w = data_json("fng/weather.json");
    const json& v = data_json("fng/variable-weather.json");
    const json& wind = data_json("fng/wind.json");
    t.effects = &data_json("fng/weather-effects.json");
    try {
        for (const auto& [id, tj] : w.at("times").items()) {
            TimeOfDay d;
            d.id = id;
            d.label = tj.at("label").get<std::string>();
            d.start = tj.at("start").get<std::string>();
            d.switch_after = tj.at("switch_after").get<int>();
            d.then = tj.at("then").get<std::string>();
            d.rule = tj.at("rule").get<std::string>();
            t.times.emplace(id, d);
        }
        int next = w.at("roll_min").get<int>();
        for (const auto& r : w.at("rows")) {
            Row row;
            row.key = r.at("key").get<std::string>();
            row.min = r.at("min").get<int>();
            row.max = r.at("max").get<int>();
            row.time = r.at("time").get<std::string>();
            row.weather = r.at("weather").get<std::string>();
            row.label = r.at("label").get<std::string>();
            row.rule = r.at("rule").get<std::string>();
            row.night_note = r.value("night_note", false);
            if (row.min != next || row.max < row.min) bad("weather.json", "rows must be contiguous");
            if (!t.times.count(row.time)) bad("weather.json", "unknown time " + row.time);
            if (row.rule.empty()) bad("weather.json", "row without rule reference");
            next = row.max + 1;
            t.rows.push_back(std::move(row));
        }
        if (next != w.at("roll_max").get<int>() + 1) bad("weather.json", "rows must end at roll_max");
        const json& m = w.at("monsoon");
        t.monsoon_modifier = m.at("modifier").get<int>();
        t.monsoon_first = half_index_of(m.at("first"), "weather.json");
        t.monsoon_last = half_index_of(m.at("last"), "weather.json");
        t.monsoon_rule = m.at("rule").get<std::string>();
        const json& n = w.at("night_note");
        t.night_missions = n.at("night_missions").get<std::vector<std::string>>();
        t.night_rule = n.at("rule").get<std::string>();
        t.variable = load_bands(v, "variable-weather.json", "weather");
        t.wind = load_bands(wind, "wind.json", "from");
        for (const auto& b : t.variable)
            if (!t.effects->at("weather").contains(b.value)) bad("weather-effects.json", "no effects for " + b.value);
    } catch (const json::exception& e) {
        throw std::logic_error(std::string("data/fng weather tables malformed: ") + e.what());
    }
    return t;
}

}  // namespace

const Tables& tables() {
    static const Tables t = load();
    return t;
}

// [SECTION] FNG-T78

bool is_monsoon(int month, bool late) {
    const Tables& t = tables();
    int i = half_index(month, late);
    return i >= t.monsoon_first && i <= t.monsoon_last;
}

int weather_modifier(bool monsoon) {
    return monsoon ? tables().monsoon_modifier : 0;
}

const Row& row_for_total(int total) {
    for (const auto& r : tables().rows)
        if (total >= r.min && total <= r.max) return r;
    throw std::out_of_range("no Weather and Time of Day (FNG p. 38) row for total " + std::to_string(total));
}

const Row& row_by_key(const std::string& key) {
    for (const auto& r : tables().rows)
        if (r.key == key) return r;
    throw std::out_of_range("no Weather and Time of Day (FNG p. 38) row " + key);
}

bool night_note_applies(const Row& row, const std::string& mission) {
    if (!row.night_note) return false;
    const auto& ms = tables().night_missions;
    return std::find(ms.begin(), ms.end(), mission) == ms.end();
}

std::string resolved_time(const Row& row, const std::string& mission) {
    return night_note_applies(row, mission) ? std::string("evening") : row.time;
}

const TimeOfDay& time_of_day(const std::string& id) {
    const auto& ts = tables().times;
    auto it = ts.find(id);
    if (it == ts.end()) throw std::out_of_range("unknown time of day " + id);
    return it->second;
}

std::string light_at(const TimeOfDay& t, int turn) {
    if (t.switch_after > 0 && turn > t.switch_after) return t.then;
    return t.start;
}

int switch_turn(const TimeOfDay& t) {
    return t.switch_after > 0 && t.then != t.start ? t.switch_after + 1 : 0;
}

Dist row_distribution(bool monsoon) {
    const int top = tables().rows.back().min;  // 12: the "12+" row starts here
    return Dist::sum_of_dice(2).shifted(weather_modifier(monsoon)).map([top](int v) { return std::min(v, top); });
}

// [SECTION] FNG-T79

VariableRule variable_rule_from(const std::string& value) {
    if (value == "first-roll") return VariableRule::FirstRoll;
    if (value == "start-clear") return VariableRule::StartClear;
    throw std::invalid_argument("unknown variable-weather rule " + value);
}

std::string variable_rule_name(VariableRule rule) {
    return rule == VariableRule::StartClear ? "start-clear" : "first-roll";
}

std::string variable_state(int total) {
    for (const auto& b : tables().variable)
        if (total >= b.min && total <= b.max) return b.value;
    throw std::out_of_range("no Variable weather (FNG p. 38) row for " + std::to_string(total));
}

std::map<std::string, Rational> variable_per_roll(bool monsoon) {
    std::map<std::string, Rational> out;
    for (const auto& b : tables().variable) out[b.value] = Rational(0);
    Dist d = Dist::die().shifted(weather_modifier(monsoon));
    for (const auto& [total, p] : d.entries()) out[variable_state(total)] += p;
    return out;
}

std::vector<TurnWeather> roll_variable_track(Prng& rng, int turns, bool monsoon, VariableRule rule) {
    std::vector<TurnWeather> out;
    const int mod = weather_modifier(monsoon);
    std::string current = rule == VariableRule::StartClear ? "clear" : "";
    bool settled = false;
    for (int turn = 1; turn <= turns; ++turn) {
        TurnWeather tw;
        tw.turn = turn;
        if (!settled) {
            tw.die = rng.die(6);
            tw.total = tw.die + mod;
            std::string s = variable_state(tw.total);
            if (current.empty()) {
                current = s;  // first-roll reading: turn 1 sets the weather
            } else if (s != current) {
                current = s;  // the first change is final
                settled = true;
            }
        }
        tw.weather = current;
        tw.settled = settled;
        out.push_back(std::move(tw));
    }
    return out;
}

namespace {
// One step of the process over states (weather, settled) with weights of type T.
template <class T>
std::map<std::pair<std::string, bool>, T> step(const std::map<std::pair<std::string, bool>, T>& from,
                                               const std::map<std::string, T>& q) {
    std::map<std::pair<std::string, bool>, T> to;
    for (const auto& [state, p] : from) {
        if (state.second) {  // settled: no more rolls
            to[state] += p;
            continue;
        }
        for (const auto& [w, qw] : q) {
            if (qw == T(0)) continue;
            std::pair<std::string, bool> next{w, w != state.first};
            if (state.first.empty()) next = {w, false};  // first-roll: turn 1 just sets the weather
            T add = p * qw;
            to[next] += add;
        }
    }
    return to;
}

template <class T>
std::map<std::pair<std::string, bool>, T> run(int turn, const std::map<std::string, T>& q, VariableRule rule) {
    std::map<std::pair<std::string, bool>, T> s;
    s[{rule == VariableRule::StartClear ? "clear" : "", false}] = T(1);
    for (int i = 0; i < turn; ++i) s = step(s, q);
    return s;
}
}  // namespace

namespace {
TrackDistribution track_distribution(int turn, bool monsoon, VariableRule rule) {
    TrackDistribution out;
    auto qr = variable_per_roll(monsoon);
    std::map<std::string, double> qd;
    for (const auto& [w, p] : qr) {
        qd[w] = p.to_double();
        out.p[w] = 0;
    }
    for (const auto& [state, p] : run<double>(turn, qd, rule)) {
        out.p[state.first] += p;
        if (state.second) out.p_settled += p;
    }
    try {
        std::map<std::string, Rational> exact;
        Rational settled(0);
        for (const auto& [w, p] : qr) exact[w] = Rational(0);
        for (const auto& [state, p] : run<Rational>(turn, qr, rule)) {
            exact[state.first] += p;
            if (state.second) settled += p;
        }
        out.exact = std::move(exact);
        out.exact_settled = settled;
        out.has_exact = true;
    } catch (const std::overflow_error&) {
        out.has_exact = false;  // long tracks: denominators beyond 64 bits, doubles only
    }
    return out;
}
}  // namespace

TrackDistribution variable_at_turn(int turn, bool monsoon, VariableRule rule) {
    if (turn < 1) throw std::invalid_argument("turn must be at least 1");
    // A function of three small inputs (fng.weather asks turns up to 60) whose exact enumeration,
    // step by step over the track, costs more than the rest of the answer: each answer is kept.
    using Key = std::tuple<int, bool, int>;
    static std::map<Key, TrackDistribution> memo;
    static std::mutex m;
    const Key key{turn, monsoon, static_cast<int>(rule)};
    {
        std::lock_guard<std::mutex> lock(m);
        auto it = memo.find(key);
        if (it != memo.end()) return it->second;
    }
    TrackDistribution out = track_distribution(turn, monsoon, rule);
    std::lock_guard<std::mutex> lock(m);
    if (memo.size() < 1024) memo.emplace(key, out);
    return out;
}

std::map<std::string, Rational> variable_final(bool monsoon, VariableRule rule) {
    // first-roll: start w (q_w), then the first roll that differs is v with chance q_v / (1 - q_w).
    // start-clear: the first roll that is not clear is v with chance q_v / (1 - q_clear).
    auto q = variable_per_roll(monsoon);
    std::map<std::string, Rational> out;
    for (const auto& [v, qv] : q) out[v] = Rational(0);
    for (const auto& [v, qv] : q) {
        if (rule == VariableRule::StartClear) {
            if (v != "clear") out[v] += qv / (Rational(1) - q.at("clear"));
            continue;
        }
        for (const auto& [w, qw] : q)
            if (w != v && !qw.is_zero()) out[v] += qw * qv / (Rational(1) - qw);
    }
    return out;
}

// [SECTION] FNG-T80

const BandRow& wind_for_die(int die) {
    for (const auto& b : tables().wind)
        if (die >= b.min && die <= b.max) return b;
    throw std::out_of_range("no Wind Direction Table (FNG p. 51) row for " + std::to_string(die));
}

// [SECTION] fng.weather
// What the game's conditions are, in words, and the odds and roll fng.weather answers with.

namespace {

const char* kMonths[] = {"",     "January", "February",  "March",   "April",    "May",     "June",
                         "July", "August",  "September", "October", "November", "December"};

// "5, 2, 6": the dice as a player reads them.
std::string weather_dice_words(const std::vector<int>& faces) {
    std::string t;
    for (size_t i = 0; i < faces.size(); ++i) t += (i ? ", " : "") + std::to_string(faces[i]);
    return t;
}

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
    const json& list = src->at("effects");
    out.get_ref<json::array_t&>().reserve(list.size());
    for (const auto& f : list) {
        if (f.value("at", "") == "night" && !has_night) continue;
        json& x = add_element(out, object_with_room(5));
        add_field(x, "when", condition);
        add_field(x, "topic", f.at("topic"));
        add_field(x, "label", f.at("label"));
        add_field(x, "value", f.at("value"));
        add_field(x, "rule", f.at("rule"));
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

// The odds of the FNG-T78 row (by its first total) in or out of the monsoon, and of the wind band:
// functions of the tables alone, taken from the draws once (roll_odds) and kept.
const Dist& row_odds(bool monsoon) {
    static const Dist odds[2] = {roll_odds([](Prng& g) { return roll_row(g, weather_modifier(false)).row->min; }),
                                 roll_odds([](Prng& g) { return roll_row(g, weather_modifier(true)).row->min; })};
    return odds[monsoon ? 1 : 0];
}
const Dist& wind_odds() {
    static const Dist odds = roll_odds([](Prng& g) { return wind_band(g.die(6)); });
    return odds;
}

}  // namespace

// [SECTION] fng.weather: the odds

Answer weather_answer(const WeatherInput& in) {
    Answer r;
    const int month = in.month, turns = in.turns;
    const bool late = in.late;
    const std::string& mission = in.mission;
    const VariableRule vrule = in.variable;
    const std::string vrule_name = variable_rule_name(vrule);
    const bool monsoon = is_monsoon(month, late);
    const Dist& d = row_odds(monsoon);
    Rational night0(0), variable(0), heavy(0);
    const Row* best = nullptr;
    Rational best_p(0);
    json rows = array_with_room(tables().rows.size());
    r.outcomes.reserve(tables().rows.size());
    for (const Row& row : tables().rows) {
        Rational p = d.p(row.min);
        r.outcome(row.key, row_label(row, mission), p);
        const TimeOfDay& t = time_of_day(resolved_time(row, mission));
        if (t.start == "night") night0 += p;
        if (row.weather == "variable") variable += p;
        if (row.weather == "heavy-rain") heavy += p;
        if (p > best_p) best_p = p, best = &row;
        json& rj = add_element(rows, object_with_room(7));
        add_field(rj, "key", row.key);
        add_field(rj, "time", t.id);
        add_field(rj, "weather", row.weather);
        add_field(rj, "start_light", t.start);
        add_field(rj, "switch_turn", jnull_if0(switch_turn(t)));
        add_field(rj, "night_note_applied", night_note_applies(row, mission));
        add_field(rj, "rule", row.rule);
    }
    r.values = object_with_room(8);
    add_field(r.values, "monsoon", monsoon);
    add_field(r.values, "weather_modifier", weather_modifier(monsoon));
    add_field(r.values, "dice", monsoon ? "2d6+1" : "2d6");
    add_field(r.values, "rows", std::move(rows));
    json& ch = add_field(r.values, "chances", object_with_room(3));
    add_field(ch, "night_at_start", night0.str());
    add_field(ch, "variable_weather", variable.str());
    add_field(ch, "heavy_rain_from_start", heavy.str());

    json vw = object_with_room(4);
    add_field(vw, "rule", vrule_name);
    const auto per_roll = variable_per_roll(monsoon);
    json per = json::object();
    for (const auto& b : tables().variable) per[b.value] = per_roll.at(b.value).str();
    add_field(vw, "per_roll", std::move(per));
    json fin = json::object();
    const auto final_w = variable_final(monsoon, vrule);
    for (const auto& b : tables().variable) fin[b.value] = final_w.at(b.value).str();
    add_field(vw, "settles_to", std::move(fin));
    if (turns > 0) {
        TrackDistribution td = variable_at_turn(turns, monsoon, vrule);
        auto entry = [&](double p, const Rational* exact) {
            json e = object_with_room(2);
            add_field(e, "p", exact ? exact->to_double() : p);
            add_field(e, "exact", exact ? json(exact->str()) : json(nullptr));
            return e;
        };
        json at = object_with_room(3);
        add_field(at, "turn", turns);
        json ps = json::object();
        for (const auto& b : tables().variable)
            ps[b.value] = entry(td.p.at(b.value), td.has_exact ? &td.exact.at(b.value) : nullptr);
        add_field(at, "weather", std::move(ps));
        add_field(at, "settled", entry(td.p_settled, td.has_exact ? &td.exact_settled : nullptr));
        add_field(vw, "at_turn", std::move(at));
    }
    add_field(r.values, "variable_weather", std::move(vw));

    json wind = json::object();
    const Dist& wd = wind_odds();
    for (size_t i = 0; i < tables().wind.size(); ++i) wind[tables().wind[i].value] = wd.p(static_cast<int>(i)).str();
    add_field(r.values, "wind", std::move(wind));
    add_field(r.values, "effects", *tables().effects);

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
    return r;
}

// [SECTION] fng.weather: the roll

void roll_weather(const WeatherInput& in, Prng& rng, Answer& r) {
    const int month = in.month, turns = in.turns;
    const bool late = in.late;
    const std::string& mission = in.mission;
    const VariableRule vrule = in.variable;
    const bool monsoon = is_monsoon(month, late);
    const int mod = weather_modifier(monsoon);
    // Each die says what it decides (engine/random/dice_steps.h): the dice table shows it.
    const RowRoll rr = [&] {
        DiceFor weather("for the weather and time of day");
        return roll_row(rng, mod);  // draw 1: FNG-T78
    }();
    const int wind_die = [&] {
        DiceFor wind("for the wind");
        return rng.die(6);  // draw 2: FNG-T80
    }();
    const int d1 = rr.d1, d2 = rr.d2, total = rr.total;
    const Row& row = *rr.row;
    const TimeOfDay& t = time_of_day(resolved_time(row, mission));
    const BandRow& wind = tables().wind[wind_band(wind_die)];

    std::vector<TurnWeather> track;
    if (row.weather == "variable" && turns > 0) {
        DiceFor changeable("for the changeable weather, one a turn");
        track = roll_variable_track(rng, turns, monsoon, vrule);  // draw 3: FNG-T79 per turn
    }
    json tj = array_with_room(static_cast<size_t>(std::max(turns, 0)));
    for (int turn = 1; turn <= turns; ++turn) {
        json& e = add_element(tj, object_with_room(5));
        add_field(e, "turn", turn);
        add_field(e, "light", light_at(t, turn));
        if (!track.empty()) {
            const TurnWeather& tw = track[turn - 1];
            add_field(e, "weather", tw.weather);
            add_field(e, "die", jnull_if0(tw.die));
            add_field(e, "total", jnull_if0(tw.total));
        } else {
            add_field(e, "weather", row.weather);
            add_field(e, "die", nullptr);
            add_field(e, "total", nullptr);
        }
    }

    // Room for the fields below and the faces the codec adds after them.
    json roll = object_with_room(14);
    add_field(roll, "dice", json::array({d1, d2}));
    add_field(roll, "modifier", mod);
    add_field(roll, "total", total);
    add_field(roll, "key", row.key);
    add_field(roll, "label", row_label(row, mission));
    add_field(roll, "time", t.id);
    add_field(roll, "weather", row.weather);
    add_field(roll, "start_light", t.start);
    add_field(roll, "switch_turn", jnull_if0(switch_turn(t)));
    json& wj = add_field(roll, "wind", object_with_room(3));
    add_field(wj, "die", wind_die);
    add_field(wj, "from", wind.value);
    add_field(wj, "rule", wind.rule);
    if (turns > 0) add_field(roll, "turns", std::move(tj));

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
    add_field(roll, "effects", std::move(effects));
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

    // The dice are said once, in the rolled sentence; the summary says what they gave.
    std::string s = t.label + ", " + weather_label(row.weather) +
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
        r.rolled += " Changeable weather, a die a turn: " + weather_dice_words(dice) +
                    (settled_on ? "; settles to " + weather_label(track.back().weather) + " on turn " +
                                      std::to_string(settled_on)
                                : std::string()) +
                    ".";
    }
}

}  // namespace pm::fng::weather
