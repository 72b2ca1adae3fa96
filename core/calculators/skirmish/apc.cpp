// Pointman — `skirmish.apc`: APCs (VS-A9) and run-overs.
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

// [SECTION] APCs (VS-A9) and run-overs
Result evaluate_apc(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string w = p.get_enum("weapon");
    const int had = p.get_int("apc_counters");
    if (p.get_int("kills") >= 2) {
        // VS-13: the second Kill explodes the APC; no weapon has anything left to roll against.
        r.values["status"] = "destroyed";
        r.modifier("First 'Kill' immobilises, second explodes it", "2 so far: exploded",
                   "Vietnam Skirmish, APCs (Pointman reading 25)");
        r.summary = "The APC has exploded (its second Kill): there is nothing left to attack.";
        return r;
    }
    Rational p1(0), p3(0);
    bool frag_open = false;     // a grenade whose landing and effect the player has not resolved yet
    std::set<int> burst_faces;  // "in-burst" with the player's grenade table: the faces that give a counter
    if (w == "small-arms") {
        r.modifier("Assault rifles, shotguns and pistols", "no effect", "Vietnam Skirmish, APCs");
    } else if (w == "frag") {
        // The APC rule only caps grenades at one counter; the grenade must still land where it
        // can hurt and take effect on the player's own grenade table (not printed in the rules).
        const bool can_take = had == 0 && !p.get_bool("frag_this_turn");
        const std::string& res = p.get_enum("grenade_result");
        frag_open = can_take && res == "not-rolled";
        if (can_take && res == "counter") p1 = Rational(1);
        if (can_take && res == "in-burst") {
            // The APC is in the burst: one die on the player's grenade table (rules/skirmish/grenades.h).
            const json t = tables::player_table(ctx, "skirmish.grenades");
            if (t.is_null()) {
                frag_open = true;
                tables::wait_for_table(r, "skirmish.grenades");
            } else {
                const int row = p.get_int("frag_row");
                if (row > static_cast<int>(t["weapons"].size()))
                    throw CalcError(ErrorCode::NotPossible, "frag_row",
                                    "your grenade table has only " + std::to_string(t["weapons"].size()) + " rows");
                std::set<int> faces;
                for (const auto& f : t["weapons"][row - 1]["suppress"]) faces.insert(f.get<int>());
                burst_faces = faces;
                p1 = Dist::die().map([&](int f) { return grenade_counter(f, faces, false, 0); }).p(1);
                r.values["table"] = "skirmish.grenades";
                r.modifier("The APC in the burst: one die on your grenade table's frag row", p1.str(),
                           "Vietnam Skirmish, Throwing Grenades; APCs, Pointman reading 50");
            }
        }
        r.modifier("Fragmentation grenades: one counter a turn at most, none once it has a counter",
                   !can_take ? "no effect" : "at most +1", "Vietnam Skirmish, APCs");
        if (can_take)
            r.modifier(res == "not-rolled" ? "Grenade not resolved yet: it lands as aimed on 1-2 of the deviation die, "
                                             "then your grenade table decides"
                                           : (res == "counter" ? "Your grenade table gave the APC a counter"
                                                               : "Your grenade table gave the APC none"),
                       res == "not-rolled" ? "lands as aimed 1/3" : (res == "counter" ? "+1 (capped)" : "0"),
                       "Vietnam Skirmish, Throwing Grenades; APCs");
        r.values["grenade_max_counters"] = 1;
        r.values["grenade_lands_as_aimed"] = Rational(1, 3).str();
    } else {
        p3 = Rational(1, 3);
        r.modifier(w == "rpg" ? "RPG hits on 5–6" : "Mortar frag round counts as an RPG shot", "3 counters on 5–6",
                   w == "rpg" ? "Vietnam Skirmish, APCs" : "Vietnam Skirmish, Mortars");
    }
    if (!frag_open) {
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
    if (frag_open)
        r.summary =
            "A frag grenade adds at most one counter to the APC: it has to land (as aimed with chance 1/3, "
            "otherwise 1-3\" off) and then take effect on your grenade table. Give its result, or enter your grenade "
            "table, to see the counter.";
    if (ctx.seed && !frag_open) {
        Prng g(*ctx.seed);
        int d = g.die();
        const char* key = p3 > Rational(0)       ? (d >= 5 ? "3" : "0")
                          : !burst_faces.empty() ? (burst_faces.count(d) ? "1" : "0")
                                                 : (p1 > Rational(0) ? "1" : "0");
        r.roll = json{{"die", d}, {"key", key}};
    }
    return r;
}

Calculator make_apc() {
    Calculator c;
    c.id = "skirmish.apc";
    c.title = "Attacks on an M113 APC";
    c.ruleset = "skirmish";
    c.citation = "Vietnam Skirmish, APCs";
    c.help =
        "Small arms do nothing to an APC, grenades add at most one counter a turn (if the grenade lands and takes "
        "effect on your grenade table, Pointman reading 50), RPGs and mortar frag rounds add three on a 5 or 6.";
    c.ordered = true;
    c.params = {
        ParamSpec::Enum("weapon", "Weapon",
                        {{"small-arms", "Rifle, shotgun, pistol"},
                         {"frag", "Frag grenade"},
                         {"rpg", "RPG"},
                         {"mortar-frag", "Mortar frag round"}},
                        "rpg", "What hits the APC."),
        ParamSpec::Int("apc_counters", "APC's counters", 0, 20, 0, "Counters on the APC now."),
        ParamSpec::Bool("frag_this_turn", "Grenade counter this turn", false,
                        "A grenade already added a counter this turn."),
        ParamSpec::Enum(
            "grenade_result", "This grenade's result",
            {{"not-rolled", "Not resolved yet"},
             {"counter", "Landed and gave a counter"},
             {"none", "Gave no counter"},
             {"in-burst", "Landed with the APC in its burst: roll on my grenade table"}},
            "not-rolled",
            "Frag grenade only: what your own grenade table gave the APC where the grenade landed, or that it landed "
            "with the APC in its burst (then your table's odds); the APC rule keeps at most one counter."),
        ParamSpec::Int("frag_row", "Frag grenade (row of your table)", 1, 60, 1,
                       "Row of your grenade table holding the fragmentation grenade.")
            .in_group("Options"),
        ParamSpec::Int("kills", "Kills so far", 0, 2, 0, "Earlier 'Kill' results on the APC."),
    };
    c.tables = {{"skirmish.grenades",
                 "Grenade table",
                 "From the grenade table your copy of the rules uses: one row per grenade, marking the die faces that "
                 "put a counter on a figure in its burst.",
                 {"1", "2", "3", "4", "5", "6"},
                 {"Fragmentation", "Phosphorus"},
                 false,
                 "mark (x) each face that puts a counter on a figure; leave the others empty"}};
    c.generator = 2;  // a frag grenade's counter is no longer certain
    c.evaluate = evaluate_apc;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_apc)
}  // namespace pm::skirmish
