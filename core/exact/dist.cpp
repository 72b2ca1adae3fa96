#include "exact/dist.h"

#include <stdexcept>

namespace pm {

Dist Dist::point(int outcome) {
    Dist d;
    d.p_[outcome] = Rational(1);
    return d;
}

Dist Dist::uniform(int lo, int hi) {
    if (hi < lo) throw std::invalid_argument("uniform: empty range");
    Dist d;
    Rational each(1, hi - lo + 1);
    for (int v = lo; v <= hi; ++v) d.p_[v] = each;
    return d;
}

Dist Dist::sum_of_dice(int n, int sides) {
    Dist d = point(0);
    Dist one = die(sides);
    for (int i = 0; i < n; ++i) d = d.plus(one);
    return d;
}

Rational Dist::p(int outcome) const {
    auto it = p_.find(outcome);
    return it == p_.end() ? Rational(0) : it->second;
}

Rational Dist::p_at_least(int outcome) const {
    Rational s(0);
    for (auto it = p_.lower_bound(outcome); it != p_.end(); ++it) s += it->second;
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
    auto it = p_.find(outcome);
    if (it == p_.end())
        p_.emplace(outcome, p);
    else
        it->second += p;
}

Dist Dist::combine(const Dist& a, const Dist& b, const std::function<int(int, int)>& f) {
    Dist out;
    for (const auto& [ka, pa] : a.p_)
        for (const auto& [kb, pb] : b.p_) out.add(f(ka, kb), pa * pb);
    return out;
}

Dist Dist::plus(const Dist& other) const { return combine(*this, other, [](int x, int y) { return x + y; }); }

Dist Dist::shifted(int by) const {
    Dist out;
    for (const auto& [k, v] : p_) out.p_[k + by] = v;
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
