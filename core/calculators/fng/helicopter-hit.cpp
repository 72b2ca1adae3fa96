// fng.helicopter-hit — one hit on a flying helicopter with every follow-up roll of the Helicopter
// Damage Table (FNG p.55, FNG-T65): the pilot's test on 2-7, the 1-3 die on 10 and
// 11, and the injury rolls of those aboard (rules/fng/helicopters.h).
// Injuries: a crewman hit (8-9) and the one hurt on a 10 roll as if hit by the weapon that hit the
// helicopter (Pointman reading 46); autorotation Impact 1, crash Impact 3, on the chosen Damage Table.
// Seeded roll, in this order: the two table dice; the follow-up die (2-7, 10, 11); then one damage
// die for the crewman hit or the one hurt, or one per figure aboard after an autorotation or crash.
// The odds of the table come from the same helo_table_roll() the roll draws with (roll_odds).
// Its parameters and words: data/calculators/fng/fng.helicopter-hit.json.
#include "contract/calculator_data.h"
#include "engine/random/prng.h"
#include "engine/random/roll_odds.h"
#include "rules/fng/damage.h"
#include "rules/fng/helicopters.h"

namespace pm::fng {
namespace {

// [SECTION] the table roll

// The two table dice, then the follow-up die only when the result needs one.
struct HeloTableRoll {
    std::vector<int> dice;
    int follow = 0;
    int result = kHeloMinor;
};

HeloTableRoll helo_table_roll(Prng& g, int pilot) {
    HeloTableRoll t;
    t.dice = g.dice(2);
    t.follow = helicopter_hit_needs_follow(t.dice[0] + t.dice[1]) ? g.die() : 0;
    t.result = helicopter_hit(t.dice[0], t.dice[1], t.follow, pilot);
    return t;
}

// The Impact on the crewman hit (or the one hurt on a 10): the weapon's, less a chicken plate.
int helo_crew_impact(const Params& p) {
    return impact_after_armour(p.get_int("weapon_impact"), false, false, p.get_bool("chicken_plate"));
}

DamageTable helo_damage_table(const Params& p) {
    return p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
}

// [SECTION] odds

json injury_table(const Dist& d) {
    return {{"unhurt", d.p(kUnhurt).str()}, {"KD", d.p(kKD).str()}, {"OOF", d.p(kOOF).str()}, {"OD", d.p(kOD).str()}};
}

Result evaluate_helo_hit(const Params& p, const EvalContext&) {
    Result r;
    const char* kT65 = "FNG p.55 (Helicopter Damage Table)";
    const int pilot = p.get_int("pilot_rep");
    const int occ = p.get_int("aboard_rep");
    const DamageTable table = helo_damage_table(p);
    const int crew_impact = helo_crew_impact(p);
    if (crew_impact != p.get_int("weapon_impact"))
        r.modifier("Chicken plate on the crewman hit", "-1 Impact", "FNG p.13");
    const Dist d = roll_odds([&](Prng& g) { return helo_table_roll(g, pilot).result; });
    for (int k = 0; k < kHeloCount; ++k) r.outcome(helo_hit_key(k), helo_hit_label(k), d.p(k));
    r.modifier("2d6 on the Helicopter Damage Table", "then its follow-up die", kT65);
    r.modifier("On 2-7 the pilot rolls 1d6 against his Rep", "Rep " + std::to_string(pilot), kT65);
    r.modifier("The crewman hit, or the one hurt on a 10, is injured as if hit by the firing weapon",
               "Impact " + std::to_string(crew_impact), "FNG p.55, Pointman reading 46");
    Dist crew = damage_one_hit(crew_impact, occ, table);
    Dist rot = damage_one_hit(1, occ, table);
    Dist crash = damage_one_hit(3, occ, table);
    r.values["injury_crewman_hit"] = injury_table(crew);
    r.values["injury_autorotate"] = injury_table(rot);
    r.values["injury_crash"] = injury_table(crash);
    r.summary = "The helicopter is lost (autorotates, crashes or explodes) " +
                percent_text(d.p(kHeloAutorotate) + d.p(kHeloCrash) + d.p(kHeloExplodes)) +
                "; it explodes with everyone aboard " + percent_text(d.p(kHeloExplodes)) + ".";
    return r;
}

// [SECTION] roll

// One hit carried through: the table roll, then the injury dice of those it hurts.
void roll_helo_hit(const Params& p, const EvalContext&, Prng& g, Result& r) {
    const int occ = p.get_int("aboard_rep");
    const int aboard = p.get_int("aboard");
    const DamageTable table = helo_damage_table(p);
    const HeloTableRoll t = helo_table_roll(g, p.get_int("pilot_rep"));
    const int res = t.result;
    json roll = {{"dice", t.dice}, {"key", helo_hit_key(res)}};
    if (t.follow) roll["follow_die"] = t.follow;
    if (res == kHeloCrewmanHit || res == kHeloLeavesHurt) {
        int dd = g.die();
        roll["injury_dice"] = {dd};
        roll["injuries"] = {severity_key(damage_for_face(dd, helo_crew_impact(p), occ, table))};
    } else if (res == kHeloAutorotate || res == kHeloCrash) {
        std::vector<int> dd = g.dice(aboard);
        json inj = json::array();
        for (int x : dd) inj.push_back(severity_key(damage_for_face(x, res == kHeloCrash ? 3 : 1, occ, table)));
        roll["injury_dice"] = dd;
        roll["injuries"] = inj;
        if (res == kHeloCrash) roll["thrown_inches"] = g.dice(aboard);
    }
    r.roll = roll;
}

}  // namespace

PM_REGISTER_CALCULATOR_DATA("fng.helicopter-hit", evaluate_helo_hit, roll_helo_hit)

}  // namespace pm::fng
