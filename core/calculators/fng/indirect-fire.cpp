// fng.indirect-fire — one figure in the blast of a mortar, artillery or air ordnance
// (rules/fng/support_fire.h). Unlike a grenade (one score for the whole blast), every figure in
// the blast rolls its own To Hit die at the weapon's Rep (FNG pp.51, 52): mortars Rep 5, artillery
// and bombs Rep 6, aircraft rockets and guns the pilot's Rep (p.53). The To Hit line is the
// figure's own situation (to_hit.h); a hit rolls the Damage Table at the weapon's Impact
// (damage.h). Outcomes: the figure's result. Values: the chance he is hit and the blast circle.
// Seeded roll, in this order: the To Hit die; on a hit, the damage die.
#include <algorithm>

#include "contract/registry.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/support_fire.h"

namespace pm::fng {
namespace {

Result evaluate_indirect(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string id = p.get_enum("weapon");
    const json* w = find_by_id(ordnance(), id);
    if (!w) throw CalcError(ErrorCode::OutOfRange, "weapon", "unknown weapon " + id);
    const std::string rule = w->at("rule");
    const DamageTable table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    const int target_rep = p.get_int("target_rep");

    // [SECTION] the weapon's Rep and Impact
    int rep = w->at("rep").get<int>();
    int impact = w->at("impact").get<int>();
    if (id == "custom") {
        rep = p.get_int("rep");
        impact = p.get_int("impact");
    } else if (w->value("pilot", false)) {
        rep = p.get_int("pilot_rep");
        r.modifier("Aircraft weapons fire at the pilot's Rep", "Rep " + std::to_string(rep), "FNG p.53");
        r.modifier("Reading: every figure in the rocket's or grenade's circle rolls its own To Hit die", "as for bombs",
                   "FNG p.53, Pointman reading 60");
    }
    if (w->contains("impact_list")) {
        const bool list = p.get_enum("bomb_impact") == "list";
        if (list) impact = w->at("impact_list").get<int>();
        r.modifier(
            list ? "Reading: Impact from the aircraft weapons list" : "Reading: Impact from the air strike rules",
            "Impact " + std::to_string(impact), "FNG pp.53, 66, Pointman reading 59");
    }
    if (id != "custom")
        r.modifier(
            w->at("label").get<std::string>(),
            "Rep " + std::to_string(rep) + ", Impact " + std::to_string(impact) +
                (w->at("circle").get<int>() > 0 ? ", " + std::to_string(w->at("circle").get<int>()) + "\" circle" : ""),
            rule);
    r.modifier("Each figure in the blast rolls its own To Hit die at the weapon's Rep", "one die per figure",
               "FNG pp.51, 52 (Ranged Combat To Hit Table)");

    // [SECTION] the figure
    ShotSituation shot;
    shot.target = target_situation(p.get_enum("target"));
    shot.target_fast_moving = p.get_bool("fast_moving");
    const int need = to_hit_threshold(shot);
    const Rational q = hit_chance(rep, shot);
    r.modifier("Hits on a total of " + std::to_string(need) + "+", p.get_enum("target"),
               "FNG pp.18-19 (Ranged Combat To Hit Table)");
    const int impact_eff =
        impact_after_armour(std::min(impact, 6), w->at("blast").get<bool>(), p.get_bool("flak_jacket"), false);
    if (impact_eff != std::min(impact, 6))
        r.modifier("Flak jacket", "Impact " + std::to_string(impact) + " -> " + std::to_string(impact_eff), "FNG p.13");
    DamageOptions opt;
    opt.target_rep = target_rep;
    opt.hard_as_nails = p.get_bool("hard_as_nails");
    if (opt.hard_as_nails) r.modifier("Hard as Nails: the first OD becomes KD", "applied", "FNG p.8");
    // Larger Than Life (FNG p.5): a Star is never killed by anyone of lower Rep than his own; an
    // aircraft's rockets or grenade launcher fire at the pilot's Rep (p.53), so a lower-Rep pilot
    // cannot kill him (OD -> OOF). Mortars and artillery have no one firing at a Rep of his own.
    if (p.get_bool("larger_than_life")) {
        const bool pilot = w->value("pilot", false);
        opt.larger_than_life = pilot;
        opt.shooter_rep = rep;
        if (!pilot)
            r.modifier("Larger Than Life: only against an aircraft weapon fired at its pilot's Rep", "not applied",
                       "FNG pp.5, 53");
        else
            r.modifier(rep < target_rep ? "Larger Than Life: the pilot's Rep is lower than the Star's (OD -> OOF)"
                                        : "Larger Than Life: the pilot's Rep is not lower than the Star's",
                       rep < target_rep ? "applied" : "not applied", "FNG pp.5, 53");
    }
    const char* dmg_rule = table == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                                    : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)";
    r.modifier(table == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0",
               "Impact " + std::to_string(impact_eff), dmg_rule);

