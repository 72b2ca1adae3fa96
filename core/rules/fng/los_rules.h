// Pointman — FNG line of sight (digest §3, Algorithm FNG-A11; tables FNG-T68, T69, T73 in
// data/fng/los.json). Pure functions shared by `fng.los` and `fng.engage`.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/json.h"

namespace pm::fng {

// The situation FNG-A11 is read for: one field per situation parameter of the LOS calculators
// (calculators/fng/los_params.h fills it from a request), named as those parameters are.
struct LosSituation {
    std::string terrain;       // a row id of fng/los.json visibility.terrain, "tunnel" underground
    std::string time;          // "day", "night", "predawn", "evening", "am", "pm"
    std::string weather;       // a row id of fng/los.json visibility.weather
    std::string light;         // "none", "flashlight", "red-filter", "starlight-scope", "candle", "torch", …
    std::string illumination;  // a row id of fng/los.json illumination, or "none"
    int turn = 1;              // 0 counts as the first
    double distance = 0;       // inches to the target; 0 = no target
    double flare_offset = 0;   // the target's distance from the lit centre
    bool circle_is_radius = false;
    bool light_day_cap = false;
    std::string year;  // "any", "1967", "1968"
    int month = 1;
    bool rain_inclement = false;
    bool overcast_no_starlight = false;
    bool smoke = false;
    bool duck_back = false;
    int rep = 4;                 // the viewer's
    std::string in_sight_table;  // "v1", "2.0"
    bool shortsighted = false;
    bool target_stealthy = false;
    bool target_still_in_cover = false;
    bool target_sapper = false;
    bool hidden = false;
    bool covering_fire = false;
};

// A rule or reading applied on the way to the answer, with its citation (the calculators list
// each as a response modifier).
struct LosModifier {
    std::string label;  // "Target Ducked Back"
    std::string value;  // "no sight either way"
    std::string rule;   // "FNG p. 17"
};

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
    std::vector<LosModifier> mods;
    std::vector<std::string> notes;
};

// Evaluates FNG-A11 for a situation. `distance` ≤ 0 means no target given.
LosAnswer evaluate_los(const LosSituation& sit);

// The `strip` figure (core/contract/figure.md): LOS limit, weapon range, lit area, target marker.
// `weapon` is a row of data/fng/los-weapons.json or null.
json los_strip(const LosAnswer& a, double distance, const json& weapon);

// A row of data/fng/los-weapons.json by id (throws std::logic_error when absent).
const json& los_weapon(const std::string& id);

// "12\"" / "whole table"
std::string inches_text(const std::optional<double>& v);

// "How far can he see" as a player asks it (fng.los): the In Sight check the viewer takes when the
// target comes into sight (outcomes pass2/pass1/pass0, FNG-A1 with the In Sight modifiers);
// values.los_inches is the contract answer (null = whole table). Deterministic: no seeded roll.
// The "Can I engage him?" action carries {"label", "request"}: the fng.engage request, which the
// calculator turns into a link.
struct LosInput {
    LosSituation sit;
    std::string weapon = "none";        // a row id of data/fng/los-weapons.json, or "none"
    std::optional<json> engage_params;  // this request's values fng.engage takes too (nullopt: no fng.engage)
};
Answer line_of_sight(const LosInput& in);

}  // namespace pm::fng
