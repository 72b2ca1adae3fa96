// Pointman — FNG weather and time of day (FNG §5, p.38; wind p.51): the rules as plain functions.
//
// The tables live in data/fng/weather.json (FNG-T78), variable-weather.json (FNG-T79), wind.json
// (FNG-T80) and weather-effects.json (§5.2–5.3). This file loads and checks them once and turns
// them into exact distributions and seeded tracks, and answers `fng.weather` as a player asks it
// (weather_answer, roll_weather; the adapter is calculators/fng/weather.cpp). The tests call these
// functions directly as well.
//
// [SECTION] tables (loaded from data/, validated)
// [SECTION] FNG-T78: season, rows, the mission note (E-37), day and night per turn
// [SECTION] FNG-T79: variable weather, exact and seeded (E-36)
// [SECTION] FNG-T80: wind
// [SECTION] fng.weather: the odds and the roll, with what the conditions change (FNG §5.2–5.3)
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/json.h"
#include "engine/random/prng.h"

namespace pm::fng::weather {

// [SECTION] tables

struct Row {          // one FNG-T78 row
    std::string key;  // "2" … "12" (12 is 12+)
    int min = 0, max = 0;
    std::string time;     // predawn, am, pm, night, evening
    std::string weather;  // clear, variable, heavy-rain
    std::string label;
    std::string rule;
    bool night_note = false;  // note (2): night only for some missions
};

struct TimeOfDay {
    std::string id, label;
    std::string start;     // "day" / "night" at turn 1
    int switch_after = 0;  // turns of `start` before the light becomes `then` (0 = never)
    std::string then;
    std::string rule;
};

struct BandRow {  // a 1d6 band of FNG-T79 or FNG-T80
    int min = 0, max = 0;
    std::string value;  // weather state or wind direction
    std::string label;
    std::string rule;
};

struct Tables {
    std::vector<Row> rows;                   // FNG-T78, in key order
    std::map<std::string, TimeOfDay> times;  // by id
    int monsoon_modifier = 1;
    int monsoon_first = 0, monsoon_last = 0;  // half-month index: month * 2 + (late ? 1 : 0)
    std::string monsoon_rule;
    std::vector<std::string> night_missions;
    std::string night_rule;
    std::vector<BandRow> variable;  // FNG-T79, 1..7
    std::vector<BandRow> wind;      // FNG-T80, 1..6
    const json* effects = nullptr;  // weather-effects.json
};

// Loads and checks the four data files (throws std::logic_error on a malformed file).
const Tables& tables();

// [SECTION] FNG-T78

bool is_monsoon(int month, bool late);
int weather_modifier(bool monsoon);   // +1 in the monsoon, else 0
const Row& row_for_total(int total);  // total 2..13 (13 = 12+)
const Row& row_by_key(const std::string& key);
// Time of day after the mission note: rows 6 and 12+ are night only for the night missions,
// otherwise an evening contact (digest E-37).
std::string resolved_time(const Row& row, const std::string& mission);
bool night_note_applies(const Row& row, const std::string& mission);  // row changed to evening
const TimeOfDay& time_of_day(const std::string& id);
std::string light_at(const TimeOfDay& t, int turn);  // "day" / "night" on turn 1, 2, …
int switch_turn(const TimeOfDay& t);                 // first turn of the new light, 0 if none
// Exact distribution of the FNG-T78 total (2d6 + modifier), 13 folded into 12 (row 12+).
Dist row_distribution(bool monsoon);

// [SECTION] FNG-T79

enum class VariableRule { FirstRoll, StartClear };
VariableRule variable_rule_from(const std::string& value);  // "first-roll" / "start-clear"
std::string variable_rule_name(VariableRule rule);          // its value again
std::string variable_state(int total);                      // 1d6 (+1) total → weather state
// Exact chance of each weather state on one variable-weather roll.
std::map<std::string, Rational> variable_per_roll(bool monsoon);

struct TurnWeather {
    int turn = 0;
    std::string weather;
    int die = 0;           // the FNG-T79 die rolled this turn, 0 when no roll was needed
    int total = 0;         // die + monsoon modifier, 0 when no roll
    bool settled = false;  // no further rolls after this turn
};
// Seeded variable-weather track for turns 1..turns; draws one die per turn while unsettled.
std::vector<TurnWeather> roll_variable_track(Prng& rng, int turns, bool monsoon, VariableRule rule);
// The same process by exact enumeration of its states: chance of each weather on `turn` (≥ 1)
// and the chance that the weather has settled by then. Doubles are returned alongside for turns
// whose exact fractions overflow 64 bits (exact entries are then absent).
struct TrackDistribution {
    std::map<std::string, double> p;
    std::map<std::string, Rational> exact;  // empty when it does not fit
    double p_settled = 0;
    bool has_exact = false;
    Rational exact_settled;
};
TrackDistribution variable_at_turn(int turn, bool monsoon, VariableRule rule);
// Where the weather ends up once it has settled (the limit of a long track), exact.
std::map<std::string, Rational> variable_final(bool monsoon, VariableRule rule);

// [SECTION] FNG-T80
const BandRow& wind_for_die(int die);

// [SECTION] fng.weather
// Seeded draws, in this order (generator 1):
//   1. two d6 for FNG-T78 (first die, then second die; + 1 in the monsoon);
//   2. one d6 for the wind (FNG-T80);
//   3. only when the row has variable weather and turns > 0: one d6 per turn from turn 1 for
//      FNG-T79 (+ 1 in the monsoon) until the weather has settled; no draws after that.
// So the table row and the wind never depend on `turns`, and a longer track extends a shorter one.
// The odds of the row and of the wind come from the same draws the roll makes (roll_odds).
struct WeatherInput {
    int month = 1;        // 1 … 12
    bool late = false;    // the second half of the month
    std::string mission;  // the mission id, for the night note (E-37)
    int turns = 0;        // turns to track (0: none)
    VariableRule variable = VariableRule::FirstRoll;
};
Answer weather_answer(const WeatherInput& in);
void roll_weather(const WeatherInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng::weather
