// Pointman — `tcs.at8-counterfire`.
// What it shares with its neighbours, and their notes: calculators/tcs/atgm_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/atgm_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"
#include "engine/random/roll_odds.h"

namespace pm::tcs {
namespace {

// 3.3a: the AT-8 vehicle fires first on a 6; overwatch-marked, its extra-fire roll must be a 6 too.
// The roll and (through roll_odds) the odds both come from here.
struct Counterfire {
    json dice = json::array();
    bool fires = true;
};
Counterfire roll_counterfire(Prng& g, bool overwatch) {
    Counterfire c;
    c.dice.push_back(g.die());
    if (overwatch) c.dice.push_back(g.die());
    for (const auto& d : c.dice) c.fires = c.fires && d == 6;
    return c;
}

Result evaluate_at8(const Params& p, const EvalContext&) {
    Result r;
    if (p.get_bool("incoming_ff"))
        throw CalcError(ErrorCode::NotPossible, "incoming_ff",
                        "no counterfire against fire-and-forget missiles (3.3b)");
    if (p.get_bool("firer_helicopter"))
        throw CalcError(ErrorCode::NotPossible, "firer_helicopter", "no counterfire against helicopters (3.3b)");
    const bool ow = p.get_bool("overwatch");
    const Rational pc = roll_odds([&](Prng& g) { return roll_counterfire(g, ow).fires ? 1 : 0; }).p(1);
    r.modifier("Counterfire allowed on a 6", "one die", "TCS Modern 3.3a (ATGM 2)");
    if (ow) r.modifier("Overwatch-marked: its extra-fire roll must also be a 6", "two sixes", "TCS Modern 3.3a");
    r.outcome("counterfire", "AT-8 fires first", pc);
    r.outcome("no-counterfire", "No counterfire", Rational(1) - pc);
    r.summary = std::string("The AT-8 vehicle may counterfire with chance ") + pc.str() +
                "; if its shot kills or suppresses the firer, the incoming shot is lost.";
    r.actions.push_back(json{{"label", "Resolve the AT-8 shot"}, {"link", "#/tcs.atgm?missile=at-8"}});
    return r;
}

void roll_at8(const Params& p, const EvalContext&, Prng& g, Result& r) {
    const Counterfire c = roll_counterfire(g, p.get_bool("overwatch"));
    r.roll = json{{"dice", c.dice}, {"key", c.fires ? "counterfire" : "no-counterfire"}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.at8-counterfire", evaluate_at8, roll_at8)
}  // namespace pm::tcs
