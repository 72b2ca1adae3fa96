// Pointman — TCS Modern Expansion 6.1–6.2: counting hexes for night vision and thermal sights.
//
// One home for the rule used by `tcs.night-vision` (the detailed check, night_vision()) and
// `tcs.atgm` (its night modifier, night_drm(NightInput)). The rule is a pure function of typed inputs: how many hexes
// and smoke markers a sight counts along a line of fire, whether the line is blocked, and the die modifier on the Point
// Fire and ATGM Tables once the count is divided by the target's mode and rounded.
//
// [SECTION] Index
//   Sight, TargetMode, Rounding    — the inputs' vocabularies
//   round_ratio                    — the one rounding helper of the TCS calculators
//   Line, Count, count_hexes       — 6.1 / 6.2a: what a sight counts, or what blocks it
//   divisor, night_drm             — 6.1: divide by 5 (move, dual) or 4 (fire), round, negate
//   NightInput, night_drm          — TCS-A12: the sight's modifier inside an ATGM answer
//   NightVisionInput, night_vision — tcs.night-vision: can this unit see, fire or observe (6.1,
//                                    6.2, 4.1a, 4.1c, 4.6a; data in data/tcs/night-vision.json)
//
// Pointman reading (illumination): a target in an illumination burst's lit area takes no night
// counting (6.1), and the firer does not need its night vision to see it, so smoke no longer blocks
// (the base game's smoke rules apply); a thermal sight still counts the hexes beyond the weather
// limit and the smoke markers on the line (6.2a): weather and smoke are not night effects.
#pragma once

#include <string>

#include "engine/answer.h"

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

// [SECTION] TCS-A12 night vision / thermal sights on the Point Fire or ATGM Table
struct NightInput {
    std::string sight = "none";  // none | night-vision | thermal
    int range = 0;
    int night_limit = 0;               // 0 = no night limit (daylight), unless `dark_at_zero`
    bool dark_at_zero = false;         // night even at a limit of 0: nothing seen beyond the firer's hex
    int weather_limit = 0;             // 0 = no weather limit
    int smoke_markers = 0;             // smoke markers on the line, firer's and target's hexes included
    std::string target_mode = "move";  // move | dual | fire
    bool illum = false;
    bool half_up = true;
};
// Returns the (≤ 0) DRM and records modifiers and values (night_count, night_drm) on `r`; throws
// not_possible when the sight cannot see. The counting is count_hexes, as for tcs.night-vision.
int night_drm(const NightInput& in, Answer& r);

// [SECTION] tcs.night-vision: can this unit see, fire or observe at night, and with what modifier
// The base game's night and weather visibility limits are typed in as numbers. Outcomes are
// `possible` / `not-possible` for the chosen purpose (fire or observe), probability 1 or 0: the
// answer is deterministic. No seeded roll.
struct NightVisionInput {
    std::string firer = "vehicle";       // infantry | vehicle | helicopter
    std::string sight = "night-vision";  // night-vision | thermal
    std::string table = "point";         // point | atgm | area
    std::string purpose = "fire";        // fire | observe
    bool night = true;
    int range = 0;
    int night_limit = 0;
    int weather_limit = 0;  // 0 = none
    int smoke_markers = 0;
    std::string target_mode = "move";  // move | dual | fire
    bool illum = false;                // target inside an illumination burst's lit area
    int max_range = 0;                 // infantry: the weapon's maximum range (0 = not given)
    std::string rounding = "half-up";  // half-up | half-down | half-even
    bool low_altitude = false;         // helicopter: Low (else NOE)
};
Answer night_vision(const NightVisionInput& in);

}  // namespace pm::tcs
