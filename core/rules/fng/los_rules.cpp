// Pointman — FNG line of sight: FNG-A11 over the tables in data/fng/los.json.
//
// Readings of under-specified rules (each reported as a modifier when it matters):
//  - a flashlight or starlight scope multiplies the night limit in force (terrain and weather), with
//    no cap as the book gives none (jungle 6" → 12"); `light_day_cap` keeps the old
//    reading that a light never sees further than the daytime limit of the same place;
//  - lit-area sizes ("24\" circle") are read as diameters like every other circle in FNG (§9 E-42);
//    `circle_is_radius` switches to the other reading;
//  - overcast and ordinary rain do not cut LOS unless `rain_inclement` (§9 E-31);
//  - starlight scopes work on overcast nights unless `overcast_no_starlight` (§9 E-40); issue dates:
//    "mid-1967" is taken as July 1967, "late 1968" as October 1968.
#include "rules/fng/los_rules.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/data/data_files.h"
#include "engine/dice/pass_dice.h"

namespace pm::fng {

namespace {

const json& los_data() {
    return data_json("fng/los.json");
}

const json& row(const json& rows, const std::string& id) {
    for (const auto& r : rows)
        if (r.at("id") == id) return r;
    throw std::logic_error("fng/los.json: no row " + id);
}

std::optional<double> opt(const json& v) {
    if (v.is_null()) return std::nullopt;
    return v.get<double>();
}

// min over limits where nullopt is "no limit"
std::optional<double> lmin(std::optional<double> a, std::optional<double> b) {
    if (!a) return b;
    if (!b) return a;
    return std::min(*a, *b);
}

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

}  // namespace

std::string inches_text(const std::optional<double>& v) {
    return v ? num(*v) + "\"" : "whole table";
}

LosAnswer evaluate_los(const LosSituation& sit) {
    const json& d = los_data();
    LosAnswer a;
    const std::string terrain = sit.terrain;
    const std::string time = sit.time;
    const std::string weather = sit.weather;
    const std::string light = sit.light;
    const std::string illum = sit.illumination;
    const int turn = std::max(1, sit.turn);
    const double distance = sit.distance;
    const int sw = d["time_of_day"]["switch_turns"].get<int>();

    // [SECTION] time of day: predawn / evening switch (FNG-T78 p. 38)
    if (time == "night")
        a.night = true;
    else if (time == "predawn") {
        a.night = turn <= sw;
        a.mods.push_back({"Predawn game, turn " + std::to_string(turn), a.night ? "night" : "day",
                          "FNG p. 38 (Weather and Time of Day: 6 night turns, then day)"});
    } else if (time == "evening") {
        a.night = turn > sw;
        a.mods.push_back({"Evening game, turn " + std::to_string(turn), a.night ? "night" : "day",
                          "FNG p. 38 (Weather and Time of Day: 6 day turns, then night)"});
    }

    // [SECTION] underground (FNG-T73 p. 57)
    if (terrain == "tunnel") {
        const json& tl = d["tunnel_light"];
        std::string id = light;
        if (light == "illuminated-target") id = "lit-room";
        if (light == "starlight-scope") {
            id = "none";
            a.notes.push_back(
                "A starlight scope needs moon or starlight; underground it sees no further than an unlit passage.");
            a.mods.push_back({"Starlight scope underground", "no gain",
                              "FNG p. 13 (Light sources), p. 57 (Underground light and LOS)"});
        }
        const json& r = row(tl["rows"], id);
        a.los = a.viewer_limit = a.terrain_limit = opt(r["los"]);
        a.day_limit = a.los;
        a.whole_lit_room = id == "lit-room";
        a.target_lit = a.whole_lit_room;
        a.enemy_rep_bonus = r.value("enemy_rep_bonus", 0);
        a.mods.push_back({r["label"].get<std::string>(), a.whole_lit_room ? "whole room" : inches_text(a.los),
                          "FNG p. 57 (Underground light and LOS)"});
        if (a.enemy_rep_bonus)
            a.mods.push_back(
                {"Hand-held light in use", "enemies +1 Rep firing at him", "FNG p. 57 (Underground light and LOS)"});
        if (illum != "none") a.notes.push_back("Flares and illumination rounds do not light a tunnel; ignored.");
        a.notes.push_back("Time of day and weather do not matter underground.");
    } else {
        // [SECTION] terrain and weather (FNG-T68 pp. 18, 37, 38)
        const json& tr = row(d["visibility"]["terrain"], terrain);
        const json& wr = row(d["visibility"]["weather"], weather);
        const json& inc = d["visibility"]["inclement"];
        std::optional<double> t_day = opt(tr["day"]), t_night = opt(tr["night"]);
        a.terrain_limit = a.night ? t_night : t_day;
        a.day_limit = t_day;
        a.mods.push_back({tr["label"].get<std::string>() + (a.night ? ", night" : ", day"),
                          inches_text(a.terrain_limit),
                          "FNG " + tr["page"].get<std::string>() + " (Visibility limits)"});
        bool inclement = wr["inclement"].is_boolean() ? wr["inclement"].get<bool>() : sit.rain_inclement;
        if (inclement) {
            std::optional<double> w = opt(inc[a.night ? "night" : "day"]);
            a.terrain_limit = lmin(a.terrain_limit, w);
            a.day_limit = lmin(a.day_limit, opt(inc["day"]));
            a.mods.push_back({wr["label"].get<std::string>(), "at most " + inches_text(w),
                              std::string("FNG p. 18 (Visibility limits)") +
                                  (wr["inclement"].is_boolean() ? "" : "; option, Pointman reading 8")});
        } else if (weather == "variable") {
            a.notes.push_back(
                "Variable weather is rolled each turn; until it turns to rain or worse it counts as clear "
                "here.");
        } else if (weather == "rain" || weather == "overcast") {
            a.notes.push_back(
                "The book does not say that overcast or ordinary rain shortens sight (option available).");
        }
        a.viewer_limit = a.terrain_limit;
        a.los = a.terrain_limit;
        const bool elephant = tr.value("no_light_gain", false);

        // [SECTION] viewer's light or scope (FNG-T69 p. 13) — only at night
        auto multiplied = [&](int factor, const std::string& what, const std::string& rule) {
            std::optional<double> raw;
            if (a.terrain_limit) raw = *a.terrain_limit * factor;
            std::optional<double> capped = sit.light_day_cap ? lmin(raw, a.day_limit) : raw;
            a.viewer_limit = capped;
            std::string v = "×" + std::to_string(factor) + " → " + inches_text(capped);
            if (raw && capped && *capped < *raw) v += " (capped at the daytime limit)";
            a.mods.push_back({what, v, rule});
        };
        const bool is_light = light != "none" && light != "illuminated-target" && light != "lit-room";
        if (!a.night) {
            if (is_light || light == "illuminated-target" || illum != "none")
                a.notes.push_back("Lights, scopes and flares only matter at night; by day they change nothing.");
        } else if (light == "flashlight") {
            a.enemy_rep_bonus = 1;
            if (elephant)
                a.mods.push_back({"Flashlight in elephant grass", "no gain", "FNG p. 13 (Light sources)"});
            else
                multiplied(2, "Flashlight, normal mode", "FNG p. 13 (Light sources)");
            a.mods.push_back({"Flashlight marks the user (and anyone it lights)", "enemies +1 Rep firing at them",
                              "FNG p. 13 (Light sources)"});
        } else if (light == "red-filter") {
            a.mods.push_back({"Red filter: lights 6\" ahead within the terrain limit", "no gain outdoors",
                              "FNG p. 13 (Light sources)"});
            a.notes.push_back("A red-filtered light cannot be seen from outside the area it lights.");
        } else if (light == "starlight-scope") {
            const json& sr = row(d["lights"]["rows"], "starlight-scope");
            bool works = true;
            // issue date
            const std::string year = sit.year;
            if (year != "any") {
                int ym = std::stoi(year) * 12 + sit.month;
                a.starlight_issue = "none";
                for (const auto& is : sr["issue"])
                    if (ym >= is["from_year"].get<int>() * 12 + is["from_month"].get<int>())
                        a.starlight_issue = is["level"].get<std::string>();
                if (a.starlight_issue == "none") {
                    works = false;
                    a.mods.push_back({"Starlight scope not yet issued (before mid-1967, read as July 1967)", "no gain",
                                      "FNG p. 13 (Light sources)"});
                } else {
                    a.mods.push_back({a.starlight_issue == "few" ? "Starlight scopes: a few in line units"
                                                                 : "Starlight scopes: one or more per platoon",
                                      "available", "FNG p. 13 (Light sources)"});
                }
            }
            bool starlight_weather =
                wr["starlight"].is_boolean() ? wr["starlight"].get<bool>() : !sit.overcast_no_starlight;
            if (works && !starlight_weather) {
                works = false;
                a.mods.push_back(
                    {"Starlight scope on a " + wr["label"].get<std::string>() + " night", "useless",
                     weather == "overcast" ? "FNG p. 13; option, Pointman reading 14" : "FNG p. 13 (Light sources)"});
            }
            if (works) {
                int f = elephant            ? sr["factor_elephant_grass"].get<int>()
                        : terrain == "open" ? sr["factor_open"].get<int>()
                                            : sr["factor_other"].get<int>();
                if (f == 1)
                    a.mods.push_back({"Starlight scope in elephant grass", "no gain", "FNG p. 13 (Light sources)"});
                else
                    multiplied(f, "Starlight scope", "FNG p. 13 (Light sources)");
            }
        } else if (light == "candle" || light == "torch") {
            a.notes.push_back(
                "Candles and torches have a sight value only underground (Underground light and LOS); outdoors they "
                "change nothing "
                "here.");
        } else if (light == "lit-room") {
            a.notes.push_back("A lit room is a tunnel light; outdoors it changes nothing.");
        }
        a.los = a.viewer_limit;

        // [SECTION] lit target (p. 18) and lit areas (FNG-T69)
        if (a.night && light == "illuminated-target") {
            a.target_lit = true;
            a.mods.push_back({"Target in a well-lit area", "seen at the daytime limit, " + inches_text(a.day_limit),
                              "FNG p. 18 (Visibility limits)"});
        }
        if (illum != "none") {
            const json& ir = row(d["illumination"]["rows"], illum);
            double size = ir["size"].get<double>();
            bool strip = ir["shape"] == "strip";
            a.lit_source = illum;
            a.lit_radius = (strip || !sit.circle_is_radius) ? size / 2 : size;
            a.lit_turns = ir["turns"].is_null() ? std::nullopt : std::optional<int>(ir["turns"].get<int>());
            a.lit_centre = std::max(0.0, distance - sit.flare_offset);
            std::string dur = a.lit_turns ? std::to_string(*a.lit_turns) + " full turn" + (*a.lit_turns > 1 ? "s" : "")
                                          : ir.value("duration", std::string("duration not given"));
            std::string shape =
                strip ? num(size) + "\"-wide strip" : num(size) + "\" circle, radius " + num(a.lit_radius) + "\"";
            if (!strip && sit.circle_is_radius) shape = num(size) + "\" radius (option)";
            a.mods.push_back({ir["label"].get<std::string>(), shape + ", " + dur,
                              "FNG " + ir["page"].get<std::string>() + " (Light sources)" +
                                  (strip ? "" : "; size read per Pointman reading 15")});
            if (ir.contains("place_within"))
                a.notes.push_back("Centre it within " + num(ir["place_within"].get<double>()) +
                                  "\" of the figure launching it; launching does not count as firing.");
            if (a.night && sit.flare_offset <= a.lit_radius) {
                a.target_lit = true;
                a.mods.push_back({"Target inside the lit area",
                                  "seen at the daytime limit, " + inches_text(a.day_limit),
                                  "FNG p. 18 (Visibility limits)"});
            } else if (a.night) {
                a.notes.push_back("The target stands outside the lit area, so the flare does not help against him.");
            }
        }
        if (a.target_lit) a.los = lmin(a.day_limit, std::nullopt);
        if (a.target_lit && a.viewer_limit && a.los && *a.viewer_limit > *a.los) a.los = a.viewer_limit;
    }

    // [SECTION] blocking (p. 51 smoke, p. 17 Duck Back)
    if (sit.duck_back) {
        a.blocked = "duck-back";
        a.mods.push_back({"Target Ducked Back", "no sight either way", "FNG p. 17"});
    } else if (sit.smoke) {
        a.blocked = "smoke";
        a.mods.push_back(
            {"Smoke on the line", "cannot be fired through; 4–6 on 1d6 clears it each full turn", "FNG p. 51"});
    }

    // [SECTION] In Sight check (FNG-T15 p. 22 / FNG-T16 p. 2.0-3)
    const json& is = d["in_sight"];
    int rep = sit.rep;
    const bool v1 = sit.in_sight_table == "v1";
    if (sit.shortsighted) {
        rep += is["shortsighted"].get<int>();
        a.mods.push_back({"Viewer Shortsighted", "−1 Rep on In Sight", "FNG p. 9; p. 22 (In Sight Check, v1)"});
    }
    if (sit.target_stealthy) {
        rep += is["stealthy"].get<int>();
        a.mods.push_back({"Target Stealthy", "−1 Rep on In Sight against him", "FNG p. 9; p. 22 (In Sight Check, v1)"});
        if (sit.target_still_in_cover) {
            a.seen_only_by_in_sight = true;
            a.mods.push_back(
                {"Stealthy, stationary, in cover or concealment", "seen only through an In Sight check", "FNG p. 9"});
        }
    }
    if (sit.target_sapper && a.night) {
        rep += is["sapper_at_night"].get<int>();
        a.mods.push_back({"Sapper at night", "−1 Rep on In Sight", "FNG p. 45"});
    }
    int dice = is["dice"].get<int>();
    if (sit.covering_fire) {
        ++dice;
        a.mods.push_back({"Covering fire", "+1d6 on In Sight",
                          v1 ? "FNG p. 22 (In Sight Check, v1)" : "FNG p. 2.0-3 (In Sight Check, FNG 2.0)"});
    }
    if (sit.hidden) {
        if (v1) {
            ++dice;
            a.mods.push_back({"Viewer hidden", "+1d6 on In Sight", "FNG p. 22 (In Sight Check, v1)"});
        } else {
            a.notes.push_back("FNG 2.0's In Sight check gives a hidden figure no extra die.");
        }
    }
    a.in_sight_rep = rep;
    a.in_sight_dice = dice;
    a.in_sight = dice::pass_count(dice, rep, 2);
    return a;
}

const json& los_weapon(const std::string& id) {
    return row(data_json("fng/los-weapons.json")["weapons"], id);
}

json los_strip(const LosAnswer& a, double distance, const json& weapon) {
    double reach = 12;
    if (a.los) reach = std::max(reach, *a.los);
    if (a.viewer_limit) reach = std::max(reach, *a.viewer_limit);
    if (!weapon.is_null()) reach = std::max(reach, weapon["range"].get<double>());
    reach = std::max(reach, distance);
    if (!a.lit_source.empty()) reach = std::max(reach, a.lit_centre + a.lit_radius);
    double max = std::ceil(reach * 1.15 / 6.0) * 6.0;
    if (!a.los) max = std::max(max, 48.0);
    json bands = json::array();
    json markers = json::array();
    std::string los_label = a.blocked == "smoke"                      ? "Line of sight (smoke blocks this target)"
                            : a.blocked == "duck-back"                ? "Line of sight (target Ducked Back)"
                            : a.target_lit && a.los != a.viewer_limit ? "Line of sight to the lit target"
                                                                      : "Line of sight";
    if (!a.los) los_label += ": whole table";
    bands.push_back({{"label", los_label},
                     {"from", 0},
                     {"to", a.los ? *a.los : max},
                     {"tone", a.blocked.empty() ? "good" : "bad"}});
    if (a.target_lit && a.los != a.viewer_limit)
        bands.push_back({{"label", "Line of sight to unlit figures"},
                         {"from", 0},
                         {"to", a.viewer_limit ? *a.viewer_limit : max},
                         {"tone", "neutral"}});
    if (!weapon.is_null()) {
        double mn = weapon.value("min_range", 0.0);
        bands.push_back({{"label", weapon["label"].get<std::string>() + " range"},
                         {"from", mn},
                         {"to", weapon["range"].get<double>()},
                         {"tone", "info"}});
        if (mn > 0) bands.push_back({{"label", "Inside minimum range"}, {"from", 0}, {"to", mn}, {"tone", "bad"}});
    }
    if (!a.lit_source.empty())
        bands.push_back({{"label", "Lit area"},
                         {"from", std::max(0.0, a.lit_centre - a.lit_radius)},
                         {"to", a.lit_centre + a.lit_radius},
                         {"tone", "warn"}});
    if (distance > 0) markers.push_back({{"label", "Target"}, {"at", distance}});
    return {{"type", "strip"}, {"unit", "in"}, {"max", max}, {"bands", bands}, {"markers", markers}};
}

//-----------------------------------------------------------------------------
// [SECTION] fng.los: how far can he see
//-----------------------------------------------------------------------------

Answer line_of_sight(const LosInput& in) {
    auto opt_json = [](const std::optional<double>& v) { return v ? json(*v) : json(nullptr); };
    const LosSituation& sit = in.sit;
    LosAnswer a = evaluate_los(sit);
    Answer r;
    const double distance = sit.distance;
    const std::string& weapon_id = in.weapon;
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
    std::string where = sit.terrain == "tunnel" ? "Underground" : (a.night ? "At night" : "By day");
    std::string s =
        where + (a.los ? ", line of sight reaches " + inches_text(a.los) : ", line of sight covers the whole table");
    if (a.whole_lit_room) s = "In a lit room he sees the whole room";
    if (a.target_lit && a.los != a.viewer_limit && sit.terrain != "tunnel")
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
    if (a.night && sit.terrain != "tunnel" && !a.target_lit && a.blocked.empty()) {
        r.actions.push_back({{"label", "Fire a pencil flare over him"},
                             {"params", {{"illumination", "pencil-flare"}, {"flare_offset", 0}}}});
        if (sit.light != "starlight-scope")
            r.actions.push_back(
                {{"label", "Look through a starlight scope"}, {"params", {{"light", "starlight-scope"}}}});
    }
    if ((sit.time == "predawn" || sit.time == "evening") && sit.turn <= 6)
        r.actions.push_back({{"label", "From turn 7"}, {"params", {{"turn", 7}}}});
    if (in.engage_params) {
        json params = *in.engage_params;
        if (weapon_id == "none") params.erase("weapon");
        if (distance <= 0) params["distance"] = a.los ? *a.los : 24.0;
        r.actions.push_back(
            {{"label", "Can I engage him?"}, {"request", {{"calc", "fng.engage"}, {"params", params}}}});
    }
    return r;
}

}  // namespace pm::fng
