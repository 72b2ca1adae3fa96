// FNG booby traps (pp.59-60), weather (p.38) and tunnels (pp.56-58) called as rules, with their typed
// inputs and no calculator around them: the answers a player reads come from these functions.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"
#include "rules/fng/booby_trap_chain.h"
#include "rules/fng/booby_traps.h"
#include "rules/fng/tunnel/complex.h"
#include "rules/fng/tunnel/entrances.h"
#include "rules/fng/tunnel/generator.h"
#include "rules/fng/tunnel/tables.h"
#include "rules/fng/weather_model.h"

namespace core_rules_fng_test_terrain_rules {

using pm::Answer;
using pm::Rational;
using pm_test::P;
using pm_test::total;

TEST_CASE("booby trap rule: the reading of a pass 1 is one function for the odds and the roll") {
    using pm::fng::DisarmRule;
    CHECK(pm::fng::disarm_rule(true, false) == DisarmRule::WalkAway);
    CHECK(pm::fng::disarm_rule(true, true) == DisarmRule::WalkAway);  // walking away wins
    CHECK(pm::fng::disarm_rule(false, true) == DisarmRule::TryAgain);
    CHECK(pm::fng::disarm_rule(false, false) == DisarmRule::SecondPass1SetsOff);
    // Rep 4 finds on 1-3 of 1d6.
    CHECK(pm::fng::p_find(3) == Rational(1, 2));
}

TEST_CASE("booby trap rule: a Rep 4 figure walking into punji stakes") {
    pm::fng::BoobyTrapInput in;
    in.rep = 4;
    in.trap = "punji";
    in.disarm = true;  // punji cannot be disarmed: no attempt
    const Answer a = pm::fng::booby_trap(in);
    CHECK(total(a) == Rational(1));
    CHECK(P(a, "triggered") == Rational(1, 2));
    CHECK(P(a, "found") == Rational(1, 2));
    CHECK(P(a, "disarmed") == Rational(0));
}

TEST_CASE("booby trap rule: disarm tries stop when a try ends them") {
    for (uint32_t seed = 1; seed <= 50; ++seed) {
        pm::Prng g(seed);
        std::vector<std::vector<int>> tries;
        const std::string end = pm::fng::roll_disarm_tries(g, 2, pm::fng::DisarmRule::SecondPass1SetsOff, tries);
        CHECK(!end.empty());  // a second pass 1 in a row sets it off: never more than two tries
        CHECK(tries.size() >= 1);
        CHECK(tries.size() <= 2);
        for (const auto& t : tries) CHECK(t.size() == 2);
    }
}

TEST_CASE("booby trap count rule: three traps among six markers (worked example W57)") {
    const Answer a = pm::fng::booby_trap_count({3, true});
    CHECK(P(a, "3") == Rational(1));
    CHECK(a.values["dummies"] == 3);
    CHECK(a.values["markers"] == 6);
    const Answer b = pm::fng::booby_trap_count({0, false});
    CHECK(P(b, "4") == Rational(1, 6));
    CHECK(b.values["p_marker_real"] == "1/2");  // one dummy per trap: half the markers are real
}

TEST_CASE("booby trap chain rule: the viper's attack comes from the melee round it is handed") {
    pm::fng::BoobyTrapChainInput in;
    in.trap = "viper";
    in.rep = 4;
    in.weapon = "rifle";
    std::vector<pm::fng::TrapMeleeRound> asked;
    in.melee = [&](const pm::fng::TrapMeleeRound& m, pm::Prng*) {
        asked.push_back(m);
        Answer r;
        r.outcome("lose-OOF", "the viper wins", Rational(1));  // it always bites
        return r;
    };
    const Answer a = pm::fng::booby_trap_chain(in);
    REQUIRE(asked.size() == 1);
    CHECK(asked[0].enemy_rep == pm::fng::kViperRep);
    CHECK(asked[0].enemy_weapon == "rifle");  // the viper fights with the figure's own weapon
    CHECK(total(a) == Rational(1));
    // Not found (1/2), bitten, then the poison die: 1-2 dead, 3-4 out of the fight, 5-6 poisoned.
    CHECK(P(a, "OD") == Rational(1, 6));
    CHECK(P(a, "OOF") == Rational(1, 6));
    CHECK(P(a, "poisoned") == Rational(1, 6));
    CHECK(P(a, "found") == Rational(1, 2));
}

TEST_CASE("tunnel rule: the complex size has one home, the size bands") {
    namespace tn = pm::fng::tunnel;
    const int expect[] = {0, 0, 0, 0, 1, 1, 2};
    for (int face = 1; face <= 6; ++face) CHECK(tn::size_index_for_die(face) == expect[face]);
    const pm::Dist d = tn::size_dist();
    CHECK(d.p(0) == Rational(1, 2));
    CHECK(d.p(1) == Rational(1, 3));
    CHECK(d.p(2) == Rational(1, 6));
    // The generator's draw reads the same bands.
    for (uint32_t seed = 1; seed <= 30; ++seed) {
        pm::Prng g(seed);
        tn::Generator gen(g, tn::Options{});
        const tn::Complex& c = gen.complex();
        CHECK(c.size == tn::tables().sizes[tn::size_index_for_die(c.size_die)].size);
    }
    tn::TunnelInput in;
    const Answer a = tn::tunnel_complex(in);
    CHECK(a.label("small") == "Small complex (1–3)");
    CHECK(a.label("large") == "Large complex (6)");
    CHECK(a.summary == "Roll 1d6 for the complex: small 1/2, moderate 1/3, large 1/6. Add a seed to generate one.");
}

TEST_CASE("tunnel rule: the roll shows the version it was given") {
    namespace tn = pm::fng::tunnel;
    tn::TunnelInput in;
    in.generator = 7;
    pm::Prng g(1);
    Answer a = tn::tunnel_complex(in);
    tn::roll_tunnel_complex(in, g, a);
    CHECK(a.roll["generator"] == 7);
}

TEST_CASE("tunnel entrances rule: Support Level 1 is one entrance") {
    pm::fng::tunnel::TunnelEntrancesInput in;
    in.support = 1;
    const Answer a = pm::fng::tunnel::tunnel_entrances(in);
    CHECK(P(a, "1") == Rational(1));
    CHECK(a.values["spot_target"] == 3);
}

TEST_CASE("weather rule: the variable-weather reading's name and the table's odds") {
    namespace w = pm::fng::weather;
    for (const char* v : {"first-roll", "start-clear"}) CHECK(w::variable_rule_name(w::variable_rule_from(v)) == v);
    w::WeatherInput in;
    in.month = 7;
    const Answer a = w::weather_answer(in);
    CHECK(total(a) == Rational(1));
    CHECK(a.values["dice"] == "2d6+1");  // July is monsoon season
}

}  // namespace core_rules_fng_test_terrain_rules
