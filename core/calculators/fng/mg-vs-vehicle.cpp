// Pointman — `fng.mg-vs-vehicle`: its parameters read into the rule's input (rules/fng/special_weapons.h).

#include "contract/calculator_data.h"
#include "rules/fng/special_weapons.h"

namespace pm::fng {
namespace {

MgVsVehicleInput mg_vs_vehicle_input(const Params& p, const EvalContext&) {
    MgVsVehicleInput in;
    in.weapon = p.get_enum("weapon");
    in.dice = p.get_int("dice");
    in.rep = p.get_int("rep");
    in.pigman = p.get_bool("pigman");
    in.target = p.get_enum("target");
    in.fast_moving = p.get_bool("fast_moving");
    in.driver_rep = p.get_int("driver_rep");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.mg-vs-vehicle", mg_vs_vehicle_input, mg_vs_vehicle, roll_mg_vs_vehicle)
}  // namespace pm::fng
