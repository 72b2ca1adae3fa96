// Pointman — `skirmish.radio`.
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::skirmish {
namespace {

// The radio is lost with its carrier on 4–6.
constexpr OneDie kRadioLost{4, "destroyed", "survives"};

Result evaluate_radio(const Params&, const EvalContext&) {
    Result r;
    const Rational lost = kRadioLost.p_yes();
    r.outcome("destroyed", "Radio destroyed", lost);
    r.outcome("survives", "Radio survives", Rational(1) - lost);
    r.modifier("Radio lost with its carrier on 4–6", lost.str(), "Vietnam Skirmish, Off Table Fire Support");
    r.summary = "When the radio carrier dies, the radio is lost on a 4, 5 or 6 (chance " + lost.str() +
                "); while a radio works, off-table fire comes whenever it is called.";
    return r;
}

void roll_radio(const Params&, const EvalContext&, Prng& dice, Result& r) {
    roll_one_die(kRadioLost, dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.radio", evaluate_radio, roll_radio)
}  // namespace pm::skirmish
