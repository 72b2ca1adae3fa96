// fng.reinforcement-card — what a reinforcement card brings, army by army, with the footnote dice
// resolved (FNG pp.45-47, FNG-T41 to T47; rules/fng/reinforcement_cards.h).
//
// The card is the one just drawn (lower than the Reinforcement card: fng.reinforcement-check gives
// that chance). Outcomes: what arrives, one outcome per possible result of the footnote die (a row
// with no footnote die has one outcome, certain). Seeded roll: the footnote die, when one is rolled.
#include <map>

#include "contract/registry.h"
#include "engine/random/prng.h"
#include "rules/fng/reinforcement_cards.h"

namespace pm::fng {
namespace {

const char* kCards[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

Result evaluate_card(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string army_id = p.get_enum("army");
    const json* army = reinforcement_army(army_id);
    if (!army) throw CalcError(ErrorCode::OutOfRange, "army", "unknown army " + army_id);
    const std::string card = p.get_enum("card");
    CardSituation s;
    s.night = p.get_bool("night");
    s.raining = p.get_bool("raining");
    s.vehicles_allowed = p.get_bool("vehicles_allowed");
    s.platoon_full = p.get_bool("platoon_full");
    s.artillery_denied = p.get_bool("artillery_denied");
    s.air_denied = p.get_bool("air_denied");
    s.gunship_denied = p.get_bool("gunship_denied");
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
        r.values["p_fac_stays_each_turn"] = Rational(2, 3).str();
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
    if (ctx.seed) {
        Prng g(*ctx.seed);
        const int f = die ? g.die() : 0;
        const CardResult c = resolve_card(*army, card, s, die ? f : 1);
        r.roll = {{"die", die ? json(f) : json(nullptr)}, {"key", c.key}, {"brings", c.label}};
    }
    return r;
}

Calculator make_card() {
    Calculator c;
    c.id = "fng.reinforcement-card";
    c.title = "What a reinforcement card brings";
    c.ruleset = "fng";
    c.citation =
        "FNG pp.45-47 (Viet Cong Reinforcements Table, NVA Reinforcements Table, US Army Reinforcements Table, US "
        "Marines Reinforcements Table, US Special Forces/CIDG Reinforcements Table, ANZAC Reinforcements Table, ARVN "
        "Reinforcements Table)";
    c.help =
        "Look up the card that brought reinforcements on your army's table, with its footnote settled: the "
        "gunship at night or in rain, the FAC, snipers' Rep, a platoon already on the table, no room for "
        "tanks, and support the radio has already been refused for the rest of the game.";
    c.ordered = false;
    std::vector<Choice> armies;
    for (const auto& a : reinforcement_armies())
        armies.push_back({a.at("id").get<std::string>(), a.at("label").get<std::string>()});
    std::vector<Choice> cards;
    for (const char* k : kCards) cards.push_back({k, k});
    c.params = {
        ParamSpec::Enum("army", "Army", armies, "us-army", "Whose reinforcement table to read."),
        ParamSpec::Enum("card", "Card drawn", cards, "K",
                        "The card that brought the reinforcements (an Ace never does)."),
        ParamSpec::Bool("night", "Night", false,
                        "Gunship cards bring the army's night aircraft instead (Pointman reading 5)."),
        ParamSpec::Bool(
            "raining", "Raining", false,
            "Rain or heavy rain: no aircraft; an air strike card then brings nothing (Pointman reading 13)."),
        ParamSpec::Bool("vehicles_allowed", "Ground vehicles can come", true, "Off when the terrain keeps tanks out.")
            .in_group("Situation"),
        ParamSpec::Bool("platoon_full", "Whole platoon already on the table", false,
                        "'Rest of the platoon' then brings something else.")
            .in_group("Situation"),
        ParamSpec::Bool("artillery_denied", "Artillery denied for this game", false,
                        "An artillery request rolled 1: fire-mission cards bring nothing.")
            .in_group("Situation"),
        ParamSpec::Bool("air_denied", "Air support denied for this game", false,
                        "An air strike request rolled 1: air strike cards bring nothing.")
            .in_group("Situation"),
        ParamSpec::Bool("gunship_denied", "Gunships denied for this game", false,
                        "A gunship request rolled 1: gunship cards bring one squad.")
            .in_group("Situation"),
    };
    c.evaluate = evaluate_card;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_card)
