// fng.special-weapons — a flamethrower, Molotov cocktail, satchel charge or a vehicle's HE round
// against one figure in its path or circle, and a figure crossing a flamethrower's residual flames
// (FNG pp.11-12, QRS p.75; p.30 "APW versus personnel").
//
//   flamethrower, molotov, satchel, vehicle-he: score = Rep + 1d6, one die for the whole path or
//     circle (Pointman reading 44: read as a thrown grenade; a miss is harmless, the grenades' "Where'd
//     it go" table is for grenades only); the figure is hit when the score reaches its To Hit number.
//     Impact 5; vehicle HE 4 or the gun's APR, whichever is higher. Flak jacket: -1 against the
//     explosives only (Pointman reading 43: flame is not a blast).
//   cross-flames: 2d6 minus the figure's Rep read on the To Hit table; a hit burns at Impact 5
//     (Pointman reading 45). The figure must first pass Wanting to Charge to cross at all.
//   tunnel (option, FNG p.58): an explosive (satchel, HE) adds +1 Impact and 4" to its circle.
// Seeded roll, in this order: the score die (cross-flames: the two dice), then the damage die on a hit.
#include "contract/registry.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"
#include "rules/fng/special_weapons.h"
#include "rules/fng/tunnel_fighting.h"

namespace pm::fng {
namespace {

Result evaluate_special(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string wid = p.get_enum("weapon");
    const bool crossing = wid == "cross-flames";
    const int rep = p.get_int("rep");
    int vrep = p.get_int("victim_rep");
    DamageTable table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    ShotSituation sit;
    sit.target = target_situation(p.get_enum("target"));
    sit.target_fast_moving = p.get_bool("fast_moving");
    const int need = to_hit_threshold(sit);
    const char* kList = "FNG pp.11-12; QRS p.75";

    int impact = 5;
    bool explosive = false;
    Rational q;  // the figure is hit
    if (crossing) {
        vrep = rep;
        q = Dist::sum_of_dice(2).p_if([&](int s) { return crossing_flames_hit(s, rep, sit); });
        r.modifier("Crossing the flames: 2d6 minus the figure's Rep, read on the To Hit table",
                   "hit on " + std::to_string(need) + "+", "FNG p.11 (Ranged Combat To Hit Table)");
        r.modifier("The flames burn at the flamethrower's Impact", "Impact 5", "FNG p.11, Pointman reading 45");
        r.modifier("Only a figure that passes Wanting to Charge may cross", "test first", "FNG p.11");
        r.actions.push_back({{"label", "Wanting to Charge before crossing"},
                             {"link", "#/fng.reaction?test=wanting-to-charge&rep=" + std::to_string(rep)}});
    } else {
        const SpecialWeapon& w = special_weapon(wid);
        impact = w.impact;
        explosive = w.explosive;
        if (wid == "vehicle-he") {
            impact = vehicle_he_impact(p.get_int("apr"));
            r.modifier("HE round against figures: Impact 4 or the gun's APR, whichever is higher",
                       "Impact " + std::to_string(impact), "FNG p.30");
            r.actions.push_back({{"label", "Placing the round first (Place Round test)"},
                                 {"link", "#/fng.reaction?test=place-round&rep=" + std::to_string(rep)}});
        }
        r.modifier(w.label, w.area + ", Impact " + std::to_string(impact), wid == "vehicle-he" ? "FNG p.30" : kList);
        // Underground any explosive gains +1 Impact and 4" of blast circle (FNG p.58); the
        // flamethrower and the Molotov cocktail burn, they do not explode.
        if (p.get_bool("tunnel")) {
            if (explosive) {
                impact += kTunnelExplosiveImpact;
                r.modifier("Explosive in a tunnel",
                           "+1 Impact, circle " + std::to_string(w.circle) + "\" -> " +
                               std::to_string(w.circle + kTunnelBlastInches) + "\"",
                           kTunnelRule);
                r.values["blast_circle"] = w.circle + kTunnelBlastInches;
            } else {
                r.modifier("Tunnel: +1 Impact and a bigger circle for explosives only, not flame", "not applied",
                           kTunnelRule);
            }
        }
        q = hit_chance(rep, sit);
        r.modifier("Score = Rep + 1d6 for the whole " + std::string(wid == "flamethrower" ? "path" : "circle") +
                       "; the figure is hit on " + std::to_string(need) + "+",
                   "one die", "FNG pp.11, 19-20 (Ranged Combat To Hit Table), Pointman reading 44");
        r.values["p_miss_harmless"] = (Rational(1) - q).to_double();
        if (wid == "flamethrower") {
            r.values["one_shot_left"] = Rational(1, 6).to_double();
            r.values["one_shot_left_exact"] = Rational(1, 6).str();
            r.modifier("A 1 on the flamethrower's die: only one shot left", "1 in 6", "FNG p.11");
            // The operator hit by fire or caught in a blast: one roll as a Rep 3 shooter at him.
            json tank;
            for (const char* s : {"open", "prone", "cover"}) {
                ShotSituation os;
                os.target = target_situation(s);
                tank[s] = hit_chance(3, os).str();
            }
            r.values["tank_explodes_if_operator_hit"] = tank;
            r.modifier("Operator hit: a Rep 3 roll at him; a hit blows the tank up in a 5 inch circle", "see values",
                       "FNG p.11");
        }
    }
    int imp = impact_after_armour(impact, explosive, p.get_bool("flak_jacket"), false);
    if (p.get_bool("flak_jacket"))
        r.modifier(explosive ? "Flak jacket against an explosive" : "Flak jacket: not against flame",
                   explosive ? "Impact " + std::to_string(impact) + " -> " + std::to_string(imp) : "not applied",
                   explosive ? std::string("FNG p.13") : std::string("FNG p.13, Pointman reading 43"));
    const char* dmg_rule = table == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                                    : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)";
    r.modifier(table == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0",
               "Impact " + std::to_string(imp), dmg_rule);
    Dist dmg = damage_one_hit(imp, vrep, table);
    Dist fate = Dist::bernoulli(q).then([&](int h) { return h ? dmg : Dist::point(kUnhurt); });
    for (int s = kUnhurt; s <= kOD; ++s) r.outcome(severity_key(s), severity_label(s), fate.p(s));
    r.values["hit_chance"] = q.to_double();
    r.values["hit_chance_exact"] = q.str();
    r.values["impact"] = imp;
    r.values["to_hit"] = need;
    r.summary = std::string(crossing ? "Crossing the flames, the figure is burnt " : "The figure is hit ") +
                percent_text(q) + " and killed outright " + percent_text(fate.p(kOD)) + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json roll;
        bool h;
        if (crossing) {
            std::vector<int> d = g.dice(2);
            roll["dice"] = d;
            h = crossing_flames_hit(d[0] + d[1], rep, sit);
        } else {
            int d = g.die();
            roll["score_die"] = d;
            roll["score"] = rep + d;
            h = die_hits(d, rep, sit);
            if (wid == "flamethrower") roll["one_shot_left"] = d == 1;
        }
        int sev = kUnhurt;
        if (h) {
            int dd = g.die();
            roll["damage_die"] = dd;
            sev = damage_for_face(dd, imp, vrep, table);
        }
        roll["key"] = severity_key(sev);
        r.roll = roll;
    }
    return r;
}

