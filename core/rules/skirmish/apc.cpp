// Pointman — Vietnam Skirmish, APCs and run-overs (apc.h).

#include "rules/skirmish/apc.h"

#include <set>
#include <string>

#include "engine/exact/dist.h"
#include "engine/tables/crt.h"
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

Attack attack_of(const ApcInput& in) {
    Attack a;
    if (in.weapon == ApcWeapon::SmallArms) return a;
    if (in.weapon != ApcWeapon::Frag) {
        a.rpg = true;
        return a;
    }
    // The APC rule only caps grenades at one counter; the grenade must still land where it can hurt
    // and take effect on the player's own grenade table (not printed in the rules).
    a.can_take = in.apc_counters == 0 && !in.frag_this_turn;
    const GrenadeResult res = in.grenade_result;
    a.frag_open = a.can_take && res == GrenadeResult::NotRolled;
    a.sure = a.can_take && res == GrenadeResult::Counter;
    if (a.can_take && res == GrenadeResult::InBurst) {
        // The APC is in the burst: one die on the player's grenade table (rules/skirmish/grenades.h).
        if (!in.grenades) {
            a.frag_open = a.needs_table = true;
            return a;
        }
        const int row = in.frag_row;
        if (row > static_cast<int>(in.grenades->size()))
            throw RuleError(ErrorCode::NotPossible, "frag_row",
                            "your grenade table has only " + std::to_string(in.grenades->size()) + " rows");
        a.burst_faces = (*in.grenades)[row - 1].faces;
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

}  // namespace

Answer apc(const ApcInput& in) {
    Answer r;
    const ApcWeapon w = in.weapon;
    if (in.kills >= 2) {
        // VS-13: the second Kill explodes the APC; no weapon has anything left to roll against.
        r.values["status"] = "destroyed";
        r.modifier("First 'Kill' immobilises, second explodes it", "2 so far: exploded",
                   "Vietnam Skirmish, APCs (Pointman reading 25)");
        r.summary = "The APC has exploded (its second Kill): there is nothing left to attack.";
        return r;
    }
    const Attack a = attack_of(in);
    const Dist odds = Dist::die().map([&](int f) { return counters_for(a, f); });
    const Rational p1 = odds.p(1), p3 = odds.p(3);
    if (w == ApcWeapon::SmallArms) {
        r.modifier("Assault rifles, shotguns and pistols", "no effect", "Vietnam Skirmish, APCs");
    } else if (w == ApcWeapon::Frag) {
        const GrenadeResult res = in.grenade_result;
        if (a.needs_table) tables::wait_for_table(r, "skirmish.grenades");
        if (a.in_burst) {
            r.values["table"] = "skirmish.grenades";
            r.modifier("The APC in the burst: one die on your grenade table's frag row", p1.str(),
                       "Vietnam Skirmish, Throwing Grenades; APCs, Pointman reading 50");
        }
        r.modifier("Fragmentation grenades: one counter a turn at most, none once it has a counter",
                   !a.can_take ? "no effect" : "at most +1", "Vietnam Skirmish, APCs");
        if (a.can_take)
            r.modifier(res == GrenadeResult::NotRolled
                           ? "Grenade not resolved yet: it lands as aimed on 1-2 of the deviation die, "
                             "then your grenade table decides"
                           : (res == GrenadeResult::Counter ? "Your grenade table gave the APC a counter"
                                                            : "Your grenade table gave the APC none"),
                       res == GrenadeResult::NotRolled ? "lands as aimed " + p_lands_as_aimed().str()
                                                       : (res == GrenadeResult::Counter ? "+1 (capped)" : "0"),
                       "Vietnam Skirmish, Throwing Grenades; APCs");
        r.values["grenade_max_counters"] = 1;
        r.values["grenade_lands_as_aimed"] = p_lands_as_aimed().str();
    } else {
        r.modifier(w == ApcWeapon::Rpg ? "RPG hits on 5–6" : "Mortar frag round counts as an RPG shot",
                   "3 counters on 5–6", w == ApcWeapon::Rpg ? "Vietnam Skirmish, APCs" : "Vietnam Skirmish, Mortars");
    }
    if (!a.frag_open) {
        r.outcome("0", "No counter", Rational(1) - p1 - p3);
        r.outcome("1", "+1 counter", p1);
        r.outcome("3", "+3 counters", p3);
    }
    const int kills = in.kills;
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
void roll_apc(const ApcInput& in, Prng& dice, Answer& r) {
    if (in.kills >= 2) return;
    const Attack a = attack_of(in);
    if (a.frag_open) return;
    const int d = dice.die();
    r.roll = json{{"die", d}, {"key", std::to_string(counters_for(a, d))}};
}

// [SECTION] run-overs
Answer run_over(const RunOverInput& in) {
    Answer r;
    const int had = in.counters;
    r.values["counters"] = std::max(had, 5);
    r.outcome(std::to_string(std::max(had, 5)), n_counters(std::max(had, 5)), Rational(1));
    r.modifier("Run over by a vehicle: counters raised to 5", had >= 5 ? "no change" : "to 5",
               "Vietnam Skirmish, APCs");
    r.summary = "The figure now has " + n_counters(std::max(had, 5)) + ".";
    return r;
}

}  // namespace pm::skirmish
