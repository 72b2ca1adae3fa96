// tcs.at-roll (core/calculators/tcs/at-roll.cpp): each test says the rule in our words, works out the book's answer on
// its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_tcs_test_at_roll {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] TCS Modern: armour, steps and MICVs
// The Modern Armor AT Roll Modifier Chart (8.0), advanced armour
// against ordinary point fire (9.0b, 9.0c, 9.0e), steps per unit (A Note About Steps), MICVs (7.1-7.3),
// the Soviet 12-hour pop-up rule (4.1g) and High MOPP helicopters kept out of NOE (5.3h). Each test
// states the rule in our words and checks the calculator against the book's printed numbers or
// dice counted here.
TEST_CASE("TCS 8.0: the Modern Armor AT Roll Modifier Chart, row by row as printed") {
    // The chart: -3 for the M1 family, Challenger, Merkava 3 and LeClerc; -2 for Leopard 2, T-80 and
    // Merkava 1 & 2; -1 for T-72, T-64, T-64b, Chieftain, Leopard 1 and M60a3; 0 for all others; one
    // more (-1) with reactive armour or DUA.
    const std::map<std::string, int> book = {
        {"m1", -3},        {"challenger", -3},  {"merkava-3", -3}, {"leclerc", -3}, {"leopard-2", -2},
        {"t-80", -2},      {"merkava-1-2", -2}, {"t-72", -1},      {"t-64", -1},    {"t-64b", -1},
        {"chieftain", -1}, {"leopard-1", -1},   {"m60a3", -1},     {"other", 0}};
    for (const auto& vehicle_drm : book) {  // (clang 14 cannot CAPTURE a structured binding)
        const auto& vehicle = vehicle_drm.first;
        const auto& drm = vehicle_drm.second;
        CAPTURE(vehicle);
        CHECK(ok("tcs.at-roll", {{"vehicle", vehicle}})["values"]["drm"] == drm);
        CHECK(ok("tcs.at-roll", {{"vehicle", vehicle}, {"armour", "reactive"}})["values"]["drm"] == drm - 1);
        CHECK(ok("tcs.at-roll", {{"vehicle", vehicle}, {"armour", "dua"}, {"drm", 2}})["values"]["drm"] == drm + 1);
    }
    const json wait = ok("tcs.at-roll", {{"vehicle", "t-80"}});
    CHECK(wait["values"]["table"] == "needs_table");
    CHECK(wait["values"]["needs"] == "tcs.at-roll");
}

TEST_CASE("TCS 8.0: with the player's AT Roll Table, two dice plus the chart's modifier, counted face by face") {
    const json t = pm::data_json("tcs/example-roll-table.json");
    const json r = ok("tcs.at-roll", {{"vehicle", "m1"}, {"armour", "dua"}}, {{"tcs.at-roll", t}});  // -4
    std::map<std::string, Rational> hand;
    const int first = std::stoi(t["rows"].front().get<std::string>());
    const int last = std::stoi(t["rows"].back().get<std::string>());
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) {
            const int m = std::min(std::max(a + b - 4, first), last);
            hand[t["cells"][m - first][0].get<std::string>()] += Rational(1, 36);
        }
    for (const auto& [res, p] : hand) CHECK(P(r, res) == p);
    CHECK(std::find(r["readings"].begin(), r["readings"].end(), 51) != r["readings"].end());
    for (int seed = 1; seed <= 20; ++seed) {
        const json s = ok("tcs.at-roll", {{"vehicle", "m1"}}, {{"tcs.at-roll", t}}, seed);
        const int m = std::min(std::max(s["roll"]["dice"].get<int>() - 3, first), last);
        CHECK(s["roll"]["key"] == t["cells"][m - first][0]);
    }
}

}  // namespace core_calculators_tcs_test_at_roll
