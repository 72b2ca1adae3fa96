// Pointman — `skirmish.speculative`: speculative fire (VS-A7).
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

// [SECTION] speculative fire (VS-A7)
// A 6 gives one counter to a figure within 3 inches of the point that has none yet.
bool gains_counter(int face, int had) {
    return face == 6 && had == 0;
}

Result evaluate_spec(const Params& p, const EvalContext&) {
    Result r;
    const int had = p.get_int("counters");
    const Rational ph = Dist::die().map([&](int f) { return gains_counter(f, had) ? 1 : 0; }).p(1);
    const Rational six = Dist::die().map([](int f) { return f == 6 ? 1 : 0; }).p(1);
    r.outcome("counter", "+1 counter", ph);
    r.outcome("none", "No effect", Rational(1) - ph);
    r.modifier("A 6 hits every figure within 3 inches of the point", six.str(), "Vietnam Skirmish, Speculative Fire");
    if (had)
        r.modifier("Figures already holding a counter get none", "no effect", "Vietnam Skirmish, Speculative Fire");
    r.summary = had ? "A figure that already has counters gains none from speculative fire."
                    : "On a 6 the figure gains one counter.";
    return r;
}

void roll_spec(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const int d = dice.die();
    r.roll = json{{"die", d}, {"key", gains_counter(d, p.get_int("counters")) ? "counter" : "none"}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.speculative", evaluate_spec, roll_spec)
}  // namespace pm::skirmish
