// Pointman — `skirmish.speculative`: speculative fire (VS-A7).
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

// [SECTION] speculative fire (VS-A7)
Result evaluate_spec(const Params& p, const EvalContext& ctx) {
    Result r;
    const int had = p.get_int("counters");
    const Rational ph = had == 0 ? Rational(1, 6) : Rational(0);
    r.outcome("counter", "+1 counter", ph);
    r.outcome("none", "No effect", Rational(1) - ph);
    r.modifier("A 6 hits every figure within 3 inches of the point", "1/6", "Vietnam Skirmish, Speculative Fire");
    if (had)
        r.modifier("Figures already holding a counter get none", "no effect", "Vietnam Skirmish, Speculative Fire");
    r.summary = had ? "A figure that already has counters gains none from speculative fire."
                    : "On a 6 the figure gains one counter.";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int d = g.die();
        r.roll = json{{"die", d}, {"key", d == 6 && had == 0 ? "counter" : "none"}};
    }
    return r;
}

Calculator make_spec() {
    Calculator c;
    c.id = "skirmish.speculative";
    c.title = "Speculative fire";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Speculative Fire";
    c.help =
        "Fire or grenades at a spot with no identified target: on a 6 each figure within 3 inches without counters "
        "gets one.";
    c.params = {ParamSpec::Int("counters", "Figure's counters now", 0, 20, 0,
                               "Counters on a figure within 3 inches of the point.")};
    c.evaluate = evaluate_spec;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_spec)
}  // namespace pm::skirmish
