// Pointman — `fng.booby-trap-chain`: a booby trap from the type to what it does, its parameters read
// into the rule's input (rules/fng/booby_trap_chain.h). The blade's and the viper's attack is one
// round of fng.melee itself, handed to the rule from the registry.
#include <stdexcept>

#include "contract/calculator_data.h"
#include "rules/fng/booby_trap_chain.h"

namespace pm::fng {
namespace {

// fng.melee with its defaults and the round's sides; with a seed, rolled from it.
Answer melee_round(const TrapMeleeRound& m, std::optional<uint32_t> seed) {
    const Calculator* melee = find_calculator("fng.melee");
    if (!melee) throw std::logic_error("fng.melee is not registered");
    json v = json::object();
    for (const auto& ps : melee->params) v[ps.name] = ps.def;
    v["rules"] = m.rules;
    v["rep"] = m.rep;
    v["weapon"] = m.weapon;
    v["enemy_rep"] = m.enemy_rep;
    v["enemy_weapon"] = m.enemy_weapon;
    EvalContext sub;
    sub.seed = seed;
    return melee->run(Params(v), sub);
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
