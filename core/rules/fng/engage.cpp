// Pointman — FNG "Can I engage him?" (FNG §3 line of sight + §2.5 ranged combat; see engage.h).
#include "rules/fng/engage.h"

#include <algorithm>

#include "rules/fng/to_hit.h"
#include "rules/fng/tunnel_fighting.h"

namespace pm::fng {

Answer engage(const EngageInput& in) {
    auto num = [](double v) { return inches_text(v); };
    LosAnswer a = evaluate_los(in.sit);
    Answer r;
    const double distance = in.sit.distance;
    const json& w = los_weapon(in.weapon);
    const double range = w["range"].get<double>();
    const double min_range = w.value("min_range", 0.0);
    const std::string kind = w["kind"].get<std::string>();
    const bool tunnel = in.sit.terrain == "tunnel";
    // [SECTION] underground (FNG p.58, rules/fng/tunnel_fighting.h)
    const std::string category = los_weapon_category(w);
    if (tunnel && launcher_he_round(category))
        throw RuleError(ErrorCode::NotPossible, "weapon", kTunnelLauncherHeRefusal);
    const bool tunnel_rifle = tunnel && tunnel_rifle_type(category);

    // [SECTION] sight and range
    const bool in_sight = a.blocked.empty() && (!a.los || distance <= *a.los);
    const bool too_far = distance > range;
    const bool too_close = distance < min_range;
    const bool in_range = !too_far && !too_close;
    const bool can_fire = in_sight && in_range;
    for (const auto& m : a.mods) r.modifier(m.label, m.value, m.rule);
    r.modifiers.push_back(
        {w["label"].get<std::string>(),
         "range " + num(range) + (min_range > 0 ? ", rounds inside " + num(min_range) + " are duds" : ""),
         "FNG " + w["ref"].get<std::string>()});

    // [SECTION] To Hit (FNG-T03, FNG-A4)
    ShotSituation shot;
    shot.target = target_situation(in.target);
    shot.target_fast_moving = in.fast_moving;  // the shooter or the target: either makes it B
    shot.target_order = in.target_order;
    const ToHitClass cls = to_hit_class(shot);
    int rep = in.sit.rep;
    const bool machine_gun = kind == "lmg" || kind == "mg";
    const bool marksman = in.marksman && (kind == "small-arms" || (machine_gun && in.marksman_with_mg));
    if (marksman) {
        ++rep;
        r.modifiers.push_back({"Marksman with small arms", "+1 Rep", "FNG p. 8"});
        if (machine_gun)
            r.modifiers.push_back(
                {"Reading: Marksman counts with machine guns too", "with-mg", "FNG p. 8, Pointman reading 27"});
    } else if (in.marksman && machine_gun) {
        r.modifiers.push_back(
            {"Reading: machine guns are not small arms for Marksman", "small-arms", "FNG p. 8, Pointman reading 27"});
    }
    if (in.pigman && kind == "lmg") {
        ++rep;
        r.modifiers.push_back({"Pigman with an LMG", "+1 Rep", "FNG p. 9"});
    }
    const bool own_flashlight_lights_him = a.night && !tunnel && in.sit.light == "flashlight" && a.blocked.empty() &&
                                           (!a.viewer_limit || distance <= *a.viewer_limit);
    if (in.target_has_light || own_flashlight_lights_him) {
        ++rep;
        r.modifiers.push_back(
            {own_flashlight_lights_him && !in.target_has_light ? "Target lit by the viewer's flashlight"
                                                               : "Target carries a light",
             "+1 Rep", tunnel ? "FNG p. 57 (Underground light and LOS)" : "FNG p. 13 (Light sources)"});
    }
    if (tunnel_rifle) {
        rep += kTunnelRifleRep;
        r.modifiers.push_back({"Rifle or shotgun fired underground", "−1 Rep", "FNG p. 58"});
    }
    r.modifiers.push_back({"To Hit class " + cls.id + ": " + cls.label, std::to_string(cls.need) + "+ on Rep + 1d6",
                           "FNG pp. 18–19 (Ranged Combat To Hit Table)"});
    Rational q = hit_chance(rep, shot, 0, in.crack_shot ? 2 : 1);
    if (in.crack_shot)
        r.modifiers.push_back({"Crack shot (single shot only)", "roll 2d6, keep the better", "FNG p. 8"});
    const Rational hit = can_fire ? q : Rational(0);
    r.outcome("hit", "Hit (one die)", hit);
    r.outcome("miss", "Miss (one die)", Rational(1) - hit);

    // [SECTION] values
    r.values["in_sight"] = in_sight;
    r.values["in_range"] = in_range;
    r.values["can_engage"] = can_fire;
    r.values["los_inches"] = a.los ? json(*a.los) : json(nullptr);
    r.values["range_inches"] = range;
    r.values["min_range_inches"] = min_range;
    r.values["to_hit_class"] = cls.id;
    r.values["hit_on"] = cls.need;
    r.values["effective_rep"] = rep;
    r.values["die_needed"] = std::max(1, cls.need - rep);
    r.values["hit_chance"] = q.to_double();
    r.values["hit_chance_exact"] = q.str();
    r.values["blocked"] = a.blocked.empty() ? json(nullptr) : json(a.blocked);
    r.values["night"] = a.night;
    r.values["targets"] = w["targets"];
    // The In Sight check is taken once the enemy is in sight and comes into range (FNG p.22, "taken
    // when the target comes into range"): a round that would be a dud inside the minimum range does
    // not put off the check, though it cannot engage him.
    const bool check_due = in_sight && !too_far;
    r.values["in_sight_check_due"] = check_due;
    r.values["in_sight_pass"] = {
        {"pass2", a.in_sight.p(2).str()}, {"pass1", a.in_sight.p(1).str()}, {"pass0", a.in_sight.p(0).str()}};
    r.modifiers.push_back(
        {"In Sight check",
         check_due ? "taken now, at Rep " + std::to_string(a.in_sight_rep) : "not until he is in sight and in range",
         "FNG p. 22 (In Sight Check, v1; example W33)"});
    r.values["notes"] = a.notes;
    r.figure = los_strip(a, distance, w);

    // [SECTION] summary
    std::string s;
    if (can_fire) {
        s = "Yes: in sight and in range. Class " + cls.id + " (" + std::to_string(cls.need) + "+), Rep " +
            std::to_string(rep) + ": each die hits with chance " + q.str() + ".";
        if (q == Rational(0))
            s = "In sight and in range, but Rep " + std::to_string(rep) + " cannot reach " + std::to_string(cls.need) +
                " on one die: no hit possible.";
    } else {
        s = "No: ";
        if (!a.blocked.empty())
            s += a.blocked == "smoke" ? "smoke blocks the shot" : "he has Ducked Back out of sight";
        else if (!in_sight)
            s += "he is beyond sight (" + num(distance) + " > " + inches_text(a.los) + ")";
        if (!in_range) {
            if (s.size() > 4) s += " and ";
            s += too_far ? "he is out of range (" + num(range) + ")"
                         : "he is inside the minimum range (" + num(min_range) + ")";
        }
        s += ". If he were, each die would hit with chance " + q.str() + ".";
    }
    r.summary = s;

    // [SECTION] what to do instead
    if (!in_sight && a.blocked.empty() && a.night && !tunnel) {
        r.actions.push_back({{"label", "Light him with a pencil flare"},
                             {"params", {{"illumination", "pencil-flare"}, {"flare_offset", 0}}}});
        r.actions.push_back({{"label", "Call a mortar illumination round"},
                             {"params", {{"illumination", "mortar-illum"}, {"flare_offset", 0}}}});
        if (in.sit.light != "starlight-scope")
            r.actions.push_back({{"label", "Use a starlight scope"}, {"params", {{"light", "starlight-scope"}}}});
        if (in.sit.light != "flashlight")
            r.actions.push_back({{"label", "Switch on a flashlight (+1 Rep to enemies firing at you)"},
                                 {"params", {{"light", "flashlight"}}}});
    }
    if (tunnel && !in_sight && a.blocked.empty() && in.sit.light != "flashlight")
        r.actions.push_back(
            {{"label", "Switch on a flashlight (24\" underground)"}, {"params", {{"light", "flashlight"}}}});
    double closer = distance;
    if (!in_sight && a.blocked.empty() && a.los) closer = std::min(closer, *a.los);
    if (too_far) closer = std::min(closer, range);
    if (closer < distance && closer >= min_range)
        r.actions.push_back({{"label", "Move closer, to " + num(closer)}, {"params", {{"distance", closer}}}});
    if (too_close)
        r.actions.push_back({{"label", "Back off to " + num(min_range)}, {"params", {{"distance", min_range}}}});
    if (a.blocked == "smoke")
        r.actions.push_back({{"label", "Wait for the smoke to clear (4–6 each turn)"}, {"params", {{"smoke", false}}}});
    if (a.blocked == "duck-back")
        r.actions.push_back({{"label", "He reappears next activation"}, {"params", {{"duck_back", false}}}});
    // The fire's hand-off only where the weapon reaches this target (a third target of a weapon of
    // two has no fire to resolve: fng.fire refuses it).
    const bool reaches = !w.contains("targets") || !w["targets"].is_number_integer() ||
                         shot.target_order <= w["targets"].get<int>() || !w.contains("fire_id");
    if (can_fire && in.fire_calculator && reaches) {
        json fire = {{"calc", "fng.fire"},
                     {"params",
                      {{"rep", in.sit.rep},
                       {"target", in.target},
                       {"fast_moving", in.fast_moving},
                       {"target_order", shot.target_order},
                       {"crack_shot", in.crack_shot},
                       {"marksman", marksman},
                       {"pigman", in.pigman && kind == "lmg"},
                       {"lit_target", in.target_has_light || own_flashlight_lights_him},
                       {"tunnel_rifle", tunnel_rifle}}}};
        if (w.contains("fire_id")) fire["params"]["weapon"] = w["fire_id"];
        if (in.marksman_with_mg) fire["params"]["marksman_weapons"] = "with-mg";
        r.actions.push_back({{"label", "Resolve the fire"}, {"request", fire}});
    }
    return r;
}

}  // namespace pm::fng
