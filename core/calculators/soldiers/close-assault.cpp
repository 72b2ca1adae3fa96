// Pointman — `soldiers.close-assault`: its parameters and the player's CRT read into the rule's
// input (rules/soldiers/close_assault.h).
#include "contract/calculator_data.h"
#include "contract/tables/table_kinds.h"
#include "contract/tables/user_tables.h"
#include "rules/soldiers/close_assault.h"

namespace pm::soldiers {
namespace {

CloseAssaultInput close_assault_input(const Params& p, const EvalContext& ctx) {
    CloseAssaultInput in;
    in.attack = p.get_int("attack");
    in.defense = p.get_int("defense");
    in.woods = p.get_bool("woods");
    in.improved_position = p.get_bool("improved_position");
    in.slope_or_crest_all_attackers_lower = p.get_bool("slope_or_crest_all_attackers_lower");
    in.slope_and_crest_all_attackers_lower = p.get_bool("slope_and_crest_all_attackers_lower");
    in.canal = p.get_bool("canal");
    in.canal_attacker_adjacent = p.get_bool("canal_attacker_adjacent");
    in.town = p.get_bool("town");
    in.trench = p.get_bool("trench");
    in.attack_disrupted = p.get_int("attack_disrupted");
    in.fewest_mp_left = p.get_int("fewest_mp_left");
    in.attackers_fired = p.get_bool("attackers_fired");
    in.ineligible_attackers = p.get_bool("ineligible_attackers");
    in.defender_disrupted = p.get_bool("defender_disrupted");
    in.surrounded = p.get_bool("surrounded");
    in.crt = tables::crt_reader(ctx, "soldiers.crt", tables::find_table_kind("soldiers.crt")->effects);
    return in;
}

}  // namespace
PM_REGISTER_RULE("soldiers.close-assault", close_assault_input, close_assault, roll_close_assault)
}  // namespace pm::soldiers
