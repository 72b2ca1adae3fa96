// tcs.counterbattery (core/calculators/tcs/counterbattery.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "rules/tcs/counterbattery.h"

namespace core_calculators_tcs_test_counterbattery {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::answer;
using pm_test::raw::ok;

TEST_CASE("tcs.counterbattery: digest loss table and several batteries by enumeration; E10 MLRS cap") {
    // derived loss table of the digest (die → losses)
    const int he[] = {0, 0, 1, 1, 1, 2}, ic[] = {0, 1, 1, 2, 2, 3}, he2[] = {0, 0, 0, 0, 1, 1},
              ic2[] = {0, 0, 0, 1, 1, 2};
    for (int d = 1; d <= 6; ++d) {
        CHECK(pm::tcs::cb_losses("he", 4, false, d) == he[d - 1]);
        CHECK(pm::tcs::cb_losses("icm", 4, false, d) == ic[d - 1]);
        CHECK(pm::tcs::cb_losses("he", 2, false, d) == he2[d - 1]);
        CHECK(pm::tcs::cb_losses("dpicm", 1, false, d) == ic2[d - 1]);
        CHECK(pm::tcs::cb_losses("dpicm", 1, true, d) == ic[d - 1]);  // single MLRS launcher exempt
    }
    for (const char* round : {"he", "dpicm"})
        for (int nb = 1; nb <= 3; ++nb)
            for (int cap : {0, 2}) {
                json r = answer("tcs.counterbattery",
                                {{"round", round}, {"tubes", 2}, {"batteries", nb}, {"target_systems", cap}});
                REQUIRE(r["ok"] == true);
                int n[20] = {0};
                int total = 1;
                for (int i = 0; i < nb; ++i) total *= 6;
                for (int code = 0; code < total; ++code) {
                    int c = code, s = 0;
                    for (int i = 0; i < nb; ++i, c /= 6) {
                        int v = std::max(c % 6 + 1 - 2, 0);
                        s += v / (std::string(round) == "he" ? 3 : 2);
                    }
                    if (cap) s = std::min(s, cap);
                    n[s]++;
                }
                for (int k = 0; k < 20; ++k) CHECK(P(r, std::to_string(k)) == Rational(n[k], total));
            }
    // E10: roll calls for 3 losses, only 2 launchers fired → 2
    json r = answer("tcs.counterbattery", {{"round", "dpicm"}, {"batteries", 2}, {"target_systems", 2}});
    CHECK(r["outcomes"].back()["key"] == "2");
}

namespace book_reading {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] TCS Modern
TEST_CASE("tcs.counterbattery: an MLRS fires DPICM only") {
    // MLRS rounds are DPICM; DPICM losses are the die halved, rounded down, and a single launcher is
    // spared the -2 of small fires.
    for (const std::string round : {"he", "icm", "chem"})
        refused("tcs.counterbattery", {{"round", round}, {"mlrs", true}, {"tubes", 1}}, "round");
    json r = ok("tcs.counterbattery", {{"round", "dpicm"}, {"mlrs", true}, {"tubes", 1}});
    for (int k = 0; k <= 3; ++k) {
        Rational book;
        for (int d = 1; d <= 6; ++d) book += Rational(d / 2 == k ? 1 : 0, 6);
        CHECK(P(r, std::to_string(k)) == book);
    }
    // without MLRS every round stays allowed
    for (const std::string round : {"he", "icm", "dpicm", "chem"})
        CHECK(ok("tcs.counterbattery", {{"round", round}})["ok"] == true);
}

}  // namespace book_reading

TEST_CASE("tcs.counterbattery: the summary rounds the average, never cuts it (TCS Modern 2.5)") {
    // Every round, tube count and battery count of a small grid: the summary's "on average X" is the
    // exact expectation rounded to two decimals (one from 10 up), as a reader rounds it.
    int checked = 0, cut_differs = 0;
    for (const char* round : {"he", "icm", "dpicm", "chem"})
        for (int tubes : {1, 3, 6, 12, 24, 60})
            for (int batteries : {1, 2, 3, 7}) {
                CAPTURE(round);
                CAPTURE(tubes);
                CAPTURE(batteries);
                json r =
                    pm_test::ev("tcs.counterbattery", {{"round", round}, {"tubes", tubes}, {"batteries", batteries}});
                const double mean = r["values"]["expected"].get<double>();
                const std::string s = r["summary"].get<std::string>();
                const auto at = s.find("on average ");
                if (at == std::string::npos) continue;
                const std::string said = s.substr(at + 11, s.find(' ', at + 11) - at - 11);
                const int places = mean < 10 ? 2 : 1;
                const double scale = places == 2 ? 100.0 : 10.0;
                CHECK(std::fabs(std::stod(said) - std::llround(mean * scale) / scale) < 1e-9);
                if (std::to_string(mean).substr(0, 4) != said) ++cut_differs;
                ++checked;
            }
    CHECK(checked > 40);
    CHECK(cut_differs > 0);  // the grid holds averages whose cut and rounded figures differ
}

}  // namespace core_calculators_tcs_test_counterbattery
