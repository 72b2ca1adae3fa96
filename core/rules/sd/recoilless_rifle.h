// Pointman — Search & Destroy [31.13]–[31.15] and [33.34]: a cadre's recoilless rifle or RPG-7 shot
// at an APC, a tank or a river patrol boat (digest SD-A2). The shot is read on the base game's
// Vehicle Defense Table, which the book does not print: the player enters it ("sd.vehicle-defense",
// a roll table) and the rule reads one die plus the modifier on it (Pointman reading 49).
//
// Seeded roll (only with the table): one draw, Prng::die().
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "engine/tables/crt.h"

namespace pm::sd {

enum class RrTarget { Apc, Tank, Boat };

struct RecoillessRifleInput {
    bool rpg = false;  // an RPG-7 instead of the recoilless rifle
    RrTarget target = RrTarget::Apc;
    bool cadre_has_rr = false;     // the cadre also carries a recoilless rifle (no RPG-7 then)
    bool rpg_used = false;         // this RPG-7 has fired this game
    bool fired_this_turn = false;  // the RR has fired this turn
    bool ammo_rule = false;        // the optional units-of-fire rule is in play
    int units_of_fire = 0;         // units of fire spent
    bool fm_rule = false;          // the optional Fire and Movement rule is in play
    int mp_spent = 0;              // movement points spent before firing
    tables::PlayerTable<tables::RollTable> vehicle_defense;  // "sd.vehicle-defense", read when needed
};

Answer recoilless_rifle(const RecoillessRifleInput& in);
void roll_recoilless_rifle(const RecoillessRifleInput& in, Prng& dice, Answer& a);

}  // namespace pm::sd
