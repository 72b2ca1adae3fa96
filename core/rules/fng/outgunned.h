// Pointman — FNG Outgunned (FNG pp.12-13 "Outgunned", Outgunned Ratings table FNG-T04; QRS; the
// Received Fire table p.76; attributes p.9 Shirker; Heroes p.21; close assault on vehicles p.30).
//
// Each weapon class has an Outgunned Rating (OGR) 1-5. A figure shot at with a weapon of higher OGR
// than its own is outgunned: on its Received Fire test it Ducks Back and cannot fire back. A Star
// and a Hero are never outgunned, nor is a figure close-assaulting a vehicle; a Shirker always
// counts as outgunned on Received Fire.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"

namespace pm::fng {

struct OgrClass {
    std::string id;     // contract value, e.g. "lmg"
    std::string label;  // short label
    int ogr;            // 1..5
};

// The weapon classes of the Outgunned Ratings table, best first.
const std::vector<OgrClass>& ogr_classes();
// OGR of a class id; throws std::out_of_range for an unknown id.
int ogr_of(const std::string& id);

struct OutgunnedTarget {
    int ogr = 1;                 // the target's own weapon
    bool star = false;           // never outgunned
    bool hero = false;           // never outgunned
    bool close_assault = false;  // attacking a vehicle with a satchel or Molotov: never outgunned
    bool shirker = false;        // always outgunned on Received Fire
};

enum class OutgunnedWhy { HigherOgr, NotHigher, Star, Hero, CloseAssault, Shirker };

// Is the target outgunned by a shooter with this OGR, and why.
OutgunnedWhy outgunned_why(int shooter_ogr, const OutgunnedTarget& t);
bool is_outgunned(OutgunnedWhy why);  // HigherOgr or Shirker

// [SECTION] who outguns whom, as a player asks it (fng.outgunned): the shooter's weapon against the
// target's, with the figures the book exempts. No dice: the outcome is certain.
struct OutgunnedInput {
    std::string shooter_weapon = "other";  // a class id of ogr_classes()
    std::string target_weapon = "other";
    bool target_star = false, target_hero = false, target_close_assault = false, target_shirker = false;
    bool shooter_star = false;  // for the fire back the other way
};

Answer outgunned(const OutgunnedInput& in);

}  // namespace pm::fng
