// Pointman — TCS Modern: the series' two-dice rolls and the base tables the player types in (see
// series_tables.h).
#include "rules/tcs/series_tables.h"

#include <vector>

#include "engine/exact/dist.h"
#include "engine/random/roll_odds.h"
#include "engine/summary_words.h"

namespace pm::tcs {

std::string signed_str(int v) {
    return (v > 0 ? "+" : "") + std::to_string(v);
}

// [SECTION] two-dice kill rolls

KillRoll roll_kill(Prng& dice, int need, int drm) {
    KillRoll k;
    k.dice = dice.sum(2);
    k.kill = k.dice + drm >= need;
    return k;
}

Rational p_two_dice_at_least(int need, int drm) {
    return roll_odds([&](Prng& g) { return roll_kill(g, need, drm).kill ? 1 : 0; }).p(1);
}

void add_kill_roll(Answer& r, Prng& dice, int need, int drm, const char* yes, const char* no) {
    const KillRoll k = roll_kill(dice, need, drm);
    r.roll = json{{"dice", k.dice}, {"modified", k.dice + drm}, {"key", k.kill ? yes : no}};
}

std::string raw_need_text(int need, int drm) {
    int raw = need - drm;
    if (raw <= 2) return "any roll";
    if (raw > 12) return "no roll";
    return std::to_string(raw) + (raw == 12 ? "" : "+") + " on two dice";
}

// [SECTION] the series tables the player types in

bool read_roll_table(Answer& r, const TableReader& table, const std::string& table_id, int drm) {
    if (!table) return false;
    for (const auto& [result, p] : tables::roll_table_results(*table, Dist::sum_of_dice(2).shifted(drm)))
        r.outcome(result, result, p);
    r.values["table"] = table_id;
    return true;
}

void roll_on_table(Answer& r, const TableReader& table, int drm, const std::string& table_name, Prng& dice) {
    if (!table) return;
    const std::vector<int> faces = dice.throw_dice(2);  // the same two draws as dice.sum(2)
    const int total = faces[0] + faces[1];
    const std::string key = tables::roll_table_result(*table, total + drm);
    r.roll = json{{"dice", total}, {"modified", total + drm}, {"key", key}};
    r.rolled = "Rolled " + std::to_string(faces[0]) + ", " + std::to_string(faces[1]) + " (total " +
               std::to_string(total) + ")" +
               (drm ? std::string(drm > 0 ? " +" : " ") + std::to_string(drm) + " = " + std::to_string(total + drm)
                    : std::string()) +
               " on " + table_name + ": " + r.label(key) + ".";
}

std::string likeliest(const Answer& r) {
    return likeliest_words(r.outcomes, "results", false);
}

}  // namespace pm::tcs
