// Pointman — `tcs.helicopter-move`: helicopter movement (TCS Modern 4.1b; the rule:
// rules/tcs/helicopters.h).

#include "contract/calculator_data.h"
#include "rules/tcs/helicopters.h"

namespace pm::tcs {
namespace {

HelicopterMoveInput helicopter_move_input(const Params& p, const EvalContext&) {
    return {p.get_int("low_hexes"), p.get_int("noe_hexes"), p.get_int("mode_changes"),
            p.get_int("loads"),     p.get_int("slings"),    p.get_enum("mopp") == "high"};
}

}  // namespace
PM_REGISTER_RULE("tcs.helicopter-move", helicopter_move_input, helicopter_move)
}  // namespace pm::tcs
