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

// printf("%.1f%%", v) for v = r.to_double() * 100: the exact binary value of v rounded to tenths,
// halves to even (glibc and musl both). A probability takes the integer path (printf's formatting
// of a double is the summary's largest cost); anything else goes to printf itself.
std::string percent_text(const Rational& r) {
    const double v = r.to_double() * 100;
    if (v >= 0 && v < 1e15) {
        int e = 0;
        const double m = std::frexp(v, &e);  // v = m · 2^e, m in [0.5, 1), or 0
        const auto mantissa = static_cast<std::uint64_t>(std::ldexp(m, 53));
        const int shift = 53 - e;  // v = mantissa / 2^shift, shift ≥ 3 below 1e15
        const unsigned __int128 tenths = static_cast<unsigned __int128>(mantissa) * 10;  // v·10 · 2^shift
        std::uint64_t q = 0;
        if (shift < 128) {
            q = static_cast<std::uint64_t>(tenths >> shift);
            const unsigned __int128 rest = tenths - (static_cast<unsigned __int128>(q) << shift);
            const unsigned __int128 half = static_cast<unsigned __int128>(1) << (shift - 1);
            if (rest > half || (rest == half && (q & 1))) ++q;
        }
        std::string out = std::to_string(q / 10);
        out += '.';
        out += static_cast<char>('0' + q % 10);
        out += '%';
        return out;
    }
    char buf[48];  // fixed notation, one decimal, as printf rounds it
    const int n = std::snprintf(buf, sizeof buf, "%.1f%%", v);
    return std::string(buf, static_cast<size_t>(n));
}

}  // namespace pm
