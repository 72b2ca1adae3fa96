// Pointman — `tcs.night-vision`: can this unit see / fire / observe at night, and with what
// modifier (TCS Modern Expansion 6.1, 6.2, 4.1a, 4.1c, 4.6a). The rule: rules/tcs/night_sights.h.
#include "contract/calculator_data.h"
#include "rules/tcs/night_sights.h"

namespace pm::tcs {
namespace {

NightVisionInput night_vision_input(const Params& p, const EvalContext&) {
    NightVisionInput in;
    in.firer = p.get_enum("firer");
    in.sight = p.get_enum("sight");
    in.table = p.get_enum("table");
    in.purpose = p.get_enum("purpose");
    in.night = p.get_enum("time") == "night";
    in.range = p.get_int("range");
    in.night_limit = p.get_int("night_limit");
    in.weather_limit = p.get_int("weather_limit");
    in.smoke_markers = p.get_int("smoke_markers");
    in.target_mode = p.get_enum("target_mode");
    in.illum = p.get_bool("in_illum");
    in.max_range = p.get_int("max_range");
    in.rounding = p.get_enum("rounding");
    in.low_altitude = p.get_enum("altitude") == "low";
    return in;
}

}  // namespace
PM_REGISTER_RULE("tcs.night-vision", night_vision_input, night_vision)
}  // namespace pm::tcs
