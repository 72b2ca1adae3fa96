// FNG rules called with their typed inputs, without a request: the Wanting to Charge Check of a
// group (rules/fng/group_charge.h), the reinforcement check's draw (rules/fng/reinforcement.h) and
// the enemy cards' placement (rules/fng/enemy_deal.h), against numbers worked by hand.
#include <doctest/doctest.h>

#include "core/support/calc_requests.h"
#include "engine/answer.h"
#include "rules/fng/enemy_deal.h"
#include "rules/fng/group_charge.h"
#include "rules/fng/reinforcement.h"

namespace core_rules_fng_test_typed_rules {

using pm::Answer;
using pm::Rational;
using namespace pm::fng;
using pm_test::P;

TEST_CASE("fng group charge rule: one Rep 4 figure without a leader passes 2 on two dice of 1-4") {
    GroupChargeInput in;
    in.reps = {4};
    const Answer a = group_charge(in);
    CHECK(P(a, "all-charge") == Rational(4, 9));   // (4/6)^2
    CHECK(P(a, "some-stay") == Rational(1, 9));    // (2/6)^2
    CHECK(P(a, "cover-stays") == Rational(4, 9));  // the rest
    in.wuss = 2;                                   // no second figure
    CHECK_THROWS_AS(group_charge(in), pm::RuleError);
}

TEST_CASE("fng reinforcement check rule: against a 3, the four 2s of 51 cards bring reinforcements") {
    ReinforcementCheckInput in;
    in.card = "3";
    const Answer a = reinforcement_check(in);
    CHECK(P(a, "reinforcements") == Rational(4, 51));
    CHECK(a.values["deck"] == 51);
    in.lower_out = 5;  // only four cards rank below a 3
    CHECK_THROWS_AS(reinforcement_check(in), pm::RuleError);
}

TEST_CASE("fng enemy placement rule: Support 1 deals 3 cards; an area of all 6 numbers gets them all") {
    const Answer a = enemy_placement({1, false, 6});
    CHECK(a.values["cards_total"] == 3);
    CHECK(P(a, "3") == Rational(1));
    CHECK(a.values["p_real_card_in_area_exact"] == "1");
}

}  // namespace core_rules_fng_test_typed_rules
