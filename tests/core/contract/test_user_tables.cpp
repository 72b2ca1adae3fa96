// User-entered tables (core/contract/tables/user_tables.h, data/schema/user-tables.json): the validator
// names each fault, the fictional examples pass, and the ratio-to-column rule behaves as specified.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "contract/result.h"
#include "contract/tables/user_tables.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_contract_test_user_tables {

using pm::json;
using pm::Rational;
namespace t = pm::tables;
using pm_test::grenades;
using pm_test::P;
using pm_test::vdt;
using pm_test::raw::answer;
using pm_test::raw::ok;

namespace {

bool has(const std::vector<std::string>& v, const std::string& part) {
    return std::any_of(v.begin(), v.end(), [&](const std::string& s) { return s.find(part) != std::string::npos; });
}

json small_crt() {
    return json{{"columns", {"1:2", "1:1", "3:2", "2:1", "3:1"}},
                {"rows", {"1", "2"}},
                {"cells", {{"a", "b", "c", "d", "e"}, {"f", "g", "h", "i", "j"}}}};
}

}  // namespace

TEST_CASE("the shipped example tables are valid, fictional, and every known id has a kind") {
    CHECK(t::validate_user_table("sd.points-crt", pm::data_json("sd/example-crt.json")).empty());
    CHECK(t::validate_user_table("soldiers.crt", pm::data_json("soldiers/example-crt.json")).empty());
    CHECK(t::validate_user_table("skirmish.weapons", pm::data_json("skirmish/example-weapons.json")).empty());
    CHECK(t::validate_user_table("skirmish.deviation", pm::data_json("skirmish/example-deviation.json")).empty());
    for (const char* f : {"sd/example-crt.json", "soldiers/example-crt.json", "skirmish/example-weapons.json",
                          "skirmish/example-deviation.json"}) {
        CHECK(pm::data_json(f)["fictional"] == true);
        CHECK(pm::data_json(f)["title"].get<std::string>().find("FICTIONAL") == 0);
    }
    const json& schema = pm::data_json("schema/user-tables.json");
    for (const auto& id : t::known_table_ids()) CHECK(schema["table_ids"][id] == t::table_kind(id));
    CHECK(has(t::validate_user_table("xx.table", json::object()), "no table is called"));
}

TEST_CASE("CRT validator names each fault") {
    json c = small_crt();
    CHECK(t::validate_crt(c).empty());
    c["rows"] = {"1", "3"};
    CHECK(has(t::validate_crt(c), "gap in die rows between 1 and 3"));
    c["rows"] = {"2", "1"};
    CHECK(has(t::validate_crt(c), "die row 1 is out of order"));
    c["rows"] = {"1", "1"};
    CHECK(has(t::validate_crt(c), "appears twice"));
    c["rows"] = {"1", "six"};
    CHECK(has(t::validate_crt(c), "not a whole die result"));
    c = small_crt();
    c["columns"] = {"1:2", "2:1", "1:1", "3:1", "4:1"};
    CHECK(has(t::validate_crt(c), "odds column 1:1 is out of order"));
    c["columns"] = {"1:2", "1:1", "3/2", "2:1", "3:1"};
    CHECK(has(t::validate_crt(c), "column 3 (\"3/2\") is not odds"));
    c["columns"] = {"1:2", "1:1", "2:2", "2:1", "3:1"};  // 2:2 equals 1:1
    CHECK(has(t::validate_crt(c), "2:2 is out of order"));
    c = small_crt();
    c["cells"][1] = {"f", "g"};
    CHECK(has(t::validate_crt(c), "die row 2 needs exactly 5 results"));
    c = small_crt();
    c["cells"][0][0] = "";
    CHECK(has(t::validate_crt(c), "die row 1, column 1 is empty"));
    c = small_crt();
    c["odds_rule"] = {{"round", "sideways"}};
    CHECK(has(t::validate_crt(c), "odds_rule.round"));
    c = small_crt();
    c["die"] = 1;
    CHECK(has(t::validate_crt(c), "die:"));
    CHECK(has(t::validate_crt(json::array()), "JSON object"));
    CHECK(has(t::validate_crt(json::object()), "columns"));
    // effects required (soldiers.crt)
    c = small_crt();
    CHECK(has(t::validate_user_table("soldiers.crt", c), "say what the result \"a\" does"));
    c["results"] = {{"a", {{"label", "A"}, {"effect", "explodes"}}}};
    CHECK(has(t::validate_user_table("soldiers.crt", c), "must be one of no-effect, disrupted, eliminated"));
}

