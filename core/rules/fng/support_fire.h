// Pointman — FNG hits that need no To Hit roll, and blast weapons whose every figure rolls To Hit at
// the weapon's Rep. The one home of these rules: fng.damage-only and
// fng.indirect-fire read them here; damage itself is rules/fng/damage.h (worst_damage).
//
//   No To Hit roll: a Claymore or CDM, punji stakes, canister, napalm (each turn inside), a
//   helicopter's engine failure or crash, Losing Control, Overrun pass 0 (FNG pp.23, 27-29, 53, 55,
//   59): each figure takes its hits and rolls the Damage Table. Jump For It! pass 0 (p.28): one die
//   picks the fall — 1-2 Impact 1, 3-4 Impact 2, 5 Impact 3, 6 run over and killed.
//   Blast weapons (pp.50-53): every figure in the blast rolls one To Hit die at the weapon's Rep
//   (mortars 5, artillery and bombs 6, aircraft rockets the pilot's) against its own situation;
//   a hit rolls the Damage Table with the weapon's Impact.
// The presets are data: data/fng/support_fire.json.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/json.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"
#include "rules/fng/to_hit.h"

namespace pm::fng {

const json& damage_sources();  // data/fng/support_fire.json "sources"
const json& ordnance();        // data/fng/support_fire.json "ordnance"
const json* find_by_id(const json& list, const std::string& id);

// Jump For It! pass 0 (p.28): the fall die's Impact, or kFallKilled on a 6 (run over).
constexpr int kFallKilled = -1;
int jump_fall_impact(int face);

// The figure's result from a fall: the fall die, then (unless killed) one damage die. No armour
// counts against a fall (it is neither blast nor ballistic).
int jump_fall_result(int fall_face, const std::vector<int>& damage_faces, DamageTable t, const DamageOptions& o);

// One figure in the blast of indirect fire or ordnance: one To Hit die at the weapon's Rep against
// the figure's own situation; on a hit one damage die at `impact`.
int blast_figure_result(int hit_face, int damage_face, int weapon_rep, const ShotSituation& s, int impact,
                        DamageTable t, const DamageOptions& o);

// [SECTION] fng.indirect-fire: one figure in the blast of a mortar, artillery or air ordnance
// (an ordnance() row by id), its chance and its roll.
struct IndirectFireInput {
    std::string weapon = "light-mortar";  // an ordnance() id ("custom": the rep and impact below)
    int rep = 5, impact = 2;              // a custom weapon's
    int pilot_rep = 4;                    // aircraft weapons fire at the pilot's Rep
    bool bomb_impact_from_list = false;   // Impact from the aircraft weapons list, not the air strike rules
    std::string target = "open";          // the figure's situation (to_hit.h target_situation)
    bool fast_moving = false;
    bool flak_jacket = false;
    int target_rep = 4;
    bool hard_as_nails = false;
    bool larger_than_life = false;
    DamageTable damage_table = DamageTable::V1;
};
Answer indirect_fire(const IndirectFireInput& in);
void roll_indirect_fire(const IndirectFireInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
