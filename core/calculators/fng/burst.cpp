// fng.burst — a burst of fire followed to its end: the shots of one firing shared out over its
// targets, each target's damage, and the Received Fire test of each target left unhurt (FNG pp.18-19,
// 22; QRS pp.75-76). The odds compose the step rules through rules/fng/burst.h (the same functions
// fng.fire, fng.damage-only and fng.under-fire read); the seeded roll and the player's own dice
// follow the same steps, die by die.
//
// Shots: a chosen weapon fires its Targets number (full auto where the weapon has it; a combat
// shotgun rolls 4, the best 2 count); a custom weapon fires `dice`. They are shared out as evenly as
// the dice allow, the earlier targets taking the odd ones, and the dice sorted high → low go to the
// targets in order (FNG p.19, the swath): target 1 the highest. Target 2 is hit on the "second
// target" line of the To Hit table, targets 3 and on on the "third or higher" line.
// Received Fire: 2 dice against the target's Rep; "in cover" on the test when the targets are in
// cover for the To Hit table.
// Outcomes: the end for target `shown` (target 1 by default); values.targets has every target's.
// The roll (seeded, or the player's own dice), in this order: the firing's dice; each target's damage dice (one per
// hit), target by target; the Received Fire dice (2) of each target left unhurt, target by target.
#include "rules/fng/burst.h"

#include <algorithm>

#include "contract/calculator_data.h"
#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/dice/rolls.h"
#include "engine/random/prng.h"

namespace pm::fng {
namespace {

const json& burst_weapons() {
    return data_json("fng/fire_weapons.json").at("weapons");
}

json burst_p(const std::string& label, const Rational& p) {
    return json{{"label", label}, {"p", p.to_double()}, {"exact", p.str()}};
}

std::string burst_dice_text(int n) {
    return std::to_string(n) + (n == 1 ? " die" : " dice");
}

// [SECTION] one firing, read from the request
// The weapon's shots and each target's steps, worked out once by plan() (which says each modifier
// it applies); odds() and roll() then read them.
struct BurstFiring {
    int rep = 4, n_targets = 1, shown = 1, impact = 0, rolled = 1, rep_eff = 4;
    DamageTable table = DamageTable::V1;
    std::string situation, doing;
    std::vector<BurstTarget> ts;

