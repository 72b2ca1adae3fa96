// Pointman — FNG: a FAC over the battle (FNG pp.45-47, footnote (2) of the reinforcement tables).
// Each turn one die: 1-4 the FAC stays and can be called for further strikes, 5-6 it leaves for good.
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

// Does the FAC stay on this turn's die?
inline bool fac_stays(int face) {
    return face <= 4;
}

// [SECTION] fng.fac: is the FAC still on station after `turns` rolls (fac.cpp)?
struct FacInput {
    int turns = 1;
};
Answer fac_on_station(const FacInput& in);
void roll_fac_on_station(const FacInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
