// Pointman — FNG: a FAC over the battle (FNG pp.45-47, footnote (2) of the reinforcement tables).
// Each turn one die: 1-4 the FAC stays and can be called for further strikes, 5-6 it leaves for good.
#pragma once

namespace pm::fng {

// Does the FAC stay on this turn's die?
inline bool fac_stays(int face) {
    return face <= 4;
}

}  // namespace pm::fng
