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

#include "contract/registry.h"
#include "contract/rolled.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/booby_traps.h"

namespace pm::fng {
namespace {

Result evaluate_trap(const Params& p, const EvalContext& ctx) {
    Result r;
    int rep = p.get_int("rep");
    const int find_t = find_target(rep, p.get_bool("pointman"), p.get_bool("tunnel_rat_fast"));
    r.modifier("Discovery: 1d6 against Rep - 1", std::to_string(rep - 1), "FNG p.59");
    if (p.get_bool("pointman")) r.modifier("Pointman", "+1", "FNG p.9");
    if (p.get_bool("tunnel_rat_fast")) r.modifier("Tunnel Rat moving over half speed", "-1", "FNG p.57");
    const std::string& trap = p.get_enum("trap");
    // A trip flare is a tripwire trap (FNG p.59), so it is found, disarmed and helped by wire cutters
    // exactly as a tripwire is (p.60; wire cutters p.13).
    if (trap == "flare") r.modifier("A trip flare is a kind of tripwire trap", "disarmed as a tripwire", "FNG p.59");
    bool attempt = p.get_bool("disarm") && can_disarm(trap);
    if (p.get_bool("disarm") && !can_disarm(trap))
        r.modifier("Only tripwires (trip flares included), command-detonated mines and landmines can be disarmed",
                   "no attempt", "FNG p.60");
    const bool cutters = attempt && p.get_bool("wire_cutters") && wire_cutters_help(trap);
    const int dis_t = disarm_target(rep, cutters);
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
    bool walk = p.get_bool("walk_away_on_pass1");
    bool unlimited = p.get_enum("pass1_rule") == "try-again";
    const DisarmRule rule =
        walk ? DisarmRule::WalkAway : (unlimited ? DisarmRule::TryAgain : DisarmRule::SecondPass1SetsOff);
    Rational pf = dice::pass_chance(find_t);
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
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int f = g.die();
        json roll = {{"find_die", f}};
        std::string key = "triggered";
        const bool found = found_for_face(f, find_t);
        std::string w = "Find die " + std::to_string(f) + " against " + std::to_string(find_t) + " (" +
                        (found ? "pass" : "fail") + ")";
        if (found) {
            key = "found";
            if (attempt) {
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
    return r;
}

Calculator make_trap() {
    Calculator c;
    c.id = "fng.booby-trap";
    c.title = "Booby trap: find it and disarm it";
    c.ruleset = "fng";
    c.citation = "FNG pp.59-60 (Booby trap types, Disarm Check)";
    c.help =
        "Chance that a figure about to set off a booby trap finds it first (one die against Rep minus 1), and "
        "then that it disarms it (two dice against half its Rep), with Pointman, tunnel speed and wire cutters.";
    c.ordered = false;
    c.params = {
        ParamSpec::Int("rep", "Rep", 2, 6, 4, "Reputation of the figure."),
        ParamSpec::Enum("trap", "Trap",
                        {{"tripwire", "Tripwire"},
                         {"punji", "Punji stakes or pit"},
                         {"mine", "Landmine"},
                         {"viper", "Viper"},
                         {"cdm", "Command-detonated mine"},
                         {"flare", "Trip flare"}},
                        "tripwire",
                        "Only tripwires (a trip flare is one), command-detonated mines and landmines can be disarmed."),
        ParamSpec::Bool("pointman", "Pointman", false, "+1 to find traps."),
        ParamSpec::Bool("tunnel_rat_fast", "Tunnel Rat above half speed", false, "-1 to find traps."),
        ParamSpec::Bool("disarm", "Try to disarm", true, "Attempt to disarm a found trap."),
        ParamSpec::Bool("wire_cutters", "Wire cutters", false, "+1 on tripwires (trip flares too) and CDMs."),
        ParamSpec::Bool("walk_away_on_pass1", "Walk away after a pass 1", false,
                        "Stop after a first failed try instead of trying again."),
        ParamSpec::Enum(
            "pass1_rule", "Reading of a second pass 1",
            {{"sets-off", "A second pass 1 in a row sets it off"}, {"try-again", "Keep trying without limit"}},
            "sets-off", "The book contradicts itself on repeated pass 1 results; the first choice is our reading."),
    };
    c.evaluate = evaluate_trap;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_trap)
