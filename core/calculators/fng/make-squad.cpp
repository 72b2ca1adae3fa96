// Pointman — `fng.make-squad`: its data file read into the rule's input (rules/fng/character_generation.h).

#include "contract/calculator_data.h"
#include "rules/fng/character_generation.h"

namespace pm::fng {
namespace {

SquadInput make_squad_input(const Params& p, const EvalContext&) {
    SquadInput in;
    in.column = p.get_enum("column");
    in.figures = p.get_int("figures");
    in.attributes = p.get_bool("attributes");
    in.star = p.get_bool("star");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.make-squad", make_squad_input, make_squad, roll_make_squad)
}  // namespace pm::fng
