// TCS Modern reads two series tables it does not print: the Area Fire Table (chemical attacks on
// area targets, 5.3b) and the Artillery and Mortars vs Point Targets Table (Copperhead, DPICM, ICM,
// 2.1–2.3a). The player types the column they use (user table kind "roll"); tcs.chem and
// tcs.artillery-point then give the exact chance of each printed result. Checked against the 36
// faces of two dice and against the digest's E5 arithmetic, with the fictional example table.
#include <doctest/doctest.h>

#include <map>

#include "contract/codec.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

using pm::json;
using pm::Rational;

namespace {
const json& example() {
    return pm::data_json("tcs/example-roll-table.json");
}

json ev(const std::string& calc, json params, json tables, json seed = nullptr) {
    json req = {{"calc", calc}, {"params", std::move(params)}, {"tables", std::move(tables)}};
    if (!seed.is_null()) req["seed"] = seed;
    return pm::evaluate_request(req);
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
std::map<std::string, Rational> outcomes(const json& r) {
    std::map<std::string, Rational> out;
    for (const auto& o : r["outcomes"])
        out[o["key"].get<std::string>()] = Rational::parse(o["exact"].get<std::string>());
    return out;
}
}  // namespace

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

TEST_CASE("tcs.chem with the player's Area Fire Table: E5's +8, each result exactly") {
    // E5: infantry, Low MOPP, 2 chem rounds → +6 +2 = +8 on the Area Fire Table.
    json r = ev("tcs.chem", {{"target", "area"}, {"mopp", "low"}, {"rounds", 2}}, {{"tcs.area-fire", example()}});
    REQUIRE(r["ok"] == true);
    CHECK(r["values"]["area_drm"] == 8);
    CHECK(r["values"]["table"] == "tcs.area-fire");
    CHECK(outcomes(r) == by_hand(example(), 8));
    // 2d6 + 8 runs 10..20; the example's rows end at 18: 10–11 B, 12–14 C, 15–17 D, 18+ E.
    CHECK(outcomes(r) == std::map<std::string, Rational>{{"example B", Rational(3, 36)},
                                                         {"example C", Rational(12, 36)},
                                                         {"example D", Rational(15, 36)},
                                                         {"example E", Rational(6, 36)}});
    CHECK(r["summary"].get<std::string>().find("most likely example D at 41.7%") != std::string::npos);
    // E5 rolled 7: 7 + 8 = 15 reads row 15. A seeded roll records its dice and reads the same way.
    CHECK(pm::tables::roll_table_result(pm::tables::parse_roll_table("tcs.area-fire", example()), 15) == "example D");
    for (int seed = 1; seed <= 40; ++seed) {
        json s = ev("tcs.chem", {{"rounds", 2}}, {{"tcs.area-fire", example()}}, seed);
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
    CHECK(ev("tcs.chem", {{"target", "point"}}, {{"tcs.area-fire", example()}})["values"].value("table", "") == "");
}

TEST_CASE("tcs.artillery-point with the player's point-target table, for every DRM the rounds give") {
    for (const std::string round : {"copperhead", "dpicm", "icm"})
        for (int defence : {0, 1, 3, 9, 12}) {
            CAPTURE(round);
            CAPTURE(defence);
            json params = {{"round", round}, {"defense", defence}};
            json r = ev("tcs.artillery-point", params, {{"tcs.point-artillery", example()}});
            REQUIRE(r["ok"] == true);
            if (r["values"]["effect"] == false) {
                CHECK(r["outcomes"].size() == 1);
                continue;
            }
            CHECK(r["values"]["table"] == "tcs.point-artillery");
            CHECK(outcomes(r) == by_hand(example(), r["values"]["drm"].get<int>()));
        }
    // A table that cannot be used is refused by name, never read half-way.
    json bad = example();
    bad["rows"][5] = "x";
    json r = ev("tcs.artillery-point", json::object(), {{"tcs.point-artillery", bad}});
    CHECK(r["ok"] == false);
    CHECK(r["error"]["code"] == "needs_table");
    CHECK(r["error"]["message"].get<std::string>().find("tcs.point-artillery") != std::string::npos);
}
