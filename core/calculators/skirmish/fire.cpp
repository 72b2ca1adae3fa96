// Pointman — `skirmish.fire`: aimed fire (VS-A3).
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/calculator_data.h"
#include "contract/summary_words.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/firing.h"

namespace pm::skirmish {
namespace {

// [SECTION] aimed fire (VS-A3)
// The firing weapon's suppress numbers: from the player's weapon table, or "n and up".
struct Weapon {
    std::set<int> faces;
    std::string name;
    bool from_table = false;
};

Weapon weapon_of(const Params& p, const EvalContext& ctx) {
    Weapon w;
    const int weapon = p.get_int("weapon");
    if (weapon > 0) {
        json t = tables::player_table(ctx, "skirmish.weapons");
        if (t.is_null())
            throw CalcError(ErrorCode::NeedsTable, "skirmish.weapons",
                            "enter your weapon table (each weapon's suppress numbers) to pick a weapon by number");
        if (weapon > static_cast<int>(t["weapons"].size()))
            throw CalcError(ErrorCode::NotPossible, "weapon",
                            "your weapon table has only " + std::to_string(t["weapons"].size()) + " weapons");
        const json& row = t["weapons"][weapon - 1];
        for (const auto& f : row["suppress"]) w.faces.insert(f.get<int>());
        w.name = row.value("label", row["id"].get<std::string>());
        w.from_table = true;
    } else {
        for (int f = p.get_int("suppress_from"); f <= 6; ++f) w.faces.insert(f);
        w.name = "the weapon";
    }
    return w;
}

Result evaluate_fire(const Params& p, const EvalContext& ctx) {
    Result r;
    const Weapon wp = weapon_of(p, ctx);
    const std::set<int>& faces = wp.faces;
    const std::string& wname = wp.name;
    if (wp.from_table)
        r.modifier("Suppress numbers of " + wname + " from your table", std::to_string(faces.size()) + "/6",
                   "Vietnam Skirmish, Firing; user table");
    else
        r.modifier("Counter placed on " + std::to_string(p.get_int("suppress_from")) + "+",
                   std::to_string(faces.size()) + "/6", "Vietnam Skirmish, Firing");
    const int dice = p.get_int("dice"), had = p.get_int("counters");
    const bool cover = p.get_bool("cover");
    const Rational ph(static_cast<int64_t>(faces.size()), 6);
    // Every set of phase dice, through the rule the seeded roll uses too.
    const Dist added =
        Dist::from_sorted_faces(dice, [&](const std::vector<int>& f) { return counters_placed(f, faces, cover, had); });
    if (cover) {
        r.modifier("Target in cover from the firer: fire never takes it past one counter", "cap 1",
                   "Vietnam Skirmish, Firing");
    }
    for (int k = 0; k <= dice; ++k) r.outcome(std::to_string(k), "+" + n_counters(k), added.p(k));
    r.values["hit_chance"] = ph.str();
    r.values["phases"] = dice;
    r.summary =
        upper_first(wname) + " fires " +
        (dice == 1 ? std::string("once, placing") : std::to_string(dice) + " times (one phase each), each placing") +
        " a counter with chance " + ph.str() + ".";
    return r;
}

// One die a phase, read by counters_placed as the odds were.
void roll_fire(const Params& p, const EvalContext& ctx, Prng& dice, Result& r) {
    const Weapon wp = weapon_of(p, ctx);
    const std::vector<int> rolls = dice.dice(p.get_int("dice"));
    const int a = counters_placed(rolls, wp.faces, p.get_bool("cover"), p.get_int("counters"));
    r.roll = json{{"dice", rolls}, {"key", std::to_string(a)}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.fire", evaluate_fire, roll_fire)
}  // namespace pm::skirmish
