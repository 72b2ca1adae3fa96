// Pointman — FNG damage with no To Hit roll and blast weapons rolled figure by figure (see
// rules/fng/support_fire.h).
#include "rules/fng/support_fire.h"

#include <algorithm>

#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/exact/dist.h"

namespace pm::fng {

const json& damage_sources() {
    return data_json("fng/support_fire.json").at("sources");
}

const json& ordnance() {
    return data_json("fng/support_fire.json").at("ordnance");
}

const json* find_by_id(const json& list, const std::string& id) {
    for (const auto& e : list)
        if (e.at("id") == id) return &e;
    return nullptr;
}

int jump_fall_impact(int face) {
    for (const auto& band : data_json("fng/support_fire.json").at("jump_fall"))
        if (face >= band.at("lo").get<int>() && face <= band.at("hi").get<int>()) return band.at("impact").get<int>();
    return kFallKilled;
}

int jump_fall_result(int fall_face, const std::vector<int>& damage_faces, DamageTable t, const DamageOptions& o) {
    const int impact = jump_fall_impact(fall_face);
    if (impact == kFallKilled) return kOD;            // run over by the vehicle: killed, no damage roll
    return worst_damage(damage_faces, impact, t, o);  // a fall: no armour helps
}

int blast_figure_result(int hit_face, int damage_face, int weapon_rep, const ShotSituation& s, int impact,
                        DamageTable t, const DamageOptions& o) {
    if (!die_hits(hit_face, weapon_rep, s)) return kUnhurt;
    return worst_damage({damage_face}, impact, t, o);
}

// [SECTION] fng.indirect-fire — one figure in the blast of a mortar, artillery or air ordnance
// (rules/fng/support_fire.h). Unlike a grenade (one score for the whole blast), every figure in
// the blast rolls its own To Hit die at the weapon's Rep (FNG pp.51, 52): mortars Rep 5, artillery
// and bombs Rep 6, aircraft rockets and guns the pilot's Rep (p.53). The To Hit line is the
// figure's own situation (to_hit.h); a hit rolls the Damage Table at the weapon's Impact
// (damage.h). Outcomes: the figure's result. Values: the chance he is hit and the blast circle.
// Seeded roll, in this order: the To Hit die; on a hit, the damage die.

namespace {

// The blast as the parameters give it, for the odds and the roll alike.
struct OrdnanceBlast {
    const json* w = nullptr;  // the ordnance list's row
    int rep = 0;              // the Rep it fires at
    int impact = 0;           // as listed (or as read: bomb_impact), before the flak jacket
    ShotSituation shot;
    int impact_eff = 0;  // what the Damage Table reads
    DamageTable table = DamageTable::V1;
    DamageOptions opt;
};

OrdnanceBlast blast_of(const IndirectFireInput& in) {
    OrdnanceBlast b;
    const std::string& id = in.weapon;
    b.w = find_by_id(ordnance(), id);
    if (!b.w) throw RuleError(ErrorCode::OutOfRange, "weapon", "unknown weapon " + id);
    const json& w = *b.w;
    b.table = in.damage_table;
    b.rep = w.at("rep").get<int>();
    b.impact = w.at("impact").get<int>();
    if (id == "custom") {
        b.rep = in.rep;
        b.impact = in.impact;
    } else if (w.value("pilot", false)) {
        b.rep = in.pilot_rep;
    }
    if (w.contains("impact_list") && in.bomb_impact_from_list) b.impact = w.at("impact_list").get<int>();
    b.shot.target = target_situation(in.target);
    b.shot.target_fast_moving = in.fast_moving;
    b.impact_eff = impact_after_armour(std::min(b.impact, 6), w.at("blast").get<bool>(), in.flak_jacket, false);
    b.opt.target_rep = in.target_rep;
    b.opt.hard_as_nails = in.hard_as_nails;
    if (in.larger_than_life) {  // every weapon here fires at a Rep (Pointman reading 66)
        b.opt.larger_than_life = true;
        b.opt.shooter_rep = b.rep;
    }
    return b;
}

}  // namespace

// [SECTION] the odds
Answer indirect_fire(const IndirectFireInput& in) {
    Answer r;
    const OrdnanceBlast b = blast_of(in);
    const std::string& id = in.weapon;
    const json* w = b.w;
    const std::string rule = w->at("rule");
    const DamageTable table = b.table;
    const int target_rep = in.target_rep;
    const int rep = b.rep, impact = b.impact;

    // [SECTION] the weapon's Rep and Impact
    if (id != "custom" && w->value("pilot", false)) {
        r.modifier("Aircraft weapons fire at the pilot's Rep", "Rep " + std::to_string(rep), "FNG p.53");
        r.modifier("Reading: every figure in the rocket's or grenade's circle rolls its own To Hit die", "as for bombs",
                   "FNG p.53, Pointman reading 60");
    }
    if (w->contains("impact_list")) {
        const bool list = in.bomb_impact_from_list;
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
    const ShotSituation& shot = b.shot;
    const int need = to_hit_threshold(shot);
    const Rational q = hit_chance(rep, shot);
    r.modifier("Hits on a total of " + std::to_string(need) + "+", in.target,
               "FNG pp.18-19 (Ranged Combat To Hit Table)");
    const int impact_eff = b.impact_eff;
    if (impact_eff != std::min(impact, 6))
        r.modifier("Flak jacket", "Impact " + std::to_string(impact) + " -> " + std::to_string(impact_eff), "FNG p.13");
    const DamageOptions& opt = b.opt;
    if (opt.hard_as_nails) r.modifier("Hard as Nails: the first OD becomes KD", "applied", "FNG p.8");
    // Larger Than Life (FNG p.5): a Star is never killed by anyone of lower Rep than his own. The book
    // does not say who that is for support fire; every weapon here fires at a Rep (the mortar's or
    // the battery's, the strike's, the pilot's for an aircraft's rockets or grenade launcher, p.53),
    // which we read as its firer's (Pointman reading 66; reading 58 keeps LTL off where nobody fires).
    if (in.larger_than_life)
        r.modifier(rep < target_rep ? "Larger Than Life: the weapon fires at a Rep lower than the Star's (OD -> OOF)"
                                    : "Larger Than Life: the weapon fires at a Rep not lower than the Star's",
                   rep < target_rep ? "applied" : "not applied", "FNG p.5, Pointman reading 66");
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

    return r;
}

// [SECTION] the roll: the To Hit die, then on a hit the damage die, through blast_figure_result
void roll_indirect_fire(const IndirectFireInput& in, Prng& g, Answer& r) {
    const OrdnanceBlast b = blast_of(in);
    const int hf = g.die();
    const bool hit = die_hits(hf, b.rep, b.shot);
    std::vector<int> dmg = hit ? g.throw_dice(1) : std::vector<int>();
    const int key = hit ? blast_figure_result(hf, dmg[0], b.rep, b.shot, b.impact_eff, b.table, b.opt) : kUnhurt;
    r.roll = {{"to_hit_die", hf}, {"hit", hit}, {"damage_dice", dmg}, {"key", severity_key(key)}};
}

}  // namespace pm::fng
