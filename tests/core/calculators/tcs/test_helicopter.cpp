// tcs.helicopter (core/calculators/tcs/helicopter.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
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
#include "rules/tcs/counterbattery.h"
#include "rules/tcs/helicopters.h"

namespace core_calculators_tcs_test_helicopter {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::two_dice_at_least;
using pm_test::raw::answer;
using pm_test::raw::ok;

TEST_CASE("TCS E8, E9, E12, E14: sortie, MLRS, AT-8, pop-up order") {
    json r = answer("tcs.helicopter", {{"attack", "sortie"}, {"sortie_fp", 16}});
    CHECK(r["values"]["drm"] == 2);
    CHECK(P(r, "destroyed") == Rational(26, 36));
    CHECK(answer("tcs.helicopter",
                 {{"attack", "sortie"}, {"sortie_fp", 16}, {"sortie_rounding", "down"}})["values"]["drm"] == 1);
    CHECK(P(answer("tcs.helicopter", {{"attack", "artillery"}}), "destroyed") == Rational(6, 36));
    CHECK(
        P(answer("tcs.helicopter", {{"attack", "aa"}, {"aa_number", 9}, {"heli_defense", 1}, {"hellfire_popup", true}}),
          "destroyed") == two_dice_at_least(9, -2));
    CHECK(P(answer("tcs.helicopter", {{"attack", "chem"}, {"mode", "low"}}), "destroyed") == Rational(0));
    CHECK(answer("tcs.mlrs", {{"launchers", 3}})["values"]["rounds"] == 36);                           // E9
    CHECK(P(answer("tcs.at8-counterfire", {{"overwatch", true}}), "counterfire") == Rational(1, 36));  // E12: two sixes
    CHECK(P(answer("tcs.at8-counterfire", json::object()), "counterfire") == Rational(1, 6));
    CHECK(answer("tcs.at8-counterfire", {{"incoming_ff", true}})["error"]["code"] == "not_possible");
    // E14: the order of 4.1f
    const json order = answer("tcs.helicopter", json::object())["values"]["popup_order"];
    REQUIRE(order.size() == 8);
    CHECK(order[0] == "popper pops up");
    CHECK(order[3] == "counter-popper fires at the popper");
    CHECK(order[6] == "popper fires at its target if alive");
    // helicopter movement: 200 MP, AA every 10 MP
    r = answer("tcs.helicopter-move", {{"low_hexes", 25}, {"noe_hexes", 3}, {"mode_changes", 1}});
    CHECK(r["values"]["mp"] == 45);
    CHECK(r["values"]["aa_checks"] == 4);
    CHECK(answer("tcs.helicopter-move", {{"low_hexes", 200}, {"loads", 1}})["error"]["code"] == "not_possible");
    CHECK(answer("tcs.fascam", {{"hex_mp", 2}})["values"]["crossing_mp"] == 6);
}

namespace read_again {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] TCS Modern helicopters: pop-ups
TEST_CASE("tcs.helicopter: a sling load never pops up, a Hellfire pop-up is never counter-popped (4.3, 4.1h)") {
    // 4.3: no pop-up for a helicopter with something slung under it. 4.1h: no enemy helicopter may
    // counter-pop an AH-64 launching Hellfires from a pop-up (its AA still gets -1). AA needing 12 on
    // two dice: 1/36.
    Rational p12;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            if (a + b >= 12) p12 += Rational(1, 36);
    refused("tcs.helicopter", {{"popup", true}, {"sling_load", true}}, "sling_load");
    refused("tcs.helicopter", {{"hellfire_popup", true}, {"sling_load", true}}, "sling_load");
    refused("tcs.helicopter", {{"counter_popped", true}, {"sling_load", true}}, "sling_load");
    refused("tcs.helicopter", {{"hellfire_popup", true}, {"counter_popped", true}}, "counter_popped");
    // on the move a slung helicopter meets AA as any other; a counter-popped pop-up too
    CHECK(P(ok("tcs.helicopter", {{"sling_load", true}}), "destroyed") == p12);
    CHECK(P(ok("tcs.helicopter", {{"popup", true}, {"counter_popped", true}}), "destroyed") == p12);
}

}  // namespace read_again

TEST_CASE("tcs.helicopter: under chemicals an NBC-protected helicopter's higher MOPP level is said (TCS Modern 5.3i)") {
    // 5.3i: NBC protection counts one MOPP level higher; the MOPP modifier changes, so a line must say why.
    json plain = pm_test::ev("tcs.helicopter", {{"attack", "chem"}, {"mopp", "low"}});
    json nbc = pm_test::ev("tcs.helicopter", {{"attack", "chem"}, {"mopp", "low"}, {"nbc_protected", true}});
    CHECK(plain["values"]["drm"] != nbc["values"]["drm"]);
    bool said = false;
    for (const auto& m : nbc["modifiers"])
        if (m["label"].get<std::string>().find("one MOPP level higher") != std::string::npos) {
            said = true;
            CHECK(m["value"] == "Medium");
            CHECK(m["rule"] == "TCS Modern 5.3i");
        }
    CHECK(said);
    // Already High: nothing higher, nothing said.
    json high = pm_test::ev("tcs.helicopter", {{"attack", "chem"}, {"mopp", "high"}, {"nbc_protected", true}});
    for (const auto& m : high["modifiers"])
        CHECK(m["label"].get<std::string>().find("one MOPP level higher") == std::string::npos);
}

}  // namespace core_calculators_tcs_test_helicopter
