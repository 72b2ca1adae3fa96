// TCS Modern 2.5: target acquisition (TCS-A4, Table TCS-T4) and counterbattery losses (TCS-A5),
// with the MLRS cap of 2.4b.
//
// Seeded rolls (generator 1): tcs.acquisition draws one die per roll (cb − ew dice, in order);
// tcs.counterbattery draws one die per CB battery, in order.

#include <algorithm>
#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/registry.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/tcs/counterbattery.h"

namespace pm::tcs {
namespace {

Result evaluate_acq(const Params& p, const EvalContext& ctx) {
    Result r;
    if (p.get_bool("target_mortar"))
        throw CalcError(ErrorCode::NotPossible, "target_mortar",
                        "mortars are never the target of counterbattery fire (2.5i)");
    const int cb = p.get_int("cb_points"), ew = p.get_int("ew_points"), fires = p.get_int("battery_fires");
    const int n = std::max(0, cb - ew);
    const int need = acquisition_need(fires);
    r.modifier("Rolls = CB points − EW points of the target battery", std::to_string(cb) + " − " + std::to_string(ew),
               "TCS Modern 2.5d (Artillery 9)");
    r.modifier(std::to_string(fires) + " battery fire" + (fires == 1 ? "" : "s") + " this turn and last",
               std::to_string(need) + "+ per die", "TCS Modern 2.5c, Target Acquisition Table");
    Rational miss(1);
    for (int i = 0; i < n; ++i) miss *= Rational(need - 1, 6);
    r.outcome("acquired", "Target battery acquired", Rational(1) - miss);
    r.outcome("not-acquired", "Not acquired", miss);
    r.values["rolls"] = n;
    r.values["need"] = need;
    r.summary = n == 0 ? "No rolls: the target's EW points cancel every CB point."
                       : std::to_string(n) + " dice, each acquiring on " + std::to_string(need) +
                             "+: acquired with chance " + (Rational(1) - miss).str() + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json dice = json::array();
        bool ok = false;
        for (int i = 0; i < n; ++i) {
            int d = g.die();
            dice.push_back(d);
            ok = ok || d >= need;
        }
        r.roll = json{{"dice", dice}, {"key", ok ? "acquired" : "not-acquired"}};
    }
    if (n > 0) r.actions.push_back(json{{"label", "Counterbattery losses"}, {"link", "#/tcs.counterbattery"}});
    return r;
}

Calculator make_acq() {
    Calculator c;
    c.id = "tcs.acquisition";
    c.title = "Counterbattery target acquisition";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 2.5c–2.5d, Target Acquisition Table";
    c.help =
        "One die per CB point left after the target's EW points; any die reaching the number for the target's "
        "recent battery fires acquires it for every committed CB battery.";
    c.params = {
        ParamSpec::Int("cb_points", "CB points", 0, 60, 4, "Total CB points of every CB battery joining the attempt."),
        ParamSpec::Int("ew_points", "EW points of the target", 0, 60, 0, "EW points assigned to the target battery."),
        ParamSpec::Int("battery_fires", "Target's battery fires", 1, 40, 1,
                       "Battery fires of any kind by the target in this turn and the last; a battery 3 counts 3."),
        ParamSpec::Bool("target_mortar", "Target is a mortar", false, "Mortars cannot be counterbatteried.")
            .in_group("Options"),
    };
    c.evaluate = evaluate_acq;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_acq)
}  // namespace pm::tcs
