// Pointman — FNG anti-armour resolution on concrete dice (FNG-A8), shared by fng.anti-tank and tests.
#pragma once

#include <string>
#include <vector>

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
int resolve_penetration(int diff, int d1, int d2);

// A vehicle marked (1) on the vehicle lists catches fire when it is disabled or penetrated: the US
// list says on 1-2 of a d6 (FNG p.65), the ARVN list a 25% chance (p.70), rolled here as a 1 on a
// d4. kNoFire: the vehicle is not one of them (or the roll is not wanted).
enum class VehicleFire { kNoFire, kUsList, kArvnList };
bool penetrated(int outcome);                     // disabled, destroyed or Special Overkill
int vehicle_fire_die(VehicleFire v);              // sides of the die rolled for it (0: none)
bool catches_fire(VehicleFire v, int fire_face);  // that die's face sets it on fire

}  // namespace pm::fng
