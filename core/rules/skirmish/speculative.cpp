// Pointman — Vietnam Skirmish, Speculative Fire (speculative.h).

#include "rules/skirmish/speculative.h"

#include "engine/exact/dist.h"

namespace pm::skirmish {
namespace {

// [SECTION] speculative fire (VS-A7)
// A 6 gives one counter to a figure within 3 inches of the point that has none yet.
bool gains_counter(int face, int had) {
    return face == 6 && had == 0;
}

}  // namespace

Answer speculative_fire(const SpeculativeInput& in) {
    Answer r;
    const int had = in.counters;
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

void roll_speculative_fire(const SpeculativeInput& in, Prng& dice, Answer& r) {
    const int d = dice.die();
    r.roll = json{{"die", d}, {"key", gains_counter(d, in.counters) ? "counter" : "none"}};
}

}  // namespace pm::skirmish
