// Pointman — FNG ranged fire (FNG pp.18-19 Shooting a Weapon, the swath, To Hit and Damage
// Tables): the hits one target takes from a firing, and fng.fire's whole question (see fire.h).
#include "rules/fng/fire.h"

#include <algorithm>

#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/dice/rolls.h"
#include "engine/random/dice_steps.h"
#include "engine/words.h"
#include "rules/fng/firing.h"
#include "rules/fng/knock_down_test.h"
#include "rules/fng/to_hit.h"
#include "rules/fng/tunnel_fighting.h"

namespace pm::fng {

namespace {
// Every die rolled is a shot at this target: independent shots (a binomial count of hits).
bool independent_shots(const FireSetup& f) {
    return f.dice_before == 0 && f.kept == f.rolled && f.dice >= f.kept;
}
}  // namespace

Dist fire_hits(const FireSetup& f) {
    if (independent_shots(f)) {
        // every die rolled is a shot at this target: independent dice, a binomial count. A target
        // that gets only some of the dice gets the highest ones: no longer binomial.
        Rational q = hit_chance(f.rep_eff, f.shot, f.total_mod);
        return Dist::binomial(f.dice, q);
    }
    return Dist::from_sorted_faces(f.rolled, [&](const std::vector<int>& s) { return fire_hits_for_sorted(s, f); });
}

Dist fire_damage(const FireSetup& f, int impact, DamageTable t, const DamageOptions& o) {
    if (independent_shots(f)) return worst_of_shots(f.dice, hit_chance(f.rep_eff, f.shot, f.total_mod), impact, t, o);
    return fire_hits(f).then([&](int h) { return worst_of_hits(h, impact, t, o); });
}

int fire_hits_for_sorted(const std::vector<int>& s, const FireSetup& f) {
    int hits = 0;
    for (int i = f.dice_before; i < f.dice_before + f.dice && i < f.kept && i < (int)s.size(); ++i)
        hits += die_hits(s[i], f.rep_eff, f.shot, f.total_mod);
    return hits;
}

int weapon_rolled_dice(const std::string& category, int targets) {
    return category == "shotgun" ? 4 : targets;
}

Rational tight_ammo_chance(int rolled) {
    return dice::chance_face_at_least(rolled, 1, 2);
}

const json* fire_weapon(const std::string& id) {
    for (const auto& w : data_json("fng/fire_weapons.json").at("weapons"))
        if (w.at("id") == id) return &w;
    return nullptr;
}

int weapon_targets(const json& w, bool full_auto, Answer* say) {
    if (!full_auto || !w.contains("targets_full_auto")) return w.at("targets").get<int>();
    const int targets = w.at("targets_full_auto").get<int>();
    if (say) say->modifier("Full automatic", "Targets " + std::to_string(targets), w.at("rule").get<std::string>());
    return targets;
}

namespace {

// [SECTION] one firing, read from the rule's input
// What the odds and the roll both need, worked out once by the plan (its constructor, which also
// says each modifier it applies; the shape is firing.h); odds() and roll() then read it.
struct FireShot {
    int rep = 4, dice_n = 1, impact = 0, target_rep = 4;
    int before = 0, gap_inches = 0, weapon_dice = 0, gap_dice = 0, spent = 0;
    DamageTable table = DamageTable::V1;
    std::string weapon_id, category = "custom";
    bool blast = false, recon = false;
    int rf_dice = 2;     // recon by fire: the target's Received Fire dice (+1d6 in cover, p.18)
    int kept_total = 1;  // shots the weapon fires in this firing (all targets of the swath)
    int rolled = 1, kept = 1, best_of = 1;
    int rep_eff = 4, total_mod = 0, thr = 8, left_after = 0, impact_eff = 0;
    bool order_without_dice = false;
    ShotSituation shot;
    FireSetup f;
    DamageOptions opt;
    std::string kdt_mode;
    bool kdt = false;  // a KD goes on to its Knock Down Test (FNG 2.0 only)

