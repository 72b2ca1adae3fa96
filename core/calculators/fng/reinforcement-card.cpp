// fng.reinforcement-card — what a reinforcement card brings, army by army, with the footnote dice
// resolved (FNG pp.45-47, FNG-T41 to T47; rules/fng/reinforcement_cards.h).
//
// The card is the one just drawn (lower than the Reinforcement card: fng.reinforcement-check gives
// that chance). Outcomes: what arrives, one outcome per possible result of the footnote die (a row
// with no footnote die has one outcome, certain), read by the same resolve_card the roll uses. The
// roll: the footnote die, when one is rolled. The armies offered are the rule table's own
// (choices_from in the data file).
#include <map>

#include "contract/calculator_data.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/fng/fac.h"
#include "rules/fng/reinforcement_cards.h"

namespace pm::fng {
namespace {

const json& army_of(const Params& p) {
    const std::string army_id = p.get_enum("army");
    const json* army = reinforcement_army(army_id);
    if (!army) throw CalcError(ErrorCode::OutOfRange, "army", "unknown army " + army_id);
    return *army;
}

CardSituation situation_of(const Params& p) {
    CardSituation s;
    s.night = p.get_bool("night");
    s.raining = p.get_bool("raining");
    s.vehicles_allowed = p.get_bool("vehicles_allowed");
    s.platoon_full = p.get_bool("platoon_full");
    s.artillery_denied = p.get_bool("artillery_denied");
    s.air_denied = p.get_bool("air_denied");
    s.gunship_denied = p.get_bool("gunship_denied");
    return s;
}

Result evaluate_card(const Params& p, const EvalContext&) {
    Result r;
    const json* army = &army_of(p);
    const std::string card = p.get_enum("card");
    const CardSituation s = situation_of(p);
    const std::string rule = army->at("rule");
    r.modifier(army->at("label").get<std::string>() + " reinforcements, card " + card, "row " + card, rule);

    const bool die = card_needs_die(*army, card, s);
    // Outcomes in the order the die first reaches them; p = faces / 6 (or 1 without a die).
    std::vector<CardResult> order;
    std::map<std::string, int> faces;
    for (int f = 1; f <= (die ? 6 : 1); ++f) {
        CardResult c = resolve_card(*army, card, s, f);
        if (!faces.count(c.key)) order.push_back(c);
        faces[c.key] += 1;
    }
    for (const auto& c : order) r.outcome(c.key, c.label, Rational(faces[c.key], die ? 6 : 1));
    const CardResult first = order.front();
    if (first.why == "night")
        r.modifier("At night the gunship card brings the army's night aircraft: 1d6", "1d6",
                   rule + ", Pointman reading 5");
    else if (first.why == "rain")
        r.modifier(first.key == "nothing" ? "Rain: no aircraft, and the air strike card names no stand-in"
                                          : "Rain: an artillery mission comes instead of the gunship",
                   "replaced", first.key == "nothing" ? "FNG p.38, Pointman reading 13" : rule);
    else if (!first.why.empty())
        r.modifier(first.why.rfind("FNG", 0) == 0 ? "The radio was refused this support for the rest of the game"
                                                  : "Footnote: " + first.why,
                   "replaced", first.why.rfind("FNG", 0) == 0 ? first.why : rule);
    else if (die)
        r.modifier("The row's footnote is settled by 1d6", "1d6", rule);
    if (first.key == "fac-air-strike") {
        r.values["p_fac_stays_each_turn"] = Dist::die().p_if(fac_stays).str();
        r.modifier("Each turn the FAC stays on 1-4 of a d6 and leaves for good on 5-6", "1d6 a turn", rule);
    }
    if (first.key == "gunship" || first.key == "fac-air-strike" || first.key == "nighthawk" || first.key == "puff" ||
        first.key == "go-go-bird")
        r.modifier("No artillery or mortar fire in a turn with aircraft or helicopters overhead", "note", "FNG p.49");
    r.modifier("Where they come in: diamonds left flank, hearts right flank, spades and clubs from the rear",
               "the card's suit", "FNG p.49");
    r.values["footnote_die"] = die;
    r.summary = army->at("label").get<std::string>() + ", card " + card + ": " +
                (order.size() == 1 ? order.front().label
                                   : std::to_string(order.size()) + " possible results on the footnote die, e.g. " +
                                         order.front().label) +
                ".";
    r.actions.push_back(
        {{"label", "Chance the next draw brings reinforcements"}, {"link", "#/fng.reinforcement-check"}});
    return r;
}

// The footnote die, when the row has one, settled by the same resolve_card.
void roll_card(const Params& p, const EvalContext&, Prng& dice, Result& r) {
    const json& army = army_of(p);
    const std::string card = p.get_enum("card");
    const CardSituation s = situation_of(p);
    const bool die = card_needs_die(army, card, s);
    const int f = die ? dice.die() : 0;
    const CardResult c = resolve_card(army, card, s, die ? f : 1);
    r.roll = {{"die", die ? json(f) : json(nullptr)}, {"key", c.key}, {"brings", c.label}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.reinforcement-card", evaluate_card, roll_card)
}  // namespace pm::fng
