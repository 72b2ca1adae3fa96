// Pointman — the reinforcement check (digest fng.md §2.12, FNG-A9; FNG pp.42, 44): who checks on an
// Activation total of 7, which held card becomes the Reinforcement card, and what a drawn card does.
// Pure functions on given dice and card ranks (2..10, J 11, Q 12, K 13, A 14), shared by
// fng.reinforcement-check and the tests (worked examples W50-W52).
#pragma once

#include <vector>

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

}  // namespace pm::fng
