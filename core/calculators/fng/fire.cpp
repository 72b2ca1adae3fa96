// fng.fire — exact odds of one firing at one target, then the target's worst damage result.
//
// Model (digest fng.md §2.5):
//   1. the weapon rolls `rolled` dice (Targets; shotgun 4 keeping the best 2; Crack Shot / Grenadier
//      2 keeping the best 1 on a single shot); the counted dice are sorted high → low and handed to
//      the targets of the swath in order; this target gets the next `dice` of them;
//      gaps: an empty stretch of the swath wider than 1" between the previous target and this one
//      uses up one die per inch beyond the first (p.19); those dice come next in the order, so this
//      target's dice start after `dice_before` + the gap dice. `weapon_dice` (custom weapon) is the
//      firing's total, so a target that gets only some of them gets the higher ones;
//   2. each die hits when Rep' + die (− 2 recon by fire) reaches 8, 9 or 10 (FNG-T03);
//   3. given h hits, each hit rolls the Damage Table (v1 FNG-T05 or 2.0 FNG-T06) and the target's
//      fate is the worst of them (Dist::then over the hit count, Dist::repeat over hits);
//   4. recon by fire: the target only suffers the hits when its Received Fire test passes 0 or 1;
//   5. FNG 2.0 only, `knock_down_test` first/settled: a KD target goes on to its Knock Down Test
//      (rules/fng/knock_down_test.h); the KD outcome splits into "KD-back" (back in the fight),
//      "KD" (still down after one test; absent when settled) and OOF (joins the OOF outcome).
// Seeded roll, in this order: the `rolled` to-hit dice; (recon) the target's Received Fire dice;
// then one damage die per hit on this target; (a KD followed by its test) two dice per Knock Down
// Test, at most 20 tests when settled. roll.gap_dice (only when a gap costs dice) lists the
// sorted faces lost on the empty inches.
#include "rules/fng/fire.h"

#include <algorithm>
#include <cmath>

#include "calculators/fng/shared_readings.h"
#include "contract/derived_params.h"
#include "contract/registry.h"
#include "contract/rolled.h"
#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/dice/rolls.h"
#include "engine/random/prng.h"
#include "rules/fng/knock_down_test.h"
#include "rules/fng/tunnel_fighting.h"

