// fng.grenade — a hand grenade, a grenade dropped in, or a launcher round, for one figure in the
// blast circle (digest fng.md §2.6, FNG-A5; FNG-T03, T09, T10, T05/T06).
//
//   throw:    score = Rep + 1d6 (one die for the whole throw). Score 3-7 misses and the thrower rolls
//             Where'd the Grenade Go (2d6 vs Rep: 2 harmless, 1 next group, 0 fumble). Otherwise each
//             figure in the circle is hit if the score beats its own situation on the To Hit table.
//   drop-in:  over a wall / through a window / into a room: Bombs Away (2d6 vs Rep) instead; pass 2 reads
//             the To Hit table as if the figure were in the open, pass 1 as if in cover, pass 0 fumbles.
//   launcher: score as a throw (Grenadier: best of 2 dice); a miss explodes harmlessly. Never in a
//             tunnel: underground a launcher fires buckshot only (FNG p.58; buckshot is fng.fire's).
// A hit rolls the Damage Table with Impact 2 (tunnel +1; flak jacket -1, not below 1).
// Fumble: the blast is centred on the thrower, who passes 1d6 vs Rep (Duck Back) or takes damage.
// Seeded roll, in this order: (drop-in) the 2 Bombs Away dice; the score die (Grenadier: 2);
// (miss after a throw) the 2 Where'd-it-go dice; the victim's damage die; on a fumble the thrower's
// 1d6 and, if it fails, his damage die.
#include <algorithm>

#include "contract/registry.h"
#include "contract/rolled.h"
#include "engine/dice/pass_dice.h"
#include "engine/dice/rolls.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"
#include "rules/fng/to_hit.h"
#include "rules/fng/tunnel_fighting.h"

