// Pointman — FNG flamethrowers, Molotov cocktails, satchel charges and a vehicle's HE round against
// figures (FNG pp.11-12 "Grenades and other weapons", QRS p.75 weapon list; p.30 "APW versus
// personnel"), crossing a flamethrower's residual flames (p.11), and machine guns against AR 0
// vehicles (pp.30-31 "Damage versus penetration").
//
// Blast and flame weapons are read like a thrown grenade (FNG-A5): one score, Rep + 1d6, for the
// whole path or circle, and each figure in it is hit when the score reaches its own To Hit number
// (rules/fng/to_hit.h). Impact 5 for the three infantry weapons; a vehicle's HE round counts Impact
// 4 or its APR, whichever is higher, in a 5" circle.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"
#include "rules/fng/to_hit.h"

namespace pm::fng {

struct SpecialWeapon {
    std::string id;     // "flamethrower", "molotov", "satchel", "vehicle-he"
    std::string label;  // as the weapon list names it
    int range;          // inches (vehicle HE: the gun's, 0 here)
    std::string area;   // "3\" wide path", "3\" circle", ...
    int impact;         // vehicle-he: the minimum, 4
    bool explosive;     // a blast for the flak jacket (Pointman reading 43: flame is not), and an
                        // explosive for the tunnel rules (p.58: +1 Impact, +4" circle)
    int circle = 0;     // blast circle in inches (0: a path, not a circle)
};
const std::vector<SpecialWeapon>& special_weapons();
const SpecialWeapon& special_weapon(const std::string& id);  // throws std::out_of_range

// Impact of a vehicle's HE round against personnel: 4 or the gun's APR, whichever is higher (p.30).
int vehicle_he_impact(int apr);

// Crossing residual flames (p.11): roll 2d6, take away the figure's Rep, and read that number on the
// To Hit table as if the figure had been fired at. True when the figure is hit.
bool crossing_flames_hit(int two_dice_sum, int rep, const ShotSituation& s);

// A machine gun against an AR 0 vehicle (pp.30-31): a die that hits with a total (Rep' + die) of
// 10 or more rolls one more die; that die plus the gun's Impact at 7 or more disables the vehicle.
bool ar0_scoring_hit(int face, int rep_eff, const ShotSituation& s);  // hits, total 10+
bool ar0_disables(int damage_face, int impact);                       // damage_face + impact >= 7

// [SECTION] fng.special-weapons: one figure in the path or circle of a flamethrower, Molotov
// cocktail, satchel charge or vehicle HE round, or crossing the residual flames ("cross-flames").
struct SpecialWeaponsInput {
    std::string weapon = "flamethrower";  // a special_weapons() id, or "cross-flames"
    int rep = 4;                          // the firer's (crossing: the crossing figure's) Rep
    std::string target = "open";          // the figure's situation (to_hit.h target_situation)
    bool fast_moving = false;
    int victim_rep = 4;  // the Rep the Damage Table reads
    DamageTable damage_table = DamageTable::V1;
    int apr = 4;  // vehicle HE: the gun's APR
    bool flak_jacket = false;
    bool tunnel = false;  // underground (p.58)
};
Answer special_weapons_shot(const SpecialWeaponsInput& in);
void roll_special_weapons_shot(const SpecialWeaponsInput& in, Prng& dice, Answer& r);

// [SECTION] fng.mg-vs-vehicle: a machine gun's burst at an AR 0 vehicle (pp.30-31); the weapon is
// a machine gun of data/fng/fire_weapons.json by id.
struct MgVsVehicleInput {
    std::string weapon = "lmg-m60";  // a fire_weapons.json id
    int dice = 0;                    // dice at the vehicle (0: all the weapon's Targets)
    int rep = 4;                     // the gunner's Rep
    bool pigman = false;
    std::string target = "open";  // the vehicle's situation (to_hit.h target_situation)
    bool fast_moving = false;
    int driver_rep = 4;  // for the link to his Losing Control test
};
Answer mg_vs_vehicle(const MgVsVehicleInput& in);
void roll_mg_vs_vehicle(const MgVsVehicleInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
