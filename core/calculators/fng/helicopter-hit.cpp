// fng.helicopter-hit — one hit on a flying helicopter with every follow-up roll of the Helicopter
// Damage Table (FNG p.55, FNG-T65): the pilot's test on 2-7, the 1-3 die on 10 and
// 11, and the injury rolls of those aboard (rules/fng/helicopters.h).
// Injuries: a crewman hit (8-9) and the one hurt on a 10 roll as if hit by the weapon that hit the
// helicopter (Pointman reading 46); autorotation Impact 1, crash Impact 3, on the chosen Damage Table.
// Seeded roll, in this order: the two table dice; the follow-up die (2-7, 10, 11); then one damage
// die for the crewman hit or the one hurt, or one per figure aboard after an autorotation or crash.
#include "contract/registry.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"
#include "rules/fng/helicopters.h"

namespace pm::fng {
namespace {

json injury_table(const Dist& d) {
    return {{"unhurt", d.p(kUnhurt).str()}, {"KD", d.p(kKD).str()}, {"OOF", d.p(kOOF).str()}, {"OD", d.p(kOD).str()}};
}

Result evaluate_helo_hit(const Params& p, const EvalContext& ctx) {
    Result r;
    const char* kT65 = "FNG p.55 (Helicopter Damage Table)";
    const int pilot = p.get_int("pilot_rep");
    const int occ = p.get_int("aboard_rep");
    const int aboard = p.get_int("aboard");
    DamageTable table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    int weapon = p.get_int("weapon_impact");
    int crew_impact = impact_after_armour(weapon, false, false, p.get_bool("chicken_plate"));
    if (crew_impact != weapon) r.modifier("Chicken plate on the crewman hit", "-1 Impact", "FNG p.13");
    Dist d = Dist::from_faces(3, [&](const std::vector<int>& f) { return helicopter_hit(f[0], f[1], f[2], pilot); });
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
    if (ctx.seed) {
        Prng g(*ctx.seed);
        std::vector<int> t = g.dice(2);
        int s = t[0] + t[1];
        int follow = helicopter_hit_needs_follow(s) ? g.die() : 0;
        int res = helicopter_hit(t[0], t[1], follow, pilot);
        json roll = {{"dice", t}, {"key", helo_hit_key(res)}};
        if (follow) roll["follow_die"] = follow;
        if (res == kHeloCrewmanHit || res == kHeloLeavesHurt) {
            int dd = g.die();
            roll["injury_dice"] = {dd};
            roll["injuries"] = {severity_key(damage_for_face(dd, crew_impact, occ, table))};
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
    return r;
}

Calculator make_helo_hit() {
    Calculator c;
    c.id = "fng.helicopter-hit";
    c.title = "Helicopter hit, with its follow-up rolls";
    c.ruleset = "fng";
    c.citation = "FNG p.55 (Helicopter Damage Table)";
    c.help =
        "One hit on a flying helicopter, carried through to the end: the Helicopter Damage Table, the pilot's "
        "test on minor damage, the roll for someone hurt or for the engine failing, and the injuries of those "
        "aboard after an autorotation or a crash.";
    c.params = {
        ParamSpec::Int("pilot_rep", "Pilot Rep", 2, 6, 4, "The pilot's Reputation (an insertion pilot is 4 or 5)."),
        ParamSpec::Int("aboard", "Figures aboard", 1, 12, 4,
                       "Crew and passengers, for the seeded injury rolls after an autorotation or crash."),
        ParamSpec::Int("aboard_rep", "Rep of those aboard", 2, 6, 4, "Used by the 2006 Damage Table."),
        ParamSpec::Int("weapon_impact", "Impact of the weapon that hit", 0, 6, 3,
                       "For the crewman hit on an 8-9 and the one hurt on a 10."),
        ParamSpec::Enum("damage_table", "Damage table", {{"v1", "FNG (2006)"}, {"2.0", "FNG 2.0"}}, "v1",
                        "Which ranged Damage Table to use."),
        ParamSpec::Bool("chicken_plate", "Crew wear chicken plates", false,
                        "-1 Impact for the crewman hit by fire, not below 1."),
    };
    c.evaluate = evaluate_helo_hit;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_helo_hit)
