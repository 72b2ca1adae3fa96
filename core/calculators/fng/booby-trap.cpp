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

namespace pm::fng {
namespace {

Result evaluate_trap(const Params& p, const EvalContext& ctx) {
    Result r;
    int rep = p.get_int("rep");
    int find_t = rep - 1;
    r.modifier("Discovery: 1d6 against Rep - 1", std::to_string(find_t), "FNG p.59");
    if (p.get_bool("pointman")) {
        find_t += 1;
        r.modifier("Pointman", "+1", "FNG p.9");
    }
    if (p.get_bool("tunnel_rat_fast")) {
        find_t -= 1;
        r.modifier("Tunnel Rat moving over half speed", "-1", "FNG p.57");
    }
    const std::string& trap = p.get_enum("trap");
    // A trip flare is a tripwire trap (FNG p.59), so it is found, disarmed and helped by wire cutters
    // exactly as a tripwire is (p.60; wire cutters p.13).
    const bool tripwire = trap == "tripwire" || trap == "flare";
    if (trap == "flare") r.modifier("A trip flare is a kind of tripwire trap", "disarmed as a tripwire", "FNG p.59");
    bool can_disarm = tripwire || trap == "mine" || trap == "cdm";
    bool attempt = p.get_bool("disarm") && can_disarm;
    if (p.get_bool("disarm") && !can_disarm)
        r.modifier("Only tripwires (trip flares included), command-detonated mines and landmines can be disarmed",
                   "no attempt", "FNG p.60");
    int dis_t = rep / 2;
    if (attempt) {
        r.modifier("Disarm: 2d6 against half the Rep, rounded down", std::to_string(dis_t), "FNG p.60 (Disarm Check)");
        if (p.get_bool("wire_cutters")) {
            if (tripwire || trap == "cdm") {
                dis_t += 1;
                r.modifier("Wire cutters", "+1", "FNG p.13 (Pointman reading 20)");
            } else {
                r.modifier("Wire cutters: only tripwires and CDMs", "not applied", "FNG p.13");
            }
        }
    }
    bool walk = p.get_bool("walk_away_on_pass1");
    bool unlimited = p.get_enum("pass1_rule") == "try-again";
    Rational pf = dice::pass_chance(find_t);
    Dist d = dice::pass_count(2, dis_t);
    Rational p2 = d.p(2), p1 = d.p(1), p0 = d.p(0);
    Rational disarmed(0), set_off(0), left(0), found(0);
    if (!attempt) {
        found = pf;
    } else if (walk) {
        disarmed = pf * p2;
        set_off = pf * p0;
        left = pf * p1;
    } else if (unlimited) {
        // keep trying while passing 1: ends on the first pass 2 or pass 0
        Rational ends = p2 + p0;
        disarmed = ends.is_zero() ? Rational(0) : pf * p2 / ends;
        set_off = ends.is_zero() ? Rational(0) : pf * p0 / ends;
        if (ends.is_zero()) left = pf;
        r.modifier("A pass 1 only means: try again next turn, without limit (option)", "reading",
                   "FNG p.60 (Pointman reading 20)");
    } else {
        disarmed = pf * (p2 + p1 * p2);
        set_off = pf * (p0 + p1 * (p1 + p0));
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
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int f = g.die();
        json roll = {{"find_die", f}};
        std::string key = "triggered";
        std::string w = "Find die " + std::to_string(f) + " against " + std::to_string(find_t) + " (" +
                        (f <= find_t ? "pass" : "fail") + ")";
        if (f <= find_t) {
            key = "found";
            if (attempt) {
                json tries = json::array();
                int prev = -1;
                for (int i = 0; i < (unlimited ? 50 : 2); ++i) {
                    std::vector<int> dd = g.dice(2);
                    tries.push_back(dd);
                    int k = dice::passes_for_faces(dd, dis_t);
                    w += "; disarm " + faces_text(dd) + " against " + std::to_string(dis_t) + " (pass " +
                         std::to_string(k) + "d6)";
                    if (k == 2) {
                        key = "disarmed";
                        break;
                    }
                    if (k == 0 || (prev == 1 && !unlimited)) {
                        key = "set-off";
                        break;
                    }
                    prev = 1;
                    if (walk) {
                        key = "left";
                        break;
                    }
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
