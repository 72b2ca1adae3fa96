// Pointman — `fng.booby-trap-chain`: a booby trap from the type to what it does, its parameters read
// into the rule's input (rules/fng/booby_trap_chain.h). The blade's and the viper's attack is one
// round of fng.melee's rule on fng.melee's own defaults, handed to the rule from here.
#include <stdexcept>

#include "calculators/fng/melee_params.h"
#include "contract/calculator_data.h"
#include "rules/fng/booby_trap_chain.h"

namespace pm::fng {
namespace {

// The melee rule on fng.melee's defaults and the round's sides; with dice, rolled from the chain's
// own dice source (never a seed of its own: the player's dice replay it).
Answer melee_round(const TrapMeleeRound& m, Prng* dice) {
    const Calculator* melee_calc = find_calculator("fng.melee");
    if (!melee_calc) throw std::logic_error("fng.melee is not registered");
    json v = json::object();
    for (const auto& ps : melee_calc->params) v[ps.name] = ps.def;
    v["rules"] = m.rules;
    v["rep"] = m.rep;
    v["weapon"] = m.weapon;
    v["enemy_rep"] = m.enemy_rep;
    v["enemy_weapon"] = m.enemy_weapon;
    MeleeInput in = melee_params(Params(v));
    in.damage_die = m.damage_die;
    return melee(in, dice);
}

BoobyTrapChainInput chain_input(const Params& p, const EvalContext&) {
    BoobyTrapChainInput in;
    in.trap = p.get_enum("trap");
    in.tripwire_kind = p.get_enum("tripwire_kind");
    in.daylight = p.get_bool("daylight");
    in.rep = p.get_int("rep");
    in.rules = p.get_enum("rules");
    in.weapon = p.get_enum("weapon");
    in.flak_jacket = p.get_bool("flak_jacket");
    in.tunnel = p.get_bool("tunnel");
    in.pointman = p.get_bool("pointman");
    in.tunnel_rat_fast = p.get_bool("tunnel_rat_fast");
    in.disarm = p.get_bool("disarm");
    in.wire_cutters = p.get_bool("wire_cutters");
    in.rule = disarm_rule(p.get_bool("walk_away_on_pass1"), p.get_enum("pass1_rule") == "try-again");
    in.melee = melee_round;
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.booby-trap-chain", chain_input, booby_trap_chain, roll_booby_trap_chain)
}  // namespace pm::fng
