// fng.melee — one melee pairing (digest fng.md §2.7, FNG-A6; FNG-T11 to T14).
//
// Each side rolls 2d6 (Brawler, or Knifeman with a hand-held blade: 3d6 best two; Surprise in the
// first round: pass 1 → 1d6, pass 0 → no dice) against its modified Rep; passes capped at 2.
// The side with more passes wins; the winner rolls the Melee Damage Table against the loser:
//   v1:  die ≤ winner's Impact → OD; ≤ loser's Rep → KD; else OOF; winning by 2 turns KD into OOF.
//   2.0: die ≤ Impact → (1 → OD, else OOF); else KD; winning by 2: 1 → OD, else OOF.
// Bare hands never kill: the loser is knocked out and counts as OOF. Swimming: +1 Impact to every
// weapon (bare hands become Impact 1).
// The roll (seeded, or the player's own dice), in this order: your dice, the enemy's dice, then the winner's damage
// die.
#include <algorithm>

#include "contract/calculator_data.h"
#include "contract/rolled.h"
#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"

namespace pm::fng {
namespace {

const json& melee_data() {
    return data_json("fng/melee.json");
}

const json& weapon(const std::string& id) {
    for (const auto& w : melee_data().at("weapons"))
        if (w.at("id") == id) return w;
    throw CalcError(ErrorCode::OutOfRange, "weapon", "unknown melee weapon " + id);
}

struct Side {
    int rep = 4, rep_eff = 4, dice = 2, impact = 0;
    bool non_lethal = false;
    std::string weapon_label;
};

// Severity for the loser when the winner wins by `margin` (1 or 2) with a damage die `face`.
int melee_damage(int face, int margin, const Side& winner, const Side& loser, DamageTable t) {
    if (winner.non_lethal) return kOOF;
    if (t == DamageTable::V1) {
        int s = damage_for_face(face, winner.impact, loser.rep, t);
        return (margin >= 2 && s == kKD) ? kOOF : s;
    }
    if (margin >= 2) return face == 1 ? kOD : kOOF;
    return damage_for_face(face, winner.impact, loser.rep, t);
}

const char* kSev[] = {"unhurt", "KD", "OOF", "OD"};

Side build_side(const Params& p, const std::string& pre, bool v2, bool swimming, Result& r, const std::string& who) {
    Side s;
    s.rep = p.get_int(pre + "rep");
    const json& w = weapon(p.get_enum(pre + "weapon"));
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
    mod(p.get_bool(pre + "prone"), -1, "prone", "FNG p.20 (Melee Modifiers)");
    int foes = p.get_int(pre + "opponents");
    mod(foes == 2, -1, "fighting 2 enemies", "FNG p.20 (Melee Modifiers)");
    mod(foes >= 3, -2, "fighting 3 or more enemies", "FNG p.20 (Melee Modifiers)");
    mod(p.get_bool(pre + "runt"), -1, "Runt", "FNG p.9");
    mod(p.get_bool(pre + "slight_trouble"), -1, "Slight Trouble while swimming", "FNG p.17");
    bool blade = p.get_enum(pre + "weapon") == "knife";
    if (p.get_bool(pre + "brawler")) {
        s.dice = 3;
        r.modifier(who + ": Brawler", "3d6, best two count", "FNG p.7");
    } else if (p.get_bool(pre + "knifeman")) {
        if (blade) {
            s.dice = 3;
            r.modifier(who + ": Knifeman with a hand-held blade", "3d6, best two count", "FNG p.8");
        } else {
            r.modifier(who + ": Knifeman only helps with a hand-held knife or bayonet", "not applied", "FNG p.8");
        }
    }
    const std::string& sur = p.get_enum(pre + "surprise");
    if (sur == "pass2") {
        s.rep_eff -= 1;
        r.modifier(who + ": surprised (pass 2), first round", "-1 Rep", "FNG p.76 (Surprise Check)");
    } else if (sur == "pass1") {
        s.dice = 1;
        r.modifier(who + ": surprised (pass 1), first round", "1d6 only", "FNG p.76 (Surprise Check)");
    } else if (sur == "pass0") {
        s.dice = 0;
        r.modifier(who + ": totally surprised (pass 0), first round", "no dice", "FNG p.76 (Surprise Check)");
    }
    return s;
}

// [SECTION] one round, read from the request
// Both sides' dice, Rep and weapon, worked out once by plan() (which says each modifier it
// applies); the odds and the roll then read them.
struct MeleeRound {
    DamageTable t = DamageTable::V1;
    Side a, b;  // you and the enemy

