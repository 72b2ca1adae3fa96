// Pointman — `skirmish.claymore`: its parameters read into the rule's input (rules/skirmish/claymore_kia.h).
#include "contract/calculator_data.h"
#include "rules/skirmish/claymore_kia.h"

namespace pm::skirmish {
namespace {

ClaymoreInput claymore_input(const Params& p, const EvalContext&) {
    return {p.get_number("distance"), p.get_bool("in_arc"), p.get_enum("boundary") == "inner"};
}

}  // namespace
PM_REGISTER_RULE("skirmish.claymore", claymore_input, claymore, roll_claymore)
}  // namespace pm::skirmish
