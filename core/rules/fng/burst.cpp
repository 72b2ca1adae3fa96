// Pointman — FNG: one firing followed to its end for each target (see burst.h).
#include "rules/fng/burst.h"

#include <algorithm>
#include <cctype>

#include "engine/dice/pass_dice.h"
#include "engine/dice/rolls.h"
#include "engine/random/dice_steps.h"
#include "engine/words.h"
#include "rules/fng/firing.h"

namespace pm::fng {

Dist burst_damage(const BurstTarget& t) {
    return fire_damage(t.fire, t.impact, t.table, t.damage);
}

Dist burst_passes(const BurstTarget& t) {
    return dice::pass_count(t.rf_dice, t.damage.target_rep);
}

Dist burst_received_fire(const BurstTarget& t) {
    return received_fire_outcomes(burst_passes(t), t.figure, t.attribute);
}

Dist burst_end(const BurstTarget& t) {
    const Dist rf = burst_received_fire(t).map([](int v) { return kBurstUnhurt + v; });
    return burst_damage(t).then([&](int worst) { return worst == kUnhurt ? rf : Dist::point(worst); });
}

int burst_end_for(const BurstTarget& t, int worst, int passes) {
    return worst == kUnhurt ? kBurstUnhurt + received_fire_outcome(passes, t.figure, t.attribute) : worst;
}

std::string burst_end_key(int end) {
    if (end < kBurstUnhurt) return severity_key(end);
    return std::string("unhurt-") + under_fire_key(end - kBurstUnhurt);
}

std::string burst_end_label(int end) {
    if (end < kBurstUnhurt) return severity_label(end);
    std::string l = under_fire_label(end - kBurstUnhurt);
    if (!l.empty()) l[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(l[0])));
    return "Unhurt, then " + l;
}

namespace {

json burst_p(const std::string& label, const Rational& p) {
    return json{{"label", label}, {"p", p.to_double()}, {"exact", p.str()}};
}

// [SECTION] one firing, read from the rule's input
// The weapon's shots and each target's steps, worked out once by the plan (its constructor, which
// says each modifier it applies; the shape is firing.h); odds() and roll() then read them.
struct BurstFiring {
    int rep = 4, n_targets = 1, shown = 1, impact = 0, rolled = 1, rep_eff = 4;
    DamageTable table = DamageTable::V1;
    std::string situation, doing;
    std::vector<BurstTarget> ts;

    const BurstInput& in;

