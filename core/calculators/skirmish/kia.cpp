// Pointman — `skirmish.kia`: KIA check and phases.

#include <algorithm>
#include <cmath>
#include <string>

#include "contract/calculator_data.h"
#include "contract/rolled.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "engine/random/roll_odds.h"
#include "rules/skirmish/claymore_kia.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {
namespace {

// [SECTION] KIA check and phases
// An M113's own check (VS-13): it takes counters like a figure, and a Kill on the same die
// immobilises it the first time and explodes it the second. The die is written once (apc_check)
// and its odds come from running it over every face (roll_odds), like the seeded roll.
enum ApcCheck { kNoKill = 0, kImmobilised = 1, kExplodes = 2 };

struct ApcRoll {
    int die = 0;
    int code = kNoKill;
};

ApcRoll apc_check(Prng& g, int counters, int kills_before) {
    ApcRoll a;
    a.die = g.die();
    if (kia_removed(a.die, counters)) a.code = kills_before == 0 ? kImmobilised : kExplodes;
    return a;
}

const char* apc_key(int code) {
    return code == kImmobilised ? "immobilised" : code == kExplodes ? "explodes" : "no-kill";
}

Result evaluate_apc_kia(const Params& p, const EvalContext& ctx) {
    Result r;
    const int n = p.get_int("counters"), kills = p.get_int("apc_kills");
    if (kills >= 2)
        throw CalcError(ErrorCode::NotPossible, "apc_kills",
                        "the APC exploded at its second Kill (Vietnam Skirmish, APCs); it has no check left to make");
    const Dist odds = roll_odds([&](Prng& g) { return apc_check(g, n, kills).code; });
    for (const auto& [code, pr] : odds.entries())
        r.outcome(apc_key(code),
                  code == kNoKill        ? "No Kill"
                  : code == kImmobilised ? "Kill: immobilised (first Kill)"
                                         : "Kill: explodes (second Kill)",
                  pr);
    const Rational kill = Rational(1) - odds.p(kNoKill);
    r.values["status"] = kills == 0 ? "running" : "immobilised";
    r.modifier("APC: a Kill on a die of " + std::to_string(n) + " or less", kill.str(),
               "Vietnam Skirmish, Check for KIA; APCs (Pointman reading 25)");
    r.modifier("First 'Kill' immobilises, second explodes it", std::to_string(kills) + " so far",
               "Vietnam Skirmish, APCs");
    r.summary = "With " + std::to_string(n) + (n == 1 ? " counter" : " counters") +
                " the APC takes a Kill with chance " + kill.str() + (kills == 0 ? ": immobilised." : ": it explodes.");
    return r;
}

void roll_apc_kia(const Params& p, Prng& dice, Result& r) {
    const int n = p.get_int("counters");
    const ApcRoll a = apc_check(dice, n, p.get_int("apc_kills"));
    r.roll = json{{"die", a.die}, {"key", apc_key(a.code)}};
    r.rolled = "Rolled " + std::to_string(a.die) + " with " + count_text(n, "counter", "counters") + " (a Kill on " +
               std::to_string(n) + " or less): " + r.label(apc_key(a.code)) + ".";
}

Result evaluate_kia(const Params& p, const EvalContext& ctx) {
    if (p.get_enum("figure") == "apc") return evaluate_apc_kia(p, ctx);
    Result r;
    const int n = p.get_int("counters");
    const int c = std::min(n, 6);
    const Rational lost = kia_chance(n);
    r.outcome("removed", "Removed (KIA)", lost);
    r.outcome("stays", "Stays in play", Rational(1) - lost);
    const int phases = std::max(0, 3 - n);
    r.values["phases"] = phases;
    r.modifier("Dies on a die of " + std::to_string(n) + " or less", std::to_string(c) + "/6",
               "Vietnam Skirmish, Check for KIA");
    r.modifier("Phases this turn: 3 − counters", std::to_string(phases), "Vietnam Skirmish, Figure Phases");
    r.summary = "With " + std::to_string(n) + (n == 1 ? " counter" : " counters") + " the figure is lost with chance " +
                Rational(c, 6).str() + "; if it lives it has " + std::to_string(phases) + " phase" +
                (phases == 1 ? "" : "s") + ".";
    return r;
}

void roll_kia(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    if (p.get_enum("figure") == "apc") return roll_apc_kia(p, dice, r);
    const int n = p.get_int("counters");
    const int phases = std::max(0, 3 - n);
    {
        const int die = dice.die();
        r.roll = json{{"die", die}, {"key", kia_removed(die, n) ? "removed" : "stays"}};
        r.rolled = "Rolled " + std::to_string(die) + " with " + count_text(n, "counter", "counters") + " (lost on " +
                   std::to_string(n) + " or less): " + r.label(kia_removed(die, n) ? "removed" : "stays") +
                   (kia_removed(die, n)
                        ? std::string(".")
                        : "; " + std::to_string(phases) + (phases == 1 ? " phase" : " phases") + " this turn.");
    }
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.kia", evaluate_kia, roll_kia)
}  // namespace pm::skirmish
