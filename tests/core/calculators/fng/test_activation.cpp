// fng.activation (core/calculators/fng/activation.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include "core/support/calc_requests.h"

namespace core_calculators_fng_test_activation {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;
using pm_test::P;
using pm_test::roll_with;

// [SECTION] activation and the monthly Rep check
// fng.activation (FNG-A3, W19) and fng.rep-check (FNG-A13, W03-W06): digest values and enumeration.
TEST_CASE("Activation: P(act) = 5R/36 (digest §2.1) and W19") {
    for (int rep = 2; rep <= 6; ++rep) {
        json r = ev("fng.activation", {{"rep", rep}});
        CHECK(r["values"]["p_act"] == Rational(5 * rep, 36).str());
        CHECK(outcome(r, "doubles") == Rational(1, 6));
    }
    CHECK(ev("fng.activation", {{"rep", 4}})["values"]["p_total_7"] == "1/6");
    // W19 (p.15): Black 4, Red 3: Black goes first with its Rep 4+ groups; Red then with Rep 3+.
    CHECK(roll_with("fng.activation", {{"rep", 4}}, {4, 3})["roll"]["key"] == "first");
    CHECK(roll_with("fng.activation", {{"rep", 3}}, {4, 3})["roll"]["key"] == "cannot");
    CHECK(roll_with("fng.activation", {{"rep", 3}}, {3, 4})["roll"]["key"] == "second");
}

}  // namespace core_calculators_fng_test_activation