TEST_CASE("suppress and deviation validators name each fault") {
    json w = {{"weapons", {{{"id", "rifle"}, {"suppress", {6}}}, {{"id", "rifle"}, {"suppress", {5, 7}}}}}};
    auto e = t::validate_suppress(w);
    CHECK(has(e, "the id \"rifle\" is used twice"));
    CHECK(has(e, "from 1 to 6"));
    CHECK(
        has(t::validate_suppress({{"weapons", {{{"id", "x"}, {"suppress", {5, 5}}}}}}), "die face 5 is listed twice"));
    CHECK(has(t::validate_suppress({{"weapons", json::array()}}), "give 1 to"));
    json d = {{"rows", {{{"roll", 1}, {"direction", "on target"}}, {{"roll", 3}, {"direction", "left"}}}}};
    e = t::validate_deviation(d);
    CHECK(has(e, "gap in die rolls: 2 to 2 missing"));
    CHECK(has(e, "die rolls 4 to 6 are missing"));
    d = {{"rows", {{{"roll", 1}, {"direction", ""}}}}, {"die", 1}};
    CHECK(has(t::validate_deviation(d), "needs a short direction"));
}

TEST_CASE("ratio to column: round down / up / nearest, shifts and the lowest column") {
    json c = small_crt();  // 1:2, 1:1, 3:2, 2:1, 3:1
    t::Crt crt = t::parse_crt("x", c);
    CHECK(t::crt_column(crt, Rational(7, 4)) == 2);  // 1.75 → 3:2 (down)
    CHECK(t::crt_column(crt, Rational(2)) == 3);
    CHECK(t::crt_column(crt, Rational(9)) == 4);     // above the top: highest
    CHECK(t::crt_column(crt, Rational(1, 3)) == 0);  // below: lowest by default
    CHECK(t::crt_column(crt, Rational(2), 3) == 0);
    CHECK(t::crt_column(crt, Rational(2), 9) == 0);
    c["odds_rule"] = {{"round", "up"}};
    crt = t::parse_crt("x", c);
    CHECK(t::crt_column(crt, Rational(7, 4)) == 3);  // 1.75 → 2:1
    CHECK(t::crt_column(crt, Rational(9)) == 4);
    c["odds_rule"] = {{"round", "nearest"}};
    crt = t::parse_crt("x", c);
    CHECK(t::crt_column(crt, Rational(7, 4)) == 2);  // tie 1.5 / 2 → lower
    CHECK(t::crt_column(crt, Rational(9, 5)) == 3);  // 1.8 nearer 2
    c["odds_rule"] = {{"below_lowest", "no-attack"}};
    crt = t::parse_crt("x", c);
    CHECK(t::crt_column(crt, Rational(1, 3)) == -1);
    CHECK(t::crt_column(crt, Rational(1), 2) == -1);
    // die rows: modified rolls clamp to the end rows
    c = small_crt();
    crt = t::parse_crt("x", c);
    pm::Dist d = t::crt_row_dist(crt, 0);  // d6 on rows 1..2: face 1 → row 0, faces 2..6 → row 1
    CHECK(d.p(0) == Rational(1, 6));
    CHECK(d.p(1) == Rational(5, 6));
    CHECK(t::odds_string(Rational(8), Rational(4)) == "2:1");
    CHECK(t::odds_string(Rational(5, 2), Rational(1)) == "5:2");
    // a missing table: needs_table naming it
    try {
        t::parse_crt("sd.points-crt", json());
        CHECK(false);
    } catch (const pm::CalcError& e) {
        CHECK(e.code == pm::ErrorCode::NeedsTable);
        CHECK(std::string(e.what()).find("sd.points-crt") != std::string::npos);
    }
}

TEST_CASE("grid form from the in-app editor converts to the suppress and deviation shapes") {
    json grid = {{"columns", {"1", "2", "3", "4", "5", "6"}},
                 {"rows", {"Rifle", "MG"}},
                 {"cells", {{"", "", "", "", "", "x"}, {"", "", "", "x", "x", "x"}}}};
    json w = t::normalise_user_table("skirmish.weapons", grid);
    CHECK(t::validate_user_table("skirmish.weapons", grid).empty());
    CHECK(w["weapons"][0]["suppress"] == json::array({6}));
    CHECK(w["weapons"][1]["suppress"] == json::array({4, 5, 6}));
    CHECK(w["weapons"][1]["id"] == "mg");
    grid["columns"][5] = "six";
    CHECK(has(t::validate_user_table("skirmish.weapons", grid), "from 1 to 6"));
    json dev = {{"columns", {"direction", "distance"}},
                {"rows", {"1", "2", "3", "4", "5", "6"}},
                {"cells", json::array({json::array({"on target", ""}), json::array({"on target", ""}),
                                       json::array({"left", "2"}), json::array({"right", "2"}),
                                       json::array({"over", "4"}), json::array({"short", "4"})})}};
    REQUIRE(dev["cells"].is_array());  // (a two-string brace list would otherwise become a JSON object)
    CHECK(t::validate_user_table("skirmish.deviation", dev).empty());
    CHECK(t::normalise_user_table("skirmish.deviation", dev)["rows"][4]["distance"] == 4.0);
    dev["rows"][3] = "5";
    CHECK(has(t::validate_user_table("skirmish.deviation", dev), "out of order or repeated"));
    dev["rows"] = {"1", "2", "3", "5", "6", "7"};
    CHECK(has(t::validate_user_table("skirmish.deviation", dev), "gap in die rolls: 4 to 4 missing"));
}

