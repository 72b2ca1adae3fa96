// Pointman — `skirmish.run-over`.
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::skirmish {
namespace {

Result evaluate_runover(const Params& p, const EvalContext&) {
    Result r;
    const int had = p.get_int("counters");
    r.values["counters"] = std::max(had, 5);
    r.outcome(std::to_string(std::max(had, 5)), n_counters(std::max(had, 5)), Rational(1));
    r.modifier("Run over by a vehicle: counters raised to 5", had >= 5 ? "no change" : "to 5",
               "Vietnam Skirmish, APCs");
    r.summary = "The figure now has " + n_counters(std::max(had, 5)) + ".";
    return r;
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.run-over", evaluate_runover)
}  // namespace pm::skirmish