    void plan(const Params& p, Result& r);
    void odds(const Params& p, Result& r) const;
    void roll(Prng& g, Result& r) const;
};

void BurstFiring::plan(const Params& p, Result& r) {
    const char* kT03 = "FNG pp.18-19 (Ranged Combat To Hit Table)";
    const char* kT17 = "FNG p.22; QRS p.76 (Received Fire Check)";
    rep = p.get_int("rep");
    n_targets = p.get_int("targets");
    shown = p.get_int("shown");
    impact = p.get_int("impact");
    table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;

    // [SECTION] the weapon's shots
    std::string weapon_id = p.get_enum("weapon");
    std::string category = "custom";
    std::string weapon_label = "The weapon";
    int shots = p.get_int("dice");
    if (weapon_id != "custom") {
        const json* w = nullptr;
        for (const auto& x : burst_weapons())
            if (x.at("id") == weapon_id) w = &x;
        if (!w) throw CalcError(ErrorCode::OutOfRange, "weapon", "unknown weapon " + weapon_id);
        category = w->at("category").get<std::string>();
        weapon_label = "The " + w->at("label").get<std::string>();
        shots = w->at("targets").get<int>();
        if (p.get_bool("full_auto") && w->contains("targets_full_auto")) {
            shots = w->at("targets_full_auto").get<int>();
            r.modifier("Full automatic", "Targets " + std::to_string(shots), w->at("rule").get<std::string>());
        }
        impact = w->at("impact").get<int>();
        r.modifier(w->at("label").get<std::string>(),
                   "Targets " + std::to_string(shots) + ", Impact " + std::to_string(impact),
                   w->at("rule").get<std::string>());
    }
    rolled = weapon_rolled_dice(category, shots);
    if (category == "shotgun") {
        shots = 2;
        r.modifier("Combat shotgun: 4 dice rolled, best 2 count", "4d6 keep 2", "FNG p.10");
    }
    if (impact > 6) impact = 6;
    if (n_targets > shots)
        throw CalcError(ErrorCode::NotPossible, "targets",
                        weapon_label + " fires " + burst_dice_text(shots) + ", one target for each at most: there is " +
                            "no firing at " + std::to_string(n_targets) + " targets");
    if (shown > n_targets)
        throw CalcError(ErrorCode::NotPossible, "shown",
                        "the firing has " + std::to_string(n_targets) + (n_targets == 1 ? " target" : " targets") +
                            ", so there is no target " + std::to_string(shown) + " to follow");
    rep_eff = std::max(1, rep + p.get_int("rep_modifier"));
    if (p.get_int("rep_modifier") != 0)
        r.modifier("Other Rep modifier you gave", std::to_string(p.get_int("rep_modifier")) + " Rep",
                   "FNG pp.30, 76, 2.0-3");

    // [SECTION] each target's steps
    situation = p.get_enum("target");
    doing = p.get_enum("doing");
    int before = 0;
    for (int i = 1; i <= n_targets; ++i) {
        BurstTarget t;
        t.fire.rep_eff = rep_eff;
        t.fire.shot.target = target_situation(situation);
        t.fire.shot.target_order = std::min(i, 3);
        t.fire.rolled = rolled;
        t.fire.kept = shots;
        t.fire.dice_before = before;
        t.fire.dice = shots / n_targets + (i <= shots % n_targets ? 1 : 0);
        before += t.fire.dice;
        int trep = i == 1 ? p.get_int("target_rep") : p.get_int("target_rep_" + std::to_string(i));
        if (trep == 1)
            throw CalcError(ErrorCode::OutOfRange, "target_rep_" + std::to_string(i),
                            "a target's Rep is 2 to 6 (0 = the same as target 1)");
        if (trep == 0) trep = p.get_int("target_rep");
        t.impact = impact;
        t.table = table;
        t.damage.target_rep = trep;
        t.damage.shooter_rep = rep;
        t.figure.doing = doing == "charging"     ? UnderFireDoing::Charging
                         : doing == "retrieving" ? UnderFireDoing::Retrieving
                         : situation == "cover"  ? UnderFireDoing::InCover
                                                 : UnderFireDoing::Other;
        t.figure.outgunned = p.get_bool("outgunned");
        t.figure.can_fire = p.get_bool("can_fire");
        ts.push_back(t);
    }
    r.modifier("Shots shared out: " + std::to_string(shots) + " over " + std::to_string(n_targets) +
                   (n_targets == 1 ? " target" : " targets") + ", the highest dice to the first",
               "FNG pp.18-19 (swath)", kT03);
    r.modifier(table == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0",
               "Impact " + std::to_string(impact),
               table == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                        : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)");
    r.modifier("Received Fire: 2 dice against each target's Rep, for a target left unhurt", "Pointman reading 64",
               kT17);
    if (ts.front().figure.doing == UnderFireDoing::InCover)
        r.modifier("Targets in cover: in cover on the Received Fire test too", "fire back at -1 or Hunker Down", kT17);
    if (p.get_bool("outgunned")) r.modifier("Outgunned", "Duck Back on a pass 2", "FNG pp.12-13 (Outgunned Ratings)");
    if (!p.get_bool("can_fire")) r.modifier("Cannot fire back", "Duck Back on a pass 2", kT17);
}

void BurstFiring::odds(const Params& p, Result& r) const {
    // [SECTION] odds: the shown target's end; every target's in values
    std::vector<Dist> ends;
    json targets_v = json::array(), steps = json::array();
    for (size_t i = 0; i < ts.size(); ++i) {
        const BurstTarget& t = ts[i];
        const std::string name = "Target " + std::to_string(i + 1);
        const Dist hits = fire_hits(t.fire);
        const Dist one = damage_one_hit(t.impact, t.damage.target_rep, t.table);
        const Dist dmg = burst_damage(t);
        const Dist passes = burst_passes(t);
        const Dist rf = burst_received_fire(t);
        ends.push_back(burst_end(t));
        const int need = to_hit_threshold(t.fire.shot);
        steps.push_back(burst_p(
            name + ": " + burst_dice_text(t.fire.dice) + " hitting on " + std::to_string(need) + "+, at least one hit",
            Rational(1) - hits.p(0)));
        steps.push_back(burst_p(name + ": a hit kills outright (Obviously dead)", one.p(kOD)));
        steps.push_back(burst_p(name + ": a hit puts him out of the fight", one.p(kOOF)));
        steps.push_back(burst_p(name + ": a hit knocks him down", one.p(kKD)));
        steps.push_back(burst_p(name + ": unhurt by the firing", dmg.p(kUnhurt)));
        for (int k = 2; k >= 0; --k)
            steps.push_back(burst_p(
                name + ": Received Fire (Rep " + std::to_string(t.damage.target_rep) + "), pass " + std::to_string(k),
                passes.p(k)));
        for (const auto& [v, pv] : rf.entries())
            steps.push_back(burst_p(name + " if unhurt: " + under_fire_label(v), pv));
        json tv = json::object();
        tv["label"] = name + " (Rep " + std::to_string(t.damage.target_rep) + ", " + burst_dice_text(t.fire.dice) + ")";
        for (const auto& [e, pe] : ends.back().entries()) tv[burst_end_label(e)] = probability_json(pe);
        targets_v.push_back(tv);
    }
    const Rational ammo = tight_ammo_chance(rolled);
    steps.push_back(burst_p("Shooter: Tight Ammo (two or more 1s among the " + burst_dice_text(rolled) + ")", ammo));

    const Dist& end = ends[shown - 1];
    for (int e : {kOD, kOOF, kKD})
        if (end.p(e) > Rational(0)) r.outcome(burst_end_key(e), burst_end_label(e), end.p(e));
    for (const auto& [e, pe] : end.entries())
        if (e >= kBurstUnhurt) r.outcome(burst_end_key(e), burst_end_label(e), pe);

    r.values["steps"] = steps;
    r.values["targets"] = targets_v;
    r.values["shown_target"] = shown;
    r.values["tight_ammo"] = ammo.to_double();
    r.values["tight_ammo_exact"] = ammo.str();

    // [SECTION] summary
    const BurstTarget& st = ts[shown - 1];
    std::string who = n_targets == 1 ? "the target" : "target " + std::to_string(shown);
    std::string s = burst_dice_text(st.fire.dice) + " at Rep " + std::to_string(rep_eff) + " on " + who +
                    ": out of the fight or worse " + percent_text(end.p(kOD) + end.p(kOOF)) + " (obviously dead " +
                    percent_text(end.p(kOD)) + ", out of the fight " + percent_text(end.p(kOOF)) + "), knocked down " +
                    percent_text(end.p(kKD)) + "; unhurt " +
                    percent_text(Rational(1) - end.p(kOD) - end.p(kOOF) - end.p(kKD)) + ", and then";
    bool first = true;
    for (const auto& [e, pe] : end.entries()) {
        if (e < kBurstUnhurt) continue;
        std::string l = burst_end_label(e).substr(std::string("Unhurt, then ").size());
        s += std::string(first ? " " : ", ") + l + " " + percent_text(pe);
        first = false;
    }
    r.summary = s + ".";

    // [SECTION] links to the steps
    r.actions.push_back({{"label", "The shots and damage alone, " + who},
                         {"link", "#/fng.fire?rep=" + std::to_string(rep_eff) +
                                      "&dice=" + std::to_string(st.fire.dice) + "&impact=" + std::to_string(impact) +
                                      "&target=" + situation + "&target_rep=" + std::to_string(st.damage.target_rep) +
                                      "&target_order=" + std::to_string(st.fire.shot.target_order) +
                                      "&damage_table=" + p.get_enum("damage_table")}});
    r.actions.push_back({{"label", "The Received Fire test alone, " + who},
                         {"link", "#/fng.under-fire?rep=" + std::to_string(st.damage.target_rep) + "&doing=" +
                                      (st.figure.doing == UnderFireDoing::InCover ? std::string("in-cover") : doing) +
                                      "&outgunned=" + (st.figure.outgunned ? "true" : "false") +
                                      "&can_fire=" + (st.figure.can_fire ? "true" : "false")}});
}

// [SECTION] roll (seeded, or the player's dice): the same steps, die by die
void BurstFiring::roll(Prng& g, Result& r) const {
    const std::vector<int> faces = g.dice(rolled);
    const std::vector<int> sorted = dice::sorted_desc(faces);
    std::vector<int> hits(ts.size()), worst(ts.size());
    json per = json::array();
    for (size_t i = 0; i < ts.size(); ++i) {
        const BurstTarget& t = ts[i];
        json mine = json::array();
        for (int k = t.fire.dice_before; k < t.fire.dice_before + t.fire.dice && k < t.fire.kept; ++k)
            mine.push_back(sorted[k]);
        hits[i] = fire_hits_for_sorted(sorted, t.fire);
        per.push_back(json{{"target", (int)i + 1}, {"dice", mine}, {"hits", hits[i]}});
    }
    for (size_t i = 0; i < ts.size(); ++i) {
        const std::vector<int> d = g.dice(hits[i]);
        worst[i] = worst_damage(d, ts[i].impact, ts[i].table, ts[i].damage);
        per[i]["damage_dice"] = d;
    }
    std::string key;
    for (size_t i = 0; i < ts.size(); ++i) {
        int passes = 0;
        if (worst[i] == kUnhurt) {
            const std::vector<int> d = g.dice(ts[i].rf_dice);
            passes = dice::passes_for_faces(d, ts[i].damage.target_rep, 2);
            per[i]["received_fire"] = d;
            per[i]["passes"] = passes;
        }
        const int e = burst_end_for(ts[i], worst[i], passes);
        per[i]["key"] = burst_end_key(e);
        per[i]["result"] = burst_end_label(e);
        if ((int)i + 1 == shown) key = burst_end_key(e);
    }
    r.roll = json{{"dice", faces},
                  {"targets", per},
                  {"tight_ammo", std::count(faces.begin(), faces.end(), 1) >= 2},
                  {"key", key}};
}

Result evaluate_burst(const Params& p, const EvalContext&) {
    Result r;
    BurstFiring firing;
    firing.plan(p, r);
    firing.odds(p, r);
    return r;
}

void roll_burst(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    Result said;  // the plan's modifiers are already in r
    BurstFiring firing;
    firing.plan(p, said);
    firing.roll(dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.burst", evaluate_burst, roll_burst)
}  // namespace pm::fng
