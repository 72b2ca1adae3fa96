// Pointman — `fng.outgunned`: its data file read into the rule's input (rules/fng/outgunned.h).
#include "rules/fng/outgunned.h"

#include "contract/calculator_data.h"

namespace pm::fng {
namespace {

OutgunnedInput outgunned_input(const Params& p, const EvalContext&) {
    OutgunnedInput in;
    in.shooter_weapon = p.get_enum("shooter_weapon");
    in.target_weapon = p.get_enum("target_weapon");
    in.target_star = p.get_bool("target_star");
    in.target_hero = p.get_bool("target_hero");
    in.target_close_assault = p.get_bool("target_close_assault");
    in.target_shirker = p.get_bool("target_shirker");
    in.shooter_star = p.get_bool("shooter_star");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.outgunned", outgunned_input, outgunned)
}  // namespace pm::fng