namespace pm::fng {
namespace {

Result evaluate_grenade(const Params& p, const EvalContext& ctx) {
    Result r;
    int rep = p.get_int("rep");
    int vrep = p.get_int("victim_rep");
    const std::string method = p.get_enum("method");
    DamageTable table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    ShotSituation sit;
    sit.target = target_situation(p.get_enum("target"));
    sit.target_fast_moving = p.get_bool("fast_moving");
    int impact = 2;
    if (p.get_bool("tunnel")) {
        // Underground a grenade launcher fires buckshot only (FNG p.58): its HE round is refused.
        if (method == "launcher") throw CalcError(ErrorCode::NotPossible, "method", kTunnelLauncherHeRefusal);
        impact += kTunnelExplosiveImpact;
        r.modifier("Explosive in a tunnel", "+1 Impact", kTunnelRule);
    }
    int imp_victim = impact_after_armour(impact, true, p.get_bool("flak_jacket"), false);
    if (imp_victim != impact) r.modifier("Victim's flak jacket", "-1 Impact", "FNG p.13");
    int best = 1;
    if (p.get_bool("grenadier")) {
        if (method == "launcher") {
            best = 2;
            r.modifier("Grenadier", "+1d6, keep the higher", "FNG p.8");
        } else {
            r.modifier("Grenadier: only with a grenade launcher", "not applied", "FNG p.8");
        }
    }
    const char* dmg_rule = table == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                                    : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)";
    Dist dmg = damage_one_hit(imp_victim, vrep, table);
    Dist hit;            // 1 = the victim is hit
    Rational fumble(0);  // the blast lands on the thrower
    Rational next_group(0);
    json extra;
    if (method == "drop-in") {
        Dist ba = dice::pass_count(2, rep);
        ShotSituation open_s, cover_s;
        cover_s.target = TargetSituation::Cover;
        Rational h = ba.p(2) * hit_chance(rep, open_s) + ba.p(1) * hit_chance(rep, cover_s);
        hit = Dist::bernoulli(h);
        fumble = ba.p(0);
        r.modifier("Bombs Away: 2d6 vs Rep; pass 2 reads the target as in the open, pass 1 as in cover",
                   "replaces the To Hit situation", "FNG p.20 (Bombs Away Check)");
        extra = {{"pass2", ba.p(2).str()}, {"pass1", ba.p(1).str()}, {"pass0", ba.p(0).str()}};
        r.values["bombs_away"] = extra;
    } else {
        Dist score = dice::keep_highest(best).shifted(rep);
        Rational q = hit_chance(rep, sit, 0, best);
        hit = Dist::bernoulli(q);
        Rational miss = score.p_at_most(7);
        r.values["p_miss"] = miss.to_double();
        r.values["p_miss_exact"] = miss.str();
        r.modifier("Score = Rep + 1d6; the figure is hit on " + std::to_string(to_hit_threshold(sit)) + "+",
                   "one die for the whole blast", "FNG pp.19-20 (Ranged Combat To Hit Table)");
        if (method == "throw") {
            Dist w = dice::pass_count(2, rep);
            fumble = miss * w.p(0);
            next_group = miss * w.p(1);
            r.values["wheres_it_go"] = {{"pass2", w.p(2).str()}, {"pass1", w.p(1).str()}, {"pass0", w.p(0).str()}};
            r.modifier("A miss (3-7) rolls Where'd the Grenade Go, 2d6 vs Rep", "2 harmless, 1 next group, 0 fumble",
                       "FNG p.20 (Where'd the Grenade Go? Table)");
        } else {
            r.modifier("Launcher round: a miss explodes harmlessly", "no Where'd-it-go", "FNG p.12");
        }
    }
    Dist fate = hit.then([&](int h) { return h ? dmg : Dist::point(kUnhurt); });
    for (int s = kUnhurt; s <= kOD; ++s) r.outcome(severity_key(s), severity_label(s), fate.p(s));
    r.modifier(table == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0",
               "Impact " + std::to_string(imp_victim), dmg_rule);
    Rational ph = hit.p(1);
    r.values["hit_chance"] = ph.to_double();
    r.values["hit_chance_exact"] = ph.str();
    r.values["fumble"] = fumble.to_double();
    r.values["fumble_exact"] = fumble.str();
    r.values["next_group_exact"] = next_group.str();
    // On a fumble the thrower passes 1d6 vs Rep (Duck Back) or rolls damage (no flak jacket assumed).
    Dist self = Dist::bernoulli(dice::pass_chance(rep)).then([&](int ok) {
        return ok ? Dist::point(kUnhurt) : damage_one_hit(impact, rep, table);
    });
    r.values["thrower_if_fumble"] = {{"unhurt", self.p(kUnhurt).str()},
                                     {"KD", self.p(kKD).str()},
                                     {"OOF", self.p(kOOF).str()},
                                     {"OD", self.p(kOD).str()}};
    r.summary = "The figure is hit " + percent_text(ph) + " of the time and killed outright " +
                percent_text(fate.p(kOD)) +
                (fumble.is_zero() ? "." : "; the blast lands on the thrower " + percent_text(fumble) + ".");
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json roll;
        bool h = false, fum = false;
        std::string w;  // the roll in words
        if (method == "drop-in") {
            std::vector<int> bd = g.dice(2);
            int k = dice::passes_for_faces(bd, rep);
            roll["bombs_away"] = bd;
            w = "Bombs Away " + faces_text(bd) + " against Rep " + std::to_string(rep) + ", pass " + std::to_string(k) +
                "d6";
            if (k == 0) {
                fum = true;
                w += ": it lands back on the thrower.";
            } else {
                int d = g.die();
                roll["score"] = rep + d;
                w += "; die " + std::to_string(d) + " + Rep " + std::to_string(rep) + " = " + std::to_string(rep + d);
                ShotSituation s2;
                if (k == 1) s2.target = TargetSituation::Cover;
                h = die_hits(d, rep, s2);
            }
        } else {
            std::vector<int> sd = g.dice(best);
            int d = *std::max_element(sd.begin(), sd.end());
            roll["score_dice"] = sd;
            roll["score"] = rep + d;
            h = die_hits(d, rep, sit);
            w = "Rolled " + faces_text(sd) + (sd.size() > 1 ? ", the best " + std::to_string(d) : std::string()) +
                " + Rep " + std::to_string(rep) + " = " + std::to_string(rep + d) + (h ? ": a hit" : ": a miss");
            if (rep + d <= 7 && method == "throw") {
                std::vector<int> wd = g.dice(2);
                roll["wheres_it_go"] = wd;
                fum = dice::passes_for_faces(wd, rep) == 0;
                w += "; where it goes " + faces_text(wd) + (fum ? ": back on the thrower" : ": away from the thrower");
            }
            w += ".";
        }
        if (method == "drop-in" && !fum) w += h ? ": a hit." : ": a miss.";
        int sev = kUnhurt;
        if (h) {
            int dd = g.die();
            roll["damage_die"] = dd;
            sev = damage_for_face(dd, imp_victim, vrep, table);
            w += " Damage " + std::to_string(dd) + ":";
        }
        w += " " + r.label(severity_key(sev)) + ".";
        if (fum) {
            int t = g.die();
            roll["thrower_test"] = t;
            int ts = kUnhurt;
            if (t > rep) {
                int dd = g.die();
                roll["thrower_damage_die"] = dd;
                ts = damage_for_face(dd, impact, rep, table);
            }
            roll["thrower"] = severity_key(ts);
            w += " The thrower's test " + std::to_string(t) + " against Rep " + std::to_string(rep) +
                 (roll.contains("thrower_damage_die")
                      ? ", damage " + std::to_string(roll["thrower_damage_die"].get<int>()) + ": "
                      : std::string(": ")) +
                 severity_label(ts) + ".";
        }
        r.rolled = w;
        roll["fumble"] = fum;
        roll["key"] = severity_key(sev);
        r.roll = roll;
    }
    return r;
}

