// tcs.chem (core/calculators/tcs/chem.cpp): each test says the rule in our words, works out the book's answer on its
// own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "contract/tables/user_tables.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "rules/tcs/chem.h"
#include "rules/tcs/counterbattery.h"

namespace core_calculators_tcs_test_chem {

using pm::json;
using pm::Rational;
using pm_test::outcome_map;
using pm_test::P;
using pm_test::two_dice_at_least;
using pm_test::raw::answer;
using pm_test::raw::ok;

TEST_CASE("TCS E5 and E11: chemical attacks under MOPP (5.3 example)") {
    // E5 infantry, Low MOPP, 2 rounds → +6 +2 = +8; morale +6
    json r = answer("tcs.chem", {{"target", "area"}, {"mopp", "low"}, {"rounds", 2}});
    CHECK(r["values"]["area_drm"] == 8);
    CHECK(r["values"]["morale_drm"] == 6);
    CHECK(r["values"]["company_morale_multiplier"] == 2);
    CHECK(answer("tcs.chem", {{"target", "area"}, {"rounds", 9}})["values"]["area_drm"] == 9);  // at most +3 for rounds
    // E5 vehicle without NBC protection: 10 − 3 → 7+, the rolled 5 survives
    r = answer("tcs.chem", {{"target", "point"}, {"mopp", "low"}});
    CHECK(P(r, "destroyed") == two_dice_at_least(10, 3));
    CHECK(P(r, "destroyed") == Rational(21, 36));
    // E11: Low MOPP with NBC protection rolls as Medium (+2 → 8+); High stays High
    CHECK(P(answer("tcs.chem", {{"target", "point"}, {"mopp", "low"}, {"nbc_protected", true}}), "destroyed") ==
          Rational(15, 36));
    CHECK(P(answer("tcs.chem", {{"target", "point"}, {"mopp", "high"}, {"nbc_protected", true}}), "destroyed") ==
          Rational(3, 36));
    CHECK(P(answer("tcs.chem-marker", {{"rain", false}}), "removed") == Rational(1, 6));
    CHECK(P(answer("tcs.chem-marker", {{"rain", true}}), "removed") == Rational(1, 2));
}

namespace book_reading {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] the book read again: each rule in our words, its answer worked out here
TEST_CASE("tcs.chem: chem mixed into an HE mission adds both morale columns") {
    // Effects of MOPP chart, morale modifiers: chem attack column +6 / +4 / +2, other column
    // normal / +3 / +5 (Low, Medium, High). Mixed with conventional rounds, both columns add.
    const struct {
        const char* mopp;
        int chem, other;
    } book[] = {{"low", 6, 0}, {"medium", 4, 3}, {"high", 2, 5}};
    for (const auto& b : book) {
        CAPTURE(b.mopp);
        json alone = ok("tcs.chem", {{"mopp", b.mopp}});
        CHECK(alone["values"]["morale_drm"] == b.chem);
        json mixed = ok("tcs.chem", {{"mopp", b.mopp}, {"mixed", true}});
        CHECK(mixed["values"]["morale_drm"] == b.chem + b.other);
        const std::string shown = "+" + std::to_string(b.chem + b.other);
        CHECK(mixed["summary"].get<std::string>().find("morale checks get " + shown) != std::string::npos);
    }
}

}  // namespace book_reading

namespace player_tables {

using pm::json;
using pm::Rational;

namespace {

const json& example() {
    return pm::data_json("tcs/example-roll-table.json");
}

// Independent: each of the 36 faces of two dice, plus drm, looked up by hand in the JSON rows
// (a roll beyond the ends reads the end row).
std::map<std::string, Rational> by_hand(const json& t, int drm) {
    std::map<std::string, Rational> out;
    const int first = std::stoi(t["rows"].front().get<std::string>());
    const int last = std::stoi(t["rows"].back().get<std::string>());
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) {
            int m = std::min(std::max(a + b + drm, first), last);
            out[t["cells"][m - first][0].get<std::string>()] += Rational(1, 36);
        }
    return out;
}

}  // namespace

// [SECTION] the player's results-by-roll tables
// TCS Modern reads two series tables it does not print: the Area Fire Table (chemical attacks on
// area targets, 5.3b) and the Artillery and Mortars vs Point Targets Table (Copperhead, DPICM, ICM,
// 2.1–2.3a). The player types the column they use (user table kind "roll"); tcs.chem and
// tcs.artillery-point then give the exact chance of each printed result. Checked against the 36
// faces of two dice and against the digest's E5 arithmetic, with the fictional example table.
TEST_CASE("tcs.chem with the player's Area Fire Table: E5's +8, each result exactly") {
    // E5: infantry, Low MOPP, 2 chem rounds → +6 +2 = +8 on the Area Fire Table.
    json r = answer("tcs.chem", {{"target", "area"}, {"mopp", "low"}, {"rounds", 2}}, {{"tcs.area-fire", example()}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["area_drm"] == 8);
    CHECK(r["values"]["table"] == "tcs.area-fire");
    CHECK(outcome_map(r) == by_hand(example(), 8));
    // 2d6 + 8 runs 10..20; the example's rows end at 18: 10–11 B, 12–14 C, 15–17 D, 18+ E.
    CHECK(outcome_map(r) == std::map<std::string, Rational>{{"example B", Rational(3, 36)},
                                                            {"example C", Rational(12, 36)},
                                                            {"example D", Rational(15, 36)},
                                                            {"example E", Rational(6, 36)}});
    CHECK(r["summary"].get<std::string>().find("most likely example D at 41.7%") != std::string::npos);
    // E5 rolled 7: 7 + 8 = 15 reads row 15. A seeded roll records its dice and reads the same way.
    CHECK(pm::tables::roll_table_result(pm::tables::parse_roll_table("tcs.area-fire", example()), 15) == "example D");
    for (int seed = 1; seed <= 40; ++seed) {
        json s = answer("tcs.chem", {{"rounds", 2}}, {{"tcs.area-fire", example()}}, seed);
        const int m = s["roll"]["modified"];
        CHECK(m == s["roll"]["dice"].get<int>() + 8);
        CHECK(s["roll"]["key"] ==
              pm::tables::roll_table_result(pm::tables::parse_roll_table("tcs.area-fire", example()), m));
    }
    // Without the table the calculator still gives the modifiers and asks for it.
    json none = pm::evaluate_request({{"calc", "tcs.chem"}, {"params", {{"rounds", 2}}}});
    CHECK(none["values"]["table"] == "needs_table");
    CHECK(none["values"]["needs"] == "tcs.area-fire");
    CHECK(none["outcomes"].empty());
    // Point targets never read it.
    CHECK(answer("tcs.chem", {{"target", "point"}}, {{"tcs.area-fire", example()}})["values"].value("table", "") == "");
}

}  // namespace player_tables

}  // namespace core_calculators_tcs_test_chem
