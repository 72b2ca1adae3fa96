#include "engine/exact/percent.h"

#include <cmath>
#include <cstdint>
#include <cstdio>

#include "engine/exact/rational.h"

namespace pm {

namespace {
// v (a percentage) in tenths as printf("%.1f", v) rounds it: the exact binary value of v, halves to
// even (glibc and musl both). A probability takes this integer path (printf's formatting of a double
// is a summary's largest cost); false for anything printf must do itself.
bool tenths_of(double v, std::uint64_t& q) {
    if (!(v >= 0 && v < 1e15)) return false;
    int e = 0;
    const double m = std::frexp(v, &e);  // v = m · 2^e, m in [0.5, 1), or 0
    const auto mantissa = static_cast<std::uint64_t>(std::ldexp(m, 53));
    const int shift = 53 - e;  // v = mantissa / 2^shift, shift ≥ 3 below 1e15
    const unsigned __int128 tenths = static_cast<unsigned __int128>(mantissa) * 10;  // v·10 · 2^shift
    q = 0;
    if (shift < 128) {
        q = static_cast<std::uint64_t>(tenths >> shift);
        const unsigned __int128 rest = tenths - (static_cast<unsigned __int128>(q) << shift);
        const unsigned __int128 half = static_cast<unsigned __int128>(1) << (shift - 1);
        if (rest > half || (rest == half && (q & 1))) ++q;
    }
    return true;
}

// p as a percentage. `zero` and `one`: p is exactly 0 or 1; `inside`: exactly strictly between
// them (a double may only round to 0 or 1: a Rational's 1 - 10^-20 reads "> 99.9%", not "100.0%").
std::string percent_of(double p, bool zero, bool one, bool inside) {
    if (zero) return "0%";
    if (one) return "100%";
    const double v = p * 100;
    std::uint64_t q = 0;
    if (!tenths_of(v, q)) {
        char buf[48];  // fixed notation, one decimal, as printf rounds it
        const int n = std::snprintf(buf, sizeof buf, "%.1f%%", v);
        return std::string(buf, static_cast<size_t>(n));
    }
    // A chance that can happen never reads "0.0%", one that can fail never "100.0%".
    if (inside && q == 0) return "< 0.1%";
    if (inside && q >= 1000) return "> 99.9%";
    std::string out = std::to_string(q / 10);
    out += '.';
    out += static_cast<char>('0' + q % 10);
    out += '%';
    return out;
}
}  // namespace

std::string percent_text(const Rational& r) {
    return percent_of(r.to_double(), r.num() == 0, r.num() == r.den(), r.num() > 0 && r.num() < r.den());
}

std::string percent_text(double p) {
    return percent_of(p, p == 0, p == 1, p > 0 && p < 1);
}

}  // namespace pm
