// Pointman — FNG p.22, the Wanting to Charge Check for a group sharing ONE Leader Die (FNG pp.14,
// 22; QRS p.76; table FNG-T18, algorithm FNG-A2).
//
// One Leader Die is rolled against the Leader's Rep for the whole group; every figure then rolls its
// own two dice (Wuss: one) against its own Rep, and a passed Leader Die adds one pass (capped at 2).
// The figures' results are correlated through the shared Leader Die, so the odds condition on its
// face: given the face, figures are independent (Dist::combine), and the six cases are mixed.
// A Born Leader in the group (p.7): he rolls one more die, and every figure within 4" reacts as he
// does, so the whole group takes his result.
// Outcomes: the group's lowest result ("all-charge": everyone passes 2; "cover-stays": someone
// passes 1, so figures in cover with a shot stay and fire; "some-stay": someone passes 0 and stays).
// values.figures: each figure's own chances; values.stay_put: how many figures pass 0.
// Seeded roll, in this order: the Leader Die (when there is one), then each figure's dice in figure
// order (the Born Leader's three when there is one, no dice for the others). The odds and the
// roll read faces through the same ChargeGroup.
#pragma once

#include <vector>

#include "engine/answer.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"

namespace pm::fng {

struct GroupChargeInput {
    std::vector<int> reps;                                             // the figures present, in order (Rep 2 to 6)
    int leader = 0;                                                    // the Leader's Rep for the Leader Die (0 = none)
    int wuss = 0;                                                      // the Wuss's figure number (0 = none)
    int born = 0;                                                      // the Born Leader's figure number (0 = none)
    dice::LeaderDieRule rule = dice::LeaderDieRule::CancelOneFailure;  // the reading `leader_die_rule`
};

Answer group_charge(const GroupChargeInput& in);
void roll_group_charge(const GroupChargeInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