Calculator make_grenade() {
    Calculator c;
    c.id = "fng.grenade";
    c.title = "Grenade";
    c.ruleset = "fng";
    c.citation = "FNG pp.19-20; QRS p.75 (Ranged Combat To Hit Table, Bombs Away Check, Where'd the Grenade Go? Table)";
    c.help =
        "What a grenade does to one figure in its blast circle: a thrown grenade adds one die to the thrower's "
        "Rep and every figure in the circle is checked against that score; a grenade dropped over a wall or "
        "into a room uses the Bombs Away test instead; a launcher round that misses is harmless. Also shows "
        "the chance that a miss comes back on the thrower.";
    c.ordered = true;
    c.params = {
        ParamSpec::Int("rep", "Thrower Rep", 2, 6, 4, "Reputation of the thrower or firer."),
        ParamSpec::Enum(
            "method", "How",
            {{"throw", "Thrown"}, {"drop-in", "Dropped over a wall / into a room"}, {"launcher", "Grenade launcher"}},
            "throw", "Thrown grenades that miss can go astray; launcher misses are harmless."),
        ParamSpec::Enum(
            "target", "The figure is",
            {{"open", "In the open"}, {"prone", "Prone"}, {"concealed", "Concealed"}, {"cover", "In cover"}}, "open",
            "The situation of the figure in the blast circle (ignored when dropped in)."),
        ParamSpec::Bool("fast_moving", "Figure fast moving", false, "The figure moved fast this turn."),
        ParamSpec::Int("victim_rep", "Figure's Rep", 2, 6, 4, "Used by the 2006 Damage Table."),
        ParamSpec::Enum("damage_table", "Damage table", {{"v1", "FNG (2006)"}, {"2.0", "FNG 2.0"}}, "v1",
                        "Which ranged Damage Table to use."),
        ParamSpec::Bool("grenadier", "Grenadier", false, "Launcher only: roll 2 dice and keep the higher."),
        ParamSpec::Bool("flak_jacket", "Figure wears a flak jacket", false, "-1 Impact against blast, not below 1."),
        ParamSpec::Bool("tunnel", "In a tunnel", false,
                        "Explosives underground: +1 Impact (and a bigger circle). A grenade launcher fires only "
                        "buckshot underground, so its HE round is refused there."),
    };
    c.evaluate = evaluate_grenade;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_grenade)
