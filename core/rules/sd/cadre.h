// Search & Destroy [31.0]–[31.15] cadre units and their support elements (digest SD-A1..A3, Tables
// SD-T1, SD-T2): a cadre's strength and movement, what its sappers, heavy machine gun or recoilless
// rifle add, and the recoilless rifle's ammunition. The base game's values are named, not given:
// modifiers, limits and bookkeeping, not outcome distributions.
#pragma once

#include <string>

#include "engine/answer.h"

namespace pm::sd {

struct CadreInput {
    std::string cadre = "company";  // company | battalion
    std::string element = "none";   // none | sapper | hmg | rr
    bool ammo_rule = false;         // the ammunition rule is in use
    bool rpg7 = false;              // the cadre also carries an RPG-7
    int units_of_fire = 0;          // units of fire spent
};

Answer cadre(const CadreInput& in);

}  // namespace pm::sd
