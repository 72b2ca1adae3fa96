// Pointman — `fng.booby-trap`: finding a booby trap and disarming it, its parameters read into the
// rule's input (rules/fng/booby_traps.h: booby_trap, roll_booby_trap).
#include "contract/calculator_data.h"
#include "rules/fng/booby_traps.h"

namespace pm::fng {
namespace {

BoobyTrapInput booby_trap_input(const Params& p, const EvalContext&) {
    BoobyTrapInput in;
    in.rep = p.get_int("rep");
    in.trap = p.get_enum("trap");
    in.pointman = p.get_bool("pointman");
    in.tunnel_rat_fast = p.get_bool("tunnel_rat_fast");
    in.disarm = p.get_bool("disarm");
    in.wire_cutters = p.get_bool("wire_cutters");
    in.rule = disarm_rule(p.get_bool("walk_away_on_pass1"), p.get_enum("pass1_rule") == "try-again");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.booby-trap", booby_trap_input, booby_trap, roll_booby_trap)
}  // namespace pm::fng
