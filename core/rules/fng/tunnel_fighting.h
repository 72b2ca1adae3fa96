// Pointman — FNG p.58 "Fighting in the Tunnels" (digest fng.md §2.13): the rules for combat
// underground, in one place for every calculator that meets them (fng.fire, fng.engage,
// fng.grenade, fng.special-weapons).
//
//   - a rifle-type weapon, shotguns included, fires at -1 Rep; pistols and SMGs do not (nor machine
//     guns or launchers, which are not rifles);
//   - grenade launchers fire only shot/canister rounds: an HE round underground is refused;
//   - any explosive adds +1 to its Impact and 4" to its blast circle.
#pragma once

#include <string>

#include "engine/json.h"

namespace pm::fng {

constexpr int kTunnelRifleRep = -1;        // rifle-type weapons underground
constexpr int kTunnelExplosiveImpact = 1;  // any explosive underground
constexpr int kTunnelBlastInches = 4;      // added to any explosive's blast circle
constexpr const char* kTunnelRule = "FNG p.58";

// True when a weapon of this category takes the -1 Rep underground. `category` is the fire weapon
// lists' (data/fng/fire_weapons.json): "rifle" and "shotgun" do; "pistol", "smg", "lmg", "mg",
// "launcher" do not. The player's own weapon ("custom") counts as the player says it is.
bool tunnel_rifle_type(const std::string& category);

// The category of a weapon of the line-of-sight list (data/fng/los-weapons.json): the fire list's
// category of its `fire_id`, or its own `category` when it has no fire entry.
std::string los_weapon_category(const json& los_weapon);

// True for a grenade launcher's HE round (category "launcher-he" on the line-of-sight list; the
// fire list's "launcher" is the M-79's buckshot, which may be fired underground).
bool launcher_he_round(const std::string& category);

// Why an HE round is refused underground: a grenade launcher fires only buckshot (canister) there.
// The calculator that meets one answers not_possible with these words.
constexpr const char* kTunnelLauncherHeRefusal =
    "underground a grenade launcher fires only buckshot (canister) rounds, never HE (FNG p.58, "
    "Fighting in the Tunnels); resolve buckshot as fire with the M-79 buckshot weapon";

}  // namespace pm::fng
