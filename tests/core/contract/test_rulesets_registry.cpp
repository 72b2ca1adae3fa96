// Every S&D, Soldiers, TCS and Skirmish calculator: evaluated with its defaults (and with the
// fictional example tables), outcomes sum exactly to 1, every modifier cites a rule, seeded rolls
// repeat and their key is an outcome of positive probability.
#include <doctest/doctest.h>

#include "contract/codec.h"
#include "contract/registry.h"
#include "engine/data/data_files.h"

namespace core_contract_test_rulesets_registry {

using pm::json;
using pm::Rational;

TEST_CASE("rule-set calculators: defaults give a complete, cited, reproducible answer") {
    const json tables = {{"sd.points-crt", pm::data_json("sd/example-crt.json")},
                         {"sd.casualty-crt", pm::data_json("sd/example-crt.json")},
                         {"soldiers.crt", pm::data_json("soldiers/example-crt.json")},
                         {"skirmish.weapons", pm::data_json("skirmish/example-weapons.json")},
                         {"skirmish.deviation", pm::data_json("skirmish/example-deviation.json")},
                         {"skirmish.off-table", pm::data_json("skirmish/example-deviation.json")},
                         {"tcs.area-fire", pm::data_json("tcs/example-roll-table.json")},
                         {"tcs.point-artillery", pm::data_json("tcs/example-roll-table.json")},
                         {"tcs.at-roll", pm::data_json("tcs/example-roll-table.json")},
                         {"sd.vehicle-defense", pm::data_json("sd/example-vehicle-defense.json")},
                         {"skirmish.grenades", pm::data_json("skirmish/example-grenades.json")}};
    int seen = 0;
    for (const pm::Calculator* c : pm::all_calculators()) {
        if (c->ruleset == "fng") continue;
        ++seen;
        CAPTURE(c->id);
        for (bool with_tables : {false, true}) {
            json req = {{"calc", c->id}, {"seed", 7}};
            if (with_tables) req["tables"] = tables;
            json r = pm::evaluate_request(req);
            REQUIRE(r["ok"] == true);
            CHECK(!r["summary"].get<std::string>().empty());
            for (const auto& m : r["modifiers"]) CHECK(!m["rule"].get<std::string>().empty());
            if (r["outcomes"].empty()) continue;
            Rational sum;
            for (const auto& o : r["outcomes"]) sum += Rational::parse(o["exact"].get<std::string>());
            CHECK(sum == Rational(1));
            CHECK(pm::evaluate_request(req) == r);
            if (r["roll"].is_object() && r["roll"].contains("key") && r["roll"]["key"] != "") {
                bool found = false;
                for (const auto& o : r["outcomes"])
                    found = found || (o["key"] == r["roll"]["key"] &&
                                      Rational::parse(o["exact"].get<std::string>()) > Rational(0));
                CHECK(found);
            }
        }
    }
    CHECK(seen >= 25);
}

}  // namespace core_contract_test_rulesets_registry
