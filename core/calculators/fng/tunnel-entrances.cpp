// Pointman — `fng.tunnel-entrances`: FNG abstract tunnels (p.56), its parameters read into the rule's
// input (rules/fng/tunnel/entrances.h). Its parameters and words:
// data/calculators/fng/fng.tunnel-entrances.json. Nothing here is drawn.
#include "contract/calculator_data.h"
#include "rules/fng/tunnel/entrances.h"

namespace pm::fng::tunnel {
namespace {

TunnelEntrancesInput entrances_input(const Params& p, const EvalContext&) {
    return {p.get_int("support"), p.get_int("rep"),     p.get_bool("pointman"),
            p.get_enum("bomb"),   p.get_enum("charge"), p.get_int("smoke_turns")};
}

}  // namespace
PM_REGISTER_RULE("fng.tunnel-entrances", entrances_input, tunnel_entrances)
}  // namespace pm::fng::tunnel
