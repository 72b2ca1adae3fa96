// The kinds of player table (core/contract/tables/table_kinds.h, data/tables/kinds.json): one list of table
// ids, their shapes, codes, limits, examples and blank forms, used by the validator, by
// describe() and (through describe) by the editor.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "contract/tables/table_kinds.h"
#include "contract/tables/user_tables.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_contract_test_table_kinds {

using pm::json;
namespace t = pm::tables;
using pm::Rational;
using pm_test::grenades;
using pm_test::P;
using pm_test::vdt;
using pm_test::raw::answer;
using pm_test::raw::ok;

TEST_CASE("table kinds: every table a calculator names has one kind, and every kind a calculator") {
    std::set<std::string> named;
    for (const pm::Calculator* c : pm::all_calculators())
        for (const auto& spec : c->tables) {
            CAPTURE(spec.id);
            CHECK(t::find_table_kind(spec.id) != nullptr);
            named.insert(spec.id);
        }
    const json& schema = pm::data_json("schema/user-tables.json");
    for (const auto& k : t::table_kinds()) {
        CAPTURE(k.id);
        CHECK(named.count(k.id) == 1);
        CHECK(schema["table_ids"][k.id] == k.kind);
    }
    CHECK(schema["table_ids"].size() == t::table_kinds().size());
}

TEST_CASE("table kinds: each example and each blank form passes the validator; codes name allowed effects") {
    for (const auto& k : t::table_kinds()) {
        CAPTURE(k.id);
        REQUIRE(!k.example.empty());
        CHECK(t::validate_user_table(k.id, pm::data_json(k.example)).empty());
        CHECK(t::validate_user_table(k.id, t::blank_table(k.id, json::object())).empty());
        if (k.kind == "crt") {
            REQUIRE(!k.codes.empty());
            for (const auto& c : k.codes)
                if (!k.effects.empty())
                    CHECK(std::find(k.effects.begin(), k.effects.end(), c.effect) != k.effects.end());
        }
    }
}

TEST_CASE("table kinds: the limits the editor is given are the validator's") {
    const t::TableLimits& l = t::table_limits();
    json crt = pm::data_json("soldiers/example-crt.json");
    crt["die"] = l.die_max;
    CHECK(t::validate_user_table("soldiers.crt", crt).empty());
    crt["die"] = l.die_max + 1;
    CHECK(!t::validate_user_table("soldiers.crt", crt).empty());
    crt["die"] = l.die_min - 1;
    CHECK(!t::validate_user_table("soldiers.crt", crt).empty());
    json dev = pm::data_json("skirmish/example-deviation.json");
    dev["die"] = l.die_max + 1;
    CHECK(!t::validate_user_table("skirmish.deviation", dev).empty());

    const json d = pm::describe_json("soldiers.close-assault");
    const json& e = d["tables"][0];
    CHECK(e["kind"] == "crt");
    CHECK(e["limits"]["die_max"] == l.die_max);
    CHECK(e["limits"]["columns"] == l.columns);
    CHECK(e["codes"].size() == 3);
    CHECK(e["example"] == pm::data_json("soldiers/example-crt.json"));
    CHECK(t::validate_user_table("soldiers.crt", e["blank"]).empty());
}

TEST_CASE("S&D 32.8: against a vehicle only the codes with the table's vehicle mark count") {
    // An invented 1-column table: die 1-2 "X", 3-4 "Xh", 5-6 "-".
    json crt = {{"columns", {"1:1"}},
                {"rows", {"1", "2", "3", "4", "5", "6"}},
                {"cells", {{"X"}, {"X"}, {"Xh"}, {"Xh"}, {"-"}, {"-"}}}};
    json r = pm::evaluate_request({{"calc", "sd.close-assault"},
                                   {"params", {{"attack", 2}, {"defense", 2}, {"target", "m48"}}},
                                   {"tables", {{"sd.points-crt", crt}}}});
    REQUIRE_MESSAGE(r["ok"] == true, r.dump());
    // The DRM moves the die; count by hand the faces whose row holds an "h".
    const int drm = r["values"]["drm"].get<int>();
    int h = 0;
    for (int face = 1; face <= 6; ++face) {
        const int row = std::min(6, std::max(1, face + drm));
        if (row == 3 || row == 4) ++h;
    }
    int found = 0;
    for (const auto& o : r["outcomes"])
        if (o["key"] == "destroyed") {
            CHECK(o["exact"] == pm::Rational(h, 6).str());
            ++found;
        }
    CHECK(found == 1);
    CHECK(h > 0);
}

// [SECTION] the player's own tables
// The player tables the books name but do not print (Search & Destroy's Vehicle
// Defense Table, the Vietnam Skirmish grenade table) and tables sent under an id the calculator does
// not read. Each test says the rule in our words and works the answer out by hand (faces counted
// here) before asking the calculator through the registry.
TEST_CASE("the new table kinds are known, validated and offered with an example") {
    namespace t = pm::tables;
    CHECK(t::table_kind("sd.vehicle-defense") == "roll");
    CHECK(t::table_kind("tcs.at-roll") == "roll");
    CHECK(t::table_kind("skirmish.grenades") == "suppress");
    CHECK(t::validate_user_table("sd.vehicle-defense", pm::data_json("sd/example-vehicle-defense.json")).empty());
    CHECK(t::validate_user_table("skirmish.grenades", pm::data_json("skirmish/example-grenades.json")).empty());
    CHECK(t::validate_user_table("sd.vehicle-defense", vdt()).empty());
    CHECK(t::validate_user_table("skirmish.grenades", grenades()).empty());
    json broken = vdt();
    broken["rows"][3] = "9";
    CHECK_FALSE(t::validate_user_table("sd.vehicle-defense", broken).empty());
    const json r = answer("sd.recoilless-rifle", json::object(), {{"sd.vehicle-defense", broken}});
    CHECK(r["error"]["code"] == "needs_table");
}

}  // namespace core_contract_test_table_kinds
