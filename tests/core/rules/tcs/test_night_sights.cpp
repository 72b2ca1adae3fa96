// TCS Modern 6.1–6.2 night vision and thermal sights: the one counting rule (tcs/night_sights.h)
// and the two calculators that use it, tcs.night-vision and tcs.atgm.
//
// The counting is restated here in our own words and computed independently: a thermal sight
// counts every hex past the nearer visibility limit plus every smoke marker; night vision counts
// the hexes past the night limit and cannot look through smoke at night or past the weather limit;
// an illuminated target removes the night count only. The count is divided by 5 (move, dual) or
// 4 (fire) and rounded.
#include <doctest/doctest.h>

#include <algorithm>

#include "contract/codec.h"
#include "rules/tcs/night_sights.h"

namespace core_rules_tcs_test_night_sights {

using pm::json;
using namespace pm::tcs;

namespace {

// What the book asks a player to count, by hand: returns -1 when the sight cannot see.
int hand_count(bool thermal, bool night, int range, int night_limit, int weather, int smoke, bool illum) {
    const bool dark = night && !illum;
    if (!thermal) {
        if (dark && smoke > 0) return -1;
        if (weather > 0 && range > weather) return -1;
        return dark && range > night_limit ? range - night_limit : 0;
    }
    int count = smoke;
    int limit = 1000;
    if (dark) limit = night_limit;
    if (weather > 0) limit = std::min(limit, weather);
    if (range > limit) count += range - limit;
    return count;
}

int hand_drm(int count, const char* mode, bool half_up) {
    const int d = std::string(mode) == "fire" ? 4 : 5;
    // nearest whole number; an exact half by the setting
    int q = count / d;
    const int twice_rest = 2 * (count % d);
    if (twice_rest > d || (twice_rest == d && half_up)) ++q;
    return -q;
}

}  // namespace

TEST_CASE("TCS 6.1-6.2: count_hexes and night_drm against a count by hand, every combination") {
    int checked = 0;
    for (bool thermal : {false, true})
        for (bool night : {false, true})
            for (bool illum : {false, true})
                for (int range = 0; range <= 12; ++range)
                    for (int nl : {0, 1, 2, 5})
                        for (int wl : {0, 3, 8})
                            for (int smoke : {0, 1, 3}) {
                                Line l;
                                l.sight = thermal ? Sight::Thermal : Sight::NightVision;
                                l.night = night;
                                l.range = range;
                                l.night_limit = nl;
                                l.weather_limit = wl;
                                l.smoke_markers = smoke;
                                l.illum = illum;
                                const Count c = count_hexes(l);
                                const int want = hand_count(thermal, night, range, nl, wl, smoke, illum);
                                CAPTURE(thermal);
                                CAPTURE(night);
                                CAPTURE(illum);
                                CAPTURE(range);
                                CAPTURE(nl);
                                CAPTURE(wl);
                                CAPTURE(smoke);
                                if (want < 0) {
                                    CHECK(c.blocked != Blocked::No);
                                } else {
                                    REQUIRE(c.blocked == Blocked::No);
                                    CHECK(c.total() == want);
                                    CHECK(night_drm(c.total(), TargetMode::Move, Rounding::HalfUp) ==
                                          hand_drm(want, "move", true));
                                    CHECK(night_drm(c.total(), TargetMode::Fire, Rounding::HalfDown) ==
                                          hand_drm(want, "fire", false));
                                }
                                ++checked;
                            }
    CHECK(checked == 2 * 2 * 2 * 13 * 4 * 3 * 3);
}

TEST_CASE("TCS 6.1-6.2: tcs.atgm's night modifier is tcs.night-vision's, through the one rule") {
    // The two calculators name their parameters differently (contract names stay); for every
    // night line both must give the same modifier, or both say the shot cannot be taken.
    int compared = 0;
    for (const char* sight : {"night-vision", "thermal"})
        for (bool illum : {false, true})
            for (int range : {1, 3, 6, 9})
                for (int nl : {1, 2, 4})
                    for (int wl : {0, 5})
                        for (int smoke : {0, 2})
                            for (const char* mode : {"move", "fire"}) {
                                json atgm = pm::evaluate_request({{"calc", "tcs.atgm"},
                                                                  {"params",
                                                                   {{"range", range},
                                                                    {"sight", sight},
                                                                    {"night_limit", nl},
                                                                    {"weather_limit", wl},
                                                                    {"smoke_markers", smoke},
                                                                    {"target_mode", mode},
                                                                    {"illum", illum}}}});
                                json nv = pm::evaluate_request({{"calc", "tcs.night-vision"},
                                                                {"params",
                                                                 {{"firer", "vehicle"},
                                                                  {"table", "atgm"},
                                                                  {"sight", sight},
                                                                  {"range", range},
                                                                  {"night_limit", nl},
                                                                  {"weather_limit", wl},
                                                                  {"smoke_markers", smoke},
                                                                  {"target_mode", mode},
                                                                  {"in_illum", illum}}}});
                                CAPTURE(atgm.dump());
                                CAPTURE(nv.dump());
                                REQUIRE(nv["ok"] == true);
                                if (nv["values"]["possible"] == false) {
                                    CHECK(atgm["ok"] == false);
                                    continue;
                                }
                                if (atgm["ok"] == false) {  // out of the ATGM's range bands, not a sight matter
                                    CHECK(atgm["error"]["param"] != "smoke_markers");
                                    continue;
                                }
                                CHECK(atgm["values"].value("night_drm", 0) == nv["values"]["drm"].get<int>());
                                ++compared;
                            }
    CHECK(compared > 100);
}

TEST_CASE("TCS 6.1 Pointman reading: an illuminated target drops the night count, not thermal's weather and smoke") {
    json r = pm::evaluate_request({{"calc", "tcs.night-vision"},
                                   {"params",
                                    {{"sight", "thermal"},
                                     {"range", 9},
                                     {"night_limit", 2},
                                     {"weather_limit", 5},
                                     {"smoke_markers", 2},
                                     {"in_illum", true}}}});
    CHECK(r["values"]["count"] == 4 + 2);  // 9 − 5 beyond the weather, 2 markers; the night limit not used
    r = pm::evaluate_request(
        {{"calc", "tcs.night-vision"},
         {"params",
          {{"sight", "night-vision"}, {"range", 4}, {"night_limit", 2}, {"smoke_markers", 2}, {"in_illum", true}}}});
    CHECK(r["values"]["possible"] == true);  // lit: the base game's smoke rules, not the sight, decide
    CHECK(r["values"]["drm"] == 0);
}

}  // namespace core_rules_tcs_test_night_sights
