// Pointman — `tcs.mlrs`: one MLRS mission (TCS Modern 2.4; the rule: rules/tcs/mlrs.h).

#include "rules/tcs/mlrs.h"

#include "contract/calculator_data.h"

namespace pm::tcs {
namespace {

MlrsInput mlrs_input(const Params& p, const EvalContext&) {
    return {p.get_int("launchers")};
}

}  // namespace
PM_REGISTER_RULE("tcs.mlrs", mlrs_input, mlrs)
}  // namespace pm::tcs
