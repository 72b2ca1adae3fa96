// Pointman — the FNG line-of-sight calculators' shared parameters (see los_params.h).
#include "calculators/fng/los_params.h"

#include "engine/data/data_files.h"

namespace pm::fng {

namespace {

std::vector<Choice> choices_of(const json& rows, std::vector<Choice> first = {}) {
    for (const auto& r : rows) first.push_back({r.at("id").get<std::string>(), r.at("label").get<std::string>()});
    return first;
}

}  // namespace

std::vector<ParamSpec> los_situation_params() {
    const json& d = data_json("fng/los.json");
    std::vector<ParamSpec> ps;
    ps.push_back(ParamSpec::Enum("terrain", "Terrain", choices_of(d["visibility"]["terrain"]), "open",
                                 "The ground the line of sight runs through (the most limiting area on the line). "
                                 "Tunnel uses the underground light table."));
    ps.push_back(ParamSpec::Enum(
        "time", "Time of day",
        {{"day", "Day"},
         {"night", "Night"},
         {"predawn", "Predawn (6 night turns, then day)"},
         {"evening", "Evening (6 day turns, then night)"},
         {"am", "AM (day)"},
         {"pm", "PM (day)"}},
        "day", "Daylight or darkness. Predawn and evening come from the weather roll and switch after turn 6."));
    ps.push_back(ParamSpec::Enum(
        "weather", "Weather", choices_of(d["visibility"]["weather"]), "clear",
        "The weather table gives clear skies, overcast (which the book defines as cloud or fog), rain and heavy "
        "continuous rain. Heavy continuous rain, and fog thick enough to count as bad weather, cut sight to 12\" "
        "by day and 6\" at night; overcast and ordinary rain do not, unless you tick the option under Weather."));
    ps.push_back(ParamSpec::Enum(
        "light", "Light: the viewer's, the target's, or a lit room",
        {{"none", "None"},
         {"flashlight", "Viewer's flashlight, normal mode"},
         {"red-filter", "Viewer's flashlight, red filter"},
         {"starlight-scope", "Viewer's starlight scope"},
         {"candle", "Viewer's candle (counts only underground)"},
         {"torch", "Viewer's burning torch (counts only underground)"},
         {"illuminated-target", "The target stands in a well-lit area"},
         {"lit-room", "Underground only: a lit room"}},
        "none",
        "Three different things share this list because each replaces the darkness limit: a light or sight the "
        "viewer carries, a target standing in light (then the viewer needs nothing), and, in a tunnel only, a "
        "lit room."));
    ps.push_back(
        ParamSpec::Int("turn", "Turn", 0, 60, 1,
                       "Game turn (0 counts as the first); decides whether a predawn or evening game is still dark.")
            .in_group("Time"));
    ps.push_back(ParamSpec::Enum("illumination", "Lit area over the target",
                                 choices_of(d["illumination"]["rows"], {{"none", "None"}}), "none",
                                 "A flare, illumination round or searchlight lighting an area at night.")
                     .in_group("Light"));
    ps.push_back(
        ParamSpec::Number("flare_offset", "Target's distance from the lit centre (in)", 0, 200, 1, 0,
                          "How far the target stands from the middle of the lit area; he is lit while inside it.")
            .in_group("Light"));
    ps.push_back(
        ParamSpec::Bool("circle_is_radius", "Read lit sizes as radius", false,
                        "The book gives lit areas as circles of N inches; by default N is the width (like blast "
                        "circles). Tick to read N as the radius instead.")
            .in_group("Light"));
    ps.push_back(
        ParamSpec::Bool("light_day_cap", "Cap a light at the daytime limit", false,
                        "Not in the book: a flashlight or starlight scope doubles (or triples) the night limit "
                        "with no cap. Tick to keep it within what the same place allows by day.")
            .in_group("Light"));
    ps.push_back(ParamSpec::Enum("year", "Year (starlight scope issue)",
                                 {{"any", "Not checked"}, {"1967", "1967"}, {"1968", "1968"}}, "any",
                                 "Campaign date, to check whether starlight scopes have reached the units yet.")
                     .in_group("Light"));
    ps.push_back(ParamSpec::Int("month", "Month", 1, 12, 1, "Campaign month, with the year.").in_group("Light"));
    ps.push_back(ParamSpec::Bool("rain_inclement", "Overcast and rain cut LOS too", false,
                                 "The book names only fog and heavy rain; tick to treat overcast and ordinary rain as "
                                 "bad weather as well.")
                     .in_group("Weather"));
    ps.push_back(ParamSpec::Bool("overcast_no_starlight", "No starlight on overcast nights", false,
                                 "The scope needs moon or starlight; tick if cloud cover should stop it too.")
                     .in_group("Weather"));
    ps.push_back(ParamSpec::Number("distance", "Distance to the target (in)", 0, 400, 1, 0,
                                   "Inches from viewer to target; 0 = no particular target.")
                     .in_group("Target"));
    ps.push_back(ParamSpec::Bool("smoke", "Smoke on the line", false, "Smoke between viewer and target blocks fire.")
                     .in_group("Target"));
    ps.push_back(ParamSpec::Bool("duck_back", "Target has Ducked Back", false,
                                 "A figure that Ducked Back cannot see or be seen by what made him duck.")
                     .in_group("Target"));
    ps.push_back(ParamSpec::Int("rep", "Viewer's Rep", 2, 6, 4, "Rep of the figure taking the In Sight check.")
                     .in_group("In Sight"));
    ps.push_back(ParamSpec::Enum("in_sight_table", "In Sight table", {{"v1", "FNG (2006)"}, {"2.0", "FNG 2.0"}}, "v1",
                                 "Which edition's In Sight check to use.")
                     .in_group("In Sight"));
    ps.push_back(
        ParamSpec::Bool("shortsighted", "Viewer is Shortsighted", false, "One less on his own In Sight checks.")
            .in_group("In Sight"));
    ps.push_back(ParamSpec::Bool("target_stealthy", "Target is Stealthy", false,
                                 "One less for enemies checking In Sight against him.")
                     .in_group("In Sight"));
    ps.push_back(ParamSpec::Bool("target_still_in_cover", "Target stationary in cover or concealment", false,
                                 "With Stealthy: he can then only be seen through an In Sight check.")
                     .in_group("In Sight"));
    ps.push_back(
        ParamSpec::Bool("target_sapper", "Target is a sapper", false, "At night, one less on In Sight against sappers.")
            .in_group("In Sight"));
    ps.push_back(
        ParamSpec::Bool("hidden", "Viewer is hidden", false, "A hidden figure rolls one extra die (FNG 2006 table).")
            .in_group("In Sight"));
    ps.push_back(
        ParamSpec::Bool("covering_fire", "Viewer gives covering fire", false, "One extra die on the In Sight check.")
            .in_group("In Sight"));
    return ps;
}

std::vector<Choice> los_weapon_choices() {
    return choices_of(data_json("fng/los-weapons.json")["weapons"]);
}

LosSituation los_situation(const Params& p) {
    LosSituation s;
    s.terrain = p.get_enum("terrain");
    s.time = p.get_enum("time");
    s.weather = p.get_enum("weather");
    s.light = p.get_enum("light");
    s.illumination = p.get_enum("illumination");
    s.turn = p.get_int("turn");
    s.distance = p.get_number("distance");
    s.flare_offset = p.get_number("flare_offset");
    s.circle_is_radius = p.get_bool("circle_is_radius");
    s.light_day_cap = p.get_bool("light_day_cap");
    s.year = p.get_enum("year");
    s.month = p.get_int("month");
    s.rain_inclement = p.get_bool("rain_inclement");
    s.overcast_no_starlight = p.get_bool("overcast_no_starlight");
    s.smoke = p.get_bool("smoke");
    s.duck_back = p.get_bool("duck_back");
    s.rep = p.get_int("rep");
    s.in_sight_table = p.get_enum("in_sight_table");
    s.shortsighted = p.get_bool("shortsighted");
    s.target_stealthy = p.get_bool("target_stealthy");
    s.target_still_in_cover = p.get_bool("target_still_in_cover");
    s.target_sapper = p.get_bool("target_sapper");
    s.hidden = p.get_bool("hidden");
    s.covering_fire = p.get_bool("covering_fire");
    return s;
}

}  // namespace pm::fng
