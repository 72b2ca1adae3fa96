// Pointman — `fng.reaction`: its data file read into the rule's input (rules/fng/reaction_tests.h).
#include "calculators/fng/shared_readings.h"
#include "contract/calculator_data.h"
#include "rules/fng/reaction_tests.h"

namespace pm::fng {
namespace {

ReactionInput reaction_input(const Params& p, const EvalContext&) {
    ReactionInput in;
    in.test = p.get_enum("test");
    in.v2 = p.get_enum("rules") == "2.0";
    in.rep = p.get_int("rep");
    in.dice = p.get_int("dice");
    in.leader_rep = p.get_int("leader_rep");
    in.leader_die_rule = leader_die_rule(p);
    in.leader_and_born_leader_3d6 = p.get_enum("leader_and_born_leader") == "3d6";
    in.hero_two_dice_only = p.get_enum("hero_rule") == "two-dice-only";
    for (auto [name, flag] : {std::pair{"is_leader", &ReactionInput::is_leader},
                              {"born_leader", &ReactionInput::born_leader},
                              {"hidden", &ReactionInput::hidden},
                              {"covering_fire", &ReactionInput::covering_fire},
                              {"recon_in_cover", &ReactionInput::recon_in_cover},
                              {"evacuated", &ReactionInput::evacuated},
                              {"jodie", &ReactionInput::jodie},
                              {"wuss", &ReactionInput::wuss},
                              {"hero", &ReactionInput::hero},
                              {"fluent", &ReactionInput::fluent},
                              {"shortsighted", &ReactionInput::shortsighted},
                              {"vs_stealthy", &ReactionInput::vs_stealthy},
                              {"night_vs_sappers", &ReactionInput::night_vs_sappers},
                              {"surprised", &ReactionInput::surprised},
                              {"sickly", &ReactionInput::sickly},
                              {"towing", &ReactionInput::towing},
                              {"language", &ReactionInput::language},
                              {"buttoned_up", &ReactionInput::buttoned_up},
                              {"gunner_position", &ReactionInput::gunner_position},
                              {"long_range", &ReactionInput::long_range},
                              {"tank_killer", &ReactionInput::tank_killer},
                              {"wire_cutters", &ReactionInput::wire_cutters}})
        in.*flag = p.get_bool(name);
    const std::string& posture = p.get_enum("posture");
    in.posture = posture == "aggressive"  ? Posture::Aggressive
                 : posture == "avoidance" ? Posture::Avoidance
                                          : Posture::None;
    in.beyond_half_range = p.get_enum("at_range") == "beyond-half";
    in.rep_mod = p.get_int("rep_mod");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.reaction", reaction_input, reaction_test, roll_reaction_test)
}  // namespace pm::fng
