// fng.booby-trap — finding a booby trap and disarming it (digest fng.md §2.14; FNG-T66, T67).
//
// Discovery: 1d6 ≤ Rep − 1 (+1 Pointman, −1 Tunnel Rat above half speed) finds the trap instead of
// setting it off. Disarm (tripwires, trip flares among them, command-detonated mines and landmines
// only): 2d6 vs Rep ÷ 2 rounded down (+1 wire cutters on tripwires and CDMs, added after halving,
// digest E-48): pass 2 disarmed; pass 0 it goes off; pass 1 not yet — the next turn's try is made,
// and a second pass 1 in a row sets it off (E-48; option: walk away after a pass 1 instead).
// Outcomes: "triggered" (not found), "found" (found, no disarm attempt or cannot be disarmed),
// "disarmed", "set-off" (found, then set off while disarming), "left" (walked away after pass 1).
// Seeded roll: the discovery die, then 2 disarm dice per attempt.
#include <algorithm>

#include "contract/calculator_data.h"
#include "contract/rolled.h"
#include "engine/dice/pass_dice.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/fng/booby_traps.h"

namespace pm::fng {
namespace {

// What the parameters make of the find and the disarm, for the odds and the roll alike.
struct TrapPlan {
    int find_t = 0;        // the find die passes on this or less
    bool attempt = false;  // a disarm is tried (asked for, and this trap can be disarmed)
    bool cutters = false;  // wire cutters help this try
    int dis_t = 0;         // each disarm die passes on this or less
    DisarmRule rule = DisarmRule::SecondPass1SetsOff;
};

TrapPlan trap_plan(const Params& p) {
    TrapPlan t;
    const int rep = p.get_int("rep");
    const std::string& trap = p.get_enum("trap");
    t.find_t = find_target(rep, p.get_bool("pointman"), p.get_bool("tunnel_rat_fast"));
    t.attempt = p.get_bool("disarm") && can_disarm(trap);
    t.cutters = t.attempt && p.get_bool("wire_cutters") && wire_cutters_help(trap);
    t.dis_t = disarm_target(rep, t.cutters);
    const bool walk = p.get_bool("walk_away_on_pass1");
    const bool unlimited = p.get_enum("pass1_rule") == "try-again";
    t.rule = walk ? DisarmRule::WalkAway : (unlimited ? DisarmRule::TryAgain : DisarmRule::SecondPass1SetsOff);
    return t;
}

// [SECTION] the odds
Result evaluate_trap(const Params& p, const EvalContext&) {
    Result r;
    int rep = p.get_int("rep");
    const TrapPlan plan = trap_plan(p);
    const int find_t = plan.find_t;
    r.modifier("Discovery: 1d6 against Rep - 1", std::to_string(rep - 1), "FNG p.59");
    if (p.get_bool("pointman")) r.modifier("Pointman", "+1", "FNG p.9");
    if (p.get_bool("tunnel_rat_fast")) r.modifier("Tunnel Rat moving over half speed", "-1", "FNG p.57");
    const std::string& trap = p.get_enum("trap");
    // A trip flare is a tripwire trap (FNG p.59), so it is found, disarmed and helped by wire cutters
    // exactly as a tripwire is (p.60; wire cutters p.13).
    if (trap == "flare") r.modifier("A trip flare is a kind of tripwire trap", "disarmed as a tripwire", "FNG p.59");
    const bool attempt = plan.attempt;
    if (p.get_bool("disarm") && !can_disarm(trap))
        r.modifier("Only tripwires (trip flares included), command-detonated mines and landmines can be disarmed",
                   "no attempt", "FNG p.60");
    const bool cutters = plan.cutters;
    const int dis_t = plan.dis_t;
    if (attempt) {
        r.modifier("Disarm: 2d6 against half the Rep, rounded down", std::to_string(rep / 2),
                   "FNG p.60 (Disarm Check)");
        if (p.get_bool("wire_cutters")) {
            if (cutters) {
                r.modifier("Wire cutters", "+1", "FNG p.13 (Pointman reading 20)");
            } else {
                r.modifier("Wire cutters: only tripwires and CDMs", "not applied", "FNG p.13");
            }
        }
    }
    const DisarmRule rule = plan.rule;
    Rational pf = Dist::die().p_if([&](int f) { return found_for_face(f, find_t); });
    DisarmOdds odds = disarm_odds(dis_t, rule);
    Rational p2 = odds.pass2, p1 = odds.pass1, p0 = odds.pass0;
    Rational disarmed(0), set_off(0), left(0), found(0);
    if (!attempt) {
        found = pf;
    } else {
        disarmed = pf * odds.disarmed;
        set_off = pf * odds.set_off;
        left = pf * odds.left;
        if (rule == DisarmRule::TryAgain)
            r.modifier("A pass 1 only means: try again next turn, without limit (option)", "reading",
                       "FNG p.60 (Pointman reading 20)");
        if (rule == DisarmRule::SecondPass1SetsOff)
            r.modifier("A second pass 1 in a row sets the trap off", "reading", "FNG p.60 (Pointman reading 20)");
    }
    r.outcome("triggered", "Not found: the trap goes off", Rational(1) - pf);
    r.outcome("found", "Found (no disarm attempt)", found);
    r.outcome("disarmed", "Found and disarmed", disarmed);
    r.outcome("set-off", "Found, then set off while disarming", set_off);
    r.outcome("left", "Found; left alone after a failed try", left);
    r.values["p_find"] = pf.str();
    r.values["disarm_try"] = {{"pass2", p2.str()}, {"pass1", p1.str()}, {"pass0", p0.str()}};
    r.values["solo_trap_per_turn"] = "1/36";  // three equal activation dice (p.59)
    r.summary = "Found " + percent_text(pf) + (attempt ? ", disarmed " + percent_text(disarmed) : std::string()) +
                "; the trap goes off " + percent_text(Rational(1) - pf + set_off) + ".";
    r.actions.push_back(
        {{"label", "The whole trap: what it is and what it does"}, {"link", "#/fng.booby-trap-chain?trap=" + trap}});
    return r;
}

// [SECTION] the roll: the find die, then two dice a disarm try
void roll_trap(const Params& p, const EvalContext&, Prng& g, Result& r) {
    const TrapPlan plan = trap_plan(p);
    const int find_t = plan.find_t, dis_t = plan.dis_t;
    const DisarmRule rule = plan.rule;
    int f = g.die();
    json roll = {{"find_die", f}};
    std::string key = "triggered";
    const bool found = found_for_face(f, find_t);
    std::string w =
        "Find die " + std::to_string(f) + " against " + std::to_string(find_t) + " (" + (found ? "pass" : "fail") + ")";
    if (found) {
        key = "found";
        if (plan.attempt) {
            json tries = json::array();
            bool prev = false;
            for (int i = 0; i < (rule == DisarmRule::TryAgain ? kMaxDisarmTries : 2); ++i) {
                std::vector<int> dd = g.dice(2);
                tries.push_back(dd);
                w += "; disarm " + faces_text(dd) + " against " + std::to_string(dis_t) + " (pass " +
                     std::to_string(dice::passes_for_faces(dd, dis_t)) + "d6)";
                std::string end = disarm_try_result(dd, dis_t, rule, prev);
                if (!end.empty()) {
                    key = end;
                    break;
                }
                prev = true;
            }
            roll["disarm_dice"] = tries;
        }
    }
    roll["key"] = key;
    r.roll = roll;
    r.rolled = w + ": " + r.label(key) + ".";
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.booby-trap", evaluate_trap, roll_trap)
}  // namespace pm::fng
