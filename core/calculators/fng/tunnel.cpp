// Pointman — `fng.tunnel`: the FNG detailed tunnel method (pp.57–58), its parameters read into the
// rule's input (rules/fng/tunnel/complex.h; the generator's draws: rules/fng/tunnel/generator.h).
// Its parameters, words and the generator's version: data/calculators/fng/fng.tunnel.json.
#include "contract/calculator_data.h"
#include "rules/fng/tunnel/complex.h"

namespace pm::fng::tunnel {
namespace {

TunnelInput tunnel_input(const Params& p, const EvalContext&) {
    TunnelInput in;
    in.size = p.get_enum("size");
    in.flashlight = p.get_bool("flashlight");
    in.referee = p.get_enum("mode") == "referee";
    in.sections = p.get_int("sections");
    in.choices = p.get_text("choices");
    in.rep = p.get_int("rep");
    in.small_split = p.get_bool("small_split");
    in.svg = p.get_enum("format") == "svg";
    in.generator = find_calculator("fng.tunnel")->generator;
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.tunnel", tunnel_input, tunnel_answer, roll_tunnel_complex)
}  // namespace pm::fng::tunnel
