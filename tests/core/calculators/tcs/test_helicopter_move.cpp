// tcs.helicopter-move (core/calculators/tcs/helicopter-move.cpp): each test says the rule in our words, works out the
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

namespace core_calculators_tcs_test_helicopter_move {

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
TEST_CASE("TCS 5.3h: a helicopter in High MOPP may not move in NOE") {
    refused("tcs.helicopter-move", {{"mopp", "high"}, {"noe_hexes", 1}}, "noe_hexes");
    CHECK(ok("tcs.helicopter-move", {{"mopp", "high"}, {"low_hexes", 30}})["values"]["mp"] == 30);
    CHECK(ok("tcs.helicopter-move", {{"mopp", "medium"}, {"noe_hexes", 2}, {"low_hexes", 0}})["values"]["mp"] == 10);
}

}  // namespace core_calculators_tcs_test_helicopter_move
