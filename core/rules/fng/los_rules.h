// Pointman — FNG line of sight (digest §3, Algorithm FNG-A11; tables FNG-T68, T69, T73 in
// data/fng/los.json). Pure functions shared by `fng.los` and `fng.engage`.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "contract/param.h"
#include "contract/result.h"
#include "engine/exact/dist.h"

namespace pm::fng {

// The situation parameters both LOS calculators take (contract names first).
std::vector<ParamSpec> los_situation_params();

struct LosAnswer {
    bool night = false;                   // after the predawn / evening switch
    std::optional<double> terrain_limit;  // FNG-T68 terrain (and weather) limit, no lights; nullopt = whole table
    std::optional<double> viewer_limit;   // with the viewer's own light / scope
    std::optional<double> day_limit;      // what a lit target is seen at (daytime value)
    std::optional<double> los;            // the answer: limit for the target described (los_inches)
    bool target_lit = false;              // target inside a lit area (flare, illumination, well-lit, lit room)
    bool whole_lit_room = false;          // tunnel lit room: no figure given
    std::string blocked;                  // "", "smoke", "duck-back"
    int enemy_rep_bonus = 0;              // +1 Rep for enemies firing at the light's user (p. 13, 57)
    // lit area (FNG-T69)
    std::string lit_source;        // illumination id or ""
    double lit_radius = 0;         // inches (circle: half the printed size; strip: half-width)
    std::optional<int> lit_turns;  // full turns it lasts; nullopt = while on / not given
    double lit_centre = 0;         // distance from the viewer to the centre of the lit area
    // In Sight check (FNG-T15 v1 / FNG-T16 2.0)
    int in_sight_rep = 4;
    int in_sight_dice = 2;
    Dist in_sight;                       // passes 0..2
    bool seen_only_by_in_sight = false;  // stationary Stealthy figure in cover / concealment
    std::string starlight_issue;         // "", "none", "few", "platoon"
    std::vector<Modifier> mods;
    std::vector<std::string> notes;
};

// Evaluates FNG-A11 for validated params (see los_situation_params). `target_distance` ≤ 0 means
// no target given.
LosAnswer evaluate_los(const Params& p);

// The `strip` figure (core/contract/figure.md): LOS limit, weapon range, lit area, target marker.
// `weapon` is a row of data/fng/los-weapons.json or null.
json los_strip(const LosAnswer& a, double distance, const json& weapon);

// A row of data/fng/los-weapons.json by id (throws std::logic_error when absent).
const json& los_weapon(const std::string& id);
std::vector<Choice> los_weapon_choices();

// "12\"" / "whole table"
std::string inches_text(const std::optional<double>& v);

}  // namespace pm::fng
