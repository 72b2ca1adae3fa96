// Pointman — TCS Modern Expansion 6.0: night vision and thermal sights (digest Algorithm TCS-A12).
#pragma once

#include <string>

namespace pm::tcs {

enum class Rounding { HalfUp, HalfDown, HalfEven };

// n / d rounded to the nearest whole number; an exact half goes by `mode` (the series' "standard
// rounding rule" is not in the expansion, so it is a setting). n ≥ 0, d > 0.
int round_ratio(int n, int d, Rounding mode);

}  // namespace pm::tcs
