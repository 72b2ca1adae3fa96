// Pointman — `tcs.atgm`: ATGM point fire (TCS Modern 3.2; the rule: rules/tcs/atgm.h).

#include "rules/tcs/atgm.h"

#include "contract/calculator_data.h"

namespace pm::tcs {
namespace {

// The sight and the line, from the parameters of group "Night" the data file declares.
NightInput night_input(const Params& p, int range) {
    NightInput in;
    in.sight = p.get_enum("sight");
    in.range = range;
    in.night_limit = p.get_int("night_limit");
    // "time": "night" reads a limit of 0 as a night with nothing visible; "auto" (the default, and
    // every request made before it existed) keeps 0 as daylight.
    in.dark_at_zero = p.get_enum("time") == "night";
    in.weather_limit = p.get_int("weather_limit");
    in.smoke_markers = p.get_int("smoke_markers");
    in.target_mode = p.get_enum("target_mode");
    in.illum = p.get_bool("illum");
    in.half_up = p.get_enum("half_rounding") == "up";
    return in;
}

AtgmInput atgm_input(const Params& p, const EvalContext&) {
    AtgmInput in;
    in.missile = p.get_enum("missile");
    in.tow1_example = p.get_enum("tow1_attack") == "example";
    in.firer_mode = p.get_enum("firer_mode");
    in.firer_normal = p.get_enum("firer_state") == "normal";
    in.range = p.get_int("range");
    in.min_range_at_or_less = p.get_enum("min_range_rule") == "at-or-less";
    in.defence = p.get_int("defense");
    in.armour = armour_of(p.get_enum("armour"));
    in.drm = p.get_int("drm");
    in.soviet_popup = p.get_bool("soviet_popup");
    in.soviet_never = p.get_enum("soviet_doctrine") == "never";
    in.conflict_hours = p.get_int("conflict_hours");
    in.heli_vs_heli = p.get_bool("heli_vs_heli");
    in.night = night_input(p, in.range);
    return in;
}

}  // namespace
PM_REGISTER_RULE("tcs.atgm", atgm_input, atgm, roll_atgm)
}  // namespace pm::tcs
