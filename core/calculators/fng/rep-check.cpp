// Pointman — `fng.rep-check`: its data file read into the rule's input (rules/fng/rep_check.h).
#include "contract/calculator_data.h"
#include "rules/fng/rep_check.h"

namespace pm::fng {
namespace {

RepCheckInput rep_check_input(const Params& p, const EvalContext&) {
    return {p.get_int("month"), p.get_int("kills"), p.get_int("rep"), p.get_bool("marines"), p.get_bool("star")};
}

}  // namespace
PM_REGISTER_RULE("fng.rep-check", rep_check_input, rep_check, roll_rep_check)
}  // namespace pm::fng
