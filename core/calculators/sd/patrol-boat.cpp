// Pointman — `sd.patrol-boat`: its parameters read into the rule's input (rules/sd/patrol_boat.h).
#include "contract/calculator_data.h"
#include "rules/sd/patrol_boat.h"

namespace pm::sd {
namespace {

PatrolBoatInput patrol_boat_input(const Params& p, const EvalContext&) {
    return {p.get_int("mp_spent"),    p.get_int("targets"),         p.get_int("vp_against"),
            p.get_int("new_vp"),      p.get_int("casualties"),      p.get_int("new_casualties"),
            p.get_int("immobilized"), p.get_bool("new_immobilized")};
}

}  // namespace
PM_REGISTER_RULE("sd.patrol-boat", patrol_boat_input, patrol_boat)
}  // namespace pm::sd