Calculator make_special() {
    Calculator c;
    c.id = "fng.special-weapons";
    c.title = "Flamethrower, Molotov, satchel charge, vehicle HE";
    c.ruleset = "fng";
    c.citation = "FNG pp.11-12, 30; QRS p.75";
    c.help =
        "What a flamethrower, a Molotov cocktail, a satchel charge or a vehicle's HE round does to one figure "
        "in its path or circle: one score (Rep + a die) for everyone in it, each figure hit when the score "
        "reaches its own To Hit number, then the Damage Table at the weapon's Impact. Also a figure walking "
        "through the flames a flamethrower leaves behind.";
    c.ordered = true;
    c.params = {
        ParamSpec::Enum("weapon", "Weapon",
                        {{"flamethrower", "Flamethrower (12\", 3\" path, Impact 5)"},
                         {"molotov", "Molotov cocktail (4\", 3\" circle, Impact 5)"},
                         {"satchel", "Satchel / demolition charge (1\", 1\" circle, Impact 5)"},
                         {"vehicle-he", "Vehicle main gun, HE (5\" circle)"},
                         {"cross-flames", "A figure crossing residual flames"}},
                        "flamethrower", "The weapon, or a figure walking through the flames left behind."),
        ParamSpec::Int("rep", "Rep", 2, 6, 4,
                       "The firer's or thrower's Rep; for crossing flames, the crossing figure's own Rep."),
        ParamSpec::Enum(
            "target", "The figure is",
            {{"open", "In the open"}, {"prone", "Prone"}, {"concealed", "Concealed"}, {"cover", "In cover"}}, "open",
            "The situation of the figure in the path or circle."),
        ParamSpec::Bool("fast_moving", "Figure fast moving", false, "The figure moved fast this turn."),
        ParamSpec::Int("victim_rep", "Figure's Rep", 2, 6, 4,
                       "Used by the 2006 Damage Table (crossing flames uses the Rep above)."),
        ParamSpec::Enum("damage_table", "Damage table", {{"v1", "FNG (2006)"}, {"2.0", "FNG 2.0"}}, "v1",
                        "Which ranged Damage Table to use."),
        ParamSpec::Int("apr", "Gun's APR", 0, 10, 4, "Vehicle HE only: the main gun's Armour Piercing Rating."),
        ParamSpec::Bool("flak_jacket", "Figure wears a flak jacket", false,
                        "-1 Impact against the explosives (satchel, HE), not below 1."),
        ParamSpec::Bool("tunnel", "In a tunnel", false,
                        "Explosives underground (satchel, HE): +1 Impact and 4 inches more blast circle. Flame "
                        "gains nothing."),
    };
    c.evaluate = evaluate_special;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_special)
