// fng.damage-only — damage a figure takes with no To Hit roll: a Claymore or CDM,
// punji stakes, canister, napalm, a fall after Jump For It! pass 0, a helicopter's engine failure
// or crash, Losing Control, Overrun pass 0, the back-blast behind an RPG, LAW, bazooka or
// recoilless rifle (p.11: Impact 2), or any other automatic hit (rules/fng/support_fire.h).
//
// Model: the figure takes `hits` hits (1; napalm: one per turn inside; Overrun pass 0: one per point
// of the vehicle's AR) of the source's Impact, after armour where it counts, and the result is the
// worst of the hits (worst_damage, rules/fng/damage.h, as fng.fire uses it). Jump For It! pass 0
// first rolls the fall die (1-2 Impact 1, 3-4 Impact 2, 5 Impact 3, 6 killed), then one damage die.
// The roll (seeded, or the player's own dice), in this order: (jump) the fall die; then one damage die per hit.
#include <algorithm>

#include "contract/calculator_data.h"
#include "contract/rolled.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"
#include "rules/fng/support_fire.h"

namespace pm::fng {
namespace {

// [SECTION] one source of damage, read from the request
// The hits, their Impact after armour and the target, worked out once by plan() (which says each
// modifier it applies); the odds and the roll then read them.
struct DamageOnlyHit {
    const json* s = nullptr;  // the source's entry in data/fng/support_fire.json
    std::string rule;
    DamageTable table = DamageTable::V1;
    int target_rep = 4, hits = 1, impact = 0, impact_eff = 0;
    bool fall = false;  // Jump For It! pass 0: the fall die picks the Impact
    DamageOptions opt;

    void plan(const Params& p, Result& r);
    void odds(Result& r) const;
    void roll(Prng& g, Result& r) const;
};

void DamageOnlyHit::plan(const Params& p, Result& r) {
    const std::string id = p.get_enum("source");
    s = find_by_id(damage_sources(), id);
    if (!s) throw CalcError(ErrorCode::OutOfRange, "source", "unknown source " + id);
    rule = s->at("rule");
    table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    target_rep = p.get_int("target_rep");
    fall = s->value("fall", false);
    r.modifier(s->at("label").get<std::string>(), "no To Hit roll", rule);

    // [SECTION] hits and Impact
    hits = 1;
    impact = s->at("impact").get<int>();
    if (id == "custom") {
        hits = p.get_int("hits");
        impact = p.get_int("impact");
    } else if (s->value("per_turn", false)) {
        hits = p.get_int("hits");
        r.modifier("One damage roll for each turn spent in the napalm; the worst counts",
                   std::to_string(hits) + (hits == 1 ? " turn" : " turns"), rule);
        if (hits > 1)
            r.modifier("Reading: several turns in the napalm are read like several hits", "worst of the rolls",
                       "FNG p.53, Pointman reading 61");
    } else if (s->value("hits_from_ar", false)) {
        const int ar = p.get_int("vehicle_ar");
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
    const bool flak = p.get_bool("flak_jacket"), plate = p.get_bool("chicken_plate");
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
    opt.hard_as_nails = p.get_bool("hard_as_nails");
    if (opt.hard_as_nails) r.modifier("Hard as Nails: the first OD becomes KD", "applied", "FNG p.8");
    const bool shooter = s->at("shooter").get<bool>();
    if (p.get_bool("larger_than_life")) {
        opt.larger_than_life = shooter;
        opt.shooter_rep = p.get_int("shooter_rep");
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

void DamageOnlyHit::odds(Result& r) const {
    const char* dmg_rule = table == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                                    : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)";

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
    r.modifier(table == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0",
               fall ? "Impact from the fall die" : "Impact " + std::to_string(impact_eff), dmg_rule);
    for (int k = kUnhurt; k <= kOD; ++k) r.outcome(severity_key(k), severity_label(k), fate.p(k));

    r.values["hits"] = fall ? 1 : hits;
    if (!fall) r.values["impact"] = impact_eff;
    r.values["target_rep_effective"] = opt.target_rep;
    if (s->value("per_turn", false)) {
        r.values["p_napalm_burns_on"] = Dist::die().p_at_most(3).str();  // burns on on 1-3
        r.modifier("At the end of each turn the napalm burns on on 1-3 and burns out on 4-6", "1d6", rule);
    }
    if (table == DamageTable::V2) {
        Dist kd = dice::pass_count(2, target_rep);
        r.values["knock_down_test"] = {{"pass2", kd.p(2).str()}, {"pass1", kd.p(1).str()}, {"pass0", kd.p(0).str()}};
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
void DamageOnlyHit::roll(Prng& g, Result& r) const {
    int key;
    json roll = json::object();
    if (fall) {
        const int f = g.die();
        roll["fall_die"] = f;
        std::vector<int> dmg = jump_fall_impact(f) == kFallKilled ? std::vector<int>() : g.dice(1);
        roll["damage_dice"] = dmg;
        key = jump_fall_result(f, dmg, table, opt);
    } else {
        std::vector<int> dmg = g.dice(hits);
        roll["damage_dice"] = dmg;
        key = worst_damage(dmg, impact_eff, table, opt);
    }
    roll["key"] = severity_key(key);
    r.roll = roll;
    const std::vector<int> dmg = faces_of(roll["damage_dice"]);
    r.rolled = fall ? "Fall die " + std::to_string(roll["fall_die"].get<int>()) +
                          (dmg.empty() ? std::string(": ") : ", damage " + faces_text(dmg) + ": ") +
                          r.label(severity_key(key)) + "."
                    : "Damage " + faces_text(dmg) + " at Impact " + std::to_string(impact_eff) + ": " +
                          r.label(severity_key(key)) + ".";
}

Result evaluate_damage_only(const Params& p, const EvalContext&) {
    Result r;
    DamageOnlyHit it;
    it.plan(p, r);
    it.odds(r);
    return r;
}

void roll_damage_only(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    Result said;  // the plan's words are already in r
    DamageOnlyHit it;
    it.plan(p, said);
    it.roll(dice, r);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.damage-only", evaluate_damage_only, roll_damage_only)
}  // namespace pm::fng
