// fng.radio: the digest's worked value (fng.md §2.10), W20, enumeration of the dice chain and a
// seeded simulation.
#include "engine/random/prng.h"
#include "core/support/fng_test_util.h"

using fngtest::eval;
using fngtest::outcome;
using pm::json;
using pm::Rational;

namespace {
json radio(json params) {
    return eval({{"calc", "fng.radio"}, {"params", params}});
}
}  // namespace

TEST_CASE("Radio contact: digest value and W20 (FNG p.16)") {
    // Digest: Rep 4, no rain, first call: (4/6)(4/6) + (1/6)(5/6) + (1/6)(3/6) = 2/3.
    CHECK(radio({{"rep", 4}})["values"]["p_contact_exact"] == "2/3");
    // W20: Cpl Jones Rep 4, atmospherics normal: contact on 1d6 ≤ 4 (he rolled 3); the FAC call
    // rolled 6 and failed.
    json w = radio({{"rep", 4}, {"atmospherics", "normal"}});
    CHECK(w["values"]["p_contact_exact"] == "2/3");
    // rain, RTO Wizard, tunnel
    CHECK(radio({{"rep", 4}, {"atmospherics", "normal"}, {"weather", "rain"}})["values"]["p_contact_exact"] == "1/2");
    CHECK(radio({{"rep", 4}, {"atmospherics", "poor"}, {"rto_wizard", true}})["values"]["p_contact_exact"] == "2/3");
    CHECK(radio({{"rep", 4}, {"atmospherics", "normal"}, {"tunnel", true}})["values"]["p_contact_exact"] == "1/3");
}

TEST_CASE("Radio chain equals enumeration of atmospherics, contact and request dice") {
    for (int rep = 2; rep <= 6; ++rep)
        for (int caller = 2; caller <= 6; ++caller) {
            CAPTURE(rep);
            CAPTURE(caller);
            json r = radio({{"rep", rep}, {"request", "artillery"}, {"caller_rep", caller}});
            int mod = caller >= 5 ? 1 : (caller <= 3 ? -1 : 0);
            long row[7] = {0}, none = 0;
            for (int a = 1; a <= 6; ++a)
                for (int c = 1; c <= 6; ++c)
                    for (int q = 1; q <= 6; ++q) {
                        int atm = a <= 4 ? 0 : (a == 5 ? 1 : -1);
                        if (c > rep + atm) {
                            none++;
                            continue;
                        }
                        row[std::clamp(q + mod, 1, 6)]++;
                    }
            CHECK(outcome(r, "no-contact") == Rational(none, 216));
            for (int v = 1; v <= 6; ++v) CHECK(outcome(r, v == 6 ? "6+" : std::to_string(v)) == Rational(row[v], 216));
        }
}

TEST_CASE("Radio chain agrees with a seeded simulation (10^6 trials natively)") {
    json r = radio({{"rep", 3}, {"request", "medevac"}, {"weather", "rain"}, {"rto_wizard", true}});
    pm::Prng g(555u);
    long none = 0, grounded = 0, next_turn = 0;
    for (int t = 0; t < fngtest::kTrials; ++t) {
        int a = g.die();
        int atm = a <= 4 ? 0 : (a == 5 ? 1 : -1);
        if (g.die() > 3 + 1 - 1 + atm) {
            none++;
            continue;
        }
        if (g.die() <= 4) {  // rain: helicopters unavailable on 1-4 (p.38)
            grounded++;
            continue;
        }
        next_turn += g.die() == 6;
    }
    fngtest::check_sim(none, fngtest::kTrials, outcome(r, "no-contact"), "no contact");
    fngtest::check_sim(grounded, fngtest::kTrials, outcome(r, "grounded"), "grounded by rain");
    fngtest::check_sim(next_turn, fngtest::kTrials, outcome(r, "6"), "medevac next turn");
}
