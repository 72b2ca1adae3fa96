// sd.cadre (core/calculators/sd/cadre.cpp): each test says the rule in our words, works out the book's answer on its
// own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"

namespace core_calculators_sd_test_cadre {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

TEST_CASE("sd.cadre and sd.recoilless-rifle: V1–V3, V16") {
    json r = answer("sd.cadre", {{"cadre", "company"}, {"element", "rr"}});  // V1
    CHECK(r["values"]["ma"] == 6);
    CHECK(r["values"]["as"] == 2);
    CHECK(answer("sd.cadre", {{"element", "sapper"}})["values"]["ma"] == 12);  // V2
    CHECK(answer("sd.cadre", {{"element", "sapper"}})["values"]["close_assault_drm"] == 2);
    CHECK(answer("sd.cadre", {{"element", "hmg"}})["values"]["vs_helicopter_drm"] == 2);
    CHECK(answer("sd.cadre", {{"cadre", "battalion"}, {"element", "hmg"}})["values"]["ma"] == 6);
    CHECK(answer("sd.cadre", {{"cadre", "battalion"}})["values"]["ma"].is_null());
    CHECK(answer("sd.cadre", {{"element", "rr"}, {"ammo_rule", true}, {"units_of_fire", 4}})["values"]["out_of_ammo"] ==
          true);  // V16
    CHECK(answer("sd.cadre", {{"element", "rr"}, {"ammo_rule", true}, {"units_of_fire", 3}})["values"]["out_of_ammo"] ==
          false);
    CHECK(answer("sd.recoilless-rifle", {{"target", "apc"}})["values"]["drm"] == 2);  // V3
    CHECK(answer("sd.recoilless-rifle", {{"target", "tank"}})["values"]["drm"] == 0);
    CHECK(answer("sd.recoilless-rifle", {{"target", "boat"}})["values"]["drm"] == 0);
    CHECK(answer("sd.recoilless-rifle", {{"fired_this_turn", true}})["error"]["code"] == "not_possible");
    CHECK(answer("sd.recoilless-rifle", {{"ammo_rule", true}, {"units_of_fire", 4}})["error"]["code"] ==
          "not_possible");
    CHECK(answer("sd.recoilless-rifle", {{"fm_rule", true}, {"mp_spent", 4}})["error"]["code"] == "not_possible");
    CHECK(answer("sd.recoilless-rifle", {{"fm_rule", true}, {"mp_spent", 3}})["ok"] == true);
}

// [SECTION] rules read again and rolls a player made by hand
TEST_CASE("sd.cadre and sd.recoilless-rifle: a cadre with a recoilless rifle has no RPG-7 (S&D 31.13)") {
    // 31.13: an RPG-7 is never carried by a cadre that already has a recoilless rifle.
    refused("sd.cadre", {{"element", "rr"}, {"rpg7", true}}, "rpg7");
    CHECK(ok("sd.cadre", {{"element", "hmg"}, {"rpg7", true}})["values"]["ma"] == 6);
    CHECK(ok("sd.cadre", {{"element", "rr"}})["values"]["ma"] == 6);
    refused("sd.recoilless-rifle", {{"weapon", "rpg-7"}, {"cadre_has_rr", true}}, "cadre_has_rr");
    CHECK(ok("sd.recoilless-rifle", {{"weapon", "rr"}, {"cadre_has_rr", true}})["values"]["drm"] == 2);
}

}  // namespace core_calculators_sd_test_cadre