    // [SECTION] exact result: the same rule the roll uses, over every pair of faces
    Dist fate = Dist::from_faces(2, [&](const std::vector<int>& f) {
        return blast_figure_result(f[0], f[1], rep, shot, impact_eff, table, opt);
    });
    for (int k = kUnhurt; k <= kOD; ++k) r.outcome(severity_key(k), severity_label(k), fate.p(k));
    r.values["hit_chance"] = q.to_double();
    r.values["hit_chance_exact"] = q.str();
    r.values["to_hit"] = need;
    r.values["weapon_rep"] = rep;
    r.values["impact"] = impact_eff;
    if (w->at("circle").get<int>() > 0) r.values["blast_circle"] = w->at("circle").get<int>();
    if (table == DamageTable::V2) {
        Dist kd = dice::pass_count(2, target_rep);
        r.values["knock_down_test"] = {{"pass2", kd.p(2).str()}, {"pass1", kd.p(1).str()}, {"pass0", kd.p(0).str()}};
    }
    r.summary = "Each figure in the blast: Rep " + std::to_string(rep) + " + 1d6 needs " + std::to_string(need) +
                "+ (hit " + percent_text(q) + "), then Impact " + std::to_string(impact_eff) + ": hurt " +
                percent_text(Rational(1) - fate.p(kUnhurt)) + ", obviously dead " + percent_text(fate.p(kOD)) + ".";
    r.actions.push_back(
        {{"label", "Where the round lands"},
         {"link", std::string("#/") + (id.find("mortar") != std::string::npos      ? "fng.mortar-deviation"
                                       : id.find("artillery") != std::string::npos ? "fng.artillery-deviation"
                                                                                   : "fng.ordnance-deviation")}});

    // [SECTION] seeded roll
    if (ctx.seed) {
        Prng g(*ctx.seed);
        const int hf = g.die();
        const bool hit = die_hits(hf, rep, shot);
        std::vector<int> dmg = hit ? g.dice(1) : std::vector<int>();
        const int key = hit ? blast_figure_result(hf, dmg[0], rep, shot, impact_eff, table, opt) : kUnhurt;
        r.roll = {{"to_hit_die", hf}, {"hit", hit}, {"damage_dice", dmg}, {"key", severity_key(key)}};
    }
    return r;
}

Calculator make_indirect() {
    Calculator c;
    c.id = "fng.indirect-fire";
    c.title = "Mortar, artillery or air ordnance on one figure";
    c.ruleset = "fng";
    c.citation =
        "FNG pp.50-53 (Ranged Combat To Hit Table, Ranged Combat Damage Table, v1, Ranged Combat Damage Table, FNG "
        "2.0)";
    c.help =
        "Once the blast has landed, every figure under it rolls its own To Hit die at the weapon's Rep (mortars "
        "5, artillery and bombs 6, aircraft rockets the pilot's), against its own situation; a hit rolls the "
        "Damage Table with the weapon's Impact. Napalm needs no To Hit roll: see Damage without a To Hit roll.";
    c.ordered = true;
    std::vector<Choice> wc;
    for (const auto& w : ordnance()) wc.push_back({w.at("id").get<std::string>(), w.at("label").get<std::string>()});
    c.params = {
        ParamSpec::Enum("weapon", "Weapon", wc, "light-mortar", "Sets the Rep it fires at and its Impact."),
        ParamSpec::Enum(
            "target", "Figure is",
            {{"open", "In the open"}, {"prone", "Prone"}, {"concealed", "Concealed"}, {"cover", "In cover"}}, "open",
            "The figure's own situation picks its To Hit line."),
        ParamSpec::Bool("fast_moving", "Figure fast moving", false, "The figure moved fast this turn."),
        ParamSpec::Int("target_rep", "Figure's Rep", 2, 6, 4, "Reputation of the figure in the blast."),
        ParamSpec::Enum(
            "damage_table", "Damage table", {{"v1", "FNG (2006)"}, {"2.0", "FNG 2.0"}}, "v1",
            "The 2006 table uses the figure's Rep; the 2.0 table kills only on a 1 and adds a Knock Down Test."),
        ParamSpec::Int("pilot_rep", "Pilot's Rep (aircraft weapons)", 2, 6, 4,
                       "Rockets and aircraft guns fire at the pilot's Rep; every figure in the circle rolls (Pointman "
                       "reading 60).")
            .in_group("Weapon"),
        ParamSpec::Enum(
            "bomb_impact", "Bomb Impact", {{"text", "Air strike rules (3 / 4)"}, {"list", "Weapons list (4 / 5)"}},
            "text",
            "The air strike rules give 500 lb bombs Impact 3 and 750 lb bombs Impact 4; the aircraft "
            "weapons list gives 4 and 5. Our reading (default) follows the rules text (Pointman reading 59).")
            .in_group("Weapon"),
        ParamSpec::Int("rep", "Rep (Other only)", 2, 6, 5, "The Rep the weapon fires at when the weapon is 'Other'.")
            .in_group("Weapon"),
        ParamSpec::Int("impact", "Impact (Other only)", 0, 6, 2, "The Impact when the weapon is 'Other'.")
            .in_group("Weapon"),
        ParamSpec::Bool("flak_jacket", "Flak jacket", false, "-1 Impact against blast, not below 1.")
            .in_group("Target"),
        ParamSpec::Bool("hard_as_nails", "Hard as Nails", false,
                        "The figure's first Obviously Dead becomes a Knock Down.")
            .in_group("Target"),
        ParamSpec::Bool("larger_than_life", "Larger Than Life (Star)", false,
                        "Optional rule: a Star hit by an aircraft's rockets or grenade launcher cannot be killed "
                        "by a pilot of lower Rep (Obviously Dead becomes Out of the Fight).")
            .in_group("Target"),
    };
    c.evaluate = evaluate_indirect;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_indirect)
