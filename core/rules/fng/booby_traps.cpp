// Pointman — FNG booby traps: see booby_traps.h.
#include "rules/fng/booby_traps.h"

#include <stdexcept>

#include "engine/dice/pass_dice.h"
#include "engine/exact/dist.h"
#include "engine/random/roll_odds.h"

namespace pm::fng {

std::string trap_for_type_key(const std::string& key) {
    static const char* ids[] = {"tripwire", "punji", "mine", "viper", "cdm", "flare"};
    int k = key.empty() ? 0 : key[0] - '0';
    if (k < 1 || k > 6) throw std::logic_error("no booby trap type " + key);
    return ids[k - 1];
}

bool is_tripwire(const std::string& trap) {
    return trap == "tripwire" || trap == "flare";
}

bool tripwire_explosive(int face) {
    return face <= 4;
}

int find_target(int rep, bool pointman, bool tunnel_rat_fast) {
    return rep - 1 + (pointman ? 1 : 0) - (tunnel_rat_fast ? 1 : 0);
}

std::string discovery_label(bool pointman, bool tunnel_rat_fast) {
    return pointman || tunnel_rat_fast ? "Discovery: 1d6 against Rep - 1 and the modifiers below"
                                       : "Discovery: 1d6 against Rep - 1";
}

bool found_for_face(int face, int target) {
    return face <= target;
}

Rational p_find(int target) {
    return Dist::die().p_if([&](int f) { return found_for_face(f, target); });
}

bool can_disarm(const std::string& trap) {
    return is_tripwire(trap) || trap == "mine" || trap == "cdm";
}

bool wire_cutters_help(const std::string& trap) {
    return is_tripwire(trap) || trap == "cdm";
}

int disarm_target(int rep, bool wire_cutters_apply) {
    return rep / 2 + (wire_cutters_apply ? 1 : 0);
}

DisarmRule disarm_rule(bool walk_away_on_pass1, bool try_again) {
    return walk_away_on_pass1 ? DisarmRule::WalkAway
                              : (try_again ? DisarmRule::TryAgain : DisarmRule::SecondPass1SetsOff);
}

DisarmOdds disarm_odds(int target, DisarmRule rule) {
    Dist d = dice::pass_count(2, target);
    DisarmOdds o;
    o.pass2 = d.p(2);
    o.pass1 = d.p(1);
    o.pass0 = d.p(0);
    if (rule == DisarmRule::WalkAway) {
        o.disarmed = o.pass2;
        o.set_off = o.pass0;
        o.left = o.pass1;
    } else if (rule == DisarmRule::TryAgain) {
        // keep trying while passing 1: ends on the first pass 2 or pass 0
        Rational ends = o.pass2 + o.pass0;
        if (ends.is_zero()) {
            o.left = Rational(1);
        } else {
            o.disarmed = o.pass2 / ends;
            o.set_off = o.pass0 / ends;
        }
    } else {
        o.disarmed = o.pass2 + o.pass1 * o.pass2;
        o.set_off = o.pass0 + o.pass1 * (o.pass1 + o.pass0);
    }
    return o;
}

std::string disarm_try_result(const std::vector<int>& faces, int target, DisarmRule rule, bool prev_pass1) {
    int k = dice::passes_for_faces(faces, target);
    if (k == 2) return "disarmed";
    if (k == 0 || (prev_pass1 && rule == DisarmRule::SecondPass1SetsOff)) return "set-off";
    if (rule == DisarmRule::WalkAway) return "left";
    return "";
}

std::string roll_disarm_tries(Prng& dice, int target, DisarmRule rule, std::vector<std::vector<int>>& tries) {
    bool prev = false;
    for (int i = 0; i < (rule == DisarmRule::TryAgain ? kMaxDisarmTries : 2); ++i) {
        tries.push_back(dice.throw_dice(2));
        std::string end = disarm_try_result(tries.back(), target, rule, prev);
        if (!end.empty()) return end;
        prev = true;
    }
    return "";
}

Poison poison_for_face(int face) {
    return face <= 2 ? Poison::Dead : (face <= 4 ? Poison::OutOfFight : Poison::StillPoisoned);
}

// [SECTION] fng.booby-trap: finding and disarming, the odds

namespace {

// "5, 2": a try's faces as a player reads them.
std::string trap_faces_text(const std::vector<int>& faces) {
    std::string t;
    for (size_t i = 0; i < faces.size(); ++i) t += (i ? ", " : "") + std::to_string(faces[i]);
    return t;
}

// What the input makes of the find and the disarm, for the odds and the roll alike.
struct TrapPlan {
    int find_t = 0;        // the find die passes on this or less
    bool attempt = false;  // a disarm is tried (asked for, and this trap can be disarmed)
    bool cutters = false;  // wire cutters help this try
    int dis_t = 0;         // each disarm die passes on this or less
};

TrapPlan trap_plan(const BoobyTrapInput& in) {
    TrapPlan t;
    t.find_t = find_target(in.rep, in.pointman, in.tunnel_rat_fast);
    t.attempt = in.disarm && can_disarm(in.trap);
    t.cutters = t.attempt && in.wire_cutters && wire_cutters_help(in.trap);
    t.dis_t = disarm_target(in.rep, t.cutters);
    return t;
}

}  // namespace

Answer booby_trap(const BoobyTrapInput& in) {
    Answer r;
    const int rep = in.rep;
    const TrapPlan plan = trap_plan(in);
    r.modifier(discovery_label(in.pointman, in.tunnel_rat_fast), std::to_string(plan.find_t), "FNG p.59");
    if (in.pointman) r.modifier("Pointman", "+1", "FNG p.9");
    if (in.tunnel_rat_fast) r.modifier("Tunnel Rat moving over half speed", "-1", "FNG p.57");
    const std::string& trap = in.trap;
    // A trip flare is a tripwire trap (FNG p.59), so it is found, disarmed and helped by wire cutters
    // exactly as a tripwire is (p.60; wire cutters p.13).
    if (trap == "flare") r.modifier("A trip flare is a kind of tripwire trap", "disarmed as a tripwire", "FNG p.59");
    if (in.disarm && !can_disarm(trap))
        r.modifier("Only tripwires (trip flares included), command-detonated mines and landmines can be disarmed",
                   "no attempt", "FNG p.60");
    if (plan.attempt) {
        r.modifier("Disarm: 2d6 against half the Rep, rounded down", std::to_string(rep / 2),
                   "FNG p.60 (Disarm Check)");
        if (in.wire_cutters) {
            if (plan.cutters) {
                r.modifier("Wire cutters", "+1", "FNG p.13 (Pointman reading 20)");
            } else {
                r.modifier("Wire cutters: only tripwires and CDMs", "not applied", "FNG p.13");
            }
        }
    }
    const DisarmRule rule = in.rule;
    const Rational pf = p_find(plan.find_t);
    const DisarmOdds odds = disarm_odds(plan.dis_t, rule);
    Rational disarmed(0), set_off(0), left(0), found(0);
    if (!plan.attempt) {
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
    r.values["disarm_try"] = {{"pass2", odds.pass2.str()}, {"pass1", odds.pass1.str()}, {"pass0", odds.pass0.str()}};
    // A solo trap goes off on three equal activation dice (p.59): counted over the three dice's faces.
    const Dist three_equal =
        Dist::from_faces(3, [](const std::vector<int>& f) { return f[0] == f[1] && f[1] == f[2]; });
    r.values["solo_trap_per_turn"] = three_equal.p(1).str();
    r.summary = "Found " + percent_text(pf) + (plan.attempt ? ", disarmed " + percent_text(disarmed) : std::string()) +
                "; the trap goes off " + percent_text(Rational(1) - pf + set_off) + ".";
    r.actions.push_back(
        {{"label", "The whole trap: what it is and what it does"}, {"link", "#/fng.booby-trap-chain?trap=" + trap}});
    return r;
}

// [SECTION] fng.booby-trap: the roll, the find die, then two dice a disarm try
void roll_booby_trap(const BoobyTrapInput& in, Prng& g, Answer& r) {
    const TrapPlan plan = trap_plan(in);
    const int find_t = plan.find_t, dis_t = plan.dis_t;
    int f = g.die();
    json roll = {{"find_die", f}};
    std::string key = "triggered";
    const bool found = found_for_face(f, find_t);
    std::string w =
        "Find die " + std::to_string(f) + " against " + std::to_string(find_t) + " (" + (found ? "pass" : "fail") + ")";
    if (found) {
        key = "found";
        if (plan.attempt) {
            std::vector<std::vector<int>> tries;
            const std::string end = roll_disarm_tries(g, dis_t, in.rule, tries);
            for (const auto& dd : tries)
                w += "; disarm " + trap_faces_text(dd) + " against " + std::to_string(dis_t) + " (pass " +
                     std::to_string(dice::passes_for_faces(dd, dis_t)) + "d6)";
            if (!end.empty()) key = end;
            roll["disarm_dice"] = tries;
        }
    }
    roll["key"] = key;
    r.roll = roll;
    r.rolled = w + ": " + r.label(key) + ".";
}

// [SECTION] fng.booby-trap-count: the number of traps and the markers

namespace {

int dummies_for(int traps, bool six) {
    return six ? 6 - traps : traps;
}

// The number of traps: one die, unless the player already rolled it. The odds and the roll both
// come from here.
int traps_drawn(Prng& dice, int given) {
    return given == 0 ? dice.die() : given;
}

}  // namespace

Answer booby_trap_count(const BoobyTrapCountInput& in) {
    Answer r;
    const int given = in.traps;
    const bool six = in.six_markers;
    if (given == 0)
        r.modifier("Number of traps: one die", "1d6", "FNG p.59");
    else
        r.modifier("Number of traps as rolled", std::to_string(given), "FNG p.59");
    r.modifier(six ? "Six markers in all; the ones without a trap are dummies"
                   : "One dummy marker for each trap (alternative reading)",
               six ? "6 markers" : "2 x traps markers", "FNG p.59 (example)");
    const Dist count = roll_odds([&](Prng& g) { return traps_drawn(g, given); });
    for (int k = 1; k <= 6; ++k)
        r.outcome(std::to_string(k), std::to_string(k) + (k == 1 ? " trap" : " traps"), count.p(k));
    json by = json::array();
    Rational real(0);  // a marker picked blind hides a real trap, over the number of traps
    for (int k = 1; k <= 6; ++k) {
        int d = dummies_for(k, six);
        by.push_back({{"traps", k}, {"dummies", d}, {"markers", k + d}});
        real += count.p(k) * Rational(k, k + d);
    }
    r.values["by_traps"] = by;
    r.values["p_marker_real"] = real.str();
    if (given > 0) {
        r.values["traps"] = given;
        r.values["dummies"] = dummies_for(given, six);
        r.values["markers"] = given + dummies_for(given, six);
        r.summary = std::to_string(given) + (given == 1 ? " trap" : " traps") + " and " +
                    std::to_string(dummies_for(given, six)) +
                    " dummies: " + std::to_string(given + dummies_for(given, six)) +
                    " markers, each hiding a real trap " + percent_text(real) + " of the time.";
    } else {
        r.summary = std::string("One die gives 1 to 6 traps; ") +
                    (six ? "with 6 markers in all, " : "with one dummy per trap, ") +
                    "a marker picked blind hides a real trap " + percent_text(real) + " of the time.";
    }
    r.actions.push_back({{"label", "What kind of trap (solo play)"}, {"link", "#/fng.booby-trap-type"}});
    r.actions.push_back({{"label", "Finding and disarming a trap"}, {"link", "#/fng.booby-trap"}});
    return r;
}

void roll_booby_trap_count(const BoobyTrapCountInput& in, Prng& dice, Answer& r) {
    const int given = in.traps;
    json roll = json::object();
    const int k = traps_drawn(dice, given);
    if (given == 0) roll["dice"] = {k};
    roll["traps"] = k;
    roll["dummies"] = dummies_for(k, in.six_markers);
    roll["markers"] = k + dummies_for(k, in.six_markers);
    roll["key"] = std::to_string(k);
    r.roll = roll;
}

}  // namespace pm::fng
