// Helpers for the FNG calculator tests: evaluate through the public codec, read exact outcomes,
// and compare a seeded simulation with an exact probability.
#pragma once

#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "contract/codec.h"
#include "engine/exact/rational.h"

namespace fngtest {

// Trials for the simulation checks. 10^6 natively; the same tests compiled to
// WebAssembly and run under Node use 2·10^5 to keep the suite fast (tolerances scale with it).
#ifdef __EMSCRIPTEN__
constexpr int kTrials = 200000;
#else
constexpr int kTrials = 1000000;
#endif

inline pm::json eval(const pm::json& req) {
    pm::json r = pm::evaluate_request(req);
    REQUIRE_MESSAGE(r.at("ok").get<bool>(), r.dump());
    return r;
}

inline pm::Rational outcome(const pm::json& resp, const std::string& key) {
    for (const auto& o : resp.at("outcomes"))
        if (o.at("key") == key) return pm::Rational::parse(o.at("exact").get<std::string>());
    FAIL("no outcome " << key);
    return pm::Rational(0);
}

// |observed − p| ≤ 5 binomial standard errors, sqrt(p(1−p)/N) (floor 1/N for p near 0 or 1).
// A correct distribution fails one such check with probability about 6·10^-7.
inline void check_sim(long hits, long trials, const pm::Rational& p, const std::string& what) {
    double pe = p.to_double();
    double se = std::sqrt(std::max(pe * (1 - pe), 1.0 / trials) / trials);
    double obs = static_cast<double>(hits) / trials;
    INFO(what << ": observed " << obs << " exact " << pe << " (" << p.str() << "), 5 SE = " << 5 * se);
    CHECK(std::fabs(obs - pe) <= 5 * se);
}

}  // namespace fngtest
