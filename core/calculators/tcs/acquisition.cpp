// TCS Modern 2.5: target acquisition (TCS-A4, Table TCS-T4) and counterbattery losses (TCS-A5),
// with the MLRS cap of 2.4b.
//
// Seeded roll (generator 1): one die per roll (cb − ew dice, in order); the odds take the same
// acquires() the roll reads each die with.

#include <algorithm>
#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/tcs/counterbattery.h"

namespace pm::tcs {
namespace {

// One acquisition die (2.5c): does it reach the number the target's fires give?
bool acquires(int die, int need) {
    return die >= need;
}

Result evaluate_acq(const Params& p, const EvalContext&) {
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
    // One die misses with the chance acquires() says no; n dice all miss with its n-th power.
    const Dist one = Dist::die().map([&](int d) { return acquires(d, need) ? 1 : 0; });
    Rational miss(1);
    for (int i = 0; i < n; ++i) miss *= one.p(0);
    r.outcome("acquired", "Target battery acquired", Rational(1) - miss);
    r.outcome("not-acquired", "Not acquired", miss);
    r.values["rolls"] = n;
    r.values["need"] = need;
    r.summary = n == 0 ? "No rolls: the target's EW points cancel every CB point."
                       : std::to_string(n) + " dice, each acquiring on " + std::to_string(need) +
                             "+: acquired with chance " + (Rational(1) - miss).str() + ".";
    if (n > 0) r.actions.push_back(json{{"label", "Counterbattery losses"}, {"link", "#/tcs.counterbattery"}});
    return r;
}

// Every die the answer counted, in order; acquired when any one reaches the number.
void roll_acq(const Params&, const EvalContext&, Prng& g, Result& r) {
    const int n = r.values["rolls"], need = r.values["need"];
    json dice = json::array();
    bool ok = false;
    for (int i = 0; i < n; ++i) {
        const int d = g.die();
        dice.push_back(d);
        ok = ok || acquires(d, need);
    }
    r.roll = json{{"dice", dice}, {"key", ok ? "acquired" : "not-acquired"}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.acquisition", evaluate_acq, roll_acq)
}  // namespace pm::tcs
