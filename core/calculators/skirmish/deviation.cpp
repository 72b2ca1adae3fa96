// Pointman — `skirmish.deviation`: grenade and launcher deviation (VS-A4, VS-14).
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::skirmish {
namespace {

// [SECTION] grenade and launcher deviation (VS-A4, VS-14)
Result evaluate_dev(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string launch = p.get_enum("launch");
    const bool hand_like = launch == "hand" || launch == "mortar-seen";
    json t = tables::player_table(ctx, "skirmish.deviation");
    r.modifier("1–2 on the deviation die: on target", "1/3", "Vietnam Skirmish, Firing Grenades");
    if (launch == "mortar-seen")
        r.modifier("Mortar crew sees the aim point: deviates like a hand grenade, from the aim point", "applied",
                   "Vietnam Skirmish, Mortars");
    if (launch == "mortar-unseen")
        r.modifier("Mortar crew cannot see the aim point: deviates like artillery", "applied",
                   "Vietnam Skirmish, Mortars");
    r.values["table"] = t.is_null() ? "needs_table" : "skirmish.deviation";
    if (hand_like) {
        r.outcome("on-target", "On target", Rational(1, 3));
        for (int d = 1; d <= 3; ++d)
            r.outcome(std::to_string(d) + "in", std::to_string(d) + "\" off target", Rational(2, 9));
        r.modifier("Distance die: 1–2 → 1\", 3–4 → 2\", 5–6 → 3\"", "1/3 each", "Vietnam Skirmish, Firing Grenades");
        json dirs = json::array();
        if (!t.is_null())
            for (const auto& row : t["rows"])
                if (row["roll"].get<int>() >= 3)
                    dirs.push_back(json{{"roll", row["roll"]}, {"direction", row["direction"]}});
        r.values["directions"] = dirs;
        r.summary =
            "On target with chance 1/3; otherwise 1, 2 or 3 inches off (2/9 each), direction from the deviation table.";
    } else if (t.is_null()) {
        r.outcome("on-target", "On target", Rational(1, 3));
        r.outcome("deviates", "Deviates (enter the deviation table for where)", Rational(2, 3));
        r.summary = "On target with chance 1/3; where the others land needs your artillery deviation table.";
    } else {
        const int sides = t.value("die", 6);
        Rational on(0);
        for (const auto& row : t["rows"]) {
            int roll = row["roll"];
            if (roll <= 2) on += Rational(1, sides);
        }
        r.outcome("on-target", "On target", on);
        for (const auto& row : t["rows"]) {
            int roll = row["roll"];
            if (roll <= 2) continue;
            std::string label = row["direction"].get<std::string>();
            if (row.contains("distance")) label += ", " + row["distance"].dump() + "\"";
            r.outcome("roll-" + std::to_string(roll), label, Rational(1, sides));
        }
        r.summary = "On target with chance " + on.str() + "; the rest land as your deviation table says.";
    }
    if (ctx.seed) {
        Prng g(*ctx.seed);
        const int sides = t.is_null() ? 6 : t.value("die", 6);
        int d = g.die(sides);
        json roll = {{"die", d}};
        if (d <= 2)
            roll["key"] = "on-target";
        else if (hand_like) {
            int dist = g.die();
            roll["distance_die"] = dist;
            roll["key"] = std::to_string((dist + 1) / 2) + "in";
        } else
            roll["key"] = t.is_null() ? "deviates" : "roll-" + std::to_string(d);
        r.roll = roll;
    }
    return r;
}

Calculator make_dev() {
    Calculator c;
    c.id = "skirmish.deviation";
    c.title = "Grenade, M79/M203 and mortar deviation";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Throwing and Firing Grenades, Mortars";
    c.help =
        "Where a grenade or mortar round lands: 1–2 on the deviation die is on target; a thrown grenade (or a "
        "mortar whose crew sees the point) is then 1, 2 or 3 inches off; launchers and unseen mortars follow your "
        "artillery deviation table.";
    c.ordered = false;
    c.params = {ParamSpec::Enum("launch", "Launched by",
                                {{"hand", "Thrown by hand"},
                                 {"m79", "M79 / M203"},
                                 {"mortar-seen", "Mortar, aim point seen"},
                                 {"mortar-unseen", "Mortar, aim point unseen"}},
                                "hand",
                                "Thrown grenades use a fixed distance die; launchers need the deviation table.")};
    c.tables = {
        {"skirmish.deviation",
         "Artillery deviation table",
         "From your rules: for each die roll, the direction (and for launchers the distance) of a round that misses.",
         {"direction", "distance (in)"},
         {"1", "2", "3", "4", "5", "6"},
         false,
         "direction text, distance in inches"}};
    c.evaluate = evaluate_dev;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_dev)
}  // namespace pm::skirmish
