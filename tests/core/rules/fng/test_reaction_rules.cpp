// FNG reaction tests, a group's shared Fast Move, Activation and the monthly Rep check called with
// their typed inputs (rules/fng/): the book's numbers worked by hand, and each seeded roll landing
// on an outcome its own odds give a chance to.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "core/support/calc_requests.h"
#include "engine/random/prng.h"
#include "rules/fng/activation.h"
#include "rules/fng/fast_move.h"
#include "rules/fng/group_tests.h"
#include "rules/fng/reaction_tests.h"
#include "rules/fng/rep_check.h"

namespace core_rules_fng_test_reaction_rules {

using pm::Answer;
using pm::Prng;
using pm::Rational;
using pm::RuleError;
using namespace pm::fng;
using pm_test::outcome;

TEST_CASE("fng group tests: absent figures are skipped, a Rep of 1 and an empty group are refused") {
    CHECK(group_reps({5, 0, 3}) == std::vector<int>{5, 3});
    try {
        group_reps({4, 0, 1});
        FAIL("a Rep of 1 is refused");
    } catch (const RuleError& e) {
        CHECK(e.param == "rep3");
        CHECK(e.code == pm::ErrorCode::OutOfRange);
    }
    try {
        group_reps({0, 0});
        FAIL("an empty group is refused");
    } catch (const RuleError& e) {
        CHECK(e.param == "rep1");
        CHECK(e.code == pm::ErrorCode::NotPossible);
    }
    CHECK(group_leader_rep(0) == 0);
    CHECK(group_leader_rep(5) == 5);
    CHECK_THROWS_AS(group_leader_rep(1), RuleError);
}

TEST_CASE("fng reaction test: Received Fire on 2d6 against Rep 4, and Hero mode passing 2") {
    ReactionInput in;
    in.test = "received-fire";
    in.rep = 4;
    const Answer a = reaction_test(in);
    CHECK(outcome(a, "pass2") == Rational(4, 9));  // both dice 1-4
    CHECK(outcome(a, "pass1") == Rational(4, 9));  // 2 · 4/6 · 2/6
    CHECK(outcome(a, "pass0") == Rational(1, 9));
    CHECK(a.values["target"] == 4);
    in.hero = true;
    CHECK(outcome(reaction_test(in), "pass2") == Rational(1));
    in.test = "no-such-test";
    CHECK_THROWS_AS(reaction_test(in), RuleError);
}

TEST_CASE("fng rules: a seeded roll lands on an outcome its odds allow") {
    ReactionInput react;
    react.test = "received-fire";
    react.rep = 3;
    FastMoveInput move{{4, 5, 0}, 4, 2, pm::dice::LeaderDieRule::CancelOneFailure};
    RepCheckInput rep{5, 2, 4, false, false};
    for (uint32_t seed = 1; seed <= 20; ++seed) {
        Prng g(seed);
        Answer a = reaction_test(react);
        roll_reaction_test(react, g, a);
        CHECK(outcome(a, a.roll["key"].get<std::string>()) > Rational(0));
        Answer m = fast_move(move);
        roll_fast_move(move, g, m);
        CHECK(outcome(m, m.roll["key"].get<std::string>()) > Rational(0));
        Answer r = rep_check(rep);
        roll_rep_check(rep, g, r);
        CHECK(outcome(r, r.roll["key"].get<std::string>()) > Rational(0));
    }
}

TEST_CASE("fng activation and Rep check: the book's numbers") {
    // Rep 6 acts unless the dice are doubles: 5/6.
    CHECK(activation({6}).values["p_act"] == "5/6");
    // A Grunt's tour lasts 12 months, a Marine's 13.
    CHECK_THROWS_AS(rep_check({13, 0, 4, false, false}), RuleError);
    CHECK_NOTHROW(rep_check({13, 0, 4, true, false}));
}

}  // namespace core_rules_fng_test_reaction_rules
