// tcs.steps (core/calculators/tcs/steps.cpp): each test says the rule in our words, works out the book's answer on its
// own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_tcs_test_steps {

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
TEST_CASE("TCS steps per unit and MICV squads") {
    const std::map<std::string, int> book = {{"platoon", 5}, {"section", 2}, {"squad", 2},  {"mortar", 2},
                                             {"team", 1},    {"vehicle", 1}, {"at-gun", 1}, {"weapon", 1}};
    for (const auto& [unit, steps] : book) CHECK(ok("tcs.steps", {{"unit", unit}})["values"]["steps"] == steps);
    // 7.3a: everyone inside dies when fire, chem or a mine destroys the MICV, not in slow-go terrain;
    // riders on top are attacked separately; 7.3b: a hit that does not destroy leaves them untouched.
    CHECK(ok("tcs.micv", {{"event", "fire"}})["values"]["passengers"] == "killed");
    CHECK(ok("tcs.micv", {{"event", "chem"}})["values"]["passengers"] == "killed");
    CHECK(ok("tcs.micv", {{"event", "mine"}})["values"]["passengers"] == "killed");
    CHECK(ok("tcs.micv", {{"event", "slow-go"}})["values"]["passengers"] == "series-rules");
    CHECK(ok("tcs.micv", {{"event", "hit"}})["values"]["passengers"] == "unaffected");
    CHECK(ok("tcs.micv", {{"event", "fire"}, {"passengers", "atop"}})["values"]["passengers"] == "attacked-separately");
    // 7.2b: +2 company morale only for the platoon's last squad, and only by an Area Fire Table result.
    CHECK(ok("tcs.micv", {{"squad_loss", "last-area-fire"}})["values"]["company_morale"] == 2);
    CHECK(ok("tcs.micv", {{"squad_loss", "last-other"}})["values"]["company_morale"] == 0);
    CHECK(ok("tcs.micv", {{"squad_loss", "not-last"}})["values"]["company_morale"] == 0);
    // 7.2d: mounted fire at half; an ATGM only from the M113.
    CHECK(ok("tcs.micv", {{"mounted_fire", "small-arms"}})["values"]["fire_multiplier"] == "1/2");
    refused("tcs.micv", {{"mounted_fire", "atgm"}, {"carrier", "other"}}, "mounted_fire");
    CHECK(ok("tcs.micv", {{"mounted_fire", "atgm"}, {"carrier", "m113"}})["readings"] == json::array({52}));
}

}  // namespace core_calculators_tcs_test_steps
