// Pointman — `skirmish.mine`.
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/grenades.h"

namespace pm::skirmish {
namespace {

// The bystanders take the mine as a fragmentation grenade: with the player's grenade table
// ("skirmish.grenades", row `frag_row`) their chance of a counter each (rules/skirmish/grenades.h).
// The seeded roll stays one die, for the figure that set the mine off.
Result evaluate_mine(const Params& p, const EvalContext& ctx) {
    Result r;
    r.outcome("3", "+3 counters", Rational(2, 3));
    r.outcome("0", "No counter", Rational(1, 3));
    r.modifier("The figure that sets it off: 3 counters on 3–6", "2/3", "Vietnam Skirmish, Anti-Personnel Mines");
    r.values["others"] = "as a fragmentation grenade (your grenade table)";
    r.summary = "The figure that triggers the mine takes 3 counters with chance 2/3; others nearby as a frag grenade.";
    const json t = tables::player_table(ctx, "skirmish.grenades");
    if (!t.is_null()) {
        const int row = p.get_int("frag_row");
        if (row > static_cast<int>(t["weapons"].size()))
            throw CalcError(ErrorCode::NotPossible, "frag_row",
                            "your grenade table has only " + std::to_string(t["weapons"].size()) + " rows");
        const json& g = t["weapons"][row - 1];
        std::set<int> faces;
        for (const auto& f : g["suppress"]) faces.insert(f.get<int>());
        const Rational each = Dist::die().map([&](int f) { return grenade_counter(f, faces, false, 0); }).p(1);
        r.values["table"] = "skirmish.grenades";
        r.values["bystander_counter_chance"] = each.str();
        r.modifier("Figures nearby: one die each on the row of " + g.value("label", g["id"].get<std::string>()) +
                       " in your grenade table",
                   each.str(), "Vietnam Skirmish, Anti-Personnel Mines; Throwing Grenades, Pointman reading 50");
        r.summary += " Each figure nearby takes a counter with chance " + each.str() + " (your grenade table).";
    }
    return simple_die(r, ctx, 3, "3", "0");
}

Calculator make_mine() {
    Calculator c;
    c.id = "skirmish.mine";
    c.title = "Anti-personnel mine";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, Anti-Personnel Mines";
    c.help =
        "A referee-placed mine: the figure that triggers it gets 3 counters on a 3 to 6; figures nearby take it as a "
        "frag grenade on your grenade table (Pointman reading 50).";
    c.ordered = true;
    c.params = {ParamSpec::Int("frag_row", "Frag grenade (row of your table)", 1, 60, 1,
                               "Row of your grenade table holding the fragmentation grenade, for the figures nearby.")};
    c.tables = {{"skirmish.grenades",
                 "Grenade table",
                 "From the grenade table your copy of the rules uses: one row per grenade, marking the die faces that "
                 "put a counter on a figure in its burst. The mine's bystanders use the fragmentation grenade's row.",
                 {"1", "2", "3", "4", "5", "6"},
                 {"Fragmentation", "Phosphorus"},
                 false,
                 "mark (x) each face that puts a counter on a figure; leave the others empty"}};
    c.evaluate = evaluate_mine;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_mine)
}  // namespace pm::skirmish
