// Pointman — `skirmish.apc`: APCs (VS-A9) and run-overs.
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

// [SECTION] APCs (VS-A9) and run-overs
// What the weapon can do to the APC this time, read once for both the odds and the roll.
struct Attack {
    bool rpg = false;           // an RPG, or a mortar frag round counted as one: 3 counters on 5–6
    bool can_take = false;      // frag: the APC may still take a grenade's counter this turn
    bool frag_open = false;     // frag: the grenade's landing and effect are not resolved yet
    bool sure = false;          // frag: the player's grenade table already gave it a counter
    bool needs_table = false;   // frag in the burst, without the player's grenade table
    bool in_burst = false;      // frag in the burst: one die on the player's grenade table
    std::set<int> burst_faces;  // …the faces of its row that give a counter
};

Attack attack_of(const Params& p, const EvalContext& ctx) {
    Attack a;
    const std::string w = p.get_enum("weapon");
    if (w == "small-arms") return a;
    if (w != "frag") {
        a.rpg = true;
        return a;
    }
    // The APC rule only caps grenades at one counter; the grenade must still land where it can hurt
    // and take effect on the player's own grenade table (not printed in the rules).
    a.can_take = p.get_int("apc_counters") == 0 && !p.get_bool("frag_this_turn");
    const std::string& res = p.get_enum("grenade_result");
    a.frag_open = a.can_take && res == "not-rolled";
    a.sure = a.can_take && res == "counter";
    if (a.can_take && res == "in-burst") {
        // The APC is in the burst: one die on the player's grenade table (rules/skirmish/grenades.h).
        const json t = tables::player_table(ctx, "skirmish.grenades");
        if (t.is_null()) {
            a.frag_open = a.needs_table = true;
            return a;
        }
        const int row = p.get_int("frag_row");
        if (row > static_cast<int>(t["weapons"].size()))
            throw CalcError(ErrorCode::NotPossible, "frag_row",
                            "your grenade table has only " + std::to_string(t["weapons"].size()) + " rows");
        for (const auto& f : t["weapons"][row - 1]["suppress"]) a.burst_faces.insert(f.get<int>());
        a.in_burst = true;
    }
    return a;
}

// Counters one die puts on the APC: 0, 1 or 3.
int counters_for(const Attack& a, int face) {
    if (a.rpg) return face >= 5 ? 3 : 0;
    if (a.in_burst) return grenade_counter(face, a.burst_faces, false, 0);
    return a.sure ? 1 : 0;
}

Result evaluate_apc(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string w = p.get_enum("weapon");
    if (p.get_int("kills") >= 2) {
        // VS-13: the second Kill explodes the APC; no weapon has anything left to roll against.
        r.values["status"] = "destroyed";
        r.modifier("First 'Kill' immobilises, second explodes it", "2 so far: exploded",
                   "Vietnam Skirmish, APCs (Pointman reading 25)");
        r.summary = "The APC has exploded (its second Kill): there is nothing left to attack.";
        return r;
    }
    const Attack a = attack_of(p, ctx);
    const Dist odds = Dist::die().map([&](int f) { return counters_for(a, f); });
    const Rational p1 = odds.p(1), p3 = odds.p(3);
    if (w == "small-arms") {
        r.modifier("Assault rifles, shotguns and pistols", "no effect", "Vietnam Skirmish, APCs");
    } else if (w == "frag") {
        const std::string& res = p.get_enum("grenade_result");
        if (a.needs_table) tables::wait_for_table(r, "skirmish.grenades");
        if (a.in_burst) {
            r.values["table"] = "skirmish.grenades";
            r.modifier("The APC in the burst: one die on your grenade table's frag row", p1.str(),
                       "Vietnam Skirmish, Throwing Grenades; APCs, Pointman reading 50");
        }
        r.modifier("Fragmentation grenades: one counter a turn at most, none once it has a counter",
                   !a.can_take ? "no effect" : "at most +1", "Vietnam Skirmish, APCs");
        if (a.can_take)
            r.modifier(res == "not-rolled" ? "Grenade not resolved yet: it lands as aimed on 1-2 of the deviation die, "
                                             "then your grenade table decides"
                                           : (res == "counter" ? "Your grenade table gave the APC a counter"
                                                               : "Your grenade table gave the APC none"),
                       res == "not-rolled" ? "lands as aimed " + p_lands_as_aimed().str()
                                           : (res == "counter" ? "+1 (capped)" : "0"),
                       "Vietnam Skirmish, Throwing Grenades; APCs");
        r.values["grenade_max_counters"] = 1;
        r.values["grenade_lands_as_aimed"] = p_lands_as_aimed().str();
    } else {
        r.modifier(w == "rpg" ? "RPG hits on 5–6" : "Mortar frag round counts as an RPG shot", "3 counters on 5–6",
                   w == "rpg" ? "Vietnam Skirmish, APCs" : "Vietnam Skirmish, Mortars");
    }
    if (!a.frag_open) {
        r.outcome("0", "No counter", Rational(1) - p1 - p3);
        r.outcome("1", "+1 counter", p1);
        r.outcome("3", "+3 counters", p3);
    }
    const int kills = p.get_int("kills");
    r.values["status"] = kills == 0 ? "running" : kills == 1 ? "immobilised" : "destroyed";
    r.modifier("First 'Kill' immobilises, second explodes it", std::to_string(kills) + " so far",
               "Vietnam Skirmish, APCs (Pointman reading 25)");
    // Only the results that can happen are named (an outcome of chance 0 stays in `outcomes`).
    std::string can;
    if (!p3.is_zero()) can += "+3 counters with chance " + p3.str();
    if (!p1.is_zero()) can += std::string(can.empty() ? "" : ", ") + "+1 counter with chance " + p1.str();
    r.summary = "Against the APC: " + (can.empty() ? std::string("no counter") : can) + ".";
    if (a.frag_open)
        r.summary =
            "A frag grenade adds at most one counter to the APC: it has to land (as aimed with chance " +
            p_lands_as_aimed().str() +
            ", "
            "otherwise 1-3\" off) and then take effect on your grenade table. Give its result, or enter your grenade "
            "table, to see the counter.";
    return r;
}

// One die, read by counters_for as the odds were; nothing to roll while the grenade is open or the
// APC is gone.
void roll_apc(const Params& p, const EvalContext& ctx, Prng& dice, Result& r) {
    if (p.get_int("kills") >= 2) return;
    const Attack a = attack_of(p, ctx);
    if (a.frag_open) return;
    const int d = dice.die();
    r.roll = json{{"die", d}, {"key", std::to_string(counters_for(a, d))}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.apc", evaluate_apc, roll_apc)
}  // namespace pm::skirmish
