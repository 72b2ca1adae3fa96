// Pointman — `sd.recoilless-rifle`: its parameters and the player's Vehicle Defense Table read into
// the rule's input (rules/sd/recoilless_rifle.h).
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "rules/sd/recoilless_rifle.h"

namespace pm::sd {
namespace {

RecoillessRifleInput recoilless_rifle_input(const Params& p, const EvalContext& ctx) {
    RecoillessRifleInput in;
    in.rpg = p.get_enum("weapon") == "rpg-7";
    const std::string target = p.get_enum("target");
    in.target = target == "boat" ? RrTarget::Boat : target == "tank" ? RrTarget::Tank : RrTarget::Apc;
    in.cadre_has_rr = p.get_bool("cadre_has_rr");
    in.rpg_used = p.get_bool("rpg_used");
    in.fired_this_turn = p.get_bool("fired_this_turn");
    in.ammo_rule = p.get_bool("ammo_rule");
    in.units_of_fire = p.get_int("units_of_fire");
    in.fm_rule = p.get_bool("fm_rule");
    in.mp_spent = p.get_int("mp_spent");
    in.vehicle_defense = tables::roll_table_reader(ctx, "sd.vehicle-defense");
    return in;
}

}  // namespace
PM_REGISTER_RULE("sd.recoilless-rifle", recoilless_rifle_input, recoilless_rifle, roll_recoilless_rifle)
}  // namespace pm::sd
