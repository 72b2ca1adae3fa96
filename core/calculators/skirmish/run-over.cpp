// Pointman — `skirmish.run-over`.
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/registry.h"
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

Calculator make_runover() {
    Calculator c;
    c.id = "skirmish.run-over";
    c.title = "Figure run over by a vehicle";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, APCs";
    c.help = "A figure run over by a vehicle goes up to 5 counters; one that has 5 or more keeps them.";
    c.params = {ParamSpec::Int("counters", "Figure's counters", 0, 20, 0, "Before being run over.")};
    c.evaluate = evaluate_runover;
    c.ordered = false;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_runover)
}  // namespace pm::skirmish
