// Pointman — FNG reinforcements: who checks, which card, what the draw brings (pp.42, 44) (see
// rules/fng/reinforcement.h).
#include "rules/fng/reinforcement.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/exact/dist.h"
#include "engine/random/roll_odds.h"

namespace pm::fng {

int reinforcement_checker(int die_a, int die_b) {
    if (die_a + die_b != 7) return 0;
    return die_a > die_b ? 1 : 2;
}

int reinforcement_card(const std::vector<int>& held, bool large_action) {
    int best = 0;
    for (int c : held) best = std::max(best, c);
    return large_action ? std::max(best, 10) : best;
}

DrawResult reinforcement_draw(int card, int drawn) {
    if (drawn < card) return {true, drawn};
    return {false, card};
}

//-----------------------------------------------------------------------------
// [SECTION] fng.reinforcement-check: the chance a check brings reinforcements
//-----------------------------------------------------------------------------

namespace {

const char* kRankNames[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};

// The deck left to draw from, as the parameters set it.
struct Deck {
    int actual = 2;  // the Reinforcement card held
    int card = 2;    // the card it counts as
    int lower = 0;   // cards still in the deck ranking below it
    int deck = 0;    // cards still in the deck
};

Deck deck_of(const ReinforcementCheckInput& in) {
    Deck k;
    const std::string& cs = in.card;
    for (int i = 0; i < 13; ++i)
        if (cs == kRankNames[i]) k.actual = i + 2;
    k.card = reinforcement_card({k.actual}, in.large_action);
    // cards in a 52-card deck ranking below the card, less the Reinforcement card itself when it is one of them
    int lower_total = 4 * (k.card - 2) - (k.actual < k.card ? 1 : 0);
    int higher_total = 51 - lower_total;
    int lower_out = in.lower_out, higher_out = in.higher_out;
    if (lower_out > lower_total)
        throw RuleError(ErrorCode::NotPossible, "lower_out",
                        "only " + std::to_string(lower_total) + " cards of the deck rank below the Reinforcement card");
    if (higher_out > higher_total)
        throw RuleError(
            ErrorCode::NotPossible, "higher_out",
            "only " + std::to_string(higher_total) + " other cards are not lower than the Reinforcement card");
    if (lower_total - lower_out + higher_total - higher_out <= 0)
        throw RuleError(ErrorCode::NotPossible, "higher_out", "no card would be left in the deck to draw");
    k.lower = lower_total - lower_out;
    k.deck = k.lower + higher_total - higher_out;
    return k;
}

// One card drawn: its position in the deck; the first `lower` positions are the lower cards.
int draw_position(Prng& dice, const Deck& k) {
    return dice.range(1, k.deck);
}

}  // namespace

Answer reinforcement_check(const ReinforcementCheckInput& in) {
    Answer r;
    const Deck k = deck_of(in);
    if (k.card != k.actual)
        r.modifier("Large Action: the Reinforcement card counts as at least a 10",
                   std::string(kRankNames[k.actual - 2]) + " -> 10", "FNG p.42");
    const Dist draw = roll_odds([&](Prng& g) { return draw_position(g, k) <= k.lower ? 1 : 0; });
    const Rational pr = draw.p(1);
    r.modifier("Draw one card: lower than the Reinforcement card brings reinforcements",
               std::to_string(k.lower) + " of " + std::to_string(k.deck) + " cards", "FNG p.44");
    if (k.card == 2) r.modifier("Nothing ranks below a 2", "no reinforcements", "FNG p.44");
    r.outcome("reinforcements", "Reinforcements arrive; the drawn card is the new Reinforcement card", pr);
    r.outcome("none", "Nothing this time; the drawn card goes under the Reinforcement card", draw.p(0));
    r.values["card_effective"] = kRankNames[k.card - 2];
    r.values["deck"] = k.deck;
    r.values["lower_in_deck"] = k.lower;
    // Who checks: 1 or 2 for the side whose die is higher on a total of 7, 0 for nobody.
    const Dist checker =
        Dist::from_faces(2, [](const std::vector<int>& f) { return reinforcement_checker(f[0], f[1]); });
    r.values["p_check_per_turn"] = checker.p(1).str();
    r.values["p_total_7"] = (Rational(1) - checker.p(0)).str();
    r.summary = "Against a Reinforcement card " + std::string(kRankNames[k.card - 2]) +
                ", a draw brings reinforcements " + percent_text(pr) +
                " of the time; a side checks on 1 turn in 12 (Activation total 7 with its die higher).";
    r.actions.push_back({{"label", "Activation odds"}, {"link", "#/fng.activation"}});
    return r;
}

// One card from the deck, drawn as the odds draw it.
void roll_reinforcement_check(const ReinforcementCheckInput& in, Prng& dice, Answer& r) {
    const Deck k = deck_of(in);
    const int pos = draw_position(dice, k);
    r.roll = {{"position", pos}, {"key", pos <= k.lower ? "reinforcements" : "none"}};
}

}  // namespace pm::fng
