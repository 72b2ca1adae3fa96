// Pointman — `tcs.at8-counterfire`.
// What it shares with its neighbours, and their notes: calculators/tcs/atgm_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/atgm_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/registry.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {
namespace {

Result evaluate_at8(const Params& p, const EvalContext& ctx) {
    Result r;
    if (p.get_bool("incoming_ff"))
        throw CalcError(ErrorCode::NotPossible, "incoming_ff",
                        "no counterfire against fire-and-forget missiles (3.3b)");
    if (p.get_bool("firer_helicopter"))
        throw CalcError(ErrorCode::NotPossible, "firer_helicopter", "no counterfire against helicopters (3.3b)");
    const bool ow = p.get_bool("overwatch");
    Rational pc(1, 6);
    r.modifier("Counterfire allowed on a 6", "one die", "TCS Modern 3.3a (ATGM 2)");
    if (ow) {
        pc = pc * Rational(1, 6);
        r.modifier("Overwatch-marked: its extra-fire roll must also be a 6", "two sixes", "TCS Modern 3.3a");
    }
    r.outcome("counterfire", "AT-8 fires first", pc);
    r.outcome("no-counterfire", "No counterfire", Rational(1) - pc);
    r.summary = std::string("The AT-8 vehicle may counterfire with chance ") + pc.str() +
                "; if its shot kills or suppresses the firer, the incoming shot is lost.";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json dice = json::array({g.die()});
        if (ow) dice.push_back(g.die());
        bool ok = true;
        for (const auto& d : dice) ok = ok && d == 6;
        r.roll = json{{"dice", dice}, {"key", ok ? "counterfire" : "no-counterfire"}};
    }
    r.actions.push_back(json{{"label", "Resolve the AT-8 shot"}, {"link", "#/tcs.atgm?missile=at-8"}});
    return r;
}

Calculator make_at8() {
    Calculator c;
    c.id = "tcs.at8-counterfire";
    c.title = "AT-8 Songster counterfire";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 3.3 (optional)";
    c.help = "Chance that a vehicle armed with the supersonic AT-8 gets to shoot first at a slow ATGM's launcher.";
    c.params = {
        ParamSpec::Bool("overwatch", "AT-8 vehicle overwatch-marked", false,
                        "It then also needs a 6 on its extra-fire roll."),
        ParamSpec::Bool("incoming_ff", "Incoming is fire-and-forget", false, "No counterfire against such missiles."),
        ParamSpec::Bool("firer_helicopter", "Launcher is a helicopter", false, "No counterfire against helicopters."),
    };
    c.evaluate = evaluate_at8;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_at8)
}  // namespace pm::tcs
