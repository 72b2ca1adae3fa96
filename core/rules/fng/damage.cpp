// Pointman — FNG damage tables (FNG p.19 Ranged Combat Damage Table v1, FNG-T05; p.2.0-2 FNG 2.0,
// FNG-T06; FNG-T13 melee) and damage taken with no To Hit roll (fng.damage-only); see damage.h.
#include "rules/fng/damage.h"

#include <algorithm>
#include <cstdint>
#include <map>
#include <mutex>
#include <tuple>

#include "engine/dice/pool.h"
#include "rules/fng/firing.h"
#include "rules/fng/support_fire.h"

namespace pm::fng {

const char* severity_label(int code) {
    switch (code) {
        case kKD: return "Knocked down";
        case kOOF: return "Out of the fight";
        case kOD: return "Obviously dead";
        default: return "Unhurt";
    }
}

const char* severity_key(int code) {
    switch (code) {
        case kKD: return "KD";
        case kOOF: return "OOF";
        case kOD: return "OD";
        default: return "unhurt";
    }
}

int damage_for_face(int face, int impact, int target_rep, DamageTable t) {
    if (t == DamageTable::V1) {
        if (face <= impact) return kOD;
        if (face <= target_rep) return kKD;
        return kOOF;
    }
    if (face <= impact) return face == 1 ? kOD : kOOF;
    return kKD;
}

Dist damage_one_hit(int impact, int target_rep, DamageTable t) {
    return Dist::die().map([=](int f) { return damage_for_face(f, impact, target_rep, t); });
}

int worst_damage(const std::vector<int>& faces, int impact, DamageTable t, const DamageOptions& o) {
    const bool ltl = o.larger_than_life && o.shooter_rep < o.target_rep;
    int worst = kUnhurt;
    bool used = false;
    for (int f : faces) {
        int s = damage_for_face(f, impact, o.target_rep, t);
        if (ltl && s == kOD) s = kOOF;  // Larger Than Life (p.5)
        if (s == kOD && o.hard_as_nails && !used) {
            s = kKD;  // the first OD becomes KD (p.8)
            used = true;
        }
        worst = std::max(worst, s);
    }
    return worst;
}

namespace {

// A hit's severity on the damage die's `face`, after Larger Than Life (every OD becomes OOF).
int hit_severity(int face, int impact, DamageTable t, const DamageOptions& o) {
    const int s = damage_for_face(face, impact, o.target_rep, t);
    return o.larger_than_life && o.shooter_rep < o.target_rep && s == kOD ? kOOF : s;
}

// The target's worst result from how many hits gave each severity, as worst_damage reads the faces:
// Hard as Nails turns the first OD into KD. A miss (kUnhurt) counts for nothing.
int worst_of_counts(const dice::PoolCounts& c, const DamageOptions& o) {
    int od = c.count_of(kOD), kd = c.count_of(kKD);
    if (o.hard_as_nails && od > 0) {
        --od;
        ++kd;
    }
    if (od > 0) return kOD;
    if (c.count_of(kOOF) > 0) return kOOF;
    return kd > 0 ? kKD : kUnhurt;
}

}  // namespace

namespace {
// A firing asks for the same damage again and again and its inputs are few small numbers, so each
// answer is kept (a fixed function of them: the same Dist every time), at most 4096 of each kind.
template <class Key, class Make>
Dist kept(const Key& key, Make&& make) {
    static std::map<Key, Dist> memo;
    static std::mutex m;
    {
        std::lock_guard<std::mutex> lock(m);
        auto it = memo.find(key);
        if (it != memo.end()) return it->second;
    }
    Dist d = make();
    std::lock_guard<std::mutex> lock(m);
    if (memo.size() < 4096) memo.emplace(key, d);
    return d;
}
}  // namespace

static_assert(sizeof(DamageOptions) == 2 * sizeof(int) + 4,
              "a new DamageOptions field must join the keys below (or these caches must go)");

Dist worst_of_hits(int n, int impact, DamageTable t, const DamageOptions& o) {
    // The result depends only on how many of the damage dice give each severity: the dice are a pool
    // of one die read as its severity (engine/dice/pool.h), each multiset read as worst_damage reads
    // its faces.
    using Key = std::tuple<int, int, int, bool, bool, int, int>;
    const Key key{n, impact, static_cast<int>(t), o.hard_as_nails, o.larger_than_life, o.shooter_rep, o.target_rep};
    return kept(key, [&] {
        const dice::PoolDie die = dice::PoolDie::read(6, [&](int face) { return hit_severity(face, impact, t, o); });
        return dice::pool_dist(die, n, [&](const dice::PoolCounts& c) { return worst_of_counts(c, o); });
    });
}

Dist worst_of_shots(int n, const Rational& hit, int impact, DamageTable t, const DamageOptions& o) {
    // One shot as a die of 6·den faces: a miss on (den − num)·6 of them, and on num of them for each
    // damage face, a hit of that face's severity (hit = num/den).
    using Key = std::tuple<int, std::int64_t, std::int64_t, int, int, bool, bool, int, int>;
    const Key key{n,
                  hit.num(),
                  hit.den(),
                  impact,
                  static_cast<int>(t),
                  o.hard_as_nails,
                  o.larger_than_life,
                  o.shooter_rep,
                  o.target_rep};
    return kept(key, [&] {
        dice::PoolDie shot;
        shot.add(kUnhurt, (hit.den() - hit.num()) * 6);
        for (int face = 1; face <= 6; ++face) shot.add(hit_severity(face, impact, t, o), hit.num());
        return dice::pool_dist(shot, n, [&](const dice::PoolCounts& c) { return worst_of_counts(c, o); });
    });
}

int impact_after_armour(int impact, bool blast, bool flak_jacket, bool chicken_plate) {
    int cut = (flak_jacket && blast ? 1 : 0) + (chicken_plate ? 1 : 0);
    if (impact <= 1 || cut == 0) return impact;
    return std::max(1, impact - cut);
}

namespace {

// [SECTION] one source of damage, read from the rule's input
// The hits, their Impact after armour and the target, worked out once by the plan (its constructor,
// which says each modifier it applies; the shape is firing.h); the odds and the roll then read them.
struct DamageOnlyHit {
    const json* s = nullptr;  // the source's entry in data/fng/support_fire.json
    std::string rule;
    DamageTable table = DamageTable::V1;
    int target_rep = 4, hits = 1, impact = 0, impact_eff = 0;
    bool fall = false;  // Jump For It! pass 0: the fall die picks the Impact
    DamageOptions opt;

