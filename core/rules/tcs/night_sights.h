// Pointman — TCS Modern Expansion 6.1–6.2: counting hexes for night vision and thermal sights.
//
// One home for the rule used by `tcs.night-vision` (the detailed check) and `tcs.atgm` (its night
// modifier). The rule is a pure function of typed inputs: how many hexes and smoke markers a sight
// counts along a line of fire, whether the line is blocked, and the die modifier on the Point Fire
// and ATGM Tables once the count is divided by the target's mode and rounded.
//
// [SECTION] Index
//   Sight, TargetMode, Rounding    — the inputs' vocabularies
//   round_ratio                    — the one rounding helper of the TCS calculators
//   Line, Count, count_hexes       — 6.1 / 6.2a: what a sight counts, or what blocks it
//   divisor, night_drm             — 6.1: divide by 5 (move, dual) or 4 (fire), round, negate
//
// Pointman reading (illumination): a target in an illumination burst's lit area takes no night
// counting (6.1), and the firer does not need its night vision to see it, so smoke no longer blocks
// (the base game's smoke rules apply); a thermal sight still counts the hexes beyond the weather
// limit and the smoke markers on the line (6.2a): weather and smoke are not night effects.
#pragma once

namespace pm::tcs {

enum class Sight { NightVision, Thermal };
enum class TargetMode { Move, Dual, Fire };
enum class Rounding { HalfUp, HalfDown, HalfEven };

// n / d rounded to the nearest whole number; an exact half goes by `mode` (the series' standard
// rounding rule is not in the expansion, so it is a setting). n ≥ 0, d > 0.
int round_ratio(int n, int d, Rounding mode);

// [SECTION] 6.1 / 6.2a: the hexes a sight counts
struct Line {
    Sight sight = Sight::NightVision;
    bool night = true;      // false: daylight, only a thermal sight changes anything
    int range = 0;          // hexes from firer to target
    int night_limit = 0;    // hexes visible at night (read only when night)
    int weather_limit = 0;  // hexes visible in this weather; 0 = weather does not limit sight
    int smoke_markers = 0;  // markers on the line, the firer's and target's hexes included
    bool illum = false;     // target inside an illumination burst's lit area
};

enum class Blocked { No, Smoke, Weather };

struct Count {
    Blocked blocked = Blocked::No;
    int beyond = 0;  // hexes beyond the visibility limit that counts
    int smoke = 0;   // smoke markers counted (thermal only)
    int total() const { return beyond + smoke; }
};

// A vehicle's or helicopter's sight firing along `line`.
//   Night vision: blocked by smoke at night (target not lit) and by range past the weather limit;
//   at night (not lit) it counts the hexes past the night limit.
//   Thermal: never blocked; counts the hexes past the nearer of the night limit (at night, not lit)
//   and the weather limit, plus every smoke marker.
Count count_hexes(const Line& line);

// [SECTION] 6.1: the modifier
int divisor(TargetMode mode);  // data/tcs/night-vision.json "divisor"
// The (≤ 0) die modifier on the Point Fire or ATGM Table for `count` counted hexes and markers.
int night_drm(int count, TargetMode mode, Rounding rounding);

}  // namespace pm::tcs
