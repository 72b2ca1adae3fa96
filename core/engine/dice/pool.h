// Pointman — a pool of like dice counted as multisets, the way Icepool counts them.
//
// Many rules read n dice alike (FNG's pass dice, a swath's fire dice, the damage dice of n hits, a
// Search & Destroy or TCS pool) and their reading depends on the dice only as a multiset: how many
// dice show each outcome, never which die showed it. So instead of the W^n face sequences of
// n dice of W faces, the pool visits each multiset once (C(n + m − 1, m − 1) of them for a die of m
// outcomes: 462 for 6d6, 7 for 6 pass/fail dice) with its number of sequences as an integer,
// the multinomial n! / (k1! … km!) times w1^k1 … wm^km (wi the weight of outcome i on one die).
//
// Counting is in integers over the one denominator W^n (64 bits), and the distribution is made at
// the end with one division per label. When W^n does not fit in 64 bits (every count is a part of
// it, so then nothing else can overflow), the same walk adds each multiset's probability as an
// exact Rational instead, whose arithmetic goes through 128 bits and throws std::overflow_error
// when a result cannot be represented: the path every Dist takes. The walk allocates nothing per
// multiset or per outcome (fixed arrays); the labels' counts are one array made once.
//
// [SECTION] the die: outcomes with integer weights
// [SECTION] the pool's multisets, as the label function sees them
// [SECTION] counting a pool: pool_dist()
//
// The enumerating engine (Dist::from_faces over every face sequence) is the reference: the tests
// (tests/core/engine/test_pool.cpp) hold the two equal, exactly, for every pool size the books roll.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

#include "engine/exact/dist.h"

