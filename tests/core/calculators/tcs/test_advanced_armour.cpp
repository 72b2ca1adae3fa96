// tcs.advanced-armour (core/calculators/tcs/advanced-armour.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_tcs_test_advanced_armour {

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
TEST_CASE("TCS 9.0: reactive and DU armour raise the defence against ordinary point fire") {
    // Reactive +5 against ATGMs, DPICM and ICM; +2 against any other fire and tip-charge missiles;
    // DU +8 against everything.
    const std::map<std::pair<std::string, std::string>, int> book = {
        {{"reactive", "gun"}, 2},       {{"reactive", "atgm"}, 5}, {{"reactive", "atgm-tip"}, 2},
        {{"reactive", "dpicm-icm"}, 5}, {{"dua", "gun"}, 8},       {{"dua", "atgm"}, 8},
        {{"dua", "dpicm-icm"}, 8},      {{"none", "gun"}, 0}};
    for (const auto& k_add : book) {  // (clang 14 cannot CAPTURE a structured binding)
        const auto& k = k_add.first;
        const auto& add = k_add.second;
        CAPTURE(k.first);
        CAPTURE(k.second);
        const json r = ok("tcs.advanced-armour", {{"defense", 6}, {"armour", k.first}, {"fire", k.second}});
        CHECK(r["values"]["defense_used"] == 6 + add);
        CHECK(r["values"]["may_carry"] == (k.first != "reactive"));  // 9.0d
    }
    // The same numbers the ATGM calculator uses for a missile (TOW 2A is the tip-charge one).
    CHECK(ok("tcs.atgm", {{"missile", "tow-2a"}, {"defense", 6}, {"armour", "reactive"}})["values"]["defense_used"] ==
          ok("tcs.advanced-armour",
             {{"defense", 6}, {"armour", "reactive"}, {"fire", "atgm-tip"}})["values"]["defense_used"]);
}

}  // namespace core_calculators_tcs_test_advanced_armour
