// fng.group-charge — a group's Wanting to Charge test sharing ONE Leader Die (FNG pp.14, 22;
// QRS p.76; tables FNG-T18, algorithm FNG-A2): the request read into the rule's input
// (rules/fng/group_charge.h). Its parameters and words: data/calculators/fng/fng.group-charge.json.
#include "calculators/fng/group_common.h"
#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"
#include "rules/fng/group_charge.h"

namespace pm::fng {
namespace {

GroupChargeInput group_charge_input(const Params& p, const EvalContext&) {
    GroupChargeInput in;
    in.reps = group_reps(p);
    in.leader = group_leader_rep(p);
    in.wuss = p.get_int("wuss_figure");
    in.born = p.get_int("born_leader_figure");
    in.rule = leader_die_rule(p);
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.group-charge", group_charge_input, group_charge, roll_group_charge)
}  // namespace pm::fng
