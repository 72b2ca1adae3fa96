// Pointman — `skirmish.mine`.
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

Result evaluate_mine(const Params&, const EvalContext& ctx) {
    Result r;
    r.outcome("3", "+3 counters", Rational(2, 3));
    r.outcome("0", "No counter", Rational(1, 3));
    r.modifier("The figure that sets it off: 3 counters on 3–6", "2/3",
               "Vietnam Skirmish, Anti-Personnel Mines (VS-15)");
    r.values["others"] = "as a fragmentation grenade (your grenade table)";
    r.summary = "The figure that triggers the mine takes 3 counters with chance 2/3; others nearby as a frag grenade.";
    return simple_die(r, ctx, 3, "3", "0");
}

Calculator make_mine() {
    Calculator c;
    c.id = "skirmish.mine";
    c.title = "Anti-personnel mine";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Anti-Personnel Mines (digest VS-15)";
    c.help = "A referee-placed mine: the figure that triggers it gets 3 counters on a 3 to 6.";
    c.ordered = true;
    c.evaluate = evaluate_mine;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_mine)
}  // namespace pm::skirmish