    BurstFiring(const BurstInput& input, Answer& r);
    void odds(Answer& r) const;
    void roll(Prng& g, Answer& r) const;
};

BurstFiring::BurstFiring(const BurstInput& input, Answer& r) : in(input) {
    const char* kT03 = "FNG pp.18-19 (Ranged Combat To Hit Table)";
    const std::string& kT17 = received_fire_rule();
    rep = in.rep;
    n_targets = in.targets;
    shown = in.shown;
    impact = in.impact;
    table = in.damage_table == "2.0" ? DamageTable::V2 : DamageTable::V1;

    // [SECTION] the weapon's shots
    const std::string& weapon_id = in.weapon;
    std::string category = "custom";
    std::string weapon_label = "The weapon";
    int shots = in.dice;
    if (weapon_id != "custom") {
        const json* w = fire_weapon(weapon_id);
        if (!w) throw RuleError(ErrorCode::OutOfRange, "weapon", "unknown weapon " + weapon_id);
        category = w->at("category").get<std::string>();
        weapon_label = "The " + w->at("label").get<std::string>();
        shots = weapon_targets(*w, in.full_auto, &r);
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
        throw RuleError(ErrorCode::NotPossible, "targets",
                        weapon_label + " fires " + dice_words(shots) + ", one target for each at most: there is " +
                            "no firing at " + std::to_string(n_targets) + " targets");
    if (shown > n_targets)
        throw RuleError(ErrorCode::NotPossible, "shown",
                        "the firing has " + std::to_string(n_targets) + (n_targets == 1 ? " target" : " targets") +
                            ", so there is no target " + std::to_string(shown) + " to follow");
    rep_eff = std::max(1, rep + in.rep_modifier);
    if (in.rep_modifier != 0)
        r.modifier("Other Rep modifier you gave", std::to_string(in.rep_modifier) + " Rep", "FNG pp.30, 76, 2.0-3");

    // [SECTION] each target's steps
    situation = in.target;
    doing = in.doing;
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
        int trep = in.target_reps[i - 1];
        if (trep == 1)
            throw RuleError(ErrorCode::OutOfRange, "target_rep_" + std::to_string(i),
                            "a target's Rep is 2 to 6 (0 = the same as target 1)");
        if (trep == 0) trep = in.target_reps[0];
        t.impact = impact;
        t.table = table;
        t.damage.target_rep = trep;
        t.damage.shooter_rep = rep;
        // the targets' doing is "other", "charging" or "retrieving"; not charging, in cover for
        // the To Hit table is in cover for the test too
        t.figure.doing = under_fire_doing(doing);
        if (t.figure.doing == UnderFireDoing::Other && situation == "cover") t.figure.doing = UnderFireDoing::InCover;
        t.figure.outgunned = in.outgunned;
        t.figure.can_fire = in.can_fire;
        ts.push_back(t);
    }
    r.modifier("Shots shared out: " + std::to_string(shots) + " over " + std::to_string(n_targets) +
                   (n_targets == 1 ? " target" : " targets") + ", the highest dice to the first",
               "FNG pp.18-19 (swath)", kT03);
    damage_table_modifier(r, table, "Impact " + std::to_string(impact));
    r.modifier("Received Fire: 2 dice against each target's Rep, for a target left unhurt", "Pointman reading 64",
               kT17);
    if (ts.front().figure.doing == UnderFireDoing::InCover)
        r.modifier("Targets in cover: in cover on the Received Fire test too", "fire back at -1 or Hunker Down", kT17);
    if (in.outgunned) outgunned_modifier(r);
    if (!in.can_fire) r.modifier("Cannot fire back", "Duck Back on a pass 2", kT17);
}

void BurstFiring::odds(Answer& r) const {
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
            name + ": " + dice_words(t.fire.dice) + " hitting on " + std::to_string(need) + "+, at least one hit",
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
        tv["label"] = name + " (Rep " + std::to_string(t.damage.target_rep) + ", " + dice_words(t.fire.dice) + ")";
        for (const auto& [e, pe] : ends.back().entries()) tv[burst_end_label(e)] = probability_json(pe);
        targets_v.push_back(tv);
    }
    const Rational ammo = tight_ammo_chance(rolled);
    steps.push_back(burst_p("Shooter: Tight Ammo (two or more 1s among the " + dice_words(rolled) + ")", ammo));

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
    std::string s = dice_words(st.fire.dice) + " at Rep " + std::to_string(rep_eff) + " on " + who +
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
                         {"link", "#/fng.fire?rep=" + std::to_string(rep) + "&dice=" + std::to_string(st.fire.dice) +
                                      "&impact=" + std::to_string(impact) + "&target=" + situation +
                                      "&target_rep=" + std::to_string(st.damage.target_rep) + "&target_order=" +
                                      std::to_string(st.fire.shot.target_order) + "&damage_table=" + in.damage_table}});
    r.actions.push_back({{"label", "The Received Fire test alone, " + who},
                         {"link", "#/fng.under-fire?rep=" + std::to_string(st.damage.target_rep) + "&doing=" +
                                      (st.figure.doing == UnderFireDoing::InCover ? std::string("in-cover") : doing) +
                                      "&outgunned=" + (st.figure.outgunned ? "true" : "false") +
                                      "&can_fire=" + (st.figure.can_fire ? "true" : "false")}});
}

