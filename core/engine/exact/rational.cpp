#include "engine/exact/rational.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <numeric>
#include <stdexcept>

namespace pm {

namespace {
__int128 gcd128(__int128 a, __int128 b) {
    if (a < 0) a = -a;
    if (b < 0) b = -b;
    while (b != 0) {
        __int128 t = a % b;
        a = b;
        b = t;
    }
    return a;
}
}  // namespace

Rational Rational::from_wide(__int128 num, __int128 den) {
    if (den == 0) throw std::domain_error("fraction with zero denominator");
    if (den < 0) {
        num = -num;
        den = -den;
    }
    __int128 g = gcd128(num, den);
    if (g > 1) {
        num /= g;
        den /= g;
    }
    if (num == 0) den = 1;
    const __int128 lim = INT64_MAX;
    if (num > lim || num < -lim || den > lim) throw std::overflow_error("exact fraction too large");
    Rational r;
    r.num_ = static_cast<int64_t>(num);
    r.den_ = static_cast<int64_t>(den);
    return r;
}

// The common case: numerator and denominator fit in 64 bits, so the reduction divides in 64 bits
// (a 128-bit remainder is a library call, several times slower). Same result as from_wide.
Rational Rational::from_narrow(int64_t num, int64_t den) {
    if (den == 0) throw std::domain_error("fraction with zero denominator");
    if (den < 0) {
        if (num == INT64_MIN || den == INT64_MIN) return from_wide(num, den);
        num = -num;
        den = -den;
    }
    if (num == INT64_MIN) return from_wide(num, den);
    const int64_t g = std::gcd(num, den);
    if (g > 1) {
        num /= g;
        den /= g;
    }
    if (num == 0) den = 1;
    if (num == INT64_MIN) return from_wide(num, den);
    Rational r;
    r.num_ = num;
    r.den_ = den;
    return r;
}

Rational::Rational(int64_t num, int64_t den) {
    *this = from_narrow(num, den);
}

// a*b + c*d over e*f, in 64 bits when nothing overflows, otherwise through the 128-bit path.
Rational operator+(const Rational& a, const Rational& b) {
    int64_t x, y, n, d;
    if (!__builtin_mul_overflow(a.num_, b.den_, &x) && !__builtin_mul_overflow(b.num_, a.den_, &y) &&
        !__builtin_add_overflow(x, y, &n) && !__builtin_mul_overflow(a.den_, b.den_, &d))
        return Rational::from_narrow(n, d);
    return Rational::from_wide(static_cast<__int128>(a.num_) * b.den_ + static_cast<__int128>(b.num_) * a.den_,
                               static_cast<__int128>(a.den_) * b.den_);
}
Rational operator-(const Rational& a, const Rational& b) {
    int64_t x, y, n, d;
    if (!__builtin_mul_overflow(a.num_, b.den_, &x) && !__builtin_mul_overflow(b.num_, a.den_, &y) &&
        !__builtin_sub_overflow(x, y, &n) && !__builtin_mul_overflow(a.den_, b.den_, &d))
        return Rational::from_narrow(n, d);
    return Rational::from_wide(static_cast<__int128>(a.num_) * b.den_ - static_cast<__int128>(b.num_) * a.den_,
                               static_cast<__int128>(a.den_) * b.den_);
}
Rational operator*(const Rational& a, const Rational& b) {
    int64_t n, d;
    if (!__builtin_mul_overflow(a.num_, b.num_, &n) && !__builtin_mul_overflow(a.den_, b.den_, &d))
        return Rational::from_narrow(n, d);
    return Rational::from_wide(static_cast<__int128>(a.num_) * b.num_, static_cast<__int128>(a.den_) * b.den_);
}
Rational operator/(const Rational& a, const Rational& b) {
    int64_t n, d;
    if (!__builtin_mul_overflow(a.num_, b.den_, &n) && !__builtin_mul_overflow(a.den_, b.num_, &d))
        return Rational::from_narrow(n, d);
    return Rational::from_wide(static_cast<__int128>(a.num_) * b.den_, static_cast<__int128>(a.den_) * b.num_);
}
bool operator<(const Rational& a, const Rational& b) {
    return static_cast<__int128>(a.num_) * b.den_ < static_cast<__int128>(b.num_) * a.den_;
}

std::string Rational::str() const {
    char buf[48];  // two 64-bit integers (20 characters each) and the slash
    char* end = std::to_chars(buf, buf + 20, num_).ptr;
    if (den_ != 1) {
        *end++ = '/';
        end = std::to_chars(end, end + 20, den_).ptr;
    }
    return std::string(buf, end);
}

Rational Rational::parse(const std::string& s) {
    size_t slash = s.find('/');
    try {
        size_t used = 0;
        if (slash == std::string::npos) {
            long long n = std::stoll(s, &used);
            if (used != s.size()) throw std::invalid_argument("trailing characters");
            return Rational(n, 1);
        }
        std::string a = s.substr(0, slash), b = s.substr(slash + 1);
        long long n = std::stoll(a, &used);
        if (used != a.size()) throw std::invalid_argument("trailing characters");
        long long d = std::stoll(b, &used);
        if (used != b.size() || d == 0) throw std::invalid_argument("bad denominator");
        return Rational(n, d);
    } catch (const std::logic_error&) {
        throw std::invalid_argument("not a fraction: " + s);
    }
}

}  // namespace pm
