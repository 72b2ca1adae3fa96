// Pointman — TCS Modern Expansion 6.1–6.2 night vision and thermal sights (see night_sights.h).
#include "rules/tcs/night_sights.h"

#include <algorithm>
#include <string>

#include "engine/data/data_files.h"

namespace pm::tcs {

int round_ratio(int n, int d, Rounding mode) {
    int q = n / d, r = n % d;
    if (2 * r > d) return q + 1;
    if (2 * r < d) return q;
    switch (mode) {
        case Rounding::HalfUp: return q + 1;
        case Rounding::HalfDown: return q;
        case Rounding::HalfEven: return q % 2 == 0 ? q : q + 1;
    }
    return q;
}

Count count_hexes(const Line& l) {
    Count c;
    const bool dark = l.night && !l.illum;
    if (l.sight == Sight::NightVision) {
        if (dark && l.smoke_markers > 0)
            c.blocked = Blocked::Smoke;
        else if (l.weather_limit > 0 && l.range > l.weather_limit)
            c.blocked = Blocked::Weather;
        else if (dark)
            c.beyond = std::max(0, l.range - l.night_limit);
        return c;
    }
    int limit = -1;  // none
    if (dark) limit = l.night_limit;
    if (l.weather_limit > 0) limit = limit < 0 ? l.weather_limit : std::min(limit, l.weather_limit);
    c.beyond = limit < 0 ? 0 : std::max(0, l.range - limit);
    c.smoke = l.smoke_markers;
    return c;
}

int divisor(TargetMode mode) {
    static const char* const keys[] = {"move", "dual", "fire"};
    static_assert(sizeof(keys) / sizeof(keys[0]) == static_cast<int>(TargetMode::Fire) + 1, "one key per TargetMode");
    return data_json("tcs/night-vision.json")["divisor"][keys[static_cast<int>(mode)]].get<int>();
}

int night_drm(int count, TargetMode mode, Rounding rounding) {
    return count > 0 ? -round_ratio(count, divisor(mode), rounding) : 0;
}

// [SECTION] TCS-A12 night vision / thermal sights on the Point Fire or ATGM Table
int night_drm(const NightInput& in, Answer& r) {
    if (in.sight == "none") return 0;
    json& values = r.values;
    // `night_limit` 0 means daylight here (the sight is used against weather and smoke only), unless
    // the night was said outright (`dark_at_zero`: a night with nothing seen beyond the next hex).
    Line line;
    line.sight = in.sight == "thermal" ? Sight::Thermal : Sight::NightVision;
    line.night = in.night_limit > 0 || in.dark_at_zero;
    line.range = in.range;
    line.night_limit = in.night_limit;
    line.weather_limit = in.weather_limit;
    line.smoke_markers = in.smoke_markers;
    line.illum = in.illum;
    const Count c = count_hexes(line);
    if (c.blocked == Blocked::Smoke)
        throw RuleError(ErrorCode::NotPossible, "smoke_markers",
                        "night vision without thermal sights cannot see through smoke");
    if (c.blocked == Blocked::Weather)
        throw RuleError(ErrorCode::NotPossible, "weather_limit",
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
    // In daylight (no night limit) a sight counts weather and smoke only: said, so that a sight
    // chosen without a night limit does not look like a night answer.
    r.modifier(std::string(in.sight == "thermal" ? "Thermal sights" : "Night vision") +
                   (line.night ? std::string() : " in daylight (night limit 0: weather and smoke only)") + ": " +
                   std::to_string(extra) + " hexes/markers ÷ " + std::to_string(div) + ", rounded",
               std::to_string(drm), in.sight == "thermal" ? "TCS Modern 6.2, 6.2a" : "TCS Modern 6.1");
    return drm;
}

// [SECTION] tcs.night-vision
namespace {

std::string hexes(int n) {
    return std::to_string(n) + (n == 1 ? " hex" : " hexes");
}

}  // namespace

Answer night_vision(const NightVisionInput& in) {
    const json& d = data_json("tcs/night-vision.json");
    const std::string& firer = in.firer;
    const std::string& purpose = in.purpose;
    const std::string& table = in.table;
    const std::string& mode = in.target_mode;
    const std::string& rs = in.rounding;
    const bool night = in.night, illum = in.illum;
    const int range = in.range, weather_limit = in.weather_limit, smoke = in.smoke_markers, max_range = in.max_range;
    const Rounding rounding = rs == "half-down"   ? Rounding::HalfDown
                              : rs == "half-even" ? Rounding::HalfEven
                                                  : Rounding::HalfUp;
    const TargetMode target_mode = mode == "fire"   ? TargetMode::Fire
                                   : mode == "dual" ? TargetMode::Dual
                                                    : TargetMode::Move;
    const bool thermal = in.sight == "thermal";
    Line line;
    line.sight = thermal ? Sight::Thermal : Sight::NightVision;
    line.night = night;
    line.range = range;
    line.night_limit = in.night_limit;
    line.weather_limit = weather_limit;
    line.smoke_markers = smoke;
    line.illum = illum;
    const bool infantry = firer == "infantry";

    if (thermal && infantry)
        throw RuleError(
            ErrorCode::NotPossible, "sight",
            "Thermal sights are vehicle equipment named by each game (TCS Modern 6.2c); infantry use night vision.");

    Answer r;
    bool possible = true;
    std::string why;
    int drm = 0;
    int beyond = 0, count = 0, div = 0;
    bool base_night_modifier = false;
    const bool beyond_weather = weather_limit > 0 && range > weather_limit;
    const std::string rule61 = "TCS Modern 6.1", rule62 = "TCS Modern 6.2a";

    // [SECTION] helicopter altitude (4.1a, 4.1c)
    if (firer == "helicopter") {
        const bool low = in.low_altitude;
        r.values["los_height_m"] = low ? d["helicopter"]["low_m"] : d["helicopter"]["noe_m"];
        r.modifier(low ? "Low: line of sight traced from 100 m above the ground" : "NOE: line of sight at ground level",
                   low ? "100 m" : "ground", d["helicopter"]["rule"].get<std::string>());
        if (purpose == "observe" && low)
            r.modifier("Observing artillery needs a clear line of sight without popping up", "NOE view only",
                       d["helicopter"]["observe_rule"].get<std::string>());
    }

    // [SECTION] what blocks a sight that is not thermal (6.1)
    auto blocked_without_thermal = [&]() {
        if (smoke > 0) {
            possible = false;
            why = "night vision cannot see through smoke";
            r.modifier("Smoke on the line", "blocks", rule61);
        } else if (beyond_weather) {
            possible = false;
            why = "beyond the weather visibility limit (" + hexes(weather_limit) + ")";
            r.modifier("Beyond the weather limit", "blocks", rule61);
        }
    };

    if (purpose == "observe") {
        // [SECTION] observing artillery (6.1 infantry, 6.2b)
        const int omax = infantry ? d["infantry"]["observe_max"].get<int>()
                                  : d["artillery_observe_max_at_night"]["hexes"].get<int>();
        if (night && !illum && range > omax) {
            possible = false;
            why = "night observation reaches " + hexes(omax);
        }
        if (night && !illum)
            r.modifier(infantry ? "Infantry night observation" : "Night / thermal sights observing artillery",
                       "up to " + hexes(omax) + " (inclusive)",
                       infantry ? d["infantry"]["rule"].get<std::string>()
                                : d["artillery_observe_max_at_night"]["rule"].get<std::string>());
        if (possible) {
            if (thermal && (smoke > 0 || beyond_weather)) {
                possible = false;
                why = "thermal sights cannot adjust artillery through smoke or weather";
                r.modifier("Thermal sight, smoke or weather on the line", "cannot adjust artillery", "TCS Modern 6.2b");
            } else if (!thermal) {
                blocked_without_thermal();
            }
        }
        r.values["observe_limit"] = night && !illum ? json(omax) : json(nullptr);
    } else if (!night) {
        // [SECTION] daylight: only thermal changes anything (6.2a: weather and smoke counted)
        const Count c = count_hexes(line);
        if (!thermal) r.modifier("Daylight", "night-vision rules not used; base smoke and weather rules apply", rule61);
        if (c.blocked == Blocked::Weather) {
            possible = false;
            why = "beyond the weather visibility limit (" + hexes(weather_limit) + ")";
        }
        beyond = c.beyond;
        count = c.total();
    } else if (infantry) {
        // [SECTION] infantry and manpack weapons (6.1)
        base_night_modifier = true;
        r.modifier("Infantry night vision: fire to half maximum range",
                   max_range > 0 ? "up to " + std::to_string(max_range) + "/2 hexes" : "½ max range",
                   d["infantry"]["rule"].get<std::string>());
        if (!illum && max_range > 0 && 2 * range > max_range) {
            possible = false;
            why = "at night infantry fire only to half their maximum range";
        }
        if (max_range == 0)
            r.values["max_fire_range"] = nullptr;
        else
            r.values["max_fire_range"] = max_range / 2.0;
        if (possible) blocked_without_thermal();
    } else {
        // [SECTION] vehicles and helicopters (6.1 night vision, 6.2 thermal)
        const Count c = count_hexes(line);
        if (c.blocked == Blocked::Smoke) {
            possible = false;
            why = "night vision cannot see through smoke";
            r.modifier("Smoke on the line", "blocks", rule61);
        } else if (c.blocked == Blocked::Weather) {
            possible = false;
            why = "beyond the weather visibility limit (" + hexes(weather_limit) + ")";
            r.modifier("Beyond the weather limit", "blocks", rule61);
        } else {
            if (illum)
                r.modifier("Target inside an illum burst's lit area",
                           thermal ? "no night counting; weather and smoke still counted"
                                   : "no night modifier, no hexes counted",
                           d["illum"]["rule"].get<std::string>() + ", Pointman reading 31");
            beyond = c.beyond;
            count = c.total();
        }
    }

    // [SECTION] the modifier itself (6.1 divide and round; Point Fire and ATGM tables only)
    if (possible && count > 0) {
        if (table == "area") {
            base_night_modifier = night && !illum;
            r.modifier("Area Fire Table", "no counted modifier; the extra range is allowed", rule61);
        } else {
            div = divisor(target_mode);
            drm = night_drm(count, target_mode, rounding);
            r.modifier(
                "Hexes counted: " + std::to_string(beyond) + " beyond visibility" +
                    (thermal && smoke ? " + " + std::to_string(smoke) + " smoke marker" + (smoke > 1 ? "s" : "") : ""),
                std::to_string(count), thermal ? rule62 : rule61);
            r.modifier("Target in " + mode + " mode: divide by " + std::to_string(div) + ", round (" + rs + ")",
                       std::to_string(drm), rule61 + "; rounding: TCS Series standard rule (setting)");
        }
    } else if (possible && night && !infantry && purpose == "fire" && table == "area") {
        base_night_modifier = !illum;
    }
    if (thermal && possible && purpose == "fire")
        r.modifier("Thermal sight", "normal smoke and night modifiers not used", "TCS Modern 6.2, 6.2a");

    r.outcome("possible", purpose == "observe" ? "Can observe" : "Can fire", possible ? Rational(1) : Rational(0));
    r.outcome("not-possible", purpose == "observe" ? "Cannot observe" : "Cannot fire",
              possible ? Rational(0) : Rational(1));
    r.values["possible"] = possible;
    r.values["drm"] = drm;
    r.values["hexes_beyond"] = beyond;
    r.values["smoke_counted"] = thermal ? smoke : 0;
    r.values["count"] = count;
    r.values["divisor"] = div;
    if (div) r.values["ratio"] = std::to_string(count) + "/" + std::to_string(div);
    r.values["base_night_modifier"] = base_night_modifier;
    if (!why.empty()) r.values["reason"] = why;

    std::string s;
    if (!possible)
        s = std::string(purpose == "observe" ? "Cannot observe: " : "Cannot fire: ") + why + ".";
    else if (purpose == "observe")
        s = "Can observe at " + hexes(range) + ".";
    else if (drm != 0)
        s = "Can fire; " + std::to_string(drm) + " on the " + (table == "atgm" ? "ATGM" : "Point Fire") + " Table (" +
            std::to_string(count) + " counted ÷ " + std::to_string(div) + ").";
    else
        s = std::string("Can fire with no sight modifier") +
            (base_night_modifier ? " beyond the base game's night fire modifier." : ".");
    r.summary = s;
    return r;
}

}  // namespace pm::tcs