// [SECTION] the player's own tables
// The player tables the books name but do not print (Search & Destroy's Vehicle
// Defense Table, the Vietnam Skirmish grenade table) and tables sent under an id the calculator does
// not read. Each test says the rule in our words and works the answer out by hand (faces counted
// here) before asking the calculator through the registry.
TEST_CASE("a table sent under an id the calculator does not read is reported, for every calculator") {
    // Every calculator, sent a table it does not use and an id no table has: the answer is what it
    // would be without them, plus one warning naming each.
    const json stray = {{"tcs.at-roll", pm::data_json("tcs/example-roll-table.json")},
                        {"no.such-table", json::object()}};
    int seen = 0;
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        bool uses_at_roll = false;
        for (const auto& t : c->tables) uses_at_roll = uses_at_roll || t.id == "tcs.at-roll";
        json req = {{"calc", c->id}};
        const json plain = pm::evaluate_request(req);
        req["tables"] = stray;
        const json r = pm::evaluate_request(req);
        REQUIRE(r.contains("warnings"));
        const auto& w = r["warnings"];
        CHECK(w.size() == (uses_at_roll ? 1u : 2u));
        std::string all;
        for (const auto& s : w) all += s.get<std::string>() + "\n";
        CHECK(all.find("no table is called \"no.such-table\"") != std::string::npos);
        CHECK((all.find("\"tcs.at-roll\" was sent but " + c->id + " does not use it") != std::string::npos) ==
              !uses_at_roll);
        // Apart from the warnings, the same answer.
        json same = r;
        same.erase("warnings");
        if (!uses_at_roll) CHECK(same == plain);
        ++seen;
    }
    CHECK(seen >= 90);
    // A table the calculator reads draws no warning.
    const json fine = answer("sd.recoilless-rifle", json::object(), {{"sd.vehicle-defense", vdt()}});
    CHECK_FALSE(fine.contains("warnings"));
    // A long id is shortened at a character boundary: 39 ASCII bytes, then "é" (2 bytes) across byte 40.
    const std::string long_id = std::string(39, 'a') + "\xc3\xa9" + "tail";
    const json cut = answer("tcs.steps", json::object(), {{long_id, json::object()}});
    REQUIRE(cut.contains("warnings"));
    CHECK(cut["warnings"][0].get<std::string>().find(std::string(39, 'a') + "…") != std::string::npos);
    // An error answer keeps its warnings too.
    const json bad = answer("sd.recoilless-rifle", {{"fired_this_turn", true}}, {{"skirmish.grenades", grenades()}});
    CHECK(bad["ok"] == false);
    REQUIRE(bad.contains("warnings"));
    CHECK(bad["warnings"][0].get<std::string>().find("\"skirmish.grenades\"") != std::string::npos);
}

namespace {

const json& example() {
    return pm::data_json("tcs/example-roll-table.json");
}

}  // namespace

