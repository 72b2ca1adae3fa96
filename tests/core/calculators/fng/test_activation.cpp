// fng.activation (core/calculators/fng/activation.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include "core/support/fng_test_util.h"

using fngtest::eval;
using fngtest::outcome;
using pm::json;
using pm::Rational;

namespace {

json calc(const std::string& id, json params, std::optional<uint32_t> seed = std::nullopt) {
    json req = {{"calc", id}, {"params", params}};
    if (seed) req["seed"] = *seed;
    return eval(req);
}

json roll_with(const std::string& id, json params, std::vector<int> want) {
    for (uint32_t seed = 1; seed < 100000; ++seed) {
        json r = calc(id, params, seed);
        if (r["roll"]["dice"].get<std::vector<int>>() == want) return r;
    }
    FAIL("no seed gives those dice");
    return json();
}

}  // namespace

// [SECTION] activation and the monthly Rep check
// fng.activation (FNG-A3, W19) and fng.rep-check (FNG-A13, W03-W06): digest values and enumeration.
TEST_CASE("Activation: P(act) = 5R/36 (digest §2.1) and W19") {
    for (int rep = 2; rep <= 6; ++rep) {
        json r = calc("fng.activation", {{"rep", rep}});
        CHECK(r["values"]["p_act"] == Rational(5 * rep, 36).str());
        CHECK(outcome(r, "doubles") == Rational(1, 6));
    }
    CHECK(calc("fng.activation", {{"rep", 4}})["values"]["p_total_7"] == "1/6");
    // W19 (p.15): Black 4, Red 3: Black goes first with its Rep 4+ groups; Red then with Rep 3+.
    CHECK(roll_with("fng.activation", {{"rep", 4}}, {4, 3})["roll"]["key"] == "first");
    CHECK(roll_with("fng.activation", {{"rep", 3}}, {4, 3})["roll"]["key"] == "cannot");
    CHECK(roll_with("fng.activation", {{"rep", 3}}, {3, 4})["roll"]["key"] == "second");
}
