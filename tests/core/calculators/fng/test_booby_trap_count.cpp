// fng.booby-trap-count (core/calculators/fng/booby-trap-count.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <map>

#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"
#include "rules/fng/enemy_deal.h"

namespace core_calculators_fng_test_booby_trap_count {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;

// [SECTION] campaign cards
// fng.attribute (FNG-T83, W12), fng.enemy-placement (FNG-T91) and fng.booby-trap (FNG-T67, p.59):
// independent enumeration and seeded simulation.
TEST_CASE("W57 (p.59): 3 booby traps go out with 3 dummy markers, 6 markers in all") {
    json w57 = ev("fng.booby-trap-count", {{"traps", 3}});
    CHECK(w57["values"]["dummies"] == 3);
    CHECK(w57["values"]["markers"] == 6);
    CHECK(w57["values"]["p_marker_real"] == "1/2");
    CHECK(outcome(w57, "3") == Rational(1));
    // The other reading (one dummy per trap) agrees on the book's 3 and differs elsewhere.
    json dbl = ev("fng.booby-trap-count", {{"traps", 3}, {"markers_rule", "double"}});
    CHECK(dbl["values"]["dummies"] == 3);
    CHECK(dbl["values"]["markers"] == 6);
    CHECK(ev("fng.booby-trap-count", {{"traps", 5}})["values"]["dummies"] == 1);
    CHECK(ev("fng.booby-trap-count", {{"traps", 5}, {"markers_rule", "double"}})["values"]["markers"] == 10);
    // Rolled: 1d6 traps, each 1/6; a blind marker is real with chance (1/6)·Σ k/6 = 7/12 (six markers)
    // or 1/2 (one dummy per trap), counted over the six faces here.
    json roll = ev("fng.booby-trap-count", json::object());
    Rational six(0), dbl_p(0);
    for (int k = 1; k <= 6; ++k) {
        CHECK(outcome(roll, std::to_string(k)) == Rational(1, 6));
        six += Rational(1, 6) * Rational(k, 6);
        dbl_p += Rational(1, 6) * Rational(k, 2 * k);
    }
    CHECK(roll["values"]["p_marker_real"] == six.str());
    CHECK(six == Rational(7, 12));
    CHECK(ev("fng.booby-trap-count", {{"markers_rule", "double"}})["values"]["p_marker_real"] == dbl_p.str());
    // Seeded: the die is the number of traps, and the markers follow the reading.
    json s = ev("fng.booby-trap-count", json::object(), 57u);
    int k = s["roll"]["dice"][0];
    CHECK(s["roll"]["traps"] == k);
    CHECK(s["roll"]["markers"] == 6);
    CHECK(s["roll"]["key"] == std::to_string(k));
    CHECK_FALSE(ev("fng.booby-trap-count", {{"traps", 2}}, 57u)["roll"].contains("dice"));
}

TEST_CASE("fng.booby-trap-count: the number of traps agrees with a seeded simulation (10^6 trials)") {
    // The calculator's own seeded rolls over 10^6 seeds would be slow; its die is Prng::die, so an
    // independent count of faces from one generator checks the 1/6 each and the blind-marker chance.
    json r = ev("fng.booby-trap-count", json::object());
    pm::Prng g(5959u);
    long cnt[7] = {0};
    long real = 0;
    for (int t = 0; t < pm_test::kTrials; ++t) {
        int k = g.die();
        cnt[k]++;
        real += g.range(1, 6) <= k;  // pick one of the 6 markers blind: markers 1..k are real
    }
    for (int k = 1; k <= 6; ++k)
        pm_test::check_sim(cnt[k], pm_test::kTrials, outcome(r, std::to_string(k)), "traps " + std::to_string(k));
    pm_test::check_sim(real, pm_test::kTrials, Rational::parse(r["values"]["p_marker_real"].get<std::string>()),
                       "blind marker is real");
}

}  // namespace core_calculators_fng_test_booby_trap_count
