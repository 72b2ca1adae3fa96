// Pointman — `skirmish.claymore`.
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/claymore_kia.h"

namespace pm::skirmish {
namespace {

ClaymoreZone zone_of(const Params& p) {
    return claymore_zone(p.get_number("distance"), p.get_bool("in_arc"), p.get_enum("boundary") == "inner");
}

Result evaluate_claymore(const Params& p, const EvalContext&) {
    Result r;
    const double d = p.get_number("distance");
    const bool arc = p.get_bool("in_arc");
    const ClaymoreZone z = zone_of(p);
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
    r.actions.push_back(
        {{"label", "All the figures in the blast: how many fall"}, {"link", "#/skirmish.claymore-blast"}});
    return r;
}

// One die for this figure, read by the same rule as the odds (rules/skirmish/claymore_kia.h).
void roll_claymore(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const int die = dice.die();
    r.roll = json{{"die", die}, {"key", std::to_string(claymore_counters_for_face(die, zone_of(p)))}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.claymore", evaluate_claymore, roll_claymore)
}  // namespace pm::skirmish
