// Pointman — the reading of a request's values into the rule's situation (rules/fng/los_rules.h), for
// both FNG line-of-sight calculators (`fng.los`, `fng.engage`; their parameters are in their data
// files, data/calculators/fng/).
#pragma once

#include "contract/param.h"
#include "engine/answer.h"
#include "rules/fng/los_rules.h"

namespace pm::fng {

// The situation of validated params.
LosSituation los_situation(const Params& p);

// The rule's actions that carry a request to another calculator ({"label", "request"}) as the link
// to it ({"label", "link"}): a link spells the request against that calculator's parameters.
Answer with_links(Answer a);

}  // namespace pm::fng
