// Pointman — `skirmish.kia`: KIA check and phases.

#include <algorithm>
#include <cmath>
#include <string>

#include "contract/registry.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] KIA check and phases
Result evaluate_kia(const Params& p, const EvalContext& ctx) {
    Result r;
    const int n = p.get_int("counters");
    const int c = std::min(n, 6);
    r.outcome("removed", "Removed (KIA)", Rational(c, 6));
    r.outcome("stays", "Stays in play", Rational(6 - c, 6));
    const int phases = std::max(0, 3 - n);
    r.values["phases"] = phases;
    r.modifier("Dies on a die of " + std::to_string(n) + " or less", std::to_string(c) + "/6",
               "Vietnam Skirmish, Check for KIA");
    r.modifier("Phases this turn: 3 − counters", std::to_string(phases), "Vietnam Skirmish, Figure Phases");
    r.summary = "With " + std::to_string(n) + " counters the figure is lost with chance " + Rational(c, 6).str() +
                "; if it lives it has " + std::to_string(phases) + " phase" + (phases == 1 ? "" : "s") + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int die = g.die();
        r.roll = json{{"die", die}, {"key", die <= n ? "removed" : "stays"}};
    }
    return r;
}

Calculator make_kia() {
    Calculator c;
    c.id = "skirmish.kia";
    c.title = "KIA check and phases";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Check for KIA and Figure Phases";
    c.help =
        "At the start of its side's turn a figure dies on a die at or under its suppression counters; survivors get 3 "
        "phases less one per counter.";
    c.params = {ParamSpec::Int("counters", "Suppression counters", 0, 20, 1, "Counters on the figure now.")};
    c.evaluate = evaluate_kia;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_kia)
}  // namespace pm::skirmish
