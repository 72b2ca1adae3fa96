// Pointman — `skirmish.kia`: its parameters read into the rule's input (rules/skirmish/claymore_kia.h).
#include "contract/calculator_data.h"
#include "rules/skirmish/claymore_kia.h"

namespace pm::skirmish {
namespace {

KiaInput kia_check_input(const Params& p, const EvalContext&) {
    return {p.get_int("counters"), p.get_enum("figure") == "apc", p.get_int("apc_kills")};
}

}  // namespace
PM_REGISTER_RULE("skirmish.kia", kia_check_input, kia_check, roll_kia_check)
}  // namespace pm::skirmish
