// tcs.acquisition (core/calculators/tcs/acquisition.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <sstream>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "rules/tcs/counterbattery.h"

namespace core_calculators_tcs_test_acquisition {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::answer;

TEST_CASE("TCS E3 and E4: counterbattery acquisition and losses (2.5 example)") {
    // E3: 4 CB − 1 EW = 3 rolls; a battery 3 this turn → row 2–3 → 5+; HE die 5 → 1 gun
    json r = answer("tcs.acquisition", {{"cb_points", 4}, {"ew_points", 1}, {"battery_fires", 3}});
    CHECK(r["values"]["rolls"] == 3);
    CHECK(r["values"]["need"] == 5);
    CHECK(P(r, "acquired") == Rational(1) - Rational(64, 216));
    CHECK(pm::tcs::cb_losses("he", 6, false, 5) == 1);
    // E4: 3 batteries × 2 CB − 1 EW = 5 rolls; 3 fires last turn + 1 CB this turn → 4+; DPICM 1, 3, 4 → 3
    r = answer("tcs.acquisition", {{"cb_points", 6}, {"ew_points", 1}, {"battery_fires", 4}});
    CHECK(r["values"]["rolls"] == 5);
    CHECK(r["values"]["need"] == 4);
    CHECK(P(r, "acquired") == Rational(31, 32));
    CHECK(pm::tcs::cb_losses("dpicm", 6, false, 1) + pm::tcs::cb_losses("dpicm", 6, false, 3) +
              pm::tcs::cb_losses("dpicm", 6, false, 4) ==
          3);
    // the table rows, and EW cancelling every CB point
    CHECK(answer("tcs.acquisition", {{"cb_points", 1}, {"battery_fires", 1}})["values"]["need"] == 6);
    CHECK(answer("tcs.acquisition", {{"cb_points", 1}, {"battery_fires", 7}})["values"]["need"] == 3);
    CHECK(P(answer("tcs.acquisition", {{"cb_points", 2}, {"ew_points", 3}}), "acquired") == Rational(0));
    CHECK(answer("tcs.acquisition", {{"target_mortar", true}})["error"]["code"] == "not_possible");
}

}  // namespace core_calculators_tcs_test_acquisition
