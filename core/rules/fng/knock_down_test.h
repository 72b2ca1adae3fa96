// Pointman — FNG 2.0 Knock Down Test (FNG p.2.0-2, table FNG-T07), chained after a 2.0 Knock Down.
//
// A figure knocked down under the FNG 2.0 damage table tests at its next activation: 2d6 against
// its Rep, passes capped at 2. Pass 2: back in the fight; pass 1: stays down and tests again next
// turn; pass 0: Out of the Fight. "Settled" repeats the test until it is not a pass 1.
#pragma once

#include <vector>

#include "engine/exact/dist.h"

namespace pm::fng {

enum KnockDownTest : int { kKdtOut = 0, kKdtDown = 1, kKdtBack = 2 };

// The test read on two faces (the seeded roll and the odds both use it).
int knock_down_test_for_faces(const std::vector<int>& faces, int rep);

// One test: outcomes kKdtOut, kKdtDown, kKdtBack.
Dist knock_down_test(int rep);

// Tested turn after turn until the figure is back or out: outcomes kKdtOut and kKdtBack only.
// P(back) = p2 / (p2 + p0), the geometric series over the turns spent down.
Dist knock_down_settled(int rep);

// Expected number of tests until settled: 1 / (1 - p1).
Rational knock_down_expected_tests(int rep);

}  // namespace pm::fng
