// Pointman — Vietnam Skirmish, claymores and the KIA check (see claymore_kia.h).
#include "rules/skirmish/claymore_kia.h"

#include <algorithm>
#include <string>

#include "engine/random/roll_odds.h"
#include "rules/skirmish/effects.h"

namespace pm::skirmish {

ClaymoreZone claymore_zone(double d, bool in_arc, bool three_inches_inner) {
    if (!in_arc) return ClaymoreZone::None;
    if (three_inches_inner ? d <= 3 : d < 3) return ClaymoreZone::Within3;
    if (d <= 7) return ClaymoreZone::Within7;
    return ClaymoreZone::None;
}

int claymore_need(ClaymoreZone z) {
    return z == ClaymoreZone::Within3 ? 4 : z == ClaymoreZone::Within7 ? 5 : 7;
}

int claymore_counters(ClaymoreZone z) {
    return z == ClaymoreZone::Within3 ? 2 : z == ClaymoreZone::Within7 ? 1 : 0;
}

int claymore_counters_for_face(int face, ClaymoreZone z) {
    return face >= claymore_need(z) ? claymore_counters(z) : 0;
}

Dist claymore_counters_odds(ClaymoreZone z) {
    return Dist::die().map([&](int f) { return claymore_counters_for_face(f, z); });
}

bool kia_removed(int face, int counters) {
    return face <= counters;
}

Rational kia_chance(int counters) {
    int n = 0;
    for (int f = 1; f <= 6; ++f) n += kia_removed(f, counters);
    return Rational(n, 6);
}

void next_kia_check(Answer& r, const Dist& added, int had) {
    Rational lost;
    int likeliest = 0;
    Rational best(-1);
    for (const auto& [k, pk] : added.entries()) {
        lost += pk * kia_chance(had + k);
        if (k > 0 && pk > best) {
            best = pk;
            likeliest = k;
        }
    }
    r.summary += " At his next KIA check he is lost with chance " + lost.str() +
                 (had == 0 ? std::string(" (no counters before)") : " (with his " + n_counters(had) + " before)") + ".";
    if (likeliest > 0)
        r.hand_off("The next KIA check with " + n_counters(had + likeliest),
                   "#/skirmish.kia?counters=" + std::to_string(had + likeliest));
}

// [SECTION] one figure and a claymore
namespace {

ClaymoreZone zone_of(const ClaymoreInput& in) {
    return claymore_zone(in.distance, in.in_arc, in.three_inches_inner);
}

}  // namespace

Answer claymore(const ClaymoreInput& in) {
    Answer r;
    const double d = in.distance;
    const bool arc = in.in_arc;
    const ClaymoreZone z = zone_of(in);
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
    if (n) next_kia_check(r, claymore_counters_odds(z), 0);
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
void roll_claymore(const ClaymoreInput& in, Prng& dice, Answer& r) {
    const int die = dice.die();
    r.roll = json{{"die", die}, {"key", std::to_string(claymore_counters_for_face(die, zone_of(in)))}};
}

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

Answer apc_kia(const KiaInput& in) {
    Answer r;
    const int n = in.counters, kills = in.apc_kills;
    if (kills >= 2)
        throw RuleError(ErrorCode::NotPossible, "apc_kills",
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

void roll_apc_kia(const KiaInput& in, Prng& dice, Answer& r) {
    const int n = in.counters;
    const ApcRoll a = apc_check(dice, n, in.apc_kills);
    r.roll = json{{"die", a.die}, {"key", apc_key(a.code)}};
    r.rolled = "Rolled " + std::to_string(a.die) + " with " + n_counters(n) + " (a Kill on " + std::to_string(n) +
               " or less): " + r.label(apc_key(a.code)) + ".";
}

}  // namespace

Answer kia_check(const KiaInput& in) {
    if (in.apc) return apc_kia(in);
    Answer r;
    const int n = in.counters;
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

void roll_kia_check(const KiaInput& in, Prng& dice, Answer& r) {
    if (in.apc) return roll_apc_kia(in, dice, r);
    const int n = in.counters;
    const int phases = std::max(0, 3 - n);
    {
        const int die = dice.die();
        r.roll = json{{"die", die}, {"key", kia_removed(die, n) ? "removed" : "stays"}};
        r.rolled = "Rolled " + std::to_string(die) + " with " + n_counters(n) + " (lost on " + std::to_string(n) +
                   " or less): " + r.label(kia_removed(die, n) ? "removed" : "stays") +
                   (kia_removed(die, n)
                        ? std::string(".")
                        : "; " + std::to_string(phases) + (phases == 1 ? " phase" : " phases") + " this turn.");
    }
}

}  // namespace pm::skirmish