    const FireInput& in;

    FireShot(const FireInput& input, Answer& r);
    void odds(Answer& r) const;
    void roll(Prng& g, Answer& r) const;
};

FireShot::FireShot(const FireInput& input, Answer& r) : in(input) {
    const char* kT03 = "FNG pp.18-19 (Ranged Combat To Hit Table)";
    rep = in.rep;
    dice_n = in.dice;
    impact = in.impact;
    target_rep = in.target_rep;
    before = in.dice_before;
    gap_inches = in.gap_inches;
    weapon_dice = in.weapon_dice;
    gap_dice = std::max(0, gap_inches - 1);  // p.19: one die per empty inch beyond the first
    spent = before + gap_dice;               // dice of this firing used up before this target
    const char* spent_param = gap_dice > 0 ? "gap_inches" : "dice_before";
    if (gap_dice > 0 && before == 0)
        throw RuleError(ErrorCode::NotPossible, "gap_inches",
                        "a gap only costs dice between two targets: give the earlier targets their dice first");
    table = in.damage_table == "2.0" ? DamageTable::V2 : DamageTable::V1;
    weapon_id = in.weapon;
    blast = in.blast;

    if (weapon_id != "custom") {
        const json* w = fire_weapon(weapon_id);
        if (!w) throw RuleError(ErrorCode::OutOfRange, "weapon", "unknown weapon " + weapon_id);
        category = w->at("category").get<std::string>();
        const int targets = weapon_targets(*w, in.full_auto, &r);
        impact = w->at("impact").get<int>();
        // A weapon shoots at most its Targets number of targets (FNG pp.18-19, QRS p.74): a bolt-action
        // rifle (Targets 1) has no second target, a semi-automatic (Targets 2) no third.
        if (in.target_order > targets)
            throw RuleError(ErrorCode::NotPossible, "target_order",
                            "the " + w->at("label").get<std::string>() + " fires at most " + std::to_string(targets) +
                                (targets == 1 ? " target" : " targets") +
                                " (its Targets number), so there is no target " + std::to_string(in.target_order));
        if (spent >= targets)
            throw RuleError(ErrorCode::NotPossible, spent_param,
                            "the " + w->at("label").get<std::string>() + " has only " + std::to_string(targets) +
                                (gap_dice > 0 ? " dice, all spent on earlier targets and the gap"
                                              : " dice, all spent on earlier targets"));
        if (weapon_dice > 0)
            r.modifier("Dice of the whole swath: taken from the weapon's Targets", "weapon_dice ignored",
                       w->at("rule").get<std::string>());
        dice_n = targets - spent;
        kept_total = targets;
        rolled = weapon_rolled_dice(category, targets);
        r.modifier(w->at("label").get<std::string>(),
                   "Targets " + std::to_string(targets) + ", Impact " + std::to_string(impact),
                   w->at("rule").get<std::string>());
        if (w->contains("note") && w->at("note").get<std::string>().find("Pointman reading") != std::string::npos)
            r.modifier("About these values", w->at("note").get<std::string>(), w->at("rule").get<std::string>());
        if (category == "shotgun") r.modifier("Combat shotgun: 4 dice rolled, best 2 count", "4d6 keep 2", "FNG p.10");
    } else if (weapon_dice > 0) {
        kept_total = weapon_dice;
        rolled = weapon_dice;
        if (in.target_order > weapon_dice)
            throw RuleError(ErrorCode::NotPossible, "target_order",
                            "the weapon fires " + std::to_string(weapon_dice) + (weapon_dice == 1 ? " die" : " dice") +
                                ", so at most that many targets: there is no target " +
                                std::to_string(in.target_order));
        int left = weapon_dice - spent;
        if (left <= 0)
            throw RuleError(
                ErrorCode::NotPossible, spent_param,
                "the weapon fires " + std::to_string(weapon_dice) + (weapon_dice == 1 ? " die" : " dice") +
                    (gap_dice > 0 ? ", all spent on earlier targets and the gap" : ", all spent on earlier targets"));
        if (dice_n > left)
            r.modifier("Only " + std::to_string(left) + " of the weapon's dice reach this target",
                       std::to_string(dice_n) + " -> " + std::to_string(left), "FNG pp.18-19");
        dice_n = std::min(dice_n, left);
    } else {
        kept_total = spent + dice_n;
        rolled = kept_total;
        if (kept_total > 6)
            throw RuleError(ErrorCode::NotPossible, spent_param,
                            "no weapon rolls more than 6 dice in one firing (Targets 1-6)");
    }
    if (impact > 6) impact = 6;  // a d6 never exceeds 6: Impact 6+ always kills on v1

    // [SECTION] shooter's Rep
    rep_eff = rep;
    // Marksman: small arms; machine guns only under the reading `marksman_weapons` = with-mg
    // (shared with fng.engage, see fng/shared_readings.h). A custom weapon counts as a small arm.
    const bool machine_gun = category == "lmg" || category == "mg";
    bool small_arms = category != "launcher" && (!machine_gun || in.marksman_with_mg);
    if (in.marksman) {
        if (small_arms) {
            rep_eff += 1;
            r.modifier("Marksman", "+1 Rep", "FNG p.8");
            if (machine_gun)
                r.modifier("Reading: Marksman counts with machine guns too", "with-mg", "FNG p.8, Pointman reading 27");
        } else {
            r.modifier("Marksman: only with small arms", "not applied", "FNG p.8");
            if (machine_gun)
                r.modifier("Reading: machine guns are not small arms for Marksman", "small-arms",
                           "FNG p.8, Pointman reading 27");
        }
    }
    if (in.pigman) {
        if (category == "lmg" || category == "custom") {
            rep_eff += 1;
            r.modifier(category == "custom" ? "Pigman (you said this is an LMG)" : "Pigman with an LMG", "+1 Rep",
                       "FNG p.9");
        } else {
            r.modifier("Pigman: only with an LMG", "not applied", "FNG p.9");
        }
    }
    if (in.lit_target) {
        rep_eff += 1;
        r.modifier("Target uses or is lit by a normal-mode flashlight", "+1 Rep", "FNG pp.13, 57");
    }
    // Underground only rifle-type weapons, shotguns included, lose 1 Rep (FNG p.58; the rule is
    // rules/fng/tunnel_fighting.h, shared with fng.engage). A custom weapon counts as the player says.
    if (in.tunnel_rifle) {
        if (tunnel_rifle_type(category)) {
            rep_eff += kTunnelRifleRep;
            r.modifier("Rifle or shotgun fired in a tunnel", "-1 Rep", "FNG p.58");
        } else {
            r.modifier("Tunnel -1 Rep: only rifles and shotguns, not pistols, SMGs, machine guns or launchers",
                       "not applied", "FNG p.58");
        }
    }
    const int rep_mod = in.rep_modifier;
    if (rep_mod != 0) {
        rep_eff += rep_mod;
        r.modifier(
            "Other Rep modifier you gave (e.g. -1 returning fire from cover, FNG 2.0 In Sight pass 1, "
            "a crew on foot)",
            (rep_mod > 0 ? "+" : "") + std::to_string(rep_mod) + " Rep", "FNG pp.30, 76, 2.0-3");
    }
    if (rep_eff < 1) rep_eff = 1;
    recon = in.recon_by_fire;
    rf_dice = target_situation(in.target) == TargetSituation::Cover ? 3 : 2;
    if (recon) {
        total_mod = -2;
        r.modifier("Recon by fire", "-2 to each total", "FNG p.18");
    }

    // [SECTION] single-shot extra die
    bool single = kept_total == 1;
    kept = kept_total;
    if (in.crack_shot) {
        if (single && small_arms) {
            rolled = 2;
            best_of = 2;
            r.modifier("Crack Shot, single shot", "+1d6, keep the higher", "FNG p.8");
        } else {
            r.modifier("Crack Shot: only when firing one shot with small arms", "not applied", "FNG p.8");
        }
    }
    // Grenadier (FNG p.8): one extra die with a grenade launcher, keep the best. Unlike Crack Shot the
    // book does not limit it to a single shot, and the only launcher of the lists is M-79 buckshot
    // (Targets 3): four dice, the best three count (reading, digest E-200). A custom weapon counts as
    // a launcher when the player says so with this switch, unless Crack Shot already made it a rifle.
    if (in.grenadier) {
        const bool launcher = category == "launcher" || (category == "custom" && best_of == 1);
        if (launcher && single) {
            rolled = 2;
            best_of = 2;
            r.modifier(category == "custom" ? "Grenadier (you said this is a grenade launcher)"
                                            : "Grenadier with a grenade launcher",
                       "+1d6, keep the higher", "FNG p.8");
        } else if (launcher) {
            rolled = kept_total + 1;
            r.modifier("Grenadier with a grenade launcher firing " + std::to_string(kept_total) + " dice",
                       "roll " + std::to_string(rolled) + ", keep the best " + std::to_string(kept_total),
                       "FNG p.8, Pointman reading 54");
        } else {
            r.modifier("Grenadier: only with a grenade launcher", "not applied", "FNG p.8");
        }
    }

    // [SECTION] situation
    shot.target = target_situation(in.target);
    shot.target_fast_moving = in.fast_moving;
    shot.shooter_fast_moving = in.shooter_fast_moving;
    shot.agile = in.agile;
    shot.target_order = in.target_order;
    if (shot.shooter_fast_moving && shot.agile) r.modifier("Agile: own fast movement ignored", "no penalty", "FNG p.7");
    thr = to_hit_threshold(shot);
    order_without_dice = shot.target_order > 1 && before == 0;
    if (order_without_dice)
        r.modifier("Check: this is target " + std::to_string(shot.target_order) +
                       " of the firing, yet no dice went to an earlier target (Dice on earlier targets is 0)",
                   "later-target To Hit line used", "FNG pp.18-19");
    r.modifier("Hits on a total of " + std::to_string(thr) + "+",
               in.target + ", target " + std::to_string(shot.target_order), kT03);
    if (gap_dice > 0)
        r.modifier("Gap of " + std::to_string(gap_inches) + " empty inches before this target: the first is free",
                   std::to_string(gap_dice) + (gap_dice == 1 ? " die" : " dice") + " lost", "FNG p.19");
    if (before > 0 && gap_dice == 0)
        r.modifier("Swath: dice sorted high to low; " + std::to_string(before) + " highest went to earlier targets",
                   "this target gets dice " + std::to_string(before + 1) + "-" + std::to_string(before + dice_n),
                   "FNG pp.18-19");
    else if (spent > 0)
        r.modifier("Swath: dice sorted high to low; the " + std::to_string(spent) +
                       " highest went to earlier targets and the gap",
                   "this target gets dice " + std::to_string(spent + 1) + "-" + std::to_string(spent + dice_n),
                   "FNG pp.18-19");
    else if (dice_n < kept)
        r.modifier("Swath: dice sorted high to low; this first target takes the highest",
                   "dice 1-" + std::to_string(dice_n), "FNG pp.18-19");
    left_after = kept - spent - dice_n;

    f = FireSetup{rep_eff, total_mod, shot, rolled, kept, spent, dice_n};
    // [SECTION] damage
    impact_eff = impact_after_armour(impact, blast, in.flak_jacket, in.chicken_plate);
    if (impact_eff != impact)
        r.modifier("Protective gear", "Impact " + std::to_string(impact) + " -> " + std::to_string(impact_eff),
                   "FNG p.13");
    else if (in.flak_jacket && !blast)
        r.modifier("Flak jacket: only against blast weapons", "not applied", "FNG p.13");
    opt.hard_as_nails = in.hard_as_nails;
    opt.larger_than_life = in.larger_than_life;
    opt.shooter_rep = rep;
    opt.target_rep = target_rep;
    if (opt.hard_as_nails) r.modifier("Hard as Nails: the first OD becomes KD", "applied", "FNG p.8");
    if (opt.larger_than_life)
        r.modifier(rep < target_rep ? "Larger Than Life: a lower-Rep shooter cannot kill the Star (OD -> OOF)"
                                    : "Larger Than Life: shooter's Rep is not lower; the Star may cheat death instead",
                   rep < target_rep ? "applied" : "not applied", "FNG p.5");
    damage_table_modifier(r, table, "Impact " + std::to_string(impact_eff));

    kdt_mode = in.knock_down_test;
    kdt = kdt_mode != "none" && table == DamageTable::V2;
}

// [SECTION] odds
void FireShot::odds(Answer& r) const {
    Dist hits = fire_hits(f);
    Rational q = hit_chance(rep_eff, shot, total_mod, best_of);
    Dist fate = fire_damage(f, impact_eff, table, opt);
    Rational reveal(1);
    if (recon) {
        reveal = dice::pass_count(rf_dice, target_rep).p_at_most(1);
        fate = Dist::bernoulli(reveal).then([&](int revealed) { return revealed ? fate : Dist::point(kUnhurt); });
        r.modifier("Recon by fire: the hits count only if the target is revealed (Received Fire pass 0 or 1)",
                   std::to_string(rf_dice) + "d6 vs Rep " + std::to_string(target_rep), "FNG p.18");
    }

    // [SECTION] FNG 2.0 Knock Down Test chained after the damage (p.2.0-2)
    if (kdt_mode != "none" && !kdt)
        r.modifier("Knock Down Test: only under the FNG 2.0 damage table", "not applied",
                   "FNG p.2.0-2 (Knock Down Test)");
    if (kdt) {
        Dist test = kdt_mode == "settled" ? knock_down_settled(target_rep) : knock_down_test(target_rep);
        Rational kd = fate.p(kKD);
        r.outcome(severity_key(kUnhurt), severity_label(kUnhurt), fate.p(kUnhurt));
        r.outcome("KD-back", "Knocked down, then back in the fight", kd * test.p(kKdtBack));
        if (kdt_mode == "first")
            r.outcome(severity_key(kKD), "Knocked down and still down after the test", kd * test.p(kKdtDown));
        r.outcome(severity_key(kOOF), severity_label(kOOF), fate.p(kOOF) + kd * test.p(kKdtOut));
        r.outcome(severity_key(kOD), severity_label(kOD), fate.p(kOD));
        r.modifier(kdt_mode == "settled" ? "A KD target tests turn after turn until back in the fight or out"
                                         : "A KD target takes one Knock Down Test (2d6 vs its Rep)",
                   kdt_mode, "FNG p.2.0-2 (Knock Down Test)");
        r.values["knock_down_expected_tests"] = knock_down_expected_tests(target_rep).to_double();
    } else {
        for (int s = kUnhurt; s <= kOD; ++s) r.outcome(severity_key(s), severity_label(s), fate.p(s));
    }

    // [SECTION] values
    // Each name once, in this order: appended with room made once, no search (engine/json.h).
    json& v = r.values;
    v.get_ref<json::object_t&>().reserve(v.size() + 18);
    add_field(v, "hit_chance", q.to_double());
    add_field(v, "hit_chance_exact", q.str());
    add_field(v, "to_hit", thr);
    add_field(v, "rep_effective", rep_eff);
    add_field(v, "dice", dice_n);
    add_field(v, "impact", impact_eff);
    json hv = array_with_room(static_cast<size_t>(dice_n) + 1), he = array_with_room(static_cast<size_t>(dice_n) + 1);
    for (int h = 0; h <= dice_n; ++h) {
        const Rational p = hits.p(h);
        add_element(hv, p.to_double());
        add_element(he, p.str());
    }
    add_field(v, "hits", std::move(hv));
    add_field(v, "hits_exact", std::move(he));
    add_field(v, "gap_dice", gap_dice);
    add_field(v, "dice_spent_before", spent);
    add_field(v, "dice_left_after", std::max(0, left_after));
    Rational ammo = tight_ammo_chance(rolled);
    add_field(v, "tight_ammo", ammo.to_double());
    add_field(v, "tight_ammo_exact", ammo.str());
    if (recon) {
        add_field(v, "recon_reveal", reveal.to_double());
        add_field(v, "recon_reveal_exact", reveal.str());
    }
    if (table == DamageTable::V2) {
        add_field(v, "knock_down_test", knock_down_test_values(target_rep));
        r.modifier("A KD target takes the Knock Down Test (2d6 vs its Rep) at its next activation", "see values",
                   "FNG p.2.0-2 (Knock Down Test)");
    }
    Rational hurt = Rational(1) - fate.p(kUnhurt);
    r.summary = std::to_string(dice_n) + (dice_n == 1 ? " die" : " dice") + " at Rep " + std::to_string(rep_eff) +
                (rep_eff != rep ? " after modifiers" : "") + ", hitting on " + std::to_string(thr) + "+ (" +
                percent_text(q) + " a die): target hurt " + percent_text(hurt) + ", obviously dead " +
                percent_text(fate.p(kOD)) + ".";
    if (order_without_dice) r.summary += " Check the dice: a later target, but no dice went to an earlier one.";
    if (gap_dice > 0)
        r.summary += " The gap used up " + std::to_string(gap_dice) + (gap_dice == 1 ? " die." : " dice.");
    if (weapon_id != "custom" && before == 0 && gap_dice == 0 && dice_n > 0)
        r.action("Split the dice: this is the second target", "params", {{"target_order", 2}, {"dice_before", 1}});
    if (weapon_id == "custom" && weapon_dice > 0) {
        if (left_after > 0)
            r.action("Next target of the swath: the " + std::to_string(left_after) +
                         (left_after == 1 ? " die left" : " dice left"),
                     "params",
                     {{"dice_before", spent + dice_n},
                      {"gap_inches", 0},
                      {"dice", left_after},
                      {"target_order", std::min(shot.target_order + 1, 3)}});
        if (dice_n > 1)
            r.action("Split the dice: aim 1 die here, keep the rest for the next target", "params", {{"dice", 1}});
    }
    // The burst knows one Rep modifier: every change to the shooter's Rep made here goes into it.
    r.hand_off(
        "Follow the firing to the end: damage, then Received Fire",
        "#/fng.burst?rep=" + std::to_string(rep) + "&rep_modifier=" + std::to_string(rep_eff - rep) +
            (weapon_id != "custom" ? "&weapon=" + weapon_id + (in.full_auto ? "&full_auto=true" : "")
                                   : "&dice=" + std::to_string(kept_total) + "&impact=" + std::to_string(impact)) +
            "&target=" + in.target + "&target_rep=" + std::to_string(target_rep) + "&damage_table=" + in.damage_table,
        {"marksman", "marksman_weapons", "pigman", "lit_target", "tunnel_rifle", "rep_modifier", "dice_before",
         "weapon_dice"});
    r.action("What the target's Received Fire test gives", "link",
             "#/fng.reaction?test=received-fire&rep=" + std::to_string(target_rep));
}

// [SECTION] roll
// The dice in the order the header says; the sentence follows them.
void FireShot::roll(Prng& g, Answer& r) const {
    // Each die's purpose and each step as it is decided (engine/random/dice_steps.h): what the
    // player's own dice answer before the last one is in.
    std::vector<int> faces;
    {
        DiceFor to_hit("to hit");
        faces = g.throw_dice(rolled);
    }
    std::vector<int> s = dice::sorted_desc(faces);
    std::vector<int> here;  // this target's dice
    for (int i = spent; i < spent + dice_n && i < kept; ++i) here.push_back(s[i]);
    const int h = fire_hits_for_sorted(s, f);
    int ones = (int)std::count(faces.begin(), faces.end(), 1);
    if (steps_wanted()) {
        roll_step((h == 0 ? std::string("no hit") : count_text(h, "hit", "hits")) + " on this target");
        if (ones >= 2) roll_step("two 1s or more, Tight Ammo: reload before firing again");
    }
    bool revealed = true;
    std::vector<int> rf;
    if (recon) {
        {
            DiceFor test("for the target's Received Fire test");
            rf = g.throw_dice(rf_dice);
        }
        revealed = dice::passes_for_faces(rf, target_rep) <= 1;
        roll_step(revealed ? "it shows itself" : "it stays hidden");
    }
    std::vector<int> damage_faces;
    if (revealed) {
        DiceFor dmg("for damage");
        damage_faces = g.throw_dice(h);
    }
    const int worst = worst_damage(damage_faces, impact_eff, table, opt);
    std::string key = severity_key(worst);
    if (!damage_faces.empty() && steps_wanted()) roll_step(lower_first(r.label(key)));
    std::vector<std::vector<int>> kd_tests;
    if (kdt && worst == kKD) {
        const int max_tests = kdt_mode == "settled" ? 20 : 1;
        int res = kKdtDown;
        for (int i = 0; i < max_tests && res == kKdtDown; ++i) {
            std::vector<int> kf;
            {
                DiceFor test("for the Knock Down Test");
                kf = g.throw_dice(2);
            }
            res = knock_down_test_for_faces(kf, target_rep);
            kd_tests.push_back(std::move(kf));
        }
        key = res == kKdtBack ? "KD-back" : (res == kKdtOut ? severity_key(kOOF) : severity_key(kKD));
        roll_step(lower_first(r.label(key)));
    }
    // Each name once, in this order: appended with room made once (engine/json.h); the codec adds
    // the faces after them.
    r.roll = object_with_room(10);
    add_field(r.roll, "dice", faces);
    add_field(r.roll, "this_target", here);
    add_field(r.roll, "hits", h);
    add_field(r.roll, "damage_dice", damage_faces);
    add_field(r.roll, "key", key);
    add_field(r.roll, "tight_ammo", ones >= 2);
    if (!kd_tests.empty()) add_field(r.roll, "knock_down_tests", kd_tests);
    if (recon) add_field(r.roll, "received_fire", rf);
    if (gap_dice > 0) add_field(r.roll, "gap_dice", std::vector<int>(s.begin() + before, s.begin() + spent));
    // In words: the dice, the hits on this target, then its damage dice (or its tests).
    std::string w = "Rolled " + faces_text(faces);
    if (here.size() != faces.size())
        w += here.empty() ? std::string(", none for this target")
                          : "; this target's " + std::string(here.size() == 1 ? "die " : "dice ") + faces_text(here);
    w += " against " + std::to_string(thr) + "+: " + std::to_string(h) + (h == 1 ? " hit" : " hits") + ".";
    if (recon)
        w += " Its Received Fire " + faces_text(rf) + ": " +
             (revealed ? std::string("it shows itself.") : std::string("it stays hidden."));
    if (!damage_faces.empty()) w += " Damage " + faces_text(damage_faces) + ":";
    for (const auto& kf : kd_tests) w += " Knock Down Test " + faces_text(kf) + ",";
    if (!w.empty() && w.back() == ',') w.back() = ':';
    w += " " + r.label(key) + ".";
    if (ones >= 2) w += " Two 1s or more: Tight Ammo, reload before firing again.";
    r.rolled = std::move(w);
}

}  // namespace

Answer fire(const FireInput& in, Prng* dice) {
    return planned_answer<FireShot>(in, dice);
}

void roll_fire(const FireInput& in, Prng& dice, Answer& a) {
    planned_roll<FireShot>(in, dice, a);
}

}  // namespace pm::fng
