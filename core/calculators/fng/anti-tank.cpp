// Pointman — `fng.anti-tank`: its parameters read into the rule's input (rules/fng/anti_tank.h).

#include "contract/calculator_data.h"
#include "rules/fng/anti_tank.h"

namespace pm::fng {
namespace {

AntiTankInput anti_tank_input(const Params& p, const EvalContext&) {
    AntiTankInput in;
    in.method = p.get_enum("method");
    in.rep = p.get_int("rep");
    in.apr = p.get_int("apr");
    in.armor_front = p.get_int("armor_front");
    in.armor_side = p.get_int("armor_side");
    in.facing = p.get_enum("facing");
    in.aim = p.get_enum("aim");
    in.fast_moving = p.get_bool("fast_moving");
    in.within_12 = p.get_bool("within_12");
    in.hull_down = p.get_bool("hull_down");
    in.over_48 = p.get_bool("over_48");
    in.beyond_half = p.get_bool("beyond_half");
    in.tank_killer = p.get_bool("tank_killer");
    in.crew = p.get_int("crew");
    // A vehicle prone to catch fire (note (1) of the vehicle lists, FNG pp.65, 70).
    const std::string fire = p.get_enum("catches_fire");
    in.catches_fire = fire == "us"     ? VehicleFire::kUsList
                      : fire == "arvn" ? VehicleFire::kArvnList
                                       : VehicleFire::kNoFire;
    if (const Calculator* pen = find_calculator("fng.penetration"))
        if (const ParamSpec* d = pen->param("difference"))
            in.penetration_differences = std::pair<int, int>{static_cast<int>(d->min), static_cast<int>(d->max)};
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.anti-tank", anti_tank_input, anti_tank, roll_anti_tank)
}  // namespace pm::fng
