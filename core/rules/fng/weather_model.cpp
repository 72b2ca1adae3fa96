#include "rules/fng/weather_model.h"

#include <algorithm>
#include <stdexcept>

#include "engine/data/data_files.h"

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

TrackDistribution variable_at_turn(int turn, bool monsoon, VariableRule rule) {
    if (turn < 1) throw std::invalid_argument("turn must be at least 1");
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

}  // namespace pm::fng::weather
