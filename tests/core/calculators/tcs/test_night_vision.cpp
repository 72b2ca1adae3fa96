// tcs.night-vision against TCS Modern Expansion 6.0: the thermal sights example (digest E6, rule
// 6.2 example), E13 (6.2a), the rounding cases of the digest's rounding note (7/5 → 1, 8/5 → 2,
// exact halves with ÷4 as a setting), infantry limits (6.1, Modifier Summary Night Vision 1),
// observation (6.2b) and helicopter altitude (4.1a, 4.1c).
#include <doctest/doctest.h>

#include <cfenv>
#include <cmath>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "rules/tcs/night_sights.h"

namespace core_calculators_tcs_test_night_vision {

using pm::json;
using pm_test::whole;

TEST_CASE("tcs.night-vision: thermal sights example (6.2, digest E6)") {
    // M1 at night, T-72 in move mode at 6 hexes, night limit 2, 3 smoke markers crossed.
    json r = whole("tcs.night-vision", {{"firer", "vehicle"},
                                        {"sight", "thermal"},
                                        {"range", 6},
                                        {"night_limit", 2},
                                        {"smoke_markers", 3},
                                        {"target_mode", "move"}});
    CHECK(r["values"]["hexes_beyond"] == 4);  // "the required extra hexes of range is 4"
    CHECK(r["values"]["count"] == 7);         // "to the 4 is added 3 ... a total of 7"
    CHECK(r["values"]["divisor"] == 5);
    CHECK(r["values"]["drm"] == -1);  // "giving a dice modifier of -1"
    CHECK(r["values"]["possible"] == true);
    // the example's weather variant: a weather limit of 1 makes the required hexes 5 (digest: 8/5 → −2)
    r = whole("tcs.night-vision", {{"firer", "vehicle"},
                                   {"sight", "thermal"},
                                   {"range", 6},
                                   {"night_limit", 2},
                                   {"weather_limit", 1},
                                   {"smoke_markers", 3}});
    CHECK(r["values"]["hexes_beyond"] == 5);
    CHECK(r["values"]["count"] == 8);
    CHECK(r["values"]["drm"] == -2);
    // the same shot with plain night vision cannot see through the smoke (6.1)
    r = whole(
        "tcs.night-vision",
        {{"firer", "vehicle"}, {"sight", "night-vision"}, {"range", 6}, {"night_limit", 2}, {"smoke_markers", 3}});
    CHECK(r["values"]["possible"] == false);
}

TEST_CASE("tcs.night-vision: a hex beyond visibility with a smoke marker counts 2 (6.2a, digest E13)") {
    json r = whole("tcs.night-vision", {{"sight", "thermal"}, {"range", 3}, {"night_limit", 2}, {"smoke_markers", 1}});
    CHECK(r["values"]["count"] == 2);
}

TEST_CASE("tcs.night-vision: rounding cases (digest rounding note and errata 8)") {
    using pm::tcs::round_ratio;
    using pm::tcs::Rounding;
    // stated values: 7/5 → 1 (6.2 example); 8/5 → 2 (derived variant); 16/10 → 2 (4.5a, same rule)
    CHECK(round_ratio(7, 5, Rounding::HalfUp) == 1);
    CHECK(round_ratio(8, 5, Rounding::HalfUp) == 2);
    CHECK(round_ratio(16, 10, Rounding::HalfUp) == 2);
    // exact halves with ÷4 (extra 2, 6, 10) depend on the setting
    CHECK(round_ratio(2, 4, Rounding::HalfUp) == 1);
    CHECK(round_ratio(2, 4, Rounding::HalfDown) == 0);
    CHECK(round_ratio(2, 4, Rounding::HalfEven) == 0);
    CHECK(round_ratio(6, 4, Rounding::HalfUp) == 2);
    CHECK(round_ratio(6, 4, Rounding::HalfDown) == 1);
    CHECK(round_ratio(6, 4, Rounding::HalfEven) == 2);
    CHECK(round_ratio(10, 4, Rounding::HalfEven) == 2);
    // independent check against the C library's rounding of the exact quotient
    std::fesetround(FE_TONEAREST);
    for (int d : {4, 5})
        for (int n = 0; n <= 60; ++n) {
            double x = static_cast<double>(n) / d;
            CAPTURE(n);
            CAPTURE(d);
            CHECK(round_ratio(n, d, Rounding::HalfUp) == static_cast<int>(std::lround(x)));
            CHECK(round_ratio(n, d, Rounding::HalfDown) == static_cast<int>(std::ceil(x - 0.5)));
            CHECK(round_ratio(n, d, Rounding::HalfEven) == static_cast<int>(std::nearbyint(x)));
        }
    // through the calculator: fire mode divides by 4; extra 2 → 0.5
    json r = whole("tcs.night-vision", {{"range", 4}, {"night_limit", 2}, {"target_mode", "fire"}});
    CHECK(r["values"]["drm"] == -1);
    r = whole("tcs.night-vision",
              {{"range", 4}, {"night_limit", 2}, {"target_mode", "fire"}, {"rounding", "half-down"}});
    CHECK(r["values"]["drm"] == 0);
    r = whole("tcs.night-vision", {{"range", 6}, {"night_limit", 2}, {"target_mode", "dual"}});
    CHECK(r["values"]["drm"] == -1);  // 4/5 = 0.8
}

TEST_CASE("tcs.night-vision: infantry fire to half max range, observe to 8 hexes inclusive (6.1)") {
    CHECK(whole("tcs.night-vision", {{"firer", "infantry"}, {"range", 5}, {"max_range", 10}})["values"]["possible"] ==
          true);
    CHECK(whole("tcs.night-vision", {{"firer", "infantry"}, {"range", 6}, {"max_range", 10}})["values"]["possible"] ==
          false);
    CHECK(whole("tcs.night-vision", {{"firer", "infantry"}, {"range", 3}, {"max_range", 7}})["values"]["possible"] ==
          true);  // 3 ≤ 3.5
    CHECK(whole("tcs.night-vision", {{"firer", "infantry"}, {"range", 4}, {"max_range", 7}})["values"]["possible"] ==
          false);  // 4 > 3.5
    CHECK(whole("tcs.night-vision",
                {{"firer", "infantry"}, {"range", 5}, {"max_range", 10}})["values"]["base_night_modifier"] == true);
    CHECK(whole("tcs.night-vision",
                {{"firer", "infantry"}, {"purpose", "observe"}, {"range", 8}})["values"]["possible"] == true);
    CHECK(whole("tcs.night-vision",
                {{"firer", "infantry"}, {"purpose", "observe"}, {"range", 9}})["values"]["possible"] == false);
    json r =
        pm::evaluate_request({{"calc", "tcs.night-vision"}, {"params", {{"firer", "infantry"}, {"sight", "thermal"}}}});
    CHECK(r["error"]["code"] == "not_possible");
}

TEST_CASE("tcs.night-vision: observation, weather, area table, illum, helicopters") {
    // 6.2b: night or thermal sights observe artillery to 8 hexes at night
    CHECK(whole("tcs.night-vision",
                {{"sight", "thermal"}, {"purpose", "observe"}, {"range", 8}})["values"]["possible"] == true);
    CHECK(whole("tcs.night-vision",
                {{"sight", "thermal"}, {"purpose", "observe"}, {"range", 9}})["values"]["possible"] == false);
    // thermal cannot adjust artillery through smoke or weather
    CHECK(whole("tcs.night-vision", {{"sight", "thermal"},
                                     {"purpose", "observe"},
                                     {"range", 4},
                                     {"smoke_markers", 1}})["values"]["possible"] == false);
    CHECK(whole("tcs.night-vision", {{"sight", "thermal"},
                                     {"purpose", "observe"},
                                     {"range", 4},
                                     {"weather_limit", 3}})["values"]["possible"] == false);
    // 6.1: night vision stops at the weather limit; thermal counts past it
    CHECK(whole("tcs.night-vision", {{"range", 5}, {"night_limit", 6}, {"weather_limit", 4}})["values"]["possible"] ==
          false);
    json r = whole("tcs.night-vision", {{"sight", "thermal"}, {"range", 5}, {"night_limit", 6}, {"weather_limit", 4}});
    CHECK(r["values"]["count"] == 1);
    CHECK(r["values"]["drm"] == 0);  // 1/5 rounds to 0
    // Area Fire Table: no counted modifier, only the base night modifier
    r = whole("tcs.night-vision", {{"table", "area"}, {"range", 12}, {"night_limit", 2}});
    CHECK(r["values"]["drm"] == 0);
    CHECK(r["values"]["base_night_modifier"] == true);
    // lit by an illum burst: no night modifier, no hexes counted
    r = whole("tcs.night-vision", {{"range", 12}, {"night_limit", 2}, {"in_illum", true}});
    CHECK(r["values"]["drm"] == 0);
    CHECK(r["values"]["count"] == 0);
    // ATGM table works like Point Fire: 10 beyond / 5 = −2
    CHECK(whole("tcs.night-vision", {{"table", "atgm"}, {"range", 12}, {"night_limit", 2}})["values"]["drm"] == -2);
    // 4.1a/4.1c: Low helicopters see from 100 m, NOE at ground level
    CHECK(whole("tcs.night-vision", {{"firer", "helicopter"}, {"altitude", "low"}})["values"]["los_height_m"] == 100);
    CHECK(whole("tcs.night-vision", {{"firer", "helicopter"}, {"altitude", "noe"}})["values"]["los_height_m"] == 0);
}

}  // namespace core_calculators_tcs_test_night_vision
