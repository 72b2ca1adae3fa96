// Pointman — a request's values as the FNG line-of-sight rule's situation (see los_params.h).
#include "calculators/fng/los_params.h"

#include "contract/codec.h"

namespace pm::fng {

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

Answer with_links(Answer a) {
    for (auto& act : a.actions)
        if (act.contains("request")) {
            const std::string link = link_for_request(act["request"]);
            act.erase("request");
            act["link"] = link;
        }
    return a;
}

}  // namespace pm::fng