namespace pm::dice {

constexpr int kPoolMaxOutcomes = 20;  // distinct outcomes of one die (a d20 at most)
constexpr int kPoolMaxDice = 20;      // 20! still fits in 64 bits

// [SECTION] the die
// One die's outcomes in rising order, each with an integer weight (how many faces show it).
class PoolDie {
public:
    // Faces 1..sides, one each.
    static PoolDie d(int sides = 6) {
        PoolDie die;
        for (int f = 1; f <= sides; ++f) die.add(f, 1);
        return die;
    }
    // Faces 1..sides read through f (equal readings merge: their weights add).
    template <class F>
    static PoolDie read(int sides, F&& f) {
        PoolDie die;
        for (int face = 1; face <= sides; ++face) die.add(f(face), 1);
        return die;
    }
    // `weight` more faces show `outcome` (a weight of 0 adds nothing).
    void add(int outcome, std::int64_t weight) {
        if (weight < 0) throw std::invalid_argument("pool die: negative weight");
        if (weight == 0) return;
        int i = 0;
        while (i < size_ && outcome_[i] < outcome) ++i;
        if (i < size_ && outcome_[i] == outcome) {
            weight_[i] += weight;
            return;
        }
        if (size_ == kPoolMaxOutcomes) throw std::invalid_argument("pool die: too many outcomes");
        for (int j = size_; j > i; --j) {
            outcome_[j] = outcome_[j - 1];
            weight_[j] = weight_[j - 1];
        }
        outcome_[i] = outcome;
        weight_[i] = weight;
        ++size_;
    }
    int size() const { return size_; }
    int outcome(int i) const { return outcome_[i]; }
    std::int64_t weight(int i) const { return weight_[i]; }
    std::int64_t total() const {
        std::int64_t t = 0;
        for (int i = 0; i < size_; ++i) t += weight_[i];
        return t;
    }

private:
    int outcome_[kPoolMaxOutcomes] = {};
    std::int64_t weight_[kPoolMaxOutcomes] = {};
    int size_ = 0;
};

// [SECTION] the pool's multisets
// One multiset of the pool: how many of its dice show each of the die's outcomes (rising order).
class PoolCounts {
public:
    PoolCounts(const PoolDie& die, const int* counts, int dice) : die_(die), counts_(counts), dice_(dice) {}
    int size() const { return die_.size(); }  // the die's outcomes
    int outcome(int i) const { return die_.outcome(i); }
    int count(int i) const { return counts_[i]; }  // dice showing outcome(i)
    int dice() const { return dice_; }             // the pool's size
    int count_of(int outcome) const {              // dice showing `outcome` (0 if the die has none)
        for (int i = 0; i < size(); ++i)
            if (die_.outcome(i) == outcome) return counts_[i];
        return 0;
    }
    int highest() const {  // the highest outcome shown (the pool must not be empty)
        for (int i = size() - 1; i >= 0; --i)
            if (counts_[i] > 0) return die_.outcome(i);
        throw std::logic_error("highest of an empty pool");
    }
    int lowest() const {
        for (int i = 0; i < size(); ++i)
            if (counts_[i] > 0) return die_.outcome(i);
        throw std::logic_error("lowest of an empty pool");
    }
    int sum() const {
        int s = 0;
        for (int i = 0; i < size(); ++i) s += counts_[i] * die_.outcome(i);
        return s;
    }
    // The outcomes shown, highest first (the swath's order), written into `out` (resized to dice()).
    void sorted_desc(std::vector<int>& out) const {
        out.resize(static_cast<size_t>(dice_));
        size_t at = 0;
        for (int i = size() - 1; i >= 0; --i)
            for (int k = 0; k < counts_[i]; ++k) out[at++] = die_.outcome(i);
    }

private:
    const PoolDie& die_;
    const int* counts_;
    int dice_;
};

// [SECTION] counting a pool
// The distribution of label(counts) over n dice like `die` (n = 0: one empty multiset).
template <class F>
Dist pool_dist(const PoolDie& die, int n, F&& label) {
    const int m = die.size();
    if (n < 0 || n > kPoolMaxDice) throw std::invalid_argument("pool: 0 to 20 dice");
    if (m == 0) throw std::invalid_argument("pool: a die with no outcome");
    std::int64_t fact[kPoolMaxDice + 1];
    fact[0] = 1;
    for (int i = 1; i <= n; ++i) fact[i] = fact[i - 1] * i;
    // weight^k for k = 0..n, and whether the denominator W^n fits
    std::int64_t power[kPoolMaxOutcomes][kPoolMaxDice + 1];
    const std::int64_t w = die.total();
    std::int64_t total = 1;
    bool fits = true;
    for (int k = 0; k < n && fits; ++k) fits = !__builtin_mul_overflow(total, w, &total);
    if (fits)
        for (int i = 0; i < m; ++i) {
            power[i][0] = 1;
            for (int k = 1; k <= n; ++k) power[i][k] = power[i][k - 1] * die.weight(i);  // ≤ W^n
        }

    int counts[kPoolMaxOutcomes] = {};
    counts[0] = n;  // the walk: every way to share n dice among m outcomes, (n, 0, …) to (…, 0, n)
    std::vector<std::pair<int, std::int64_t>> tally;  // (label, count), by label
    tally.reserve(16);
    Dist wide;  // the Rational path, when W^n does not fit
    while (true) {
        const int at = label(PoolCounts(die, counts, n));
        if (fits) {
            std::int64_t c = fact[n];
            for (int i = 0; i < m; ++i) c /= fact[counts[i]];  // the multinomial, exact at each step
            for (int i = 0; i < m; ++i) c *= power[i][counts[i]];
            size_t j = 0;
            while (j < tally.size() && tally[j].first < at) ++j;
            if (j < tally.size() && tally[j].first == at)
                tally[j].second += c;
            else
                tally.insert(tally.begin() + static_cast<std::ptrdiff_t>(j), {at, c});
        } else {
            std::int64_t ways = fact[n];
            for (int i = 0; i < m; ++i) ways /= fact[counts[i]];
            Rational p(ways);
            for (int i = 0; i < m; ++i)
                for (int k = 0; k < counts[i]; ++k) p *= Rational(die.weight(i), w);
            wide.add(at, p);
        }
        // next: move one die from the last outcome with dice before the end one step on, and every
        // die of the end outcome with it
        const int last = counts[m - 1];
        counts[m - 1] = 0;
        int j = m - 2;
        while (j >= 0 && counts[j] == 0) --j;
        if (j < 0) break;
        --counts[j];
        counts[j + 1] = last + 1;
    }
    if (!fits) return wide;
    Dist d;
    for (const auto& [at, c] : tally) d.add(at, Rational(c, total));
    return d;
}

}  // namespace pm::dice
