// fng.reinforcement-check — the chance that a reinforcement check brings reinforcements (digest
// fng.md §2.12, FNG-A9; FNG pp.42, 44).
//
// The check happens when the two Activation dice total 7; the side with the higher die checks
// (values.p_check_per_turn: 3/36 for a given side). It draws one card: lower than its Reinforcement
// card → reinforcements. Deck model: 52 cards less the Reinforcement card itself and the cards the
// user says are out (lower_out below the card, higher_out the others); every remaining card equally
// likely. In a Large Action a starting card below 10 counts as 10 (p.42); the real card is then one
// of the lower ranks out of the deck.
// Outcomes: "reinforcements", "none". Seeded roll: one card position in the remaining deck
// (Prng::range(1, deck)); positions 1..lower are the lower cards.
#include <algorithm>
#include <string>

#include "contract/registry.h"
#include "engine/random/prng.h"
#include "rules/fng/reinforcement.h"

namespace pm::fng {

namespace {

const char* kRankNames[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};

Result evaluate_reinf(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string& cs = p.get_enum("card");
    int actual = 2;
    for (int i = 0; i < 13; ++i)
        if (cs == kRankNames[i]) actual = i + 2;
    bool large = p.get_bool("large_action");
    int card = reinforcement_card({actual}, large);
    if (card != actual)
        r.modifier("Large Action: the Reinforcement card counts as at least a 10",
                   std::string(kRankNames[actual - 2]) + " -> 10", "FNG p.42");
    // cards in a 52-card deck ranking below the card, less the Reinforcement card itself when it is one of them
    int lower_total = 4 * (card - 2) - (actual < card ? 1 : 0);
    int higher_total = 51 - lower_total;
    int lower_out = p.get_int("lower_out"), higher_out = p.get_int("higher_out");
    if (lower_out > lower_total)
        throw CalcError(ErrorCode::NotPossible, "lower_out",
                        "only " + std::to_string(lower_total) + " cards of the deck rank below the Reinforcement card");
    if (higher_out > higher_total)
        throw CalcError(
            ErrorCode::NotPossible, "higher_out",
            "only " + std::to_string(higher_total) + " other cards are not lower than the Reinforcement card");
    if (lower_total - lower_out + higher_total - higher_out <= 0)
        throw CalcError(ErrorCode::NotPossible, "higher_out", "no card would be left in the deck to draw");
    int lower = lower_total - lower_out;
    int deck = lower + higher_total - higher_out;
    Rational pr(lower, deck);
    r.modifier("Draw one card: lower than the Reinforcement card brings reinforcements",
               std::to_string(lower) + " of " + std::to_string(deck) + " cards", "FNG p.44");
    if (card == 2) r.modifier("Nothing ranks below a 2", "no reinforcements", "FNG p.44");
    r.outcome("reinforcements", "Reinforcements arrive; the drawn card is the new Reinforcement card", pr);
    r.outcome("none", "Nothing this time; the drawn card goes under the Reinforcement card", Rational(1) - pr);
    r.values["card_effective"] = kRankNames[card - 2];
    r.values["deck"] = deck;
    r.values["lower_in_deck"] = lower;
    r.values["p_check_per_turn"] = Rational(3, 36).str();
    r.values["p_total_7"] = Rational(6, 36).str();
    r.summary = "Against a Reinforcement card " + std::string(kRankNames[card - 2]) +
                ", a draw brings reinforcements " + percent_text(pr) +
                " of the time; a side checks on 1 turn in 12 (Activation total 7 with its die higher).";
    r.actions.push_back({{"label", "Activation odds"}, {"link", "#/fng.activation"}});
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int pos = g.range(1, deck);
        r.roll = {{"position", pos}, {"key", pos <= lower ? "reinforcements" : "none"}};
    }
    return r;
}

Calculator make_reinf() {
    Calculator c;
    c.id = "fng.reinforcement-check";
    c.title = "Reinforcement check";
    c.ruleset = "fng";
    c.citation = "FNG pp.42, 44";
    c.help =
        "When the Activation dice add up to 7, the side with the higher die draws a card; a card lower than "
        "its Reinforcement card brings help and takes its place. This gives the chance of that draw from the "
        "cards still in the deck (tell it how many cards are already out) and how often a side gets to check.";
    c.ordered = false;
    std::vector<Choice> ranks;
    for (const char* n : kRankNames) ranks.push_back({n, n});
    c.params = {
        ParamSpec::Enum("card", "Reinforcement card", ranks, "10",
                        "The side's current Reinforcement card (Aces high)."),
        ParamSpec::Bool("large_action", "Large Action (starting card)", false,
                        "In a Large Action the side starts with a card of at least 10: a lower one counts as 10."),
        ParamSpec::Int("lower_out", "Lower cards out of the deck", 0, 47, 0,
                       "Cards ranking below the Reinforcement card that are no longer in the deck (held under it, or "
                       "drawn earlier)."),
        ParamSpec::Int("higher_out", "Other cards out of the deck", 0, 50, 0,
                       "Cards of equal or higher rank that are no longer in the deck."),
    };
    c.evaluate = evaluate_reinf;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_reinf)
