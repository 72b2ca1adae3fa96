// Pointman — FNG melee, one pairing (melee.h).
#include "rules/fng/melee.h"

#include <algorithm>
#include <cstdlib>

#include "engine/data/data_files.h"
#include "engine/dice/faces_text.h"
#include "engine/dice/pass_dice.h"
#include "engine/planned.h"
#include "rules/fng/damage.h"

namespace pm::fng {
namespace {

const json& melee_data() {
    return data_json("fng/melee.json");
}

const json& melee_weapon(const std::string& id) {
    for (const auto& w : melee_data().at("weapons"))
        if (w.at("id") == id) return w;
    throw RuleError(ErrorCode::OutOfRange, "weapon", "unknown melee weapon " + id);
}

struct MeleeSide {
    int rep = 4, rep_eff = 4, dice = 2, impact = 0;
    bool non_lethal = false;
    std::string weapon_label;
};

// Severity for the loser when the winner wins by `margin` (1 or 2) with a damage die `face`.
int melee_damage(int face, int margin, const MeleeSide& winner, const MeleeSide& loser, DamageTable t) {
    if (winner.non_lethal) return kOOF;
    if (t == DamageTable::V1) {
        int s = damage_for_face(face, winner.impact, loser.rep, t);
        return (margin >= 2 && s == kKD) ? kOOF : s;
    }
    if (margin >= 2) return face == 1 ? kOD : kOOF;
    return damage_for_face(face, winner.impact, loser.rep, t);
}

const char* kMeleeSev[] = {"unhurt", "KD", "OOF", "OD"};

MeleeSide build_side(const MeleeFighter& f, bool v2, bool swimming, Answer& r, const std::string& who) {
    MeleeSide s;
    s.rep = f.rep;
    const json& w = melee_weapon(f.weapon);
    s.weapon_label = w.at("label");
    s.impact = w.at(v2 ? "impact_2_0" : "impact_v1").get<int>();
    s.non_lethal = w.value("non_lethal", false);
    if (swimming) {
        s.impact += 1;
        s.non_lethal = false;
    }
    s.rep_eff = s.rep;
    auto mod = [&](bool on, int v, const std::string& label, const std::string& rule) {
        if (!on) return;
        s.rep_eff += v;
        r.modifier(who + ": " + label, std::to_string(v) + " Rep", rule);
    };
    mod(f.prone, -1, "prone", "FNG p.20 (Melee Modifiers)");
    int foes = f.opponents;
    mod(foes == 2, -1, "fighting 2 enemies", "FNG p.20 (Melee Modifiers)");
    mod(foes >= 3, -2, "fighting 3 or more enemies", "FNG p.20 (Melee Modifiers)");
    mod(f.runt, -1, "Runt", "FNG p.9");
    mod(f.slight_trouble, -1, "Slight Trouble while swimming", "FNG p.17");
    bool blade = f.weapon == "knife";
    if (f.brawler) {
        s.dice = 3;
        r.modifier(who + ": Brawler", "3d6, best two count", "FNG p.7");
    } else if (f.knifeman) {
        if (blade) {
            s.dice = 3;
            r.modifier(who + ": Knifeman with a hand-held blade", "3d6, best two count", "FNG p.8");
        } else {
            r.modifier(who + ": Knifeman only helps with a hand-held knife or bayonet", "not applied", "FNG p.8");
        }
    }
    if (f.surprise == MeleeSurprise::Pass2) {
        s.rep_eff -= 1;
        r.modifier(who + ": surprised (pass 2), first round", "-1 Rep", "FNG p.76 (Surprise Check)");
    } else if (f.surprise == MeleeSurprise::Pass1) {
        s.dice = 1;
        r.modifier(who + ": surprised (pass 1), first round", "1d6 only", "FNG p.76 (Surprise Check)");
    } else if (f.surprise == MeleeSurprise::Pass0) {
        s.dice = 0;
        r.modifier(who + ": totally surprised (pass 0), first round", "no dice", "FNG p.76 (Surprise Check)");
    }
    return s;
}

// [SECTION] one round
// Both sides' dice, Rep and weapon, worked out once by plan() (which says each modifier it
// applies); the odds and the roll then read them.
struct MeleeRound {
    DamageTable t = DamageTable::V1;
    MeleeSide a, b;  // you and the enemy
    MeleeDamageDie damage_die = MeleeDamageDie::EitherWin;

