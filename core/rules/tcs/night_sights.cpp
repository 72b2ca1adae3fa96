// Pointman — TCS Modern Expansion 6.1–6.2 night vision and thermal sights (see night_sights.h).
#include "rules/tcs/night_sights.h"

#include <algorithm>

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

}  // namespace pm::tcs
