// Pointman — the parameters both FNG line-of-sight calculators take (`fng.los`, `fng.engage`), and
// the reading of a request's values into the rule's situation (rules/fng/los_rules.h).
#pragma once

#include <vector>

#include "contract/param.h"
#include "rules/fng/los_rules.h"

namespace pm::fng {

// The situation parameters both LOS calculators take (contract names first).
std::vector<ParamSpec> los_situation_params();

// The weapons of data/fng/los-weapons.json as choices.
std::vector<Choice> los_weapon_choices();

// The situation of validated params (see los_situation_params).
LosSituation los_situation(const Params& p);

}  // namespace pm::fng
