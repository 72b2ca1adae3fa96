// Pointman — Vietnam Skirmish, grenade, launcher and mortar deviation (deviation.h).

#include "rules/skirmish/deviation.h"

#include <string>

#include "engine/exact/dist.h"
#include "engine/random/roll_odds.h"
#include "engine/tables/crt.h"

namespace pm::skirmish {
namespace {

// [SECTION] grenade and launcher deviation (VS-A4, VS-14)
// Where one round lands, as a code: 0 on target; 1..3 inches off (thrown, or a mortar whose crew
// sees the point); kRowBase + d the row d of the player's table as printed; kDeviates a launcher's
// miss before the table is entered.
constexpr int kDeviates = 50, kRowBase = 100;

struct Landing {
    int die = 0;           // the deviation die (the table's own die, d6 without one)
    int distance_die = 0;  // thrown off target only: the d6 for 1, 2 or 3 inches
    int code = 0;
};

// Off target, how far it drifts: each pair of faces of one die gives one more inch (1 to 3).
int distance_inches(int die) {
    return (die + 1) / 2;
}

// The one roll, used both for the seeded (or the player's) roll and, run over every face by
// roll_odds, for the odds. Thrown grenades and launcher rounds: 1–2 on the deviation die land on
// target (VS-A4); an unseen mortar deviates as an artillery round, every row read as printed
// (VS-14).
Landing land(Prng& g, Launch launch, int sides, bool has_table) {
    Landing l;
    l.die = g.die(sides);
    if (launch == Launch::MortarUnseen) {
        l.code = kRowBase + l.die;
    } else if (lands_as_aimed(l.die)) {
        l.code = 0;
    } else if (launch == Launch::Hand || launch == Launch::MortarSeen) {
        l.distance_die = g.die();
        l.code = distance_inches(l.distance_die);
    } else {
        l.code = has_table ? kRowBase + l.die : kDeviates;
    }
    return l;
}

std::string key_of(int code) {
    if (code == 0) return "on-target";
    if (code == kDeviates) return "deviates";
    if (code >= kRowBase) return "roll-" + std::to_string(code - kRowBase);
    return std::to_string(code) + "in";
}

}  // namespace

Answer deviation(const DeviationInput& in) {
    Answer r;
    const Launch launch = in.launch;
    const bool hand_like = launch == Launch::Hand || launch == Launch::MortarSeen;
    const bool unseen = launch == Launch::MortarUnseen;
    const bool has_table = in.table.has_value();
    const int sides = has_table ? in.table->die : 6;
    r.values["table"] = has_table ? "skirmish.deviation" : "needs_table";
    if (unseen && !has_table) {
        r.modifier("Mortar crew cannot see the aim point: deviates like an artillery round, on your table as printed",
                   "applied", "Vietnam Skirmish, Mortars");
        tables::wait_for_table(r, "skirmish.deviation");
        r.summary = "An unseen mortar round lands as your artillery deviation table says; enter it to see where.";
        return r;
    }
    const Dist odds = roll_odds([&](Prng& g) { return land(g, launch, sides, has_table).code; });
    const Rational on = odds.p(0);
    if (!unseen) r.modifier("1–2 on the deviation die: on target", on.str(), "Vietnam Skirmish, Firing Grenades");
    if (launch == Launch::MortarSeen)
        r.modifier("Mortar crew sees the aim point: deviates like a hand grenade, from the aim point", "applied",
                   "Vietnam Skirmish, Mortars");
    if (unseen)
        r.modifier("Mortar crew cannot see the aim point: deviates like an artillery round, on your table as printed",
                   "applied", "Vietnam Skirmish, Mortars");
    for (const auto& [code, pr] : odds.entries()) {
        std::string label;
        if (code == 0)
            label = "On target";
        else if (code == kDeviates)
            label = "Deviates (enter the deviation table for where)";
        else if (code >= kRowBase) {
            label = landing_label(in.table->rows[code - kRowBase - 1]);
        } else
            label = std::to_string(code) + "\" off target";
        r.outcome(key_of(code), label, pr);
    }
    if (hand_like) {
        r.modifier("Distance die: 1–2 → 1\", 3–4 → 2\", 5–6 → 3\"",
                   Dist::die().map(distance_inches).p(1).str() + " each", "Vietnam Skirmish, Firing Grenades");
        json dirs = json::array();
        if (has_table)
            for (const LandingRow& row : in.table->rows)
                if (row.roll >= 3) dirs.push_back(json{{"roll", row.roll}, {"direction", row.direction}});
        r.values["directions"] = dirs;
        r.summary = "On target with chance " + on.str() + "; otherwise 1, 2 or 3 inches off (" + odds.p(1).str() +
                    " each), direction from the deviation table.";
    } else if (unseen) {
        r.summary = "Every roll reads your deviation table as printed (" + Rational(1, sides).str() + " each).";
    } else if (!has_table) {
        r.summary =
            "On target with chance " + on.str() + "; where the others land needs your artillery deviation table.";
    } else {
        r.summary = "On target with chance " + on.str() + "; the rest land as your deviation table says.";
    }
    return r;
}

// One round, with the same land() the odds were taken from.
void roll_deviation(const DeviationInput& in, Prng& dice, Answer& r) {
    const bool has_table = in.table.has_value();
    if (in.launch == Launch::MortarUnseen && !has_table) return;  // nothing to roll until the table is entered
    const Landing l = land(dice, in.launch, has_table ? in.table->die : 6, has_table);
    json roll = {{"die", l.die}};
    if (l.distance_die) roll["distance_die"] = l.distance_die;
    roll["key"] = key_of(l.code);
    r.roll = roll;
}

}  // namespace pm::skirmish
