// fng.reinforcement-card — what a reinforcement card brings, army by army, with the footnote dice
// resolved (FNG pp.45-47, FNG-T41 to T47): the request read into the rule's input
// (rules/fng/reinforcement_cards.h). The armies offered are the rule table's own (choices_from in
// the data file, data/calculators/fng/fng.reinforcement-card.json).
#include "contract/calculator_data.h"
#include "rules/fng/reinforcement_cards.h"

namespace pm::fng {
namespace {

ReinforcementCardInput reinforcement_card_input(const Params& p, const EvalContext&) {
    ReinforcementCardInput in;
    in.army = p.get_enum("army");
    in.card = p.get_enum("card");
    CardSituation& s = in.situation;
    s.night = p.get_bool("night");
    s.raining = p.get_bool("raining");
    s.vehicles_allowed = p.get_bool("vehicles_allowed");
    s.platoon_full = p.get_bool("platoon_full");
    s.artillery_denied = p.get_bool("artillery_denied");
    s.air_denied = p.get_bool("air_denied");
    s.gunship_denied = p.get_bool("gunship_denied");
    return in;
}

}  // namespace
PM_REGISTER_RULE("fng.reinforcement-card", reinforcement_card_input, reinforcement_card_answer, roll_reinforcement_card)
}  // namespace pm::fng
