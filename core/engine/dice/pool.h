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
// when a result cannot be represented: the path every Dist takes. The walk is depth first, each
// level multiplying in its outcome's C(left, k)·w^k, and allocates nothing per multiset or per
// outcome (fixed arrays; past 64 labels, one vector).
//
// [SECTION] the die: outcomes with integer weights
// [SECTION] the pool's multisets, as the label function sees them
// [SECTION] counting a pool: pool_dist()
//
// The enumerating engine (Dist::from_faces over every face sequence) is the reference: the tests
// (tests/core/engine/test_pool.cpp) hold the two equal, exactly, for every pool size the books roll.
#pragma once

#include <algorithm>
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
namespace pool_detail {

// C(n, k) for n ≤ 20 (Pascal's triangle, made when compiling).
struct Choose {
    std::uint64_t c[kPoolMaxDice + 1][kPoolMaxDice + 1];
    constexpr Choose() : c() {
        for (int n = 0; n <= kPoolMaxDice; ++n) {
            c[n][0] = 1;
            for (int k = 1; k <= n; ++k) c[n][k] = c[n - 1][k - 1] + (k < n ? c[n - 1][k] : 0);
        }
    }
};
inline constexpr Choose kChoose{};

using Powers = std::uint64_t[kPoolMaxOutcomes][kPoolMaxDice + 1];

// Every way to share `left` dice among the outcomes from `level` on, depth first ((left, 0, …)
// first): counts[] filled, then visit(ways), ways the running product of C(left, k)·w^k over the
// levels (n! / (k1! … km!) · w1^k1 … wm^km at the end). Unsigned: where W^n does not fit the
// product wraps and the caller does not read it.
template <class Visit>
void walk(int level, int m, int left, std::uint64_t ways, int* counts, const Powers& power, Visit& visit) {
    if (level == m - 1) {
        counts[level] = left;
        visit(ways * power[level][left]);
        return;
    }
    for (int k = left; k >= 0; --k) {
        counts[level] = k;
        walk(level + 1, m, left - k, ways * kChoose.c[left][k] * power[level][k], counts, power, visit);
    }
}

}  // namespace pool_detail

// The distribution of label(counts) over n dice like `die` (n = 0: one empty multiset).
template <class F>
Dist pool_dist(const PoolDie& die, int n, F&& label) {
    const int m = die.size();
    if (n < 0 || n > kPoolMaxDice) throw std::invalid_argument("pool: 0 to 20 dice");
    if (m == 0) throw std::invalid_argument("pool: a die with no outcome");
    // weight^k for k = 0..n, and whether the denominator W^n fits (then every product does: each
    // is a part of W^n)
    pool_detail::Powers power;
    for (int i = 0; i < m; ++i) {
        power[i][0] = 1;
        for (int k = 1; k <= n; ++k) power[i][k] = power[i][k - 1] * static_cast<std::uint64_t>(die.weight(i));
    }
    const std::int64_t w = die.total();
    std::int64_t total = 1;
    bool fits = true;
    for (int k = 0; k < n && fits; ++k) fits = !__builtin_mul_overflow(total, w, &total);

    int counts[kPoolMaxOutcomes] = {};
    if (!fits) {  // the Rational path: each multiset's probability, exact or overflow_error
        Dist wide;
        auto add = [&](std::uint64_t) {
            Rational p(1);
            for (int i = 0, left = n; i < m; left -= counts[i], ++i) {
                p *= Rational(static_cast<std::int64_t>(pool_detail::kChoose.c[left][counts[i]]));
                for (int k = 0; k < counts[i]; ++k) p *= Rational(die.weight(i), w);
            }
            wide.add(label(PoolCounts(die, counts, n)), p);
        };
        pool_detail::walk(0, m, n, 1, counts, power, add);
        return wide;
    }
    std::pair<int, std::int64_t> tally[64];  // (label, count) by label; past 64 labels, a vector
    int labels = 0;
    std::vector<std::pair<int, std::int64_t>> more;
    auto count = [&](std::uint64_t ways) {
        const int at = label(PoolCounts(die, counts, n));
        const auto c = static_cast<std::int64_t>(ways);
        int j = 0;
        while (j < labels && tally[j].first < at) ++j;
        if (j < labels && tally[j].first == at) {
            tally[j].second += c;
        } else if (labels < 64) {
            for (int i = labels; i > j; --i) tally[i] = tally[i - 1];
            tally[j] = {at, c};
            ++labels;
        } else {
            auto it = std::lower_bound(more.begin(), more.end(), std::make_pair(at, std::int64_t{0}),
                                       [](const auto& x, const auto& y) { return x.first < y.first; });
            if (it != more.end() && it->first == at)
                it->second += c;
            else
                more.insert(it, {at, c});
        }
    };
    pool_detail::walk(0, m, n, 1, counts, power, count);
    Dist d;
    for (int j = 0; j < labels; ++j) d.add(tally[j].first, Rational(tally[j].second, total));
    for (const auto& [at, c] : more) d.add(at, Rational(c, total));
    return d;
}

}  // namespace pm::dice