namespace pm::fng {

namespace {

const json& weapons() {
    return data_json("fng/fire_weapons.json").at("weapons");
}

const json* find_weapon(const std::string& id) {
    for (const auto& w : weapons())
        if (w.at("id") == id) return &w;
    return nullptr;
}

Result evaluate_fire(const Params& p, const EvalContext& ctx) {
    Result r;
    const char* kT03 = "FNG pp.18-19 (Ranged Combat To Hit Table)";
    int rep = p.get_int("rep");
    int dice_n = p.get_int("dice");
    int impact = p.get_int("impact");
    int target_rep = p.get_int("target_rep");
    int before = p.get_int("dice_before");
    int gap_inches = p.get_int("gap_inches");
    int weapon_dice = p.get_int("weapon_dice");
    int gap_dice = std::max(0, gap_inches - 1);  // p.19: one die per empty inch beyond the first
    int spent = before + gap_dice;               // dice of this firing used up before this target
    const char* spent_param = gap_dice > 0 ? "gap_inches" : "dice_before";
    if (gap_dice > 0 && before == 0)
        throw CalcError(ErrorCode::NotPossible, "gap_inches",
                        "a gap only costs dice between two targets: give the earlier targets their dice first");
    DamageTable table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    std::string weapon_id = p.get_enum("weapon");
    std::string category = "custom";
    bool blast = p.get_bool("blast");

    int kept_total;  // shots the weapon fires in this firing (all targets of the swath)
    int rolled;
    if (weapon_id != "custom") {
        const json* w = find_weapon(weapon_id);
        if (!w) throw CalcError(ErrorCode::OutOfRange, "weapon", "unknown weapon " + weapon_id);
        category = w->at("category").get<std::string>();
        int targets = w->at("targets").get<int>();
        if (p.get_bool("full_auto") && w->contains("targets_full_auto")) {
            targets = w->at("targets_full_auto").get<int>();
            r.modifier("Full automatic", "Targets " + std::to_string(targets), w->at("rule").get<std::string>());
        }
        impact = w->at("impact").get<int>();
        // A weapon shoots at most its Targets number of targets (FNG pp.18-19, QRS p.74): a bolt-action
        // rifle (Targets 1) has no second target, a semi-automatic (Targets 2) no third.
        if (p.get_int("target_order") > targets)
            throw CalcError(ErrorCode::NotPossible, "target_order",
                            "the " + w->at("label").get<std::string>() + " fires at most " + std::to_string(targets) +
                                (targets == 1 ? " target" : " targets") +
                                " (its Targets number), so there is no target " +
                                std::to_string(p.get_int("target_order")));
        if (spent >= targets)
            throw CalcError(ErrorCode::NotPossible, spent_param,
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
        if (p.get_int("target_order") > weapon_dice)
            throw CalcError(ErrorCode::NotPossible, "target_order",
                            "the weapon fires " + std::to_string(weapon_dice) + (weapon_dice == 1 ? " die" : " dice") +
                                ", so at most that many targets: there is no target " +
                                std::to_string(p.get_int("target_order")));
        int left = weapon_dice - spent;
        if (left <= 0)
            throw CalcError(
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
            throw CalcError(ErrorCode::NotPossible, spent_param,
                            "no weapon rolls more than 6 dice in one firing (Targets 1-6)");
    }
    if (impact > 6) impact = 6;  // a d6 never exceeds 6: Impact 6+ always kills on v1

    // [SECTION] shooter's Rep
    int rep_eff = rep;
    // Marksman: small arms; machine guns only under the reading `marksman_weapons` = with-mg
    // (shared with fng.engage, see fng/shared_readings.h). A custom weapon counts as a small arm.
    const bool machine_gun = category == "lmg" || category == "mg";
    bool small_arms = category != "launcher" && (!machine_gun || marksman_applies_to_mg(p));
    if (p.get_bool("marksman")) {
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
    if (p.get_bool("pigman")) {
        if (category == "lmg" || category == "custom") {
            rep_eff += 1;
            r.modifier(category == "custom" ? "Pigman (you said this is an LMG)" : "Pigman with an LMG", "+1 Rep",
                       "FNG p.9");
        } else {
            r.modifier("Pigman: only with an LMG", "not applied", "FNG p.9");
        }
    }
    if (p.get_bool("lit_target")) {
        rep_eff += 1;
        r.modifier("Target uses or is lit by a normal-mode flashlight", "+1 Rep", "FNG pp.13, 57");
    }
    // Underground only rifle-type weapons, shotguns included, lose 1 Rep (FNG p.58; the rule is
    // rules/fng/tunnel_fighting.h, shared with fng.engage). A custom weapon counts as the player says.
    if (p.get_bool("tunnel_rifle")) {
        if (tunnel_rifle_type(category)) {
            rep_eff += kTunnelRifleRep;
            r.modifier("Rifle or shotgun fired in a tunnel", "-1 Rep", "FNG p.58");
        } else {
            r.modifier("Tunnel -1 Rep: only rifles and shotguns, not pistols, SMGs, machine guns or launchers",
                       "not applied", "FNG p.58");
        }
    }
    const int rep_mod = p.get_int("rep_modifier");
    if (rep_mod != 0) {
        rep_eff += rep_mod;
        r.modifier(
            "Other Rep modifier you gave (e.g. -1 returning fire from cover, FNG 2.0 In Sight pass 1, "
            "a crew on foot)",
            (rep_mod > 0 ? "+" : "") + std::to_string(rep_mod) + " Rep", "FNG pp.30, 76, 2.0-3");
    }
    if (rep_eff < 1) rep_eff = 1;
    int total_mod = 0;
    bool recon = p.get_bool("recon_by_fire");
    if (recon) {
        total_mod = -2;
        r.modifier("Recon by fire", "-2 to each total", "FNG p.18");
    }

    // [SECTION] single-shot extra die
    bool single = kept_total == 1;
    int kept = kept_total;
    int best_of = 1;
    if (p.get_bool("crack_shot")) {
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
    if (p.get_bool("grenadier")) {
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
    ShotSituation shot;
    shot.target = target_situation(p.get_enum("target"));
    shot.target_fast_moving = p.get_bool("fast_moving");
    shot.shooter_fast_moving = p.get_bool("shooter_fast_moving");
    shot.agile = p.get_bool("agile");
    shot.target_order = p.get_int("target_order");
    if (shot.shooter_fast_moving && shot.agile) r.modifier("Agile: own fast movement ignored", "no penalty", "FNG p.7");
    int thr = to_hit_threshold(shot);
    const bool order_without_dice = shot.target_order > 1 && before == 0;
    if (order_without_dice)
        r.modifier("Check: this is target " + std::to_string(shot.target_order) +
                       " of the firing, yet no dice went to an earlier target (Dice on earlier targets is 0)",
                   "later-target To Hit line used", "FNG pp.18-19");
    r.modifier("Hits on a total of " + std::to_string(thr) + "+",
               p.get_enum("target") + ", target " + std::to_string(shot.target_order), kT03);
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
    int left_after = kept - spent - dice_n;

    FireSetup f{rep_eff, total_mod, shot, rolled, kept, spent, dice_n};
    Dist hits = fire_hits(f);
    Rational q = hit_chance(rep_eff, shot, total_mod, best_of);

    // [SECTION] damage
    int impact_eff = impact_after_armour(impact, blast, p.get_bool("flak_jacket"), p.get_bool("chicken_plate"));
    if (impact_eff != impact)
        r.modifier("Protective gear", "Impact " + std::to_string(impact) + " -> " + std::to_string(impact_eff),
                   "FNG p.13");
    else if (p.get_bool("flak_jacket") && !blast)
        r.modifier("Flak jacket: only against blast weapons", "not applied", "FNG p.13");
    DamageOptions opt;
    opt.hard_as_nails = p.get_bool("hard_as_nails");
    opt.larger_than_life = p.get_bool("larger_than_life");
    opt.shooter_rep = rep;
    opt.target_rep = target_rep;
    if (opt.hard_as_nails) r.modifier("Hard as Nails: the first OD becomes KD", "applied", "FNG p.8");
    if (opt.larger_than_life)
        r.modifier(rep < target_rep ? "Larger Than Life: a lower-Rep shooter cannot kill the Star (OD -> OOF)"
                                    : "Larger Than Life: shooter's Rep is not lower; the Star may cheat death instead",
                   rep < target_rep ? "applied" : "not applied", "FNG p.5");
    const char* dmg_rule = table == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                                    : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)";
    r.modifier(table == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0",
               "Impact " + std::to_string(impact_eff), dmg_rule);

    Dist fate = hits.then([&](int h) { return worst_of_hits(h, impact_eff, table, opt); });
    Rational reveal(1);
    if (recon) {
        int rf_dice = shot.target == TargetSituation::Cover ? 3 : 2;
        reveal = dice::pass_count(rf_dice, target_rep).p_at_most(1);
        fate = Dist::bernoulli(reveal).then([&](int revealed) { return revealed ? fate : Dist::point(kUnhurt); });
        r.modifier("Recon by fire: the hits count only if the target is revealed (Received Fire pass 0 or 1)",
                   std::to_string(rf_dice) + "d6 vs Rep " + std::to_string(target_rep), "FNG p.18");
    }

    // [SECTION] FNG 2.0 Knock Down Test chained after the damage (p.2.0-2)
    const std::string kdt_mode = p.get_enum("knock_down_test");
    const bool kdt = kdt_mode != "none" && table == DamageTable::V2;
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
    r.values["hit_chance"] = q.to_double();
    r.values["hit_chance_exact"] = q.str();
    r.values["to_hit"] = thr;
    r.values["rep_effective"] = rep_eff;
    r.values["dice"] = dice_n;
    r.values["impact"] = impact_eff;
    json hv = json::array(), he = json::array();
    for (int h = 0; h <= dice_n; ++h) {
        hv.push_back(hits.p(h).to_double());
        he.push_back(hits.p(h).str());
    }
    r.values["hits"] = hv;
    r.values["hits_exact"] = he;
    r.values["gap_dice"] = gap_dice;
    r.values["dice_spent_before"] = spent;
    r.values["dice_left_after"] = std::max(0, left_after);
    Rational ammo = tight_ammo_chance(rolled);
    r.values["tight_ammo"] = ammo.to_double();
    r.values["tight_ammo_exact"] = ammo.str();
    if (recon) {
        r.values["recon_reveal"] = reveal.to_double();
        r.values["recon_reveal_exact"] = reveal.str();
    }
    if (table == DamageTable::V2) {
        Dist kd = dice::pass_count(2, target_rep);
        r.values["knock_down_test"] = {{"pass2", kd.p(2).str()}, {"pass1", kd.p(1).str()}, {"pass0", kd.p(0).str()}};
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
        r.actions.push_back({{"label", "Split the dice: this is the second target"},
                             {"params", {{"target_order", 2}, {"dice_before", 1}}}});
    if (weapon_id == "custom" && weapon_dice > 0) {
        if (left_after > 0)
            r.actions.push_back({{"label", "Next target of the swath: the " + std::to_string(left_after) +
                                               (left_after == 1 ? " die left" : " dice left")},
                                 {"params",
                                  {{"dice_before", spent + dice_n},
                                   {"gap_inches", 0},
                                   {"dice", left_after},
                                   {"target_order", std::min(shot.target_order + 1, 3)}}}});
        if (dice_n > 1)
            r.actions.push_back({{"label", "Split the dice: aim 1 die here, keep the rest for the next target"},
                                 {"params", {{"dice", 1}}}});
    }
    r.actions.push_back(
        {{"label", "Follow the firing to the end: damage, then Received Fire"},
         {"link",
          "#/fng.burst?rep=" + std::to_string(rep) +
              (weapon_id != "custom" ? "&weapon=" + weapon_id + (p.get_bool("full_auto") ? "&full_auto=true" : "")
                                     : "&dice=" + std::to_string(kept_total) + "&impact=" + std::to_string(impact)) +
              "&target=" + p.get_enum("target") + "&target_rep=" + std::to_string(target_rep) +
              "&damage_table=" + p.get_enum("damage_table")}});
    r.actions.push_back({{"label", "What the target's Received Fire test gives"},
                         {"link", "#/fng.reaction?test=received-fire&rep=" + std::to_string(target_rep)}});

    // [SECTION] seeded roll
    if (ctx.seed) {
        Prng g(*ctx.seed);
        std::vector<int> faces = g.dice(rolled);
        std::vector<int> s = dice::sorted_desc(faces);
        json mine = json::array();
        for (int i = spent; i < spent + dice_n && i < kept; ++i) mine.push_back(s[i]);
        const int h = fire_hits_for_sorted(s, f);
        bool revealed = true;
        json rf;
        if (recon) {
            int rf_dice = shot.target == TargetSituation::Cover ? 3 : 2;
            std::vector<int> rd = g.dice(rf_dice);
            int passes = 0;
            for (int d : rd) passes += d <= target_rep;
            revealed = std::min(passes, 2) <= 1;
            rf = rd;
        }
        const std::vector<int> damage_faces = revealed ? g.dice(h) : std::vector<int>();
        const json dmg = damage_faces;
        const int worst = worst_damage(damage_faces, impact_eff, table, opt);
        int ones = (int)std::count(faces.begin(), faces.end(), 1);
        std::string key = severity_key(worst);
        json kd_tests = json::array();
        if (kdt && worst == kKD) {
            const int max_tests = kdt_mode == "settled" ? 20 : 1;
            int res = kKdtDown;
            for (int i = 0; i < max_tests && res == kKdtDown; ++i) {
                std::vector<int> kf = g.dice(2);
                res = knock_down_test_for_faces(kf, target_rep);
                kd_tests.push_back(kf);
            }
            key = res == kKdtBack ? "KD-back" : (res == kKdtOut ? severity_key(kOOF) : severity_key(kKD));
        }
        r.roll = {{"dice", faces},      {"this_target", mine}, {"hits", h},
                  {"damage_dice", dmg}, {"key", key},          {"tight_ammo", ones >= 2}};
        if (!kd_tests.empty()) r.roll["knock_down_tests"] = kd_tests;
        if (recon) r.roll["received_fire"] = rf;
        if (gap_dice > 0) r.roll["gap_dice"] = json(std::vector<int>(s.begin() + before, s.begin() + spent));
        // In words: the dice, the hits on this target, then its damage dice (or its tests).
        std::vector<int> here = mine.get<std::vector<int>>();
        std::string w = "Rolled " + faces_text(faces);
        if (here.size() != faces.size())
            w += here.empty()
                     ? std::string(", none for this target")
                     : "; this target's " + std::string(here.size() == 1 ? "die " : "dice ") + faces_text(here);
        w += " against " + std::to_string(thr) + "+: " + count_text(h, "hit", "hits") + ".";
        if (recon)
            w += " Its Received Fire " + faces_text(faces_of(rf)) + ": " +
                 (revealed ? std::string("it shows itself.") : std::string("it stays hidden."));
        if (!damage_faces.empty()) w += " Damage " + faces_text(damage_faces) + ":";
        for (const auto& kf : kd_tests) w += " Knock Down Test " + faces_text(kf.get<std::vector<int>>()) + ",";
        if (!w.empty() && w.back() == ',') w.back() = ':';
        w += " " + r.label(key) + ".";
        if (ones >= 2) w += " Two 1s or more: Tight Ammo, reload before firing again.";
        r.rolled = w;
    }
    return r;
}

Calculator make_fire() {
    Calculator c;
    c.id = "fng.fire";
    c.title = "Ranged fire at one target";
    c.ruleset = "fng";
    c.citation =
        "FNG pp.18-19 (Ranged Combat To Hit Table, Ranged Combat Damage Table, v1, Ranged Combat Damage Table, FNG "
        "2.0, Knock Down Test, Generic weapons)";
    c.help =
        "Odds of one firing at one target: each die is added to the shooter's Rep and compared with the "
        "To Hit table (8, 9 or 10 needed depending on the target's situation), then every hit rolls on the "
        "Damage Table. The outcome is the target's worst result over all hits. Choose a weapon to take its "
        "Targets and Impact from the weapon lists; several targets in one swath share the dice, sorted "
        "from high to low.";
    c.ordered = true;
    std::vector<Choice> wc{{"custom", "Custom (use dice and impact)"}};
    for (const auto& w : weapons()) wc.push_back({w.at("id").get<std::string>(), w.at("label").get<std::string>()});
    c.params = {
        ParamSpec::Int("rep", "Shooter Rep", 2, 6, 4, "The firing figure's Reputation."),
        ParamSpec::Int("dice", "Dice at this target", 1, 6, 1,
                       "How many of the weapon's dice are aimed at this target (ignored when a weapon is chosen).")
            .filled_by("weapon"),
        ParamSpec::Enum(
            "target", "Target is",
            {{"open", "In the open"}, {"prone", "Prone"}, {"concealed", "Concealed"}, {"cover", "In cover"}}, "open",
            "Where the target is: concealment hides without protecting, cover also protects."),
        ParamSpec::Bool("fast_moving", "Target fast moving", false,
                        "The target moved fast this turn (use the next switch for the shooter's own fast move)."),
        ParamSpec::Int("target_order", "Target number", 1, 3, 1,
                       "First, second, or third-or-later target of this firing."),
        ParamSpec::Bool("crack_shot", "Crack Shot", false, "One extra die on a single shot; the higher die counts."),
        ParamSpec::Bool("marksman", "Marksman", false, "+1 Rep with any small arm."),
        marksman_weapons_param(),
        ParamSpec::Int("impact", "Impact", 0, 6, 3, "The weapon's Impact (ignored when a weapon is chosen).")
            .filled_by("weapon"),
        ParamSpec::Int("target_rep", "Target Rep", 2, 6, 4, "Reputation of the figure being shot at."),
        ParamSpec::Enum(
            "damage_table", "Damage table", {{"v1", "FNG (2006)"}, {"2.0", "FNG 2.0"}}, "v1",
            "The 2006 table uses the target's Rep; the 2.0 table kills only on a 1 and adds a Knock Down Test."),
        ParamSpec::Enum("knock_down_test", "Follow a Knock Down with its test",
                        {{"none", "No (Knock Down is the result)"},
                         {"first", "One Knock Down Test"},
                         {"settled", "Test every turn until up or out"}},
                        "none",
                        "FNG 2.0 only: a knocked-down target takes the Knock Down Test at its next activation "
                        "(pass 2 back in the fight, pass 1 stays down, pass 0 out of the fight)."),
        ParamSpec::Enum("weapon", "Weapon", wc, "custom",
                        "Pick a weapon from the generic or faction lists to fill its Targets and Impact.")
            .in_group("Weapon"),
        ParamSpec::Bool("full_auto", "Full automatic", false,
                        "Weapons marked 2/3 or 2/4 fire the higher number of dice on full auto.")
            .in_group("Weapon"),
        ParamSpec::Int("dice_before", "Dice on earlier targets", 0, 5, 0,
                       "Dice of this firing given to targets before this one; the highest dice go to them first.")
            .in_group("Weapon"),
        ParamSpec::Int("gap_inches", "Empty inches before this target", 0, 5, 0,
                       "Width of the empty stretch of the swath between the previous target and this one. The "
                       "first inch costs nothing; every further inch uses up one die.")
            .in_group("Weapon"),
        ParamSpec::Int("weapon_dice", "Dice of the whole swath", 0, 6, 0,
                       "0 = not used. Otherwise the number of dice the custom weapon fires in all: this target "
                       "then gets at most 'dice' of those left after earlier targets and gaps, and they are "
                       "the higher ones when others remain.")
            .in_group("Weapon"),
        ParamSpec::Bool("shooter_fast_moving", "Shooter fast moving", false,
                        "The shooter moved fast; Agile cancels this penalty.")
            .in_group("Shooter"),
        ParamSpec::Bool("agile", "Agile", false, "No penalty for the shooter's own fast movement.").in_group("Shooter"),
        ParamSpec::Bool("pigman", "Pigman", false, "+1 Rep when firing an LMG.").in_group("Shooter"),
        ParamSpec::Bool("grenadier", "Grenadier", false,
                        "One extra die with a grenade launcher (M-79 buckshot, or a custom weapon you say is one); "
                        "the best dice count (Pointman reading 54).")
            .in_group("Shooter"),
        ParamSpec::Int("rep_modifier", "Other Rep modifier", -3, 1, 0,
                       "Any other change to the shooter's Rep: -1 returning fire from cover after Received Fire "
                       "pass 1, -1 firing after an FNG 2.0 In Sight pass 1, -1 for a vehicle crew fighting on foot. "
                       "They add up.")
            .in_group("Shooter"),
        ParamSpec::Bool("lit_target", "Target lit by a flashlight", false,
                        "+1 Rep when the target carries or is lit by a normal flashlight.")
            .in_group("Situation"),
        ParamSpec::Bool("tunnel_rifle", "Rifle or shotgun in a tunnel", false, "-1 Rep underground.")
            .in_group("Situation"),
        ParamSpec::Bool("recon_by_fire", "Recon by fire", false,
                        "-2 to each total; hits only count if the hidden target is revealed by its Received Fire test.")
            .in_group("Situation"),
        ParamSpec::Bool("blast", "Blast weapon", false, "The hit comes from a blast weapon (for the flak jacket).")
            .in_group("Target"),
        ParamSpec::Bool("flak_jacket", "Flak jacket", false, "-1 Impact against blast weapons, not below 1.")
            .in_group("Target"),
        ParamSpec::Bool("chicken_plate", "Chicken plate", false,
                        "Airborne helicopter crew: -1 Impact against any hit, not below 1.")
            .in_group("Target"),
        ParamSpec::Bool("hard_as_nails", "Hard as Nails", false,
                        "The target's first Obviously Dead becomes a Knock Down.")
            .in_group("Target"),
        ParamSpec::Bool("larger_than_life", "Larger Than Life (Star)", false,
                        "Optional rule: a Star cannot be killed by a shooter of lower Rep.")
            .in_group("Target"),
    };
    c.generator = 2;  // Marksman no longer counts with machine guns by default; Grenadier's extra die
    c.evaluate = evaluate_fire;
    return c;
}

}  // namespace

}  // namespace pm::fng

namespace pm::fng {
namespace {
// A chosen weapon fills in the dice at this target and the Impact, which evaluate_fire then takes
// from the weapon lists (FNG pp.18-19, QRS p.74): the echo carries the values used, so a screen
// showing the request's dice and Impact shows the weapon's. The dice are its Targets (full auto
// where it has a second number) less those spent on earlier targets and the gap; when none are
// left the request is refused anyway and the dice stay as given.
void derive_fire(Params& p, const json&) {
    const std::string& id = p.get_enum("weapon");
    if (id == "custom") return;
    const json* w = find_weapon(id);
    if (!w) return;
    int targets = w->at("targets").get<int>();
    if (p.get_bool("full_auto") && w->contains("targets_full_auto")) targets = w->at("targets_full_auto").get<int>();
    const int spent = p.get_int("dice_before") + std::max(0, p.get_int("gap_inches") - 1);
    const int dice = targets - spent;
    if (dice >= 1 && dice <= 6) p.set("dice", dice);
    p.set("impact", std::min(6, std::max(0, w->at("impact").get<int>())));
}
}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_fire)
static const bool pm_fire_derives_weapon = pm::register_param_derivation("fng.fire", pm::fng::derive_fire);
