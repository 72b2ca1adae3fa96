// FNG support and anti-armour rules called with their typed inputs (rules/fng/radio.h, radio_call.h,
// anti_tank.h, helicopters.h, fac.h): the Penetration Results Table and the Helicopter Damage Table
// read from their one home (data/fng/rolled_tables.json), the Special Overkill rule on top of the
// first, and the rules' answers against the book's numbers worked by hand.
#include <doctest/doctest.h>

#include <string>

#include "core/support/calc_requests.h"
#include "engine/exact/dist.h"
#include "engine/exact/rational.h"
#include "rules/fng/anti_tank.h"
#include "rules/fng/fac.h"
#include "rules/fng/helicopters.h"
#include "rules/fng/radio.h"
#include "rules/fng/radio_call.h"

namespace core_rules_fng_test_support_rules {

using pm::Answer;
using pm::Rational;
using namespace pm::fng;
using pm_test::outcome;

TEST_CASE("fng penetration (FNG-T30, p.29): passes against the difference, Special Overkill on 5,5 and 6,6") {
    // W39: difference 3, dice 1 and 5 -> pass 1, disabled.
    CHECK(resolve_penetration(3, 1, 5) == kDisabled);
    // W40: difference 5, dice 5 and 5 -> pass 2 and the round goes right through.
    CHECK(resolve_penetration(5, 5, 5) == kOverkill);
    // W43: difference 4, dice 3 and 4 -> pass 2, destroyed.
    CHECK(resolve_penetration(4, 3, 4) == kDestroyed);
    CHECK(resolve_penetration(6, 6, 6) == kOverkill);
    CHECK(resolve_penetration(6, 4, 4) == kDestroyed);  // doubles below 5 are no overkill
    CHECK(resolve_penetration(2, 3, 4) == kClank);
    for (int d = 1; d <= 8; ++d)
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b) {
                const int passes = (a <= d) + (b <= d);
                const bool overkill = a == b && (a == 5 || a == 6);  // p.29, Special Overkill
                const int want = passes == 2 ? (overkill ? kOverkill : kDestroyed) : passes == 1 ? kDisabled : kClank;
                CHECK(resolve_penetration(d, a, b) == want);
            }
}

TEST_CASE("fng helicopter damage (FNG-T65, p.55): the rows of the data table and their follow-up die") {
    const char* rows[13] = {"", "", "2-7", "2-7", "2-7", "2-7", "2-7", "2-7", "8-9", "8-9", "10", "11", "12"};
    for (int s = 2; s <= 12; ++s) CHECK(helicopter_damage_row(s) == rows[s]);
    CHECK(helicopter_hit(3, 4, 5, 4) == kHeloPilotShaken);  // 7, the pilot's die above his Rep
    CHECK(helicopter_hit(3, 4, 4, 4) == kHeloMinor);
    CHECK(helicopter_hit(4, 4, 1, 4) == kHeloCrewmanHit);
    CHECK(helicopter_hit(5, 5, 3, 4) == kHeloLeavesHurt);
    CHECK(helicopter_hit(5, 5, 4, 4) == kHeloLeaves);
    CHECK(helicopter_hit(5, 6, 3, 4) == kHeloAutorotate);
    CHECK(helicopter_hit(5, 6, 4, 4) == kHeloCrash);
    CHECK(helicopter_hit(6, 6, 1, 4) == kHeloExplodes);
    CHECK(helicopter_hit_needs_follow(7));
    CHECK_FALSE(helicopter_hit_needs_follow(8));
    CHECK(helicopter_hit_needs_follow(10));
    CHECK(helicopter_hit_needs_follow(11));
    CHECK_FALSE(helicopter_hit_needs_follow(12));
    HelicopterHitInput in;
    const Answer a = helicopter_hit_answer(in);
    CHECK(outcome(a, "explodes") == Rational(1, 36));
    CHECK(outcome(a, "crewman-hit") == Rational(9, 36));
}

TEST_CASE("fng radio, one call: contact is 1d6 at or under Rep'") {
    RadioInput in;
    in.request = "none";
    in.rep = 4;
    in.atmospherics = "normal";
    in.weather = "none";
    const Answer a = radio(in);
    CHECK(outcome(a, "contact") == Rational(4, 6));
    CHECK(outcome(a, "no-contact") == Rational(2, 6));
    in.rto_wizard = true;
    CHECK(outcome(radio(in), "contact") == Rational(5, 6));
}

TEST_CASE("fng radio call: the chances at the horizon add up to one") {
    RadioCallInput in;
    in.request = "artillery";
    in.turns = 3;
    in.weather = "none";
    const Answer a = radio_call(in);
    Rational total(0);
    for (const auto& o : a.outcomes) total = total + o.p;
    CHECK(total == Rational(1));
}

TEST_CASE("fng FAC (pp.45-47 note (2)): stays on 1-4 of a die each turn") {
    const Answer a = fac_on_station({2});
    CHECK(outcome(a, "stays") == Rational(4, 9));
    CHECK(outcome(a, "leaves") == Rational(5, 9));
}

}  // namespace core_rules_fng_test_support_rules