    DamageOnlyHit(const DamageOnlyInput& in, Answer& r);
    void odds(Answer& r) const;
    void roll(Prng& g, Answer& r) const;
};

DamageOnlyHit::DamageOnlyHit(const DamageOnlyInput& in, Answer& r) {
    const std::string& id = in.source;
    s = find_by_id(damage_sources(), id);
    if (!s) throw RuleError(ErrorCode::OutOfRange, "source", "unknown source " + id);
    rule = s->at("rule");
    table = in.damage_table == "2.0" ? DamageTable::V2 : DamageTable::V1;
    target_rep = in.target_rep;
    fall = s->value("fall", false);
    r.modifier(s->at("label").get<std::string>(), "no To Hit roll", rule);

    // [SECTION] hits and Impact
    hits = 1;
    impact = s->at("impact").get<int>();
    if (id == "custom") {
        hits = in.hits;
        impact = in.impact;
    } else if (s->value("per_turn", false)) {
        hits = in.hits;
        r.modifier("One damage roll for each turn spent in the napalm; the worst counts",
                   std::to_string(hits) + (hits == 1 ? " turn" : " turns"), rule);
        if (hits > 1)
            r.modifier("Reading: several turns in the napalm are read like several hits", "worst of the rolls",
                       "FNG p.53, Pointman reading 61");
    } else if (s->value("hits_from_ar", false)) {
        const int ar = in.vehicle_ar;
        hits = ar;
        impact = ar;
        r.modifier("One hit for each point of the vehicle's AR", std::to_string(ar) + (ar == 1 ? " hit" : " hits"),
                   rule);
        r.modifier("Reading: the book gives no Impact; each hit counts the vehicle's AR as its Impact",
                   "Impact " + std::to_string(ar), "FNG p.23, Pointman reading 56");
        if (ar == 0) r.modifier("An AR 0 vehicle does no hits on pass 0", "unhurt", "FNG p.23, Pointman reading 56");
    } else if (s->value("unstated_impact", false)) {
        r.modifier("Reading: the book names no Impact; the Damage Table is read with Impact 0 (no kill on v1)",
                   "Impact 0", "FNG p.27, Pointman reading 55");
    }
    if (impact > 6) impact = 6;

    // [SECTION] armour (FNG p.13): flak jacket against blast; chicken plate against blast and ballistic
    const std::string armour = s->at("armour");
    const bool blast = armour == "blast";
    const bool ballistic = armour == "ballistic" || id == "custom";
    const bool flak = in.flak_jacket, plate = in.chicken_plate;
    impact_eff = impact;
    if (!fall && impact >= 0) {
        impact_eff = impact_after_armour(impact, blast, flak, plate && (blast || ballistic));
        if (impact_eff != impact)
            r.modifier("Protective gear", "Impact " + std::to_string(impact) + " -> " + std::to_string(impact_eff),
                       "FNG p.13");
    }
    if ((flak && !blast) || (plate && !blast && !ballistic) || (fall && (flak || plate)))
        r.modifier("Reading: this is not a blast (flak jacket) or ballistic and blast (chicken plate) hit",
                   "gear not applied", "FNG p.13, Pointman reading 57");

    // [SECTION] the target
    opt.target_rep = target_rep;
    if (s->contains("rep_bonus")) {
        const int b = s->at("rep_bonus").get<int>();
        opt.target_rep += b;
        r.modifier("Occupants roll the Damage Table at +" + std::to_string(b) + " Rep", "+" + std::to_string(b), rule);
    }
    opt.hard_as_nails = in.hard_as_nails;
    if (opt.hard_as_nails) r.modifier("Hard as Nails: the first OD becomes KD", "applied", "FNG p.8");
    const bool shooter = s->at("shooter").get<bool>();
    if (in.larger_than_life) {
        opt.larger_than_life = shooter;
        opt.shooter_rep = in.shooter_rep;
        if (!shooter)
            r.modifier("Reading: Larger Than Life needs someone of lower Rep doing it; nobody fires this",
                       "not applied", "FNG p.5, Pointman reading 58");
        else
            r.modifier(opt.shooter_rep < target_rep
                           ? "Larger Than Life: whoever set it off has a lower Rep than the Star (OD -> OOF)"
                           : "Larger Than Life: whoever set it off is not of lower Rep",
                       opt.shooter_rep < target_rep ? "applied" : "not applied", "FNG p.5");
    }
}

void DamageOnlyHit::odds(Answer& r) const {
    // [SECTION] exact result
    Dist fate;
    json fall_values = json::array();
    if (fall) {
        fate = Dist::die().then([&](int f) {
            return jump_fall_impact(f) == kFallKilled ? Dist::point(kOD)
                                                      : worst_of_hits(1, jump_fall_impact(f), table, opt);
        });
        r.modifier("The fall: 1d6 — 1-2 Impact 1, 3-4 Impact 2, 5 Impact 3, 6 run over and killed", "1d6", rule);
        for (int f = 1; f <= 6; ++f) fall_values.push_back(jump_fall_impact(f));
        r.values["fall_impacts"] = fall_values;
    } else {
        fate = worst_of_hits(hits, impact_eff, table, opt);
    }
    damage_table_modifier(r, table, fall ? "Impact from the fall die" : "Impact " + std::to_string(impact_eff));
    for (int k = kUnhurt; k <= kOD; ++k) r.outcome(severity_key(k), severity_label(k), fate.p(k));

    r.values["hits"] = fall ? 1 : hits;
    if (!fall) r.values["impact"] = impact_eff;
    r.values["target_rep_effective"] = opt.target_rep;
    if (s->value("per_turn", false)) {
        r.values["p_napalm_burns_on"] = Dist::die().p_at_most(3).str();  // burns on on 1-3
        r.modifier("At the end of each turn the napalm burns on on 1-3 and burns out on 4-6", "1d6", rule);
    }
    if (table == DamageTable::V2) {
        r.values["knock_down_test"] = knock_down_test_values(target_rep);
    }
    const Rational hurt = Rational(1) - fate.p(kUnhurt);
    r.summary =
        s->at("label").get<std::string>() + ": " +
        (fall ? std::string("the fall die picks the Impact")
              : std::to_string(hits) + (hits == 1 ? " hit" : " hits") + " at Impact " + std::to_string(impact_eff)) +
        " on a Rep " + std::to_string(target_rep) + " figure, no To Hit roll: hurt " + percent_text(hurt) +
        ", obviously dead " + percent_text(fate.p(kOD)) + ".";
}

// [SECTION] roll
void DamageOnlyHit::roll(Prng& g, Answer& r) const {
    int key;
    json roll = json::object();
    if (fall) {
        const int f = g.die();
        roll["fall_die"] = f;
        std::vector<int> dmg = jump_fall_impact(f) == kFallKilled ? std::vector<int>() : g.throw_dice(1);
        roll["damage_dice"] = dmg;
        key = jump_fall_result(f, dmg, table, opt);
    } else {
        std::vector<int> dmg = g.throw_dice(hits);
        roll["damage_dice"] = dmg;
        key = worst_damage(dmg, impact_eff, table, opt);
    }
    roll["key"] = severity_key(key);
    r.roll = roll;
    const std::vector<int> dmg = roll["damage_dice"].get<std::vector<int>>();
    r.rolled = fall ? "Fall die " + std::to_string(roll["fall_die"].get<int>()) +
                          (dmg.empty() ? std::string(": ") : ", damage " + faces_text(dmg) + ": ") +
                          r.label(severity_key(key)) + "."
                    : "Damage " + faces_text(dmg) + " at Impact " + std::to_string(impact_eff) + ": " +
                          r.label(severity_key(key)) + ".";
}

}  // namespace

Answer damage_only(const DamageOnlyInput& in, Prng* dice) {
    return planned_answer<DamageOnlyHit>(in, dice);
}

void roll_damage_only(const DamageOnlyInput& in, Prng& dice, Answer& a) {
    planned_roll<DamageOnlyHit>(in, dice, a);
}

}  // namespace pm::fng
