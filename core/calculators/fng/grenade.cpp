// Pointman — `fng.grenade`: its data file read into the rule's input (rules/fng/grenades.h).
#include "contract/calculator_data.h"
#include "rules/fng/grenades.h"

namespace pm::fng {
namespace {

GrenadeInput grenade_input(const Params& p, const EvalContext&) {
    GrenadeInput in;
    in.rep = p.get_int("rep");
    in.victim_rep = p.get_int("victim_rep");
    const std::string& method = p.get_enum("method");
    in.method = method == "drop-in"    ? GrenadeMethod::DropIn
                : method == "launcher" ? GrenadeMethod::Launcher
                                       : GrenadeMethod::Throw;
    in.table = p.get_enum("damage_table") == "2.0" ? DamageTable::V2 : DamageTable::V1;
    in.target = target_situation(p.get_enum("target"));
    in.fast_moving = p.get_bool("fast_moving");
    in.grenadier = p.get_bool("grenadier");
    in.flak_jacket = p.get_bool("flak_jacket");
    in.tunnel = p.get_bool("tunnel");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.grenade", grenade_input, grenade, roll_grenade)
}  // namespace pm::fng
