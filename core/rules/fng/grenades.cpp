// Pointman — FNG grenades: a hand grenade, a grenade dropped in, or a launcher round (grenades.h).
#include "rules/fng/grenades.h"

#include <algorithm>

#include "engine/dice/faces_text.h"
#include "engine/dice/pass_dice.h"
#include "engine/dice/rolls.h"
#include "engine/planned.h"
#include "engine/random/roll_odds.h"
#include "rules/fng/tunnel_fighting.h"

namespace pm::fng {
namespace {

// [SECTION] one blast
// The thrower, the method, the figure's situation and the Impact, worked out
// once by plan() (which says each modifier it applies); the odds and the roll
// then read them.
struct GrenadeBlast {
    int rep = 4, vrep = 4;  // the thrower's Rep, the figure's
    GrenadeMethod method = GrenadeMethod::Throw;
    DamageTable table = DamageTable::V1;
    ShotSituation sit;
    int impact = 2,
        imp_victim = 2;  // the blast's Impact; against the figure, after its flak jacket
    int best = 1;        // score dice: the best of `best` counts (Grenadier with a launcher)

    GrenadeBlast(const GrenadeInput &in, Answer &r) { plan(in, r); }
    void plan(const GrenadeInput &in, Answer &r);
    void odds(Answer &r) const;
    void roll(Prng &g, Answer &r) const;
    struct Dice;
    Dice dice_of(Prng &g) const;
};

// [SECTION] the dice of one blast
// What one blast's dice say, drawn in the order the header gives. The roll says
// them; the odds are this same function run over every face (roll_odds), so the
// two cannot disagree.
struct GrenadeBlast::Dice {
    std::vector<int> bombs_away, score_dice, wheres_it_go;
    int passes = 0;  // Bombs Away (drop-in)
    int score_die = 0, damage_die = 0, thrower_test = 0,
        thrower_damage_die = 0;  // 0: not rolled
    bool hit = false, fumble = false, next_group = false;
    int sev = kUnhurt,
        thrower = kUnhurt;  // the figure's damage; the thrower's, on a fumble
    // All of it as one number for roll_odds, each part in its own bits.
    int code() const { return sev | hit << 2 | fumble << 3 | next_group << 4 | thrower << 5; }
};

GrenadeBlast::Dice GrenadeBlast::dice_of(Prng &g) const {
    Dice d;
    if (method == GrenadeMethod::DropIn) {
        // Bombs Away: pass 2 reads the figure as in the open, pass 1 as in cover,
        // pass 0 fumbles.
        d.bombs_away = g.throw_dice(2);
        d.passes = dice::passes_for_faces(d.bombs_away, rep);
        d.fumble = d.passes == 0;
        if (!d.fumble) {
            d.score_die = g.die();
            ShotSituation s2;
            if (d.passes == 1) s2.target = TargetSituation::Cover;
            d.hit = die_hits(d.score_die, rep, s2);
        }
    } else {
        d.score_dice = g.throw_dice(best);
        d.score_die = *std::max_element(d.score_dice.begin(), d.score_dice.end());
        d.hit = die_hits(d.score_die, rep, sit);
        if (rep + d.score_die <= 7 && method == GrenadeMethod::Throw) {
            d.wheres_it_go = g.throw_dice(2);
            const int k = dice::passes_for_faces(d.wheres_it_go, rep);
            d.fumble = k == 0;
            d.next_group = k == 1;
        }
    }
    if (d.hit) {
        d.damage_die = g.die();
        d.sev = damage_for_face(d.damage_die, imp_victim, vrep, table);
    }
    if (d.fumble) {
        // The thrower passes 1d6 vs Rep (Duck Back) or rolls damage (no flak jacket
        // assumed for him, and said so in the modifiers).
        d.thrower_test = g.die();
        if (d.thrower_test > rep) {
            d.thrower_damage_die = g.die();
            d.thrower = damage_for_face(d.thrower_damage_die, impact, rep, table);
        }
    }
    return d;
}

void GrenadeBlast::plan(const GrenadeInput &in, Answer &r) {
    rep = in.rep;
    vrep = in.victim_rep;
    method = in.method;
    table = in.table;
    sit.target = in.target;
    sit.target_fast_moving = in.fast_moving;
    impact = 2;
    if (in.tunnel) {
        // Underground a grenade launcher fires buckshot only (FNG p.58): its HE round is refused.
        if (method == GrenadeMethod::Launcher)
            throw RuleError(ErrorCode::NotPossible, "method", kTunnelLauncherHeRefusal);
        impact += kTunnelExplosiveImpact;
        r.modifier("Explosive in a tunnel", "+1 Impact", kTunnelRule);
    }
    imp_victim = impact_after_armour(impact, true, in.flak_jacket, false);
    if (imp_victim != impact) r.modifier("Victim's flak jacket", "-1 Impact", "FNG p.13");
    best = 1;
    if (in.grenadier) {
        if (method == GrenadeMethod::Launcher) {
            best = 2;
            r.modifier("Grenadier", "+1d6, keep the higher", "FNG p.8");
        } else {
            r.modifier("Grenadier: only with a grenade launcher", "not applied", "FNG p.8");
        }
    }
}

void GrenadeBlast::odds(Answer &r) const {
    const char *dmg_rule = table == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                                    : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)";
    const Dist all = roll_odds([&](Prng &g) { return dice_of(g).code(); });
    Rational fate[kOD + 1], ph(0), fumble(0), next_group(0);
    for (const auto &[c, pc] : all.entries()) {
        fate[c & 3] += pc;
        if (c >> 2 & 1) ph += pc;
        if (c >> 3 & 1) fumble += pc;
        if (c >> 4 & 1) next_group += pc;
    }
    if (method == GrenadeMethod::DropIn) {
        Dist ba = dice::pass_count(2, rep);
        r.modifier(
            "Bombs Away: 2d6 vs Rep; pass 2 reads the target as in the "
            "open, pass 1 as in cover",
            "replaces the To Hit situation", "FNG p.20 (Bombs Away Check)");
        r.values["bombs_away"] = {{"pass2", ba.p(2).str()}, {"pass1", ba.p(1).str()}, {"pass0", ba.p(0).str()}};
    } else {
        Rational miss = dice::keep_highest(best).shifted(rep).p_at_most(7);
        r.values["p_miss"] = miss.to_double();
        r.values["p_miss_exact"] = miss.str();
        r.modifier("Score = Rep + 1d6; the figure is hit on " + std::to_string(to_hit_threshold(sit)) + "+",
                   "one die for the whole blast", "FNG pp.19-20 (Ranged Combat To Hit Table)");
        if (method == GrenadeMethod::Throw) {
            Dist w = dice::pass_count(2, rep);
            r.values["wheres_it_go"] = {{"pass2", w.p(2).str()}, {"pass1", w.p(1).str()}, {"pass0", w.p(0).str()}};
            r.modifier("A miss (3-7) rolls Where'd the Grenade Go, 2d6 vs Rep", "2 harmless, 1 next group, 0 fumble",
                       "FNG p.20 (Where'd the Grenade Go? Table)");
            r.modifier("A fumble: the thrower takes the blast at Impact " + std::to_string(impact) +
                           " unless he passes 1d6 against his Rep; no flak jacket counted for him",
                       "assumed: no flak jacket", "FNG pp.13, 20 (Where'd the Grenade Go? Table)");
        } else {
            r.modifier("Launcher round: a miss explodes harmlessly", "no Where'd-it-go", "FNG p.12");
        }
    }
    for (int s = kUnhurt; s <= kOD; ++s) r.outcome(severity_key(s), severity_label(s), fate[s]);
    r.modifier(table == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0",
               "Impact " + std::to_string(imp_victim), dmg_rule);
    r.values["hit_chance"] = ph.to_double();
    r.values["hit_chance_exact"] = ph.str();
    r.values["fumble"] = fumble.to_double();
    r.values["fumble_exact"] = fumble.str();
    r.values["next_group_exact"] = next_group.str();
    // What a fumble does to the thrower, whether or not this blast can fumble.
    Dist self = Dist::bernoulli(dice::pass_chance(rep)).then([&](int ok) {
        return ok ? Dist::point(kUnhurt) : damage_one_hit(impact, rep, table);
    });
    r.values["thrower_if_fumble"] = {{"unhurt", self.p(kUnhurt).str()},
                                     {"KD", self.p(kKD).str()},
                                     {"OOF", self.p(kOOF).str()},
                                     {"OD", self.p(kOD).str()}};
    r.summary = "The figure is hit " + percent_text(ph) + " of the time and killed outright " +
                percent_text(fate[kOD]) +
                (fumble.is_zero() ? "." : "; the blast lands on the thrower " + percent_text(fumble) + ".");
}

// [SECTION] roll
void GrenadeBlast::roll(Prng &g, Answer &r) const {
    const Dice d = dice_of(g);
    json roll;
    std::string w;  // the roll in words
    if (method == GrenadeMethod::DropIn) {
        roll["bombs_away"] = d.bombs_away;
        w = "Bombs Away " + faces_text(d.bombs_away) + " against Rep " + std::to_string(rep) + ", pass " +
            std::to_string(d.passes) + "d6";
        if (d.fumble) {
            w += ": it lands back on the thrower.";
        } else {
            roll["score"] = rep + d.score_die;
            w += "; die " + std::to_string(d.score_die) + " + Rep " + std::to_string(rep) + " = " +
                 std::to_string(rep + d.score_die);
            w += d.hit ? ": a hit." : ": a miss.";
        }
    } else {
        roll["score_dice"] = d.score_dice;
        roll["score"] = rep + d.score_die;
        w = "Rolled " + faces_text(d.score_dice) +
            (d.score_dice.size() > 1 ? ", the best " + std::to_string(d.score_die) : std::string()) + " + Rep " +
            std::to_string(rep) + " = " + std::to_string(rep + d.score_die) + (d.hit ? ": a hit" : ": a miss");
        if (!d.wheres_it_go.empty()) {
            roll["wheres_it_go"] = d.wheres_it_go;
            w += "; where it goes " + faces_text(d.wheres_it_go) +
                 (d.fumble ? ": back on the thrower" : ": away from the thrower");
        }
        w += ".";
    }
    if (d.hit) {
        roll["damage_die"] = d.damage_die;
        w += " Damage " + std::to_string(d.damage_die) + ":";
    }
    w += " " + r.label(severity_key(d.sev)) + ".";
    if (d.fumble) {
        roll["thrower_test"] = d.thrower_test;
        if (d.thrower_damage_die) roll["thrower_damage_die"] = d.thrower_damage_die;
        roll["thrower"] = severity_key(d.thrower);
        w += " The thrower's test " + std::to_string(d.thrower_test) + " against Rep " + std::to_string(rep) +
             (d.thrower_damage_die ? ", damage " + std::to_string(d.thrower_damage_die) + ": " : std::string(": ")) +
             severity_label(d.thrower) + ".";
    }
    r.rolled = w;
    roll["fumble"] = d.fumble;
    roll["key"] = severity_key(d.sev);
    r.roll = roll;
}

}  // namespace

Answer grenade(const GrenadeInput &in, Prng *dice) {
    return planned_answer<GrenadeBlast>(in, dice);
}

void roll_grenade(const GrenadeInput &in, Prng &dice, Answer &r) {
    planned_roll<GrenadeBlast>(in, dice, r);
}

}  // namespace pm::fng
