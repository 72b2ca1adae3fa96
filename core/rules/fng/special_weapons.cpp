// Pointman — FNG special weapons against figures, and machine guns against AR 0 vehicles (special_weapons.h).
#include "rules/fng/special_weapons.h"

#include <algorithm>
#include <stdexcept>

#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"
#include "engine/exact/dist.h"
#include "engine/random/roll_odds.h"
#include "rules/fng/damage.h"
#include "rules/fng/tunnel_fighting.h"

namespace pm::fng {

const std::vector<SpecialWeapon>& special_weapons() {
    static const std::vector<SpecialWeapon> k = {
        {"flamethrower", "Flamethrower", 12, "3\" wide path", 5, false, 0},
        {"molotov", "Molotov cocktail", 4, "3\" circle", 5, false, 3},
        {"satchel", "Satchel or demolition charge", 1, "1\" circle", 5, true, 1},
        {"vehicle-he", "Vehicle main gun, HE round", 0, "5\" circle", 4, true, 5},
    };
    return k;
}

const SpecialWeapon& special_weapon(const std::string& id) {
    for (const auto& w : special_weapons())
        if (w.id == id) return w;
    throw std::out_of_range("unknown weapon " + id);
}

int vehicle_he_impact(int apr) {
    return std::max(4, apr);
}

bool crossing_flames_hit(int two_dice_sum, int rep, const ShotSituation& s) {
    return two_dice_sum - rep >= to_hit_threshold(s);
}

bool ar0_scoring_hit(int face, int rep_eff, const ShotSituation& s) {
    return die_hits(face, rep_eff, s) && rep_eff + face >= 10;
}

bool ar0_disables(int damage_face, int impact) {
    return damage_face + impact >= 7;
}

// [SECTION] fng.special-weapons — a flamethrower, Molotov cocktail, satchel charge or a vehicle's HE round
// against one figure in its path or circle, and a figure crossing a flamethrower's residual flames
// (FNG pp.11-12, QRS p.75; p.30 "APW versus personnel").
//
//   flamethrower, molotov, satchel, vehicle-he: score = Rep + 1d6, one die for the whole path or
//     circle (Pointman reading 44: read as a thrown grenade; a miss is harmless, the grenades' "Where'd
//     it go" table is for grenades only); the figure is hit when the score reaches its To Hit number.
//     Impact 5; vehicle HE 4 or the gun's APR, whichever is higher. Flak jacket: -1 against the
//     explosives only (Pointman reading 43: flame is not a blast).
//   cross-flames: 2d6 minus the figure's Rep read on the To Hit table; a hit burns at Impact 5
//     (Pointman reading 45). The figure must first pass Wanting to Charge to cross at all.
//   tunnel (option, FNG p.58): an explosive (satchel, HE) adds +1 Impact and 4" to its circle.
// Seeded roll, in this order: the score die (cross-flames: the two dice), then the damage die on a hit.

namespace {

// The shot as the parameters give it, for the odds and the roll alike.
struct SpecialShot {
    std::string wid;
    bool crossing = false;  // a figure walking through residual flames
    int rep = 4;            // the firer's (crossing: the crossing figure's) Rep
    int vrep = 4;           // the Rep the Damage Table reads (crossing: the same figure)
    DamageTable table = DamageTable::V1;
    ShotSituation sit;
    int base_impact = 0;  // the weapon's own (vehicle HE: from the gun's APR)
    int impact = 0;       // underground explosives added
    bool explosive = false;
    int imp = 0;  // after the flak jacket: what the Damage Table reads
};

SpecialShot special_shot(const SpecialWeaponsInput& in) {
    SpecialShot s;
    s.wid = in.weapon;
    s.crossing = s.wid == "cross-flames";
    s.rep = in.rep;
    s.vrep = s.crossing ? s.rep : in.victim_rep;
    s.table = in.damage_table;
    s.sit.target = target_situation(in.target);
    s.sit.target_fast_moving = in.fast_moving;
    if (s.crossing) {
        s.base_impact = special_weapon("flamethrower").impact;  // the flames burn at its Impact
    } else {
        const SpecialWeapon& w = special_weapon(s.wid);
        s.base_impact = s.wid == "vehicle-he" ? vehicle_he_impact(in.apr) : w.impact;
        s.explosive = w.explosive;
    }
    // Underground any explosive gains +1 Impact and 4" of blast circle (FNG p.58); the
    // flamethrower and the Molotov cocktail burn, they do not explode.
    s.impact = s.base_impact + (in.tunnel && s.explosive ? kTunnelExplosiveImpact : 0);
    s.imp = impact_after_armour(s.impact, s.explosive, in.flak_jacket, false);
    return s;
}

// A 1 on the flamethrower's score die: only one shot left (FNG p.11).
bool last_shot(int score_die) {
    return score_die == 1;
}

// The one shot at the figure: the score die (crossing: two dice), then the damage die on a hit.
// The odds run it over every face (roll_odds); the roll runs it once and notes its dice in `roll`.
int shoot(Prng& g, const SpecialShot& s, json* roll) {
    bool h;
    if (s.crossing) {
        std::vector<int> d = g.throw_dice(2);
        if (roll) (*roll)["dice"] = d;
        h = crossing_flames_hit(d[0] + d[1], s.rep, s.sit);
    } else {
        int d = g.die();
        if (roll) {
            (*roll)["score_die"] = d;
            (*roll)["score"] = s.rep + d;
            if (s.wid == "flamethrower") (*roll)["one_shot_left"] = last_shot(d);
        }
        h = die_hits(d, s.rep, s.sit);
    }
    if (!h) return kUnhurt;
    int dd = g.die();
    if (roll) (*roll)["damage_die"] = dd;
    return damage_for_face(dd, s.imp, s.vrep, s.table);
}

}  // namespace

// [SECTION] the odds
Answer special_weapons_shot(const SpecialWeaponsInput& in) {
    Answer r;
    const SpecialShot shot = special_shot(in);
    const std::string& wid = shot.wid;
    const bool crossing = shot.crossing;
    const int rep = shot.rep;
    const DamageTable table = shot.table;
    const ShotSituation& sit = shot.sit;
    const int need = to_hit_threshold(sit);
    const char* kList = "FNG pp.11-12; QRS p.75";

    const int impact = shot.impact;
    const bool explosive = shot.explosive;
    Rational q;  // the figure is hit
    if (crossing) {
        q = Dist::sum_of_dice(2).p_if([&](int t) { return crossing_flames_hit(t, rep, sit); });
        r.modifier("Crossing the flames: 2d6 minus the figure's Rep, read on the To Hit table",
                   "hit on " + std::to_string(need) + "+", "FNG p.11 (Ranged Combat To Hit Table)");
        r.modifier("The flames burn at the flamethrower's Impact", "Impact " + std::to_string(shot.base_impact),
                   "FNG p.11, Pointman reading 45");
        r.modifier("Only a figure that passes Wanting to Charge may cross", "test first", "FNG p.11");
        r.actions.push_back({{"label", "Wanting to Charge before crossing"},
                             {"link", "#/fng.reaction?test=wanting-to-charge&rep=" + std::to_string(rep)}});
    } else {
        const SpecialWeapon& w = special_weapon(wid);
        if (wid == "vehicle-he") {
            r.modifier("HE round against figures: Impact 4 or the gun's APR, whichever is higher",
                       "Impact " + std::to_string(shot.base_impact), "FNG p.30");
            r.actions.push_back({{"label", "Placing the round first (Place Round test)"},
                                 {"link", "#/fng.reaction?test=place-round&rep=" + std::to_string(rep)}});
        }
        r.modifier(w.label, w.area + ", Impact " + std::to_string(shot.base_impact),
                   wid == "vehicle-he" ? "FNG p.30" : kList);
        if (in.tunnel) {
            if (explosive) {
                r.modifier("Explosive in a tunnel",
                           "+1 Impact, circle " + std::to_string(w.circle) + "\" -> " +
                               std::to_string(w.circle + kTunnelBlastInches) + "\"",
                           kTunnelRule);
                r.values["blast_circle"] = w.circle + kTunnelBlastInches;
            } else {
                r.modifier("Tunnel: +1 Impact and a bigger circle for explosives only, not flame", "not applied",
                           kTunnelRule);
            }
        }
        q = hit_chance(rep, sit);
        r.modifier("Score = Rep + 1d6 for the whole " + std::string(wid == "flamethrower" ? "path" : "circle") +
                       "; the figure is hit on " + std::to_string(need) + "+",
                   "one die", "FNG pp.11, 19-20 (Ranged Combat To Hit Table), Pointman reading 44");
        r.values["p_miss_harmless"] = (Rational(1) - q).to_double();
        if (wid == "flamethrower") {
            const Rational left = Dist::die().p_if(last_shot);
            r.values["one_shot_left"] = left.to_double();
            r.values["one_shot_left_exact"] = left.str();
            r.modifier("A 1 on the flamethrower's die: only one shot left", "1 in 6", "FNG p.11");
            // The operator hit by fire or caught in a blast: one roll as a Rep 3 shooter at him.
            json tank;
            for (const char* t : {"open", "prone", "cover"}) {
                ShotSituation os;
                os.target = target_situation(t);
                tank[t] = hit_chance(3, os).str();
            }
            r.values["tank_explodes_if_operator_hit"] = tank;
            r.modifier("Operator hit: a Rep 3 roll at him; a hit blows the tank up in a 5 inch circle", "see values",
                       "FNG p.11");
        }
    }
    const int imp = shot.imp;
    if (in.flak_jacket)
        r.modifier(explosive ? "Flak jacket against an explosive" : "Flak jacket: not against flame",
                   explosive ? "Impact " + std::to_string(impact) + " -> " + std::to_string(imp) : "not applied",
                   explosive ? std::string("FNG p.13") : std::string("FNG p.13, Pointman reading 43"));
    const char* dmg_rule = table == DamageTable::V1 ? "FNG p.19 (Ranged Combat Damage Table, v1)"
                                                    : "FNG p.2.0-2 (Ranged Combat Damage Table, FNG 2.0)";
    r.modifier(table == DamageTable::V1 ? "Damage Table FNG (2006)" : "Damage Table FNG 2.0",
               "Impact " + std::to_string(imp), dmg_rule);
    const Dist fate = roll_odds([&](Prng& g) { return shoot(g, shot, nullptr); });
    for (int s = kUnhurt; s <= kOD; ++s) r.outcome(severity_key(s), severity_label(s), fate.p(s));
    r.values["hit_chance"] = q.to_double();
    r.values["hit_chance_exact"] = q.str();
    r.values["impact"] = imp;
    r.values["to_hit"] = need;
    r.summary = std::string(crossing ? "Crossing the flames, the figure is burnt " : "The figure is hit ") +
                percent_text(q) + " and killed outright " + percent_text(fate.p(kOD)) + ".";
    return r;
}

// [SECTION] the roll: the same shot(), once
void roll_special_weapons_shot(const SpecialWeaponsInput& in, Prng& dice, Answer& r) {
    json roll;
    const int sev = shoot(dice, special_shot(in), &roll);
    roll["key"] = severity_key(sev);
    r.roll = roll;
}

// [SECTION] fng.mg-vs-vehicle — a light, medium or heavy machine gun against an AR 0 vehicle, without an
// anti-armour weapon (FNG pp.30-31 "Damage versus penetration").
//
// Each die of the burst at the vehicle: when it hits (Rep' + die against the vehicle's To Hit
// number) with a total of 10 or more, one more die is rolled and added to the gun's Impact; 7 or
// more disables the vehicle, and its driver then rolls on the Losing Control table.
// Dice are independent, so P(disabled) = 1 - (1 - q)^dice with q = P(scoring hit) * P(die >= 7 - Impact).
// Seeded roll, in this order: the burst's dice, then one damage die per scoring hit, in die order.

namespace {

const json& mg(const std::string& id) {
    for (const auto& w : data_json("fng/fire_weapons.json").at("weapons"))
        if (w.at("id") == id) return w;
    throw RuleError(ErrorCode::OutOfRange, "weapon", "unknown machine gun " + id);
}

// The burst as the parameters give it, for the odds and the roll alike.
struct MgBurst {
    const json* weapon = nullptr;
    int impact = 0;
    int dice = 0;  // dice at the vehicle (all the weapon's Targets for 0)
    int rep = 0;   // the gunner's Rep, Pigman included
    bool pigman = false;
    ShotSituation sit;
};

MgBurst mg_burst(const MgVsVehicleInput& in) {
    MgBurst b;
    b.weapon = &mg(in.weapon);
    const json& w = *b.weapon;
    b.impact = w.at("impact");
    const int targets = w.at("targets").get<int>();
    b.dice = in.dice;
    // Targets is the most dice a weapon rolls in one firing (FNG pp.18-19, QRS p.74).
    if (b.dice > targets)
        throw RuleError(ErrorCode::NotPossible, "dice",
                        "the " + w.at("label").get<std::string>() + " rolls at most " + std::to_string(targets) +
                            " dice (its Targets number), not " + std::to_string(b.dice));
    if (b.dice == 0) b.dice = targets;
    b.rep = in.rep;
    b.pigman = in.pigman && w.at("category") == "lmg";
    if (b.pigman) ++b.rep;
    b.sit.target = target_situation(in.target);
    b.sit.target_fast_moving = in.fast_moving;
    return b;
}

}  // namespace

// [SECTION] the odds
Answer mg_vs_vehicle(const MgVsVehicleInput& in) {
    Answer r;
    const char* kRule = "FNG pp.30-31";
    const MgBurst b = mg_burst(in);
    const json& w = *b.weapon;
    const int impact = b.impact, dice = b.dice, rep = b.rep;
    const ShotSituation& sit = b.sit;
    if (b.pigman) r.modifier("Pigman with an LMG", "+1 Rep", "FNG p.9");
    r.modifier(w.at("label").get<std::string>(),
               std::to_string(dice) + (dice == 1 ? " die" : " dice") + ", Impact " + std::to_string(impact),
               w.at("rule").get<std::string>());
    r.modifier("A hit counts against an AR 0 vehicle only with a total of 10 or more", "10+", kRule);
    r.modifier("Then 1d6 + Impact: 7 or more disables the vehicle",
               "needs " + std::to_string(std::max(1, 7 - impact)) + "+ on the die", kRule);
    Rational scoring = Dist::die().p_if([&](int f) { return ar0_scoring_hit(f, rep, sit); });
    Rational disables = Dist::die().p_if([&](int f) { return ar0_disables(f, impact); });
    Rational q = scoring * disables;
    Rational none(1);
    for (int i = 0; i < dice; ++i) none *= Rational(1) - q;
    r.outcome("disabled", "Vehicle disabled; the driver rolls on Losing Control", Rational(1) - none);
    r.outcome("not-disabled", "No effect on the vehicle", none);
    r.values["scoring_hit_per_die"] = scoring.to_double();
    r.values["scoring_hit_per_die_exact"] = scoring.str();
    r.values["disable_per_scoring_hit"] = disables.str();
    r.values["dice"] = dice;
    r.summary = "The vehicle is disabled " + percent_text(Rational(1) - none) + " of the time.";
    r.actions.push_back({{"label", "The driver's Losing Control test"},
                         {"link", "#/fng.reaction?test=losing-control&rep=" + std::to_string(in.driver_rep)}});
    return r;
}

// [SECTION] the roll: the burst's dice, then one damage die per scoring hit, in die order, thrown
// together as the damage dice of a burst are (FNG pp.30-31: "roll 1d6 and add it to the Impact"
// for each scoring hit; p.19: the damage dice of the hits)
void roll_mg_vs_vehicle(const MgVsVehicleInput& in, Prng& g, Answer& r) {
    const MgBurst b = mg_burst(in);
    std::vector<int> f = g.throw_dice(b.dice);
    int scoring = 0;
    for (int face : f) scoring += ar0_scoring_hit(face, b.rep, b.sit);
    json dmg = json::array();
    bool dis = false;
    for (int d : g.throw_dice(scoring)) {
        dmg.push_back(d);
        dis = dis || ar0_disables(d, b.impact);
    }
    r.roll = {{"dice", f}, {"damage_dice", dmg}, {"key", dis ? "disabled" : "not-disabled"}};
    // Two or more 1s among the firing dice: the gun is out of ammo (FNG p.13, Tight Ammo).
    r.roll["tight_ammo"] = std::count(f.begin(), f.end(), 1) >= 2;
}

}  // namespace pm::fng
