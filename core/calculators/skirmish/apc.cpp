// Pointman — `skirmish.apc`: its parameters and, for a frag grenade in the burst, the player's
// grenade table read into the rule's input (rules/skirmish/apc.h).
#include "rules/skirmish/apc.h"

#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"

namespace pm::skirmish {
namespace {

ApcInput apc_input(const Params& p, const EvalContext& ctx) {
    ApcInput in;
    const std::string w = p.get_enum("weapon");
    in.weapon = w == "small-arms" ? ApcWeapon::SmallArms
                : w == "frag"     ? ApcWeapon::Frag
                : w == "rpg"      ? ApcWeapon::Rpg
                                  : ApcWeapon::MortarFrag;
    in.apc_counters = p.get_int("apc_counters");
    in.frag_this_turn = p.get_bool("frag_this_turn");
    const std::string res = p.get_enum("grenade_result");
    in.grenade_result = res == "counter"    ? GrenadeResult::Counter
                        : res == "none"     ? GrenadeResult::None
                        : res == "in-burst" ? GrenadeResult::InBurst
                                            : GrenadeResult::NotRolled;
    in.frag_row = p.get_int("frag_row");
    in.kills = p.get_int("kills");
    // Read when the rule needs it: a frag grenade in the burst of an APC that can still take a counter.
    in.grenades = tables::PlayerTable<SuppressTable>([&ctx]() -> std::optional<SuppressTable> {
        const json t = tables::player_table(ctx, "skirmish.grenades");
        if (t.is_null()) return std::nullopt;
        return suppress_table(t);
    });
    return in;
}

}  // namespace
PM_REGISTER_RULE("skirmish.apc", apc_input, apc, roll_apc)
}  // namespace pm::skirmish
