// Pointman — the one percent rule: every chance a player reads, in a summary, a value, a bar or a
// table, is written here, and the one rule for an exact fraction shown beside it.
//
//   certain or impossible  "100%", "0%"   (the exact value 1 or 0: nothing else reads so)
//   otherwise              "12.5%"        one decimal, printf's rounding of the exact binary value
//                          "< 0.1%"       a chance that rounds to 0.0 but can happen
//                          "> 99.9%"      a chance that rounds to 100.0 but can fail
//
// A value outside [0, 1] (a ratio, not a chance) keeps one decimal with no clamp.
#pragma once

#include <string>

namespace pm {

class Rational;

std::string percent_text(const Rational& r);
std::string percent_text(double p);

// An exact fraction is read beside its percentage while it is short ("35/216"); a longer one
// ("393177857101296775/789730223053602816") is a tap away. At most this many characters.
constexpr size_t kShortFraction = 7;
inline bool fraction_is_short(const std::string& exact) {
    return exact.size() <= kShortFraction;
}

}  // namespace pm
