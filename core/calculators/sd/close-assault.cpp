// Pointman — `sd.close-assault`: its parameters and the player's CRT read into the rule's input
// (rules/sd/close_assault.h).
#include "contract/calculator_data.h"
#include "contract/derived_params.h"
#include "contract/tables/table_kinds.h"
#include "contract/tables/user_tables.h"
#include "rules/sd/close_assault.h"

namespace pm::sd {
namespace {

CloseAssaultInput close_assault_input(const Params& p, const EvalContext& ctx) {
    CloseAssaultInput in;
    in.attack = p.get_int("attack");
    in.units = p.get_text("units");
    in.attackers = p.get_int("attackers");
    in.defense = p.get_int("defense");
    in.hasty = p.get_bool("hasty");
    in.attacker_extra_fire = p.get_bool("attacker_extra_fire");
    in.defender_extra_fire = p.get_bool("defender_extra_fire");
    in.sapper = p.get_bool("sapper");
    in.surprise = p.get_bool("surprise");
    in.improved_position = p.get_bool("improved_position");
    in.defending_sapper = p.get_bool("defending_sapper");
    const std::string target = p.get_enum("target");
    in.target = target == "m113" ? Target::M113 : target == "m48" ? Target::M48 : Target::Personnel;
    in.us_attacks = p.get_enum("attacker_side") == "us";
    const std::string kind = p.get_enum("defender_kind");
    in.defender_kind = kind == "squad"    ? DefenderKind::Squad
                       : kind == "sniper" ? DefenderKind::Sniper
                                          : DefenderKind::Other;
    in.surrounded = p.get_bool("surrounded");
    in.sapper_cadres = p.get_int("sapper_cadres");
    in.sapper_each = p.get_enum("sapper_stacking") == "each";
    in.attacker_sniper = p.get_bool("attacker_sniper");
    in.attacker_pinned = p.get_bool("attacker_pinned");
    in.attacker_transporting = p.get_bool("attacker_transporting");
    const std::string rounding = p.get_enum("hasty_rounding");
    in.rounding = rounding == "down" ? HalfRounding::Down : rounding == "up" ? HalfRounding::Up : HalfRounding::Exact;
    in.table_id = p.get_enum("crt") == "points" ? "sd.points-crt" : "sd.casualty-crt";
    in.crt = tables::crt_reader(ctx, in.table_id);
    if (const tables::TableKind* k = tables::find_table_kind(in.table_id)) in.vehicle_mark = k->vehicle_mark;
    return in;
}

// S&D [32.7]: a sapper cadre is an NLF unit, so one defending means a US attacker. Only a side the
// caller left out follows; a side set is kept (and refused by the rule where the book forbids it).
void derive(Params& p, const json& given) {
    if (!given.contains("attacker_side") && p.get_bool("defending_sapper")) p.set("attacker_side", "us");
}

}  // namespace
PM_REGISTER_RULE("sd.close-assault", close_assault_input, close_assault, roll_close_assault)
static const bool pm_derives_side = register_param_derivation("sd.close-assault", derive);
}  // namespace pm::sd
