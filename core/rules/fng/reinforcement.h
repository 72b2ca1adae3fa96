// Pointman — the reinforcement check (digest fng.md §2.12, FNG-A9; FNG pp.42, 44): who checks on an
// Activation total of 7, which held card becomes the Reinforcement card, and what a drawn card does.
// Pure functions on given dice and card ranks (2..10, J 11, Q 12, K 13, A 14), shared by
// fng.reinforcement-check and the tests (worked examples W50-W52).
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

constexpr int kRankJack = 11, kRankQueen = 12, kRankKing = 13, kRankAce = 14;

// Activation dice of the two sides: 0 = no check (total is not 7), 1 = side A checks (higher die),
// 2 = side B checks. A total of 7 can never be a tie.
int reinforcement_checker(int die_a, int die_b);

// First check of a side: it keeps the highest card it holds; in a Large Action that card counts as
// at least a 10 (p.42).
int reinforcement_card(const std::vector<int>& held, bool large_action);

// A drawn card lower than the Reinforcement card brings reinforcements (the drawn card's row on the
// side's table) and becomes the new Reinforcement card; equal or higher brings nothing and the
// Reinforcement card stays. A drawn Ace (high) therefore never brings reinforcements.
struct DrawResult {
    bool reinforcements = false;
    int card = 0;  // the Reinforcement card after the draw
};
DrawResult reinforcement_draw(int card, int drawn);

// fng.reinforcement-check: the chance that a reinforcement check brings reinforcements. The check
// happens when the two Activation dice total 7; the side with the higher die checks
// (values.p_check_per_turn: 3/36 for a given side). It draws one card: lower than its Reinforcement
// card → reinforcements. Deck model: 52 cards less the Reinforcement card itself and the cards the
// player says are out (lower_out below the card, higher_out the others); every remaining card
// equally likely. In a Large Action a starting card below 10 counts as 10 (p.42); the real card is
// then one of the lower ranks out of the deck.
// Outcomes: "reinforcements", "none". The roll: one card position in the remaining deck
// (Prng::range(1, deck)); positions 1..lower are the lower cards. The odds are that same draw run
// over every position (roll_odds), and who checks comes from reinforcement_checker over both dice.
struct ReinforcementCheckInput {
    std::string card = "2";  // the Reinforcement card held: "2" … "10", "J", "Q", "K", "A"
    bool large_action = false;
    int lower_out = 0;   // cards ranking below it already out of the deck
    int higher_out = 0;  // the other cards already out of the deck
};
Answer reinforcement_check(const ReinforcementCheckInput& in);
void roll_reinforcement_check(const ReinforcementCheckInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
