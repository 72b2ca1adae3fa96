// Pointman — `skirmish.claymore`.
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/claymore_kia.h"

namespace pm::skirmish {
namespace {

Result evaluate_claymore(const Params& p, const EvalContext& ctx) {
    Result r;
    const double d = p.get_number("distance");
    const bool arc = p.get_bool("in_arc");
    const ClaymoreZone z = claymore_zone(d, arc, p.get_enum("boundary") == "inner");
    const int n = claymore_counters(z);
    if (!arc)
        r.modifier("Outside the 90° arc of the mine", "no effect", "Vietnam Skirmish, Claymore Mines");
    else if (z == ClaymoreZone::Within3)
        r.modifier("Within 3 inches", "2 counters on 4–6", "Vietnam Skirmish, Claymore Mines");
    else if (z == ClaymoreZone::Within7)
        r.modifier("Over 3 up to 7 inches", "1 counter on 5–6", "Vietnam Skirmish, Claymore Mines");
    else
        r.modifier("Beyond 7 inches", "no effect", "Vietnam Skirmish, Claymore Mines");
    const Rational ph = n ? claymore_counters_odds(z).p(n) : Rational(0);
    r.outcome("0", "No counter", Rational(1) - ph);
    r.outcome("1", "+1 counter", n == 1 ? ph : Rational(0));
    r.outcome("2", "+2 counters", n == 2 ? ph : Rational(0));
    r.summary = n ? "+" + n_counters(n) + " with chance " + ph.str() + " (one roll for this figure)."
                  : "No effect on this figure.";
    r.figure =
        json{{"type", "strip"},
             {"unit", "in"},
             {"max", 10},
             {"bands", json::array({json{{"label", "2 counters on 4-6"}, {"from", 0}, {"to", 3}, {"tone", "bad"}},
                                    json{{"label", "1 counter on 5-6"}, {"from", 3}, {"to", 7}, {"tone", "warn"}}})},
             {"markers", json::array({json{{"label", "Figure"}, {"at", d}}})}};
    if (ctx.seed) {
        Prng g(*ctx.seed);
        const int die = g.die();
        r.roll = json{{"die", die}, {"key", std::to_string(claymore_counters_for_face(die, z))}};
    }
    r.actions.push_back(
        {{"label", "All the figures in the blast: how many fall"}, {"link", "#/skirmish.claymore-blast"}});
    return r;
}

Calculator make_claymore() {
    Calculator c;
    c.id = "skirmish.claymore";
    c.title = "Claymore mine";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Claymore Mines";
    c.help =
        "Each figure in the mine's 90° arc rolls: within 3 inches 2 counters on 4–6, out to 7 inches 1 counter on 5–6.";
    c.ordered = true;
    c.params = {
        ParamSpec::Number("distance", "Distance (inches)", 0, 50, 0.5, 2, "From the claymore to the figure."),
        ParamSpec::Bool("in_arc", "Inside the 90° arc", true, "The figure is in front of the mine's facing."),
        ParamSpec::Enum("boundary", "Exactly 3 inches",
                        {{"inner", "Counts as within 3\""}, {"outer", "Counts as the outer zone"}}, "inner",
                        "The rule does not say which zone 3 inches belongs to; the inner zone by default.")
            .in_group("Options"),
    };
    c.evaluate = evaluate_claymore;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_claymore)
}  // namespace pm::skirmish
