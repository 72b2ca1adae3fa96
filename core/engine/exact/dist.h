// Pointman — exact distributions over integer outcomes (the base of the dice engine).
//
// A `Dist` maps an integer outcome (a die face, a sum, a pass count, a table row …) to its exact
// probability. Outcomes are kept sorted in one flat array (no allocation per outcome: a handful
// of outcomes is the usual case, and a search and a short move beat a tree's node each);
// zero-probability entries are dropped. Everything here is exact: no floating point is used to
// build a distribution.
//
// [SECTION] construction: point(), uniform(), die()
// [SECTION] combination: sum of independent dists, map, conditioning
//
// Composition recipes used by the calculators (all exact):
//   independent repetition  Dist::repeat(one, n, f)      e.g. worst damage over n hits
//   worst / best of two     Dist::max_of(a, b), min_of    (severity codes: higher = worse)
//   conditioning            d.then([](int k){ return Dist …; })   "given k hits, the damage is …"
//   correlated dice         Dist::from_faces(n, f)        enumerate every face vector once
//                           (shared group rolls, dice sorted high→low over a swath)
#pragma once

#include <functional>
#include <utility>
#include <vector>

#include "engine/exact/rational.h"

namespace pm {

class Dist {
public:
    using Entries = std::vector<std::pair<int, Rational>>;  // (outcome, probability), by outcome
    Dist() = default;

    // [SECTION] construction
    static Dist point(int outcome);       // certain outcome
    static Dist uniform(int lo, int hi);  // each of lo..hi equally likely
    static Dist die(int sides = 6) { return uniform(1, sides); }
    static Dist sum_of_dice(int n, int sides = 6);  // n dice added (n = 0 gives point(0))
    static Dist bernoulli(const Rational& p);       // 1 with probability p, else 0
    // How many of n independent trials of chance p succeed: the same Dist as repeat(bernoulli(p), n,
    // +), from the binomial formula C(n,k)·a^k·b^(n−k)/d^n (p = a/d, b = d − a) when d^n fits.
    static Dist binomial(int n, const Rational& p);
    // Enumerates all sides^n face vectors (each with probability sides^-n) and labels each by
    // f(faces). Exact for any correlated use of the same dice. n ≤ 8 (6^8 = 1.7 million vectors).
    static Dist from_faces(int n, const std::function<int(const std::vector<int>&)>& f, int sides = 6);
    // The same when the label only depends on the faces as a multiset (dice sorted high → low, e.g.
    // the swath order or keep-best): f receives each sorted face vector once, weighted by the number
    // of orderings (n! / Π m_i!). 6 dice: 462 calls instead of 46 656. n ≤ 12.
    static Dist from_sorted_faces(int n, const std::function<int(const std::vector<int>&)>& f, int sides = 6);

    // [SECTION] access
    Rational p(int outcome) const;  // 0 when absent
    Rational p_at_least(int outcome) const;
    Rational p_at_most(int outcome) const;
    Rational total() const;  // 1 for a proper distribution
    const Entries& entries() const { return p_; }
    int min() const;
    int max() const;
    bool empty() const { return p_.empty(); }

    // [SECTION] combination
    void add(int outcome, const Rational& p);          // accumulate mass (used by builders)
    Dist plus(const Dist& other) const;                // sum of two independent outcomes
    Dist shifted(int by) const;                        // every outcome + by (a flat modifier)
    Dist map(const std::function<int(int)>& f) const;  // relabel outcomes (merging equal labels)
    Dist clamped(int lo, int hi) const;                // outcomes below lo count as lo, above hi as hi
    // Independent pair combined by f(a, b).
    static Dist combine(const Dist& a, const Dist& b, const std::function<int(int, int)>& f);
    static Dist max_of(const Dist& a, const Dist& b);  // the larger of two independent outcomes
    static Dist min_of(const Dist& a, const Dist& b);  // the smaller
    // n independent copies of `one` folded left with f, starting from `start` (default point(0)):
    // repeat(one, 3, f) = f(f(f(start, x1), x2), x3). n = 0 gives `start`.
    static Dist repeat(const Dist& one, int n, const std::function<int(int, int)>& f);
    static Dist repeat(const Dist& one, int n, const std::function<int(int, int)>& f, const Dist& start);
    // Conditioning / chaining: for each outcome k of this dist, the dist next(k) of a following
    // test; the result is the mixture Σ P(k)·next(k). E.g. hits.then(h ↦ worst damage of h hits).
    Dist then(const std::function<Dist(int)>& next) const;
    // P(outcome satisfies pred).
    Rational p_if(const std::function<bool(int)>& pred) const;
    // The conditional distribution given pred (throws std::domain_error when P(pred) = 0).
    Dist given(const std::function<bool(int)>& pred) const;

private:
    Entries p_;
};

}  // namespace pm