// [SECTION] roll (seeded, or the player's dice): the same steps, die by die
void BurstFiring::roll(Prng& g, Answer& r) const {
    // Said step by step (engine/random/dice_steps.h): the to-hit dice and each target's hits, then
    // each target's damage dice or Received Fire test; the codec makes the sentence from the steps.
    const bool several = ts.size() > 1;
    auto target_name = [&](size_t i) { return "target " + std::to_string(i + 1); };
    std::vector<int> faces;
    {
        DiceFor to_hit("to hit");
        faces = g.throw_dice(rolled);
    }
    const std::vector<int> sorted = dice::sorted_desc(faces);
    std::vector<int> hits(ts.size()), worst(ts.size());
    json per = json::array();
    std::string hit_words;
    for (size_t i = 0; i < ts.size(); ++i) {
        const BurstTarget& t = ts[i];
        json mine = json::array();
        for (int k = t.fire.dice_before; k < t.fire.dice_before + t.fire.dice && k < t.fire.kept; ++k)
            mine.push_back(sorted[k]);
        hits[i] = fire_hits_for_sorted(sorted, t.fire);
        per.push_back(json{{"target", (int)i + 1}, {"dice", mine}, {"hits", hits[i]}});
        const std::string one = !several ? (hits[i] == 0 ? std::string("a miss") : count_text(hits[i], "hit", "hits"))
                                : hits[i] == 0 ? target_name(i) + " missed"
                                               : count_text(hits[i], "hit", "hits") + " on " + target_name(i);
        hit_words += (hit_words.empty() ? "" : ", ") + one;
    }
    roll_step(hit_words);
    const bool tight_ammo = std::count(faces.begin(), faces.end(), 1) >= 2;
    if (tight_ammo) roll_step("two 1s or more, Tight Ammo: reload before firing again");
    for (size_t i = 0; i < ts.size(); ++i) {
        if (hits[i] == 0) {
            worst[i] = kUnhurt;
            per[i]["damage_dice"] = json::array();
            continue;
        }
        std::vector<int> d;
        {
            DiceFor dmg(several ? "for damage on " + target_name(i) : std::string("for damage"));
            d = g.throw_dice(hits[i]);
        }
        worst[i] = worst_damage(d, ts[i].impact, ts[i].table, ts[i].damage);
        per[i]["damage_dice"] = d;
        roll_step((several ? target_name(i) + ": " : std::string()) + lower_first(severity_label(worst[i])));
    }
    std::string key;
    for (size_t i = 0; i < ts.size(); ++i) {
        int passes = 0;
        if (worst[i] == kUnhurt) {
            std::vector<int> d;
            {
                DiceFor rf(several ? "for " + target_name(i) + "'s Received Fire test"
                                   : std::string("for the Received Fire test"));
                d = g.throw_dice(ts[i].rf_dice);
            }
            passes = dice::passes_for_faces(d, ts[i].damage.target_rep, 2);
            per[i]["received_fire"] = d;
            per[i]["passes"] = passes;
        }
        const int e = burst_end_for(ts[i], worst[i], passes);
        per[i]["key"] = burst_end_key(e);
        per[i]["result"] = burst_end_label(e);
        if (worst[i] == kUnhurt)
            roll_step((several ? target_name(i) + ": " : std::string()) + lower_first(burst_end_label(e)));
        if ((int)i + 1 == shown) key = burst_end_key(e);
    }
    r.roll = json{{"dice", faces}, {"targets", per}, {"tight_ammo", tight_ammo}, {"key", key}};
}

}  // namespace

Answer burst(const BurstInput& in, Prng* dice) {
    return planned_answer<BurstFiring>(in, dice);
}

void roll_burst(const BurstInput& in, Prng& dice, Answer& a) {
    planned_roll<BurstFiring>(in, dice, a);
}

}  // namespace pm::fng
