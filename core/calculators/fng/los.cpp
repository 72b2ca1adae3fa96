// Pointman — `fng.los`: how far can he see (FNG §3, FNG-A11; FNG-T68, T69, T73).
//
// Outcomes: the In Sight check the viewer takes when the target comes into sight (pass2/pass1/pass0,
// FNG-A1 with the In Sight modifiers). values.los_inches is the contract answer (null = whole
// table). No seeded roll: the calculator is deterministic apart from the In Sight distribution.
// Its parameters and words: data/calculators/fng/fng.los.json (the situation parameters are the
// same as fng.engage's; terrain, weather, lit areas and weapons list the rows of data/fng/los.json
// and los-weapons.json).
#include "calculators/fng/los_params.h"
#include "contract/calculator_data.h"
#include "contract/codec.h"
#include "rules/fng/los_rules.h"

namespace pm::fng {

namespace {

json opt_json(const std::optional<double>& v) {
    return v ? json(*v) : json(nullptr);
}

// Parameters of this request to pass on to another LOS calculator by link.
json carried_params(const Params& p, const Calculator& target) {
    json out = json::object();
    for (const auto& s : target.params)
        if (p.has(s.name)) out[s.name] = p.as_json().at(s.name);
    return out;
}

Result evaluate(const Params& p, const EvalContext&) {
    LosAnswer a = evaluate_los(los_situation(p));
    Result r;
    const double distance = p.get_number("distance");
    const std::string weapon_id = p.get_enum("weapon");
    json weapon = weapon_id == "none" ? json(nullptr) : los_weapon(weapon_id);

    r.outcome("pass2", "In Sight: pass 2", a.in_sight.p(2));
    r.outcome("pass1", "In Sight: pass 1", a.in_sight.p(1));
    r.outcome("pass0", "In Sight: pass 0", a.in_sight.p(0));

    r.values["los_inches"] = opt_json(a.los);
    r.values["night"] = a.night;
    r.values["terrain_limit_inches"] = opt_json(a.terrain_limit);
    r.values["viewer_limit_inches"] = opt_json(a.viewer_limit);
    r.values["daytime_limit_inches"] = opt_json(a.day_limit);
    r.values["target_lit"] = a.target_lit;
    if (a.whole_lit_room) r.values["whole_lit_room"] = true;
    r.values["blocked"] = a.blocked.empty() ? json(nullptr) : json(a.blocked);
    r.values["enemy_rep_bonus"] = a.enemy_rep_bonus;
    if (!a.lit_source.empty()) {
        r.values["lit_radius_inches"] = a.lit_radius;
        r.values["lit_turns"] = a.lit_turns ? json(*a.lit_turns) : json(nullptr);
    }
    if (!a.starlight_issue.empty()) r.values["starlight_issue"] = a.starlight_issue;
    r.values["in_sight_rep"] = a.in_sight_rep;
    r.values["in_sight_dice"] = a.in_sight_dice;
    r.values["seen_only_by_in_sight"] = a.seen_only_by_in_sight;
    if (distance > 0) r.values["target_in_sight"] = a.blocked.empty() && (!a.los || distance <= *a.los);
    r.values["notes"] = a.notes;
    for (const auto& m : a.mods) r.modifier(m.label, m.value, m.rule);
    r.figure = los_strip(a, distance, weapon);

    // [SECTION] summary
    std::string where = p.get_enum("terrain") == "tunnel" ? "Underground" : (a.night ? "At night" : "By day");
    std::string s =
        where + (a.los ? ", line of sight reaches " + inches_text(a.los) : ", line of sight covers the whole table");
    if (a.whole_lit_room) s = "In a lit room he sees the whole room";
    if (a.target_lit && a.los != a.viewer_limit && p.get_enum("terrain") != "tunnel")
        s += " for the lit target (" + inches_text(a.viewer_limit) + " for anyone in the dark)";
    s += ".";
    if (distance > 0) {
        bool seen = r.values["target_in_sight"].get<bool>();
        s += seen                ? " The target at " + inches_text(distance) + " can be seen."
             : a.blocked.empty() ? " The target at " + inches_text(distance) + " is too far to see."
                                 : " The target cannot be seen (" + a.blocked + ").";
    }
    r.summary = s;

    // [SECTION] actions: other ways to see further, or ask the engage calculator
    if (a.night && p.get_enum("terrain") != "tunnel" && !a.target_lit && a.blocked.empty()) {
        r.actions.push_back({{"label", "Fire a pencil flare over him"},
                             {"params", {{"illumination", "pencil-flare"}, {"flare_offset", 0}}}});
        if (p.get_enum("light") != "starlight-scope")
            r.actions.push_back(
                {{"label", "Look through a starlight scope"}, {"params", {{"light", "starlight-scope"}}}});
    }
    if ((p.get_enum("time") == "predawn" || p.get_enum("time") == "evening") && p.get_int("turn") <= 6)
        r.actions.push_back({{"label", "From turn 7"}, {"params", {{"turn", 7}}}});
    if (const Calculator* eng = find_calculator("fng.engage")) {
        json params = carried_params(p, *eng);
        if (weapon_id == "none") params.erase("weapon");
        if (distance <= 0) params["distance"] = a.los ? *a.los : 24.0;
        r.actions.push_back(
            {{"label", "Can I engage him?"}, {"link", link_for_request({{"calc", "fng.engage"}, {"params", params}})}});
    }
    return r;
}

}  // namespace

PM_REGISTER_CALCULATOR_DATA("fng.los", evaluate)

}  // namespace pm::fng
