// Pointman — `fng.los`: how far can he see (FNG §3, FNG-A11; FNG-T68, T69, T73): the request read
// into the rule's input (rules/fng/los_rules.h, line_of_sight). Its parameters and words:
// data/calculators/fng/fng.los.json (the situation parameters are the same as fng.engage's; terrain,
// weather, lit areas and weapons list the rows of data/fng/los.json and los-weapons.json).
#include "calculators/fng/los_params.h"
#include "contract/calculator_data.h"
#include "rules/fng/los_rules.h"

namespace pm::fng {
namespace {

LosInput los_input(const Params& p) {
    LosInput in{los_situation(p), p.get_enum("weapon"), std::nullopt};
    // The parameters of this request to pass on to fng.engage by link.
    if (const Calculator* eng = find_calculator("fng.engage")) {
        json out = json::object();
        for (const auto& s : eng->params)
            if (p.has(s.name)) out[s.name] = p.as_json().at(s.name);
        in.engage_params = out;
    }
    return in;
}

Result evaluate_los_request(const Params& p, const EvalContext&) {
    return with_links(line_of_sight(los_input(p)));
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.los", evaluate_los_request)
}  // namespace pm::fng
