// Soldiers optional close assault (core/rules/soldiers/close_assault.h) called with its typed input
// and a table built by hand (the FICTIONAL example of data/soldiers/example-crt.json).
#include <doctest/doctest.h>

#include "core/support/calc_requests.h"
#include "rules/soldiers/close_assault.h"

namespace core_rules_soldiers_test_close_assault {

using pm::Rational;
using namespace pm::soldiers;
using pm_test::P;

namespace {

pm::tables::Crt example_crt() {
    pm::tables::Crt c;
    c.columns = {{1, 3, "1:3"}, {1, 2, "1:2"}, {1, 1, "1:1"}, {2, 1, "2:1"}, {3, 1, "3:1"}, {4, 1, "4:1"}};
    c.rows = {1, 2, 3, 4, 5, 6};
    c.cells = {{"NE", "NE", "NE", "NE", "D", "D"}, {"NE", "NE", "NE", "D", "D", "D"}, {"NE", "NE", "D", "D", "D", "E"},
               {"NE", "D", "D", "D", "E", "E"},    {"D", "D", "D", "E", "E", "E"},    {"D", "D", "E", "E", "E", "E"}};
    c.results = {{"NE", {{"label", "No effect"}, {"effect", "no-effect"}}},
                 {"D", {{"label", "Disrupted"}, {"effect", "disrupted"}}},
                 {"E", {{"label", "Eliminated"}, {"effect", "eliminated"}}}};
    return c;
}

}  // namespace

TEST_CASE("soldiers close assault rule: terrain shifts the column left; Case (G) turns Disrupted into Eliminated") {
    CloseAssaultInput in;  // 8 against 4: 2:1
    in.crt = example_crt();
    CHECK(close_assault(in).values["column"] == "2:1");
    CHECK(P(close_assault(in), "eliminated") == Rational(2, 6));
    in.town = true;  // two columns left: 1:2
    const pm::Answer town = close_assault(in);
    CHECK(town.values["column"] == "1:2");
    CHECK(town.values["base_column"] == "2:1");
    CHECK(P(town, "disrupted") == Rational(3, 6));
    in.surrounded = true;
    CHECK(P(close_assault(in), "eliminated") == Rational(3, 6));
}

TEST_CASE("soldiers close assault rule: who may not join") {
    CloseAssaultInput in;
    in.fewest_mp_left = 1;
    CHECK_THROWS_AS(close_assault(in), pm::RuleError);
    in.fewest_mp_left = 2;
    in.attack_disrupted = 8;
    CHECK_THROWS_AS(close_assault(in), pm::RuleError);
}

}  // namespace core_rules_soldiers_test_close_assault
