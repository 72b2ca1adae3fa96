// Pointman — FNG "Can I engage him?": line of sight (FNG §3, FNG-A11) and ranged combat (§2.5): is
// he in sight, in range (FNG-T08 / faction lists), which To Hit class applies (FNG-T03, FNG-A4) and
// the chance that one die hits. Outcomes `hit` / `miss` are for one die (both 0/1 when the shot
// cannot be taken). Deterministic: no seeded roll.
//
// The "Resolve the fire" action carries {"label", "request"}: the fng.fire request, which the
// calculator turns into a link (a link spells a request against the calculator's parameters).
#pragma once

#include <string>

#include "engine/answer.h"
#include "rules/fng/los_rules.h"

namespace pm::fng {

struct EngageInput {
    LosSituation sit;          // the viewer's situation; sit.distance to the target, sit.rep the shooter's
    std::string weapon;        // a row id of data/fng/los-weapons.json
    std::string target;        // the target's situation (to_hit.h target_situation)
    bool fast_moving = false;  // the shooter or the target: either makes it B
    int target_order = 0;
    bool crack_shot = false;
    bool marksman = false;
    bool marksman_with_mg = false;  // the reading `marksman_weapons` (shared_readings.h)
    bool pigman = false;
    bool target_has_light = false;
    bool fire_calculator = true;  // fng.fire is there to resolve the shot
};

Answer engage(const EngageInput& in);

}  // namespace pm::fng
