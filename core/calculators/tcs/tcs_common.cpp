// Pointman — TCS Modern shared helpers (see tcs_common.h).
#include "calculators/tcs/tcs_common.h"

#include <algorithm>

#include "contract/rolled.h"
#include "contract/summary_words.h"
#include "contract/tables/user_tables.h"
#include "engine/random/roll_odds.h"
#include "rules/tcs/mlrs.h"

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

void add_kill_roll(Result& r, Prng& dice, int need, int drm, const char* yes, const char* no) {
    const KillRoll k = roll_kill(dice, need, drm);
    r.roll = json{{"dice", k.dice}, {"modified", k.dice + drm}, {"key", k.kill ? yes : no}};
}

// [SECTION] the series tables the player types in

bool read_roll_table(Result& r, const EvalContext& ctx, const std::string& table_id, int drm) {
    const json mine = tables::player_table(ctx, table_id);
    if (mine.is_null()) return false;
    const tables::RollTable t = tables::parse_roll_table(table_id, mine);
    for (const auto& [result, p] : tables::roll_table_results(t, Dist::sum_of_dice(2).shifted(drm)))
        r.outcome(result, result, p);
    r.values["table"] = table_id;
    return true;
}

void roll_on_table(Result& r, const EvalContext& ctx, const std::string& table_id, int drm,
                   const std::string& table_name, Prng& dice) {
    const json mine = tables::player_table(ctx, table_id);
    if (mine.is_null()) return;
    const tables::RollTable t = tables::parse_roll_table(table_id, mine);
    const std::vector<int> faces = dice.dice(2);  // the same two draws as dice.sum(2)
    const int total = faces[0] + faces[1];
    const std::string key = tables::roll_table_result(t, total + drm);
    r.roll = json{{"dice", total}, {"modified", total + drm}, {"key", key}};
    r.rolled = "Rolled " + faces_text(faces) + " (total " + std::to_string(total) + ")" +
               (drm ? std::string(drm > 0 ? " +" : " ") + std::to_string(drm) + " = " + std::to_string(total + drm)
                    : std::string()) +
               " on " + table_name + ": " + r.label(key) + ".";
}

std::string likeliest(const Result& r) {
    return likeliest_words(r.outcomes, "results", false);
}

void require_mlrs_round(const std::string& round) {
    if (!mlrs_may_fire(round))
        throw CalcError(ErrorCode::NotPossible, "round", "an MLRS fires DPICM only (TCS Modern 2.4); choose DPICM");
}

std::string raw_need_text(int need, int drm) {
    int raw = need - drm;
    if (raw <= 2) return "any roll";
    if (raw > 12) return "no roll";
    return std::to_string(raw) + (raw == 12 ? "" : "+") + " on two dice";
}

int night_drm(const NightInput& in, Result& r, json& values) {
    if (in.sight == "none") return 0;
    // `night_limit` 0 means daylight here (the sight is used against weather and smoke only).
    Line line;
    line.sight = in.sight == "thermal" ? Sight::Thermal : Sight::NightVision;
    line.night = in.night_limit > 0;
    line.range = in.range;
    line.night_limit = in.night_limit;
    line.weather_limit = in.weather_limit;
    line.smoke_markers = in.smoke_markers;
    line.illum = in.illum;
    const Count c = count_hexes(line);
    if (c.blocked == Blocked::Smoke)
        throw CalcError(ErrorCode::NotPossible, "smoke_markers",
                        "night vision without thermal sights cannot see through smoke");
    if (c.blocked == Blocked::Weather)
        throw CalcError(ErrorCode::NotPossible, "weather_limit",
                        "night vision without thermal sights cannot see past the weather visibility limit");
    if (in.illum)
        r.modifier("Target lit by an illumination burst", "no night modifier", "TCS Modern 6.1, Pointman reading 31");
    const int extra = c.total();
    if (in.illum && extra == 0) {
        values["night_drm"] = 0;
        return 0;
    }
    const TargetMode mode = in.target_mode == "fire"   ? TargetMode::Fire
                            : in.target_mode == "dual" ? TargetMode::Dual
                                                       : TargetMode::Move;
    const int div = divisor(mode);
    const int drm = night_drm(extra, mode, in.half_up ? Rounding::HalfUp : Rounding::HalfDown);
    values["night_count"] = extra;
    values["night_drm"] = drm;
    r.modifier(std::string(in.sight == "thermal" ? "Thermal sights" : "Night vision") + ": " + std::to_string(extra) +
                   " hexes/markers ÷ " + std::to_string(div) + ", rounded",
               std::to_string(drm), in.sight == "thermal" ? "TCS Modern 6.2, 6.2a" : "TCS Modern 6.1");
    return drm;
}

NightInput night_input(const Params& p, int range) {
    NightInput in;
    in.sight = p.get_enum("sight");
    in.range = range;
    in.night_limit = p.get_int("night_limit");
    in.weather_limit = p.get_int("weather_limit");
    in.smoke_markers = p.get_int("smoke_markers");
    in.target_mode = p.get_enum("target_mode");
    in.illum = p.get_bool("illum");
    in.half_up = p.get_enum("half_rounding") == "up";
    return in;
}

}  // namespace pm::tcs