    void plan(const Params& p, Result& r);
    void odds(Result& r) const;
    void roll(Prng& g, Result& r) const;
};

void MeleeRound::plan(const Params& p, Result& r) {
    bool v2 = p.get_enum("rules") == "2.0";
    t = v2 ? DamageTable::V2 : DamageTable::V1;
    bool swimming = p.get_bool("swimming");
    if (swimming) r.modifier("Fighting in deep water", "+1 Impact to every weapon", "FNG p.17");
    a = build_side(p, "", v2, swimming, r, "You");
    b = build_side(p, "enemy_", v2, swimming, r, "Enemy");
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

void MeleeRound::odds(Result& r) const {
    Dist pa = dice::pass_count(a.dice, a.rep_eff), pb = dice::pass_count(b.dice, b.rep_eff);
    Dist margin = Dist::combine(pa, pb, [](int x, int y) { return x - y; });
    // Outcome code: 0 tie; +s you win and the enemy suffers s; −s you lose and suffer s.
    Dist res = margin.then([&](int m) {
        if (m == 0) return Dist::point(0);
        const Side& w = m > 0 ? a : b;
        const Side& l = m > 0 ? b : a;
        int sign = m > 0 ? 1 : -1;
        return Dist::die().map([&, sign, m](int f) { return sign * melee_damage(f, std::abs(m), w, l, t); });
    });
    r.outcome("tie", "Nobody wins: the melee goes on", res.p(0));
    for (int s = kKD; s <= kOD; ++s)
        r.outcome(std::string("win-") + kSev[s],
                  std::string("You win; the enemy is ") + (s == kKD    ? "knocked down"
                                                           : s == kOOF ? "out of the fight"
                                                                       : "obviously dead"),
                  res.p(s));
    for (int s = kKD; s <= kOD; ++s)
        r.outcome(std::string("lose-") + kSev[s],
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
void MeleeRound::roll(Prng& g, Result& r) const {
    std::vector<int> da = g.dice(a.dice), db = g.dice(b.dice);
    int ka = dice::passes_for_faces(da, a.rep_eff), kb = dice::passes_for_faces(db, b.rep_eff);
    int m = ka - kb;
    json roll = {{"your_dice", da}, {"enemy_dice", db}, {"your_passes", ka}, {"enemy_passes", kb}};
    std::string key = "tie";
    if (m != 0) {
        int f = g.die();
        roll["damage_die"] = f;
        int s = melee_damage(f, std::abs(m), m > 0 ? a : b, m > 0 ? b : a, t);
        key = std::string(m > 0 ? "win-" : "lose-") + kSev[s];
    }
    roll["key"] = key;
    r.roll = roll;
    std::string label = r.label(key);
    while (!label.empty() && label.back() == '.') label.pop_back();
    r.rolled = "You rolled " + faces_text(da) + " against Rep " + std::to_string(a.rep_eff) + " (pass " +
               std::to_string(ka) + "d6), the enemy " + faces_text(db) + " against Rep " + std::to_string(b.rep_eff) +
               " (pass " + std::to_string(kb) + "d6)" +
               (m != 0 ? "; damage " + std::to_string(roll["damage_die"].get<int>()) : std::string()) + ": " + label +
               ".";
}

Result evaluate_melee(const Params& p, const EvalContext&) {
    Result r;
    MeleeRound it;
    it.plan(p, r);
    it.odds(r);
    return r;
}

void roll_melee(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    Result said;  // the plan's words are already in r
    MeleeRound it;
    it.plan(p, said);
    it.roll(dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.melee", evaluate_melee, roll_melee)
}  // namespace pm::fng