// [SECTION] the player's results-by-roll tables
// TCS Modern reads two series tables it does not print: the Area Fire Table (chemical attacks on
// area targets, 5.3b) and the Artillery and Mortars vs Point Targets Table (Copperhead, DPICM, ICM,
// 2.1–2.3a). The player types the column they use (user table kind "roll"); tcs.chem and
// tcs.artillery-point then give the exact chance of each printed result. Checked against the 36
// faces of two dice and against the digest's E5 arithmetic, with the fictional example table.
TEST_CASE("results-by-roll tables: the validator names each fault") {
    using pm::tables::validate_user_table;
    CHECK(validate_user_table("tcs.area-fire", example()).empty());
    CHECK(validate_user_table("tcs.point-artillery", example()).empty());
    CHECK(pm::tables::table_kind("tcs.area-fire") == "roll");

    json gap = example();
    gap["rows"][3] = "6";  // 2 3 4 6 6 …
    auto f = validate_user_table("tcs.area-fire", gap);
    REQUIRE(!f.empty());
    CHECK(f[0].find("must follow 4") != std::string::npos);

    json empty = example();
    empty["cells"][0][0] = "";
    f = validate_user_table("tcs.area-fire", empty);
    REQUIRE(f.size() == 1);
    CHECK(f[0] == "cells: the result for roll 2 must be one text of 1 to 40 characters");

    json short_cells = example();
    short_cells["cells"].erase(short_cells["cells"].begin());
    CHECK(validate_user_table("tcs.area-fire", short_cells) ==
          std::vector<std::string>{"cells: give one result per roll"});

    json word = example();
    word["rows"][0] = "two";
    CHECK(validate_user_table("tcs.area-fire", word)[0].find("is not a whole roll") != std::string::npos);
    CHECK(!validate_user_table("tcs.area-fire", json::array()).empty());
}

// Issue 38: a whole number of 2^32 and above was narrowed to an int before its range was checked,
// so a die of 4294967302 was read as a d6 and a face 4294967302 as a 6 (16 wrong answers on 12
// calculators); the rows the editor offers (-10 to 40) were enforced by the editor alone.
TEST_CASE("table numbers are checked for range before they are narrowed; rows within -10 to 40") {
    using pm::tables::validate_user_table;
    const json big = json(4294967302ULL), huge = json(18446744073709551615ULL), low = json(-4294967290LL);
    for (const json& n : {big, huge, low}) {
        CAPTURE(n.dump());
        json d = pm::data_json("skirmish/example-deviation.json");
        d["die"] = n;
        CHECK(has(validate_user_table("skirmish.deviation", d), "die: the number of sides"));
        d = pm::data_json("skirmish/example-deviation.json");
        d["rows"][5]["roll"] = n;
        CHECK(!validate_user_table("skirmish.deviation", d).empty());
        json w = pm::data_json("skirmish/example-weapons.json");
        w["weapons"][0]["suppress"] = json::array({n});
        CHECK(has(validate_user_table("skirmish.weapons", w), "from 1 to 6"));
        json c = pm::data_json("sd/example-crt.json");
        c["rows"][5] = n;
        CHECK(!validate_user_table("sd.points-crt", c).empty());
        c = pm::data_json("sd/example-crt.json");
        c["die"] = n;
        CHECK(has(validate_user_table("sd.points-crt", c), "die: the number of sides"));
        json r = example();
        r["rows"][0] = n;
        CHECK(!validate_user_table("tcs.area-fire", r).empty());
    }
    // Through a calculator: the table is refused (needs_table), never read as a d6.
    json d = pm::data_json("skirmish/example-deviation.json");
    d["die"] = big;
    const json res = pm::evaluate_request(json{{"calc", "skirmish.deviation"},
                                               {"params", {{"launch", "mortar-unseen"}}},
                                               {"tables", {{"skirmish.deviation", d}}}});
    CHECK(res["ok"] == false);
    CHECK(res["error"]["code"] == "needs_table");
    json w = pm::data_json("skirmish/example-weapons.json");
    w["weapons"][0]["suppress"] = json::array({big});
    CHECK(pm::evaluate_request(json{
              {"calc", "skirmish.fire"}, {"params", {{"weapon", 1}}}, {"tables", {{"skirmish.weapons", w}}}})["ok"] ==
          false);

    // Rows: -10 to 40 as the editor offers them.
    json rolls = example();
    for (size_t i = 0; i < rolls["rows"].size(); ++i) rolls["rows"][i] = std::to_string(30 + static_cast<int>(i));
    CHECK(has(validate_user_table("tcs.area-fire", rolls), "roll 41 is outside -10 to 40"));
    for (size_t i = 0; i < rolls["rows"].size(); ++i) rolls["rows"][i] = std::to_string(-12 + static_cast<int>(i));
    CHECK(has(validate_user_table("tcs.area-fire", rolls), "roll -12 is outside -10 to 40"));
    for (size_t i = 0; i < rolls["rows"].size(); ++i) rolls["rows"][i] = std::to_string(-10 + static_cast<int>(i));
    CHECK(validate_user_table("tcs.area-fire", rolls).empty());
    json crt = pm::data_json("sd/example-crt.json");
    crt["rows"] = json::array({"36", "37", "38", "39", "40", "41"});
    CHECK(has(validate_user_table("sd.points-crt", crt), "die row 41 is outside -10 to 40"));
}

}  // namespace core_contract_test_user_tables
