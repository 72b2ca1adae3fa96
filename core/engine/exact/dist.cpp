#include "engine/exact/dist.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "engine/dice/pool.h"

namespace pm {
namespace {

// The entry of `outcome` in a sorted array, or where it would go.
template <class E>
auto entry_at(E& entries, int outcome) {
    return std::lower_bound(entries.begin(), entries.end(), outcome, [](const auto& e, int k) { return e.first < k; });
}

// Counts per label, kept sorted like a Dist's entries (from_faces, from_sorted_faces).
void count_label(std::vector<std::pair<int, long long>>& counts, int label, long long n) {
    auto it = entry_at(counts, label);
    if (it != counts.end() && it->first == label)
        it->second += n;
    else
        counts.insert(it, {label, n});
}

}  // namespace

Dist Dist::point(int outcome) {
    Dist d;
    d.p_.emplace_back(outcome, Rational(1));
    return d;
}

Dist Dist::uniform(int lo, int hi) {
    if (hi < lo) throw std::invalid_argument("uniform: empty range");
    Dist d;
    Rational each(1, hi - lo + 1);
    d.p_.reserve(static_cast<size_t>(hi - lo + 1));
    for (int v = lo; v <= hi; ++v) d.p_.emplace_back(v, each);
    return d;
}

Dist Dist::sum_of_dice(int n, int sides) {
    if (n < 0) throw std::invalid_argument("sum_of_dice: n < 0");
    return dice::pool_dist(dice::PoolDie::d(sides), n, [](const dice::PoolCounts& c) { return c.sum(); });
}

Dist Dist::bernoulli(const Rational& p) {
    if (p < Rational(0) || p > Rational(1)) throw std::invalid_argument("bernoulli: p outside 0..1");
    Dist d;
    d.add(1, p);
    d.add(0, Rational(1) - p);
    return d;
}

Dist Dist::binomial(int n, const Rational& p) {
    if (n >= 0 && p > Rational(0) && p < Rational(1)) {
        const __int128 a = p.num(), b = p.den() - p.num(), d = p.den();
        __int128 total = 1;
        bool fits = true;
        for (int i = 0; i < n && fits; ++i) fits = (total *= d) <= INT64_MAX;
        if (fits) {  // every term is at most d^n: (a + b)^n is their sum
            Dist out;
            out.p_.reserve(static_cast<size_t>(n + 1));
            __int128 choose = 1;  // C(n, k)
            for (int k = 0; k <= n; ++k) {
                __int128 term = choose;
                for (int i = 0; i < k; ++i) term *= a;
                for (int i = k; i < n; ++i) term *= b;
                out.add(k, Rational(static_cast<int64_t>(term), static_cast<int64_t>(total)));
                choose = choose * (n - k) / (k + 1);
            }
            return out;
        }
    }
    return repeat(bernoulli(p), n, [](int x, int y) { return x + y; });
}

Dist Dist::from_faces(int n, const std::function<int(const std::vector<int>&)>& f, int sides) {
    if (n < 0 || n > 8 || sides < 1) throw std::invalid_argument("from_faces: n must be 0..8");
    long long total = 1;
    for (int i = 0; i < n; ++i) total *= sides;
    // Count how many face vectors give each label, then divide once (keeps the fractions small).
    std::vector<std::pair<int, long long>> count;
    std::vector<int> faces(n, 1);
    for (long long code = 0; code < total; ++code) {
        long long c = code;
        for (int i = 0; i < n; ++i, c /= sides) faces[i] = static_cast<int>(c % sides) + 1;
        count_label(count, f(faces), 1);
    }
    Dist d;
    for (const auto& [k, c] : count) d.add(k, Rational(c, total));
    return d;
}

Dist Dist::from_sorted_faces(int n, const std::function<int(const std::vector<int>&)>& f, int sides) {
    if (n < 0 || n > 12 || sides < 1) throw std::invalid_argument("from_sorted_faces: n must be 0..12");
    // Each multiset of faces once, with its number of orderings (engine/dice/pool.h).
    std::vector<int> faces;
    faces.reserve(static_cast<size_t>(n));
    return dice::pool_dist(dice::PoolDie::d(sides), n, [&](const dice::PoolCounts& c) {
        c.sorted_desc(faces);
        return f(faces);
    });
}

Dist Dist::max_of(const Dist& a, const Dist& b) {
    return combine(a, b, [](int x, int y) { return std::max(x, y); });
}
Dist Dist::min_of(const Dist& a, const Dist& b) {
    return combine(a, b, [](int x, int y) { return std::min(x, y); });
}

Dist Dist::repeat(const Dist& one, int n, const std::function<int(int, int)>& f) {
    return repeat(one, n, f, point(0));
}
Dist Dist::repeat(const Dist& one, int n, const std::function<int(int, int)>& f, const Dist& start) {
    if (n < 0) throw std::invalid_argument("repeat: n < 0");
    Dist d = start;
    for (int i = 0; i < n; ++i) d = combine(d, one, f);
    return d;
}

Dist Dist::then(const std::function<Dist(int)>& next) const {
    Dist out;
    for (const auto& [k, pk] : p_) {
        Dist sub = next(k);
        for (const auto& [j, pj] : sub.p_) out.add(j, pk * pj);
    }
    return out;
}

Rational Dist::p_if(const std::function<bool(int)>& pred) const {
    Rational s(0);
    for (const auto& [k, v] : p_)
        if (pred(k)) s += v;
    return s;
}

Dist Dist::given(const std::function<bool(int)>& pred) const {
    Rational z = p_if(pred);
    if (z.is_zero()) throw std::domain_error("given: condition has probability 0");
    Dist out;
    for (const auto& [k, v] : p_)
        if (pred(k)) out.add(k, v / z);
    return out;
}

Rational Dist::p(int outcome) const {
    auto it = entry_at(p_, outcome);
    return it == p_.end() || it->first != outcome ? Rational(0) : it->second;
}

Rational Dist::p_at_least(int outcome) const {
    Rational s(0);
    for (auto it = entry_at(p_, outcome); it != p_.end(); ++it) s += it->second;
    return s;
}

Rational Dist::p_at_most(int outcome) const {
    Rational s(0);
    for (auto it = p_.begin(); it != p_.end() && it->first <= outcome; ++it) s += it->second;
    return s;
}

Rational Dist::total() const {
    Rational s(0);
    for (const auto& [k, v] : p_) s += v;
    return s;
}

int Dist::min() const {
    if (p_.empty()) throw std::logic_error("empty distribution");
    return p_.begin()->first;
}
int Dist::max() const {
    if (p_.empty()) throw std::logic_error("empty distribution");
    return p_.rbegin()->first;
}

void Dist::add(int outcome, const Rational& p) {
    if (p.is_zero()) return;
    auto it = entry_at(p_, outcome);
    if (it != p_.end() && it->first == outcome)
        it->second += p;
    else
        p_.insert(it, {outcome, p});
}

Dist Dist::combine(const Dist& a, const Dist& b, const std::function<int(int, int)>& f) {
    Dist out;
    for (const auto& [ka, pa] : a.p_)
        for (const auto& [kb, pb] : b.p_) out.add(f(ka, kb), pa * pb);
    return out;
}

Dist Dist::plus(const Dist& other) const {
    return combine(*this, other, [](int x, int y) { return x + y; });
}

Dist Dist::shifted(int by) const {
    Dist out = *this;
    for (auto& e : out.p_) e.first += by;
    return out;
}

Dist Dist::map(const std::function<int(int)>& f) const {
    Dist out;
    for (const auto& [k, v] : p_) out.add(f(k), v);
    return out;
}

Dist Dist::clamped(int lo, int hi) const {
    return map([lo, hi](int v) { return v < lo ? lo : (v > hi ? hi : v); });
}

}  // namespace pm
