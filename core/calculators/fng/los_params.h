// Pointman — the reading of a request's values into the rule's situation (rules/fng/los_rules.h), for
// both FNG line-of-sight calculators (`fng.los`, `fng.engage`; their parameters are in their data
// files, data/calculators/fng/).
#pragma once

#include "contract/param.h"
#include "rules/fng/los_rules.h"

namespace pm::fng {

// The situation of validated params.
LosSituation los_situation(const Params& p);

}  // namespace pm::fng
