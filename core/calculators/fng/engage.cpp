// Pointman — `fng.engage`: "Can I engage him?" (FNG §3 line of sight + §2.5 ranged combat): the
// request read into the rule's input (rules/fng/engage.h). Its parameters and words:
// data/calculators/fng/fng.engage.json (the situation parameters as in fng.los, then the weapon,
// listed from data/fng/los-weapons.json, and the shot).
#include "rules/fng/engage.h"

#include "calculators/fng/los_params.h"
#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

EngageInput engage_input(const Params& p) {
    EngageInput in;
    in.sit = los_situation(p);
    in.weapon = p.get_enum("weapon");
    in.target = p.get_enum("target");
    in.fast_moving = p.get_bool("fast_moving");
    in.target_order = p.get_int("target_order");
    in.crack_shot = p.get_bool("crack_shot");
    in.marksman = p.get_bool("marksman");
    in.marksman_with_mg = marksman_applies_to_mg(p);
    in.pigman = p.get_bool("pigman");
    in.target_has_light = p.get_bool("target_has_light");
    in.fire_calculator = find_calculator("fng.fire") != nullptr;
    return in;
}

Result evaluate_engage(const Params& p, const EvalContext&) {
    return with_links(engage(engage_input(p)));
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.engage", evaluate_engage)
}  // namespace pm::fng
