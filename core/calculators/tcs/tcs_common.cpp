// Pointman — TCS Modern shared helpers (see tcs_common.h).
#include "calculators/tcs/tcs_common.h"

#include <algorithm>

#include "contract/rolled.h"
#include "contract/summary_words.h"
#include "contract/tables/user_tables.h"
#include "engine/random/prng.h"
#include "rules/tcs/mlrs.h"

namespace pm::tcs {

Rational p_two_dice_at_least(int need, int drm) {
    return Dist::sum_of_dice(2).shifted(drm).p_at_least(need);
}

bool read_roll_table(Result& r, const EvalContext& ctx, const std::string& table_id, int drm,
                     const std::string& table_name) {
    const json mine = tables::player_table(ctx, table_id);
    if (mine.is_null()) return false;
    const tables::RollTable t = tables::parse_roll_table(table_id, mine);
    for (const auto& [result, p] : tables::roll_table_results(t, Dist::sum_of_dice(2).shifted(drm)))
        r.outcome(result, result, p);
    r.values["table"] = table_id;
    if (ctx.seed) {
        Prng g(*ctx.seed);
        const std::vector<int> faces = g.dice(2);  // the same two draws as g.sum(2)
        const int dice = faces[0] + faces[1];
        const std::string key = tables::roll_table_result(t, dice + drm);
        r.roll = json{{"dice", dice}, {"modified", dice + drm}, {"key", key}};
        r.rolled = "Rolled " + faces_text(faces) + " (total " + std::to_string(dice) + ")" +
                   (drm ? std::string(drm > 0 ? " +" : " ") + std::to_string(drm) + " = " + std::to_string(dice + drm)
                        : std::string()) +
                   " on " + table_name + ": " + r.label(key) + ".";
    }
    return true;
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

void add_night_params(std::vector<ParamSpec>& ps) {
    ps.push_back(ParamSpec::Enum(
                     "sight", "Night sight",
                     {{"none", "Daylight / not used"}, {"night-vision", "Night vision"}, {"thermal", "Thermal sights"}},
                     "none", "The firing vehicle's or helicopter's sight when the night modifier applies.")
                     .in_group("Night"));
    ps.push_back(ParamSpec::Int("night_limit", "Night visibility limit", 0, 60, 0,
                                "Hexes visible at night under the game's rules (0 = no night limit).")
                     .in_group("Night"));
    ps.push_back(ParamSpec::Int("weather_limit", "Weather visibility limit", 0, 60, 0,
                                "Hexes visible in this weather (0 = no weather limit).")
                     .in_group("Night"));
    ps.push_back(ParamSpec::Int("smoke_markers", "Smoke markers crossed", 0, 30, 0,
                                "Smoke markers on the line of fire, those in the firer's and target's hexes included.")
                     .in_group("Night"));
    ps.push_back(ParamSpec::Enum("target_mode", "Target mode", {{"move", "Move"}, {"dual", "Dual"}, {"fire", "Fire"}},
                                 "move", "Move and dual mode targets divide the count by 5, fire mode targets by 4.")
                     .in_group("Night"));
    ps.push_back(
        ParamSpec::Bool("illum", "Target under illumination", false,
                        "A target inside a lit illumination area gets no night modifier (Pointman reading 31).")
            .in_group("Night"));
    ps.push_back(ParamSpec::Enum("half_rounding", "Exact halves", {{"up", "Round up"}, {"down", "Round down"}}, "up",
                                 "The series rounding rule is not in this book; choose how an exact half is rounded.")
                     .in_group("Night"));
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
