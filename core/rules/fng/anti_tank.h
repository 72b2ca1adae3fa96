// Pointman — FNG anti-armour resolution on concrete dice (FNG-A8), shared by fng.anti-tank and tests.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

enum AtOutcome { kMiss, kOther, kClank, kDisabled, kDestroyed, kOverkill, kFumble, kDisaster, kAtOutcomeCount };

struct AtSetup {
    std::string method = "main-gun";  // main-gun, squad-at, close-assault
    int target = 4;                   // placement target number (modified Rep)
    int apr = 6;
    int ar_aimed = 4;   // AR of the part aimed at (turret already +1; bottom for close assault)
    int ar_hull = 4;    // facing AR for a hull location result
    int ar_turret = 5;  // facing AR + 1 for a turret location result
    bool fast = false, within12 = false, hull_down = false;
};

struct AtResult {
    int outcome;  // AtOutcome
    int diff;     // penetration difference used (0 when no penetration roll)
};

// f = {placement, placement, location, penetration, penetration}.
AtResult resolve_anti_tank(const AtSetup& s, const std::vector<int>& f);

// The two halves of it: the placement (first three dice) ends the attack (outcome ≥ 0, diff 0) or
// gives the penetration difference to roll against (outcome −1); then the penetration dice.
AtResult resolve_placement(const AtSetup& s, int p1, int p2, int location);
// Does the placement read the location die (a pass 1 of a main gun or squad AT shot that neither
// misses a fast mover nor strikes another target within 12")? Only then is it rolled.
bool placement_reads_location(const AtSetup& s, int p1, int p2);
int resolve_penetration(int diff, int d1, int d2);  // the table's row, then the Special Overkill rule

// A vehicle marked (1) on the vehicle lists catches fire when it is disabled or penetrated: the US
// list says on 1-2 of a d6 (FNG p.65), the ARVN list a 25% chance (p.70), rolled here as a 1 on a
// d4. kNoFire: the vehicle is not one of them (or the roll is not wanted).
enum class VehicleFire { kNoFire, kUsList, kArvnList };
bool penetrated(int outcome);                     // disabled, destroyed or Special Overkill
int vehicle_fire_die(VehicleFire v);              // sides of the die rolled for it (0: none)
bool catches_fire(VehicleFire v, int fire_face);  // that die's face sets it on fire

// [SECTION] fng.anti-tank: the whole attack as a player asks it — the exact odds of every outcome
// over the five dice (and the fire die), and the roll of the same dice.
struct AntiTankInput {
    std::string method = "main-gun";  // main-gun, squad-at, close-assault
    int rep = 4;                      // the Gunner's, shooter's or attacker's Rep
    int apr = 6;
    int armor_front = 4, armor_side = 2;
    std::string facing = "front";  // front, side-rear, top-bottom
    std::string aim = "hull";      // hull, turret
    bool fast_moving = false, within_12 = false, hull_down = false;
    bool over_48 = false;      // main gun: range over 48"
    bool beyond_half = false;  // squad AT: beyond half range
    bool tank_killer = false;  // close assault: the Tank Killer attribute
    int crew = 4;
    VehicleFire catches_fire = VehicleFire::kNoFire;
    // The differences the penetration table's calculator offers (its link is kept inside them).
    std::optional<std::pair<int, int>> penetration_differences;
};
Answer anti_tank(const AntiTankInput& in);
void roll_anti_tank(const AntiTankInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
