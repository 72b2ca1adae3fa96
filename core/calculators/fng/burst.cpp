// fng.burst — a burst of fire followed to its end: the request read into the rule's input
// (rules/fng/burst.h, where the chain, the odds and the roll are).
#include "rules/fng/burst.h"

#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

BurstInput burst_input(const Params& p, const EvalContext&) {
    BurstInput in;
    in.rep = p.get_int("rep");
    in.weapon = p.get_enum("weapon");
    in.targets = p.get_int("targets");
    in.dice = p.get_int("dice");
    in.impact = p.get_int("impact");
    in.full_auto = p.get_bool("full_auto");
    in.target = p.get_enum("target");
    in.damage_table = p.get_enum("damage_table");
    in.rep_modifier = p.get_int("rep_modifier");
    in.shown = p.get_int("shown");
    in.target_reps[0] = p.get_int("target_rep");
    for (int i = 2; i <= 6; ++i) in.target_reps[i - 1] = p.get_int("target_rep_" + std::to_string(i));
    in.doing = p.get_enum("doing");
    in.outgunned = p.get_bool("outgunned");
    in.can_fire = p.get_bool("can_fire");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.burst", burst_input, burst, roll_burst)
}  // namespace pm::fng
