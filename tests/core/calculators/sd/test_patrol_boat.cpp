// sd.patrol-boat (core/calculators/sd/patrol-boat.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_sd_test_patrol_boat {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

TEST_CASE("sd.patrol-boat: V11–V15") {
    CHECK(answer("sd.patrol-boat", {{"mp_spent", 21}})["values"]["may_fire"] == false);  // V11
    json r = answer("sd.patrol-boat", {{"mp_spent", 20}, {"targets", 2}});               // V12
    CHECK(r["values"]["may_fire"] == true);
    CHECK(r["values"]["strength_per_target"] == 6);
    CHECK(answer("sd.patrol-boat", {{"mp_spent", 20}})["values"]["strength_per_target"] == 12);
    CHECK(answer("sd.patrol-boat", {{"vp_against", 170}, {"new_vp", 10}})["values"]["destroyed"] == true);  // V13
    CHECK(answer("sd.patrol-boat", {{"vp_against", 170}, {"new_vp", 9}})["values"]["destroyed"] == false);
    CHECK(answer("sd.patrol-boat", {{"casualties", 5}, {"new_casualties", 1}})["values"]["destroyed"] == true);  // V14
    CHECK(answer("sd.patrol-boat", {{"immobilized", 1}, {"new_immobilized", true}})["values"]["destroyed"] ==
          true);  // V15
    r = answer("sd.patrol-boat", {{"new_immobilized", true}});
    CHECK(r["values"]["destroyed"] == false);
    CHECK(r["values"]["can_move"] == false);
}

// [SECTION] the book read again: each rule in our words, its answer worked out here
TEST_CASE("sd.patrol-boat: a destroyed boat does not fire") {
    // S&D 33.3: 180 VP against it, 6 casualties or a second Immobilized destroy the boat; a boat
    // that is gone fires no more, however few MP it spent (33.2's 20 MP limit is for boats afloat).
    for (const json& hit : {json{{"vp_against", 180}}, json{{"casualties", 6}}, json{{"immobilized", 2}}}) {
        json params = hit;
        params["mp_spent"] = 0;
        json r = ok("sd.patrol-boat", params);
        CHECK(r["values"]["destroyed"] == true);
        CHECK(r["values"]["may_fire"] == false);
        CHECK(r["values"]["strength_per_target"].is_null());
    }
    json afloat = ok("sd.patrol-boat", {{"mp_spent", 0}, {"vp_against", 179}});
    CHECK(afloat["values"]["may_fire"] == true);
    CHECK(afloat["values"]["strength_per_target"] == 12);
}

}  // namespace core_calculators_sd_test_patrol_boat
