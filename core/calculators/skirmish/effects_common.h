// Vietnam Skirmish: aimed fire with the user's weapon table (VS-5, VS-A3), speculative fire
// (VS-11), grenade / M79 / mortar deviation (VS-8, VS-14, VS-A4), off-table fire (VS-12, VS-A8),
// APCs and run-overs (VS-13, VS-A9), mines and claymores (VS-15, VS-16, VS-A10) and the radio.
// The weapon "Suppress" figures and the deviation / landing tables are not in the source: the user
// enters them as "skirmish.weapons", "skirmish.deviation" and "skirmish.off-table".
//
// Seeded rolls (generator 1), in order: skirmish.fire one die per phase of fire; skirmish.deviation
// the deviation die, then (hand-thrown, off target) the distance die; skirmish.off-table one die;
// every other calculator here one die.
//
// This header holds what the calculators `skirmish.fire`, `skirmish.speculative`, `skirmish.deviation`,
// `skirmish.off-table`, `skirmish.apc`, `skirmish.run-over`, `skirmish.mine`, `skirmish.claymore`, `skirmish.radio`
// share; each has its own file beside it.
#pragma once

#include <algorithm>
#include <set>
#include <string>

#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::skirmish {

inline std::string n_counters(int n) {
    return std::to_string(n) + (n == 1 ? " counter" : " counters");
}

// [SECTION] where a grenade lands (VS-A4)
// A thrown grenade or a launcher round lands as aimed on 1–2 of the deviation die.
inline bool lands_as_aimed(int deviation_die) {
    return deviation_die <= 2;
}
inline Rational p_lands_as_aimed() {
    return Dist::die().map([](int f) { return lands_as_aimed(f) ? 1 : 0; }).p(1);
}

// [SECTION] mines, claymores, radio: one die against a number
// The odds and the roll read the same rule: `yes` on `from` or more on one die.
struct OneDie {
    int from;
    const char* yes;
    const char* no;
    const char* key(int face) const { return face >= from ? yes : no; }
    Rational p_yes() const {
        return Dist::die().map([&](int f) { return f >= from ? 1 : 0; }).p(1);
    }
};

inline void roll_one_die(const OneDie& rule, Prng& dice, Result& r) {
    const int d = dice.die();
    r.roll = json{{"die", d}, {"key", rule.key(d)}};
    // "Rolled 3 (+2 counters on 4 or more): No counter."
    r.rolled =
        "Rolled " + std::to_string(d) +
        (rule.from <= 6 ? " (" + r.label(rule.yes) + " on " + std::to_string(rule.from) + " or more)" : std::string()) +
        ": " + r.label(rule.key(d)) + ".";
}

}  // namespace pm::skirmish