    MeleeRound(const MeleeInput& in, Answer& r) { plan(in, r); }
    void plan(const MeleeInput& in, Answer& r);
    void odds(Answer& r) const;
    void roll(Prng& g, Answer& r) const;
};

void MeleeRound::plan(const MeleeInput& in, Answer& r) {
    bool v2 = in.v2;
    t = v2 ? DamageTable::V2 : DamageTable::V1;
    damage_die = in.damage_die;
    bool swimming = in.swimming;
    if (swimming) r.modifier("Fighting in deep water", "+1 Impact to every weapon", "FNG p.17");
    a = build_side(in.you, v2, swimming, r, "You");
    b = build_side(in.enemy, v2, swimming, r, "Enemy");
    if (a.impact < b.impact) {
        a.rep_eff -= b.impact - a.impact;
        r.modifier("You: weapon Impact below the enemy's", "-" + std::to_string(b.impact - a.impact) + " Rep",
                   "FNG p.20 (Melee Modifiers)");
    } else if (b.impact < a.impact) {
        b.rep_eff -= a.impact - b.impact;
        r.modifier("Enemy: weapon Impact below yours", "-" + std::to_string(a.impact - b.impact) + " Rep",
                   "FNG p.20 (Melee Modifiers)");
    }
    r.modifier(std::string(v2 ? "FNG 2.0" : "FNG (2006)") + " Melee Results and Damage", "applied",
               v2 ? "FNG p.2.0-1 (Melee Results Table, Melee Damage Table)"
                  : "FNG p.20 (Melee Results Table, Melee Damage Table)");
}

void MeleeRound::odds(Answer& r) const {
    Dist pa = dice::pass_count(a.dice, a.rep_eff), pb = dice::pass_count(b.dice, b.rep_eff);
    Dist margin = Dist::combine(pa, pb, [](int x, int y) { return x - y; });
    // Outcome code: 0 tie; +s you win and the enemy suffers s; −s you lose and suffer s.
    Dist res = margin.then([&](int m) {
        if (m == 0) return Dist::point(0);
        const MeleeSide& w = m > 0 ? a : b;
        const MeleeSide& l = m > 0 ? b : a;
        int sign = m > 0 ? 1 : -1;
        return Dist::die().map([&, sign, m](int f) { return sign * melee_damage(f, std::abs(m), w, l, t); });
    });
    r.outcome("tie", "Nobody wins: the melee goes on", res.p(0));
    for (int s = kKD; s <= kOD; ++s)
        r.outcome(std::string("win-") + kMeleeSev[s],
                  std::string("You win; the enemy is ") + (s == kKD    ? "knocked down"
                                                           : s == kOOF ? "out of the fight"
                                                                       : "obviously dead"),
                  res.p(s));
    for (int s = kKD; s <= kOD; ++s)
        r.outcome(std::string("lose-") + kMeleeSev[s],
                  std::string("You lose and are ") + (s == kKD    ? "knocked down"
                                                      : s == kOOF ? "out of the fight"
                                                                  : "obviously dead"),
                  res.p(-s));
    Rational win = margin.p_at_least(1), lose = margin.p_at_most(-1);
    r.values["p_win"] = win.to_double();
    r.values["p_win_exact"] = win.str();
    r.values["p_lose"] = lose.to_double();
    r.values["p_lose_exact"] = lose.str();
    r.values["p_tie_exact"] = margin.p(0).str();
    r.values["your_rep"] = a.rep_eff;
    r.values["enemy_rep"] = b.rep_eff;
    r.values["your_impact"] = a.impact;
    r.values["enemy_impact"] = b.impact;
    json ya = json::array(), yb = json::array();
    for (int k = 0; k <= 2; ++k) {
        ya.push_back(pa.p(k).str());
        yb.push_back(pb.p(k).str());
    }
    r.values["your_passes"] = ya;
    r.values["enemy_passes"] = yb;
    r.summary = "You win " + percent_text(win) + ", lose " + percent_text(lose) + ", tie " + percent_text(margin.p(0)) +
                "; the enemy dies " + percent_text(res.p(kOD)) + ", you die " + percent_text(res.p(-kOD)) + ".";
}

// [SECTION] roll
// Both sides' dice are one throw: everyone in contact fights at once, each side's 2d6 set against
// the other's (FNG pp.20-21); yours first, then the enemy's.
void MeleeRound::roll(Prng& g, Answer& r) const {
    const std::vector<int> both = g.throw_dice(a.dice + b.dice);
    const std::vector<int> da(both.begin(), both.begin() + a.dice), db(both.begin() + a.dice, both.end());
    int ka = dice::passes_for_faces(da, a.rep_eff), kb = dice::passes_for_faces(db, b.rep_eff);
    int m = ka - kb;
    json roll = {{"your_dice", da}, {"enemy_dice", db}, {"your_passes", ka}, {"enemy_passes", kb}};
    std::string key = "tie", label;
    // A bare-handed winner leaves the loser out of the fight whatever a die says (fists do not kill,
    // FNG p.21): no damage die is rolled for him.
    const bool damage =
        m != 0 && (damage_die == MeleeDamageDie::EitherWin || (damage_die == MeleeDamageDie::EnemyWinOnly && m < 0));
    if (damage && (m > 0 ? a : b).non_lethal) {
        key = std::string(m > 0 ? "win-" : "lose-") + kMeleeSev[kOOF];
        label = r.label(key);
    } else if (damage) {
        int f = g.die();
        roll["damage_die"] = f;
        int s = melee_damage(f, std::abs(m), m > 0 ? a : b, m > 0 ? b : a, t);
        key = std::string(m > 0 ? "win-" : "lose-") + kMeleeSev[s];
        label = r.label(key);
    } else if (m != 0) {
        key = m > 0 ? "win" : "lose";
        label = m > 0 ? "You win" : "You lose";
    } else {
        label = r.label(key);
    }
    roll["key"] = key;
    r.roll = roll;
    while (!label.empty() && label.back() == '.') label.pop_back();
    r.rolled =
        "You rolled " + faces_text(da) + " against Rep " + std::to_string(a.rep_eff) + " (pass " + std::to_string(ka) +
        "d6), the enemy " + faces_text(db) + " against Rep " + std::to_string(b.rep_eff) + " (pass " +
        std::to_string(kb) + "d6)" +
        (roll.contains("damage_die") ? "; damage " + std::to_string(roll["damage_die"].get<int>()) : std::string()) +
        ": " + label + ".";
}

}  // namespace

Answer melee(const MeleeInput& in, Prng* dice) {
    return planned_answer<MeleeRound>(in, dice);
}

void roll_melee(const MeleeInput& in, Prng& dice, Answer& r) {
    planned_roll<MeleeRound>(in, dice, r);
}

}  // namespace pm::fng
