// Pointman — `skirmish.mine`.
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/skirmish/grenades.h"

namespace pm::skirmish {
namespace {

// The bystanders take the mine as a fragmentation grenade: with the player's grenade table
// ("skirmish.grenades", row `frag_row`) their chance of a counter each (rules/skirmish/grenades.h).
// The seeded roll stays one die, for the figure that set the mine off.
// The figure that sets it off: 3 counters on 3–6.
constexpr OneDie kTriggerer{3, "3", "0"};

Result evaluate_mine(const Params& p, const EvalContext& ctx) {
    Result r;
    const Rational hit = kTriggerer.p_yes();
    r.outcome("3", "+3 counters", hit);
    r.outcome("0", "No counter", Rational(1) - hit);
    r.modifier("The figure that sets it off: 3 counters on 3–6", hit.str(), "Vietnam Skirmish, Anti-Personnel Mines");
    r.values["others"] = "as a fragmentation grenade (your grenade table)";
    r.summary = "The figure that triggers the mine takes 3 counters with chance " + hit.str() +
                "; others nearby as a frag grenade.";
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
    return r;
}

void roll_mine(const Params&, const EvalContext&, Prng& dice, Result& r) {
    roll_one_die(kTriggerer, dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.mine", evaluate_mine, roll_mine)
}  // namespace pm::skirmish
