// Pointman — `skirmish.fire`: aimed fire (VS-A3).
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/registry.h"
#include "contract/summary_words.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/firing.h"

namespace pm::skirmish {
namespace {

// [SECTION] aimed fire (VS-A3)
Result evaluate_fire(const Params& p, const EvalContext& ctx) {
    Result r;
    std::set<int> faces;
    const int weapon = p.get_int("weapon");
    std::string wname;
    if (weapon > 0) {
        json t = tables::player_table(ctx, "skirmish.weapons");
        if (t.is_null())
            throw CalcError(ErrorCode::NeedsTable, "skirmish.weapons",
                            "enter your weapon table (each weapon's suppress numbers) to pick a weapon by number");
        if (weapon > static_cast<int>(t["weapons"].size()))
            throw CalcError(ErrorCode::NotPossible, "weapon",
                            "your weapon table has only " + std::to_string(t["weapons"].size()) + " weapons");
        const json& w = t["weapons"][weapon - 1];
        for (const auto& f : w["suppress"]) faces.insert(f.get<int>());
        wname = w.value("label", w["id"].get<std::string>());
        r.modifier("Suppress numbers of " + wname + " from your table", std::to_string(faces.size()) + "/6",
                   "Vietnam Skirmish, Firing; user table");
    } else {
        for (int f = p.get_int("suppress_from"); f <= 6; ++f) faces.insert(f);
        wname = "the weapon";
        r.modifier("Counter placed on " + std::to_string(p.get_int("suppress_from")) + "+",
                   std::to_string(faces.size()) + "/6", "Vietnam Skirmish, Firing");
    }
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
    if (ctx.seed) {
        Prng g(*ctx.seed);
        const std::vector<int> rolls = g.dice(dice);
        const int a = counters_placed(rolls, faces, cover, had);
        r.roll = json{{"dice", rolls}, {"key", std::to_string(a)}};
    }
    return r;
}

Calculator make_fire() {
    Calculator c;
    c.id = "skirmish.fire";
    c.title = "Aimed fire and suppression";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Firing and Firing Arc";
    c.help =
        "Each phase of fire is one die; a face among the weapon's suppress numbers puts a counter on the target. "
        "Pick the weapon from your own table, or give the lowest face that counts.";
    c.params = {
        ParamSpec::Int("weapon", "Weapon (row of your table)", 0, 60, 0,
                       "Row of your weapon table; 0 = use the face below."),
        ParamSpec::Int("suppress_from", "Counter on this face or more", 1, 6, 5, "Used when no weapon row is chosen."),
        ParamSpec::Int("dice", "Phases of fire", 1, 3, 1, "One die per phase spent firing (a figure has at most 3)."),
        ParamSpec::Bool("cover", "Target in cover from the firer", false, "Fire cannot raise it above one counter."),
        ParamSpec::Int("counters", "Target's counters now", 0, 20, 0, "Matters only for a target in cover."),
    };
    c.tables = {{"skirmish.weapons",
                 "Weapon suppress numbers",
                 "From the weapon table your copy of the rules uses: one row per weapon, marking the die faces that "
                 "place a counter. Weapons are picked by row number.",
                 {"1", "2", "3", "4", "5", "6"},
                 {"Rifle", "Assault rifle", "Machine gun"},
                 false,
                 "mark (x) each face that places a counter; leave the others empty"}};
    c.evaluate = evaluate_fire;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_fire)
}  // namespace pm::skirmish
