// Pointman — exact probabilities as reduced fractions.
//
// Every probability the core reports is a `Rational`: a reduced fraction with a positive
// denominator. Arithmetic is done in 128-bit intermediates and reduced at every step; a result
// that does not fit in 64 bits throws std::overflow_error (the caller turns it into an error
// response, it never aborts). Dice denominators are powers of 6 (6^24 still fits).
#pragma once

#include <cstdint>
#include <string>

namespace pm {

class Rational {
public:
    constexpr Rational() = default;
    Rational(int64_t num, int64_t den = 1);

    int64_t num() const { return num_; }
    int64_t den() const { return den_; }
    double to_double() const { return static_cast<double>(num_) / static_cast<double>(den_); }
    std::string str() const;  // "1/36", "0", "1"

    bool is_zero() const { return num_ == 0; }

    friend Rational operator+(const Rational& a, const Rational& b);
    friend Rational operator-(const Rational& a, const Rational& b);
    friend Rational operator*(const Rational& a, const Rational& b);
    friend Rational operator/(const Rational& a, const Rational& b);
    Rational& operator+=(const Rational& o) { return *this = *this + o; }
    Rational& operator-=(const Rational& o) { return *this = *this - o; }
    Rational& operator*=(const Rational& o) { return *this = *this * o; }
    friend bool operator==(const Rational& a, const Rational& b) { return a.num_ == b.num_ && a.den_ == b.den_; }
    friend bool operator!=(const Rational& a, const Rational& b) { return !(a == b); }
    friend bool operator<(const Rational& a, const Rational& b);
    friend bool operator<=(const Rational& a, const Rational& b) { return !(b < a); }
    friend bool operator>(const Rational& a, const Rational& b) { return b < a; }
    friend bool operator>=(const Rational& a, const Rational& b) { return !(a < b); }

    // Parses "3/4", "1", "0" (what str() writes). Throws std::invalid_argument.
    static Rational parse(const std::string& s);

private:
    static Rational from_wide(__int128 num, __int128 den);
    static Rational from_narrow(int64_t num, int64_t den);
    int64_t num_ = 0;
    int64_t den_ = 1;
};

// "12.5%", "< 0.1%", "100%": a chance as every player reads it, by the one percent rule
// (engine/exact/percent.h, which also takes a double).
std::string percent_text(const Rational& r);

}  // namespace pm
