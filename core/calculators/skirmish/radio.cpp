// Pointman — `skirmish.radio`.
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

Result evaluate_radio(const Params&, const EvalContext& ctx) {
    Result r;
    r.outcome("destroyed", "Radio destroyed", Rational(1, 2));
    r.outcome("survives", "Radio survives", Rational(1, 2));
    r.modifier("Radio lost with its carrier on 4–6", "1/2", "Vietnam Skirmish, Off Table Fire Support");
    r.summary =
        "When the radio carrier dies, the radio is lost on a 4, 5 or 6 (chance 1/2); while a radio works, "
        "off-table fire comes whenever it is called.";
    return simple_die(r, ctx, 4, "destroyed", "survives");
}

Calculator make_radio() {
    Calculator c;
    c.id = "skirmish.radio";
    c.title = "Radio when its carrier is killed";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Off Table Fire Support";
    c.help = "Off-table fire needs a radio; if the figure carrying it is killed the radio goes with him on 4–6.";
    c.evaluate = evaluate_radio;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_radio)
}  // namespace pm::skirmish
