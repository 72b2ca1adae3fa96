// Pointman — exact distributions over integer outcomes (the base of the dice engine).
//
// A `Dist` maps an integer outcome (a die face, a sum, a pass count, a table row …) to its exact
// probability. Outcomes are kept sorted; zero-probability entries are dropped. Everything here is
// exact: no floating point is used to build a distribution.
//
// [SECTION] construction: point(), uniform(), die()
// [SECTION] combination: sum of independent dists, map, conditioning
#pragma once

#include <functional>
#include <map>
#include <vector>

#include "exact/rational.h"

namespace pm {

class Dist {
public:
    Dist() = default;

    // [SECTION] construction
    static Dist point(int outcome);                 // certain outcome
    static Dist uniform(int lo, int hi);            // each of lo..hi equally likely
    static Dist die(int sides = 6) { return uniform(1, sides); }
    static Dist sum_of_dice(int n, int sides = 6);  // n dice added (n = 0 gives point(0))

    // [SECTION] access
    Rational p(int outcome) const;                   // 0 when absent
    Rational p_at_least(int outcome) const;
    Rational p_at_most(int outcome) const;
    Rational total() const;                          // 1 for a proper distribution
    const std::map<int, Rational>& entries() const { return p_; }
    int min() const;
    int max() const;
    bool empty() const { return p_.empty(); }

    // [SECTION] combination
    void add(int outcome, const Rational& p);        // accumulate mass (used by builders)
    Dist plus(const Dist& other) const;              // sum of two independent outcomes
    Dist shifted(int by) const;                      // every outcome + by (a flat modifier)
    Dist map(const std::function<int(int)>& f) const;  // relabel outcomes (merging equal labels)
    Dist clamped(int lo, int hi) const;              // outcomes below lo count as lo, above hi as hi
    // Independent pair combined by f(a, b).
    static Dist combine(const Dist& a, const Dist& b, const std::function<int(int, int)>& f);

private:
    std::map<int, Rational> p_;
};

}  // namespace pm
