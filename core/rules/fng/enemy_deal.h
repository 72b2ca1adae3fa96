// Pointman — dealing the enemy's hidden cards in a solo Large Action (digest fng.md §6.4, FNG-T91,
// FNG p.42): the stack of real cards and dummies, and where the section/count dice put them.
//
// Pure functions on given cards and dice, shared by fng.enemy-placement's seeded roll and the tests
// (worked example W49). The reinforcement tables that say what each real card is (FNG-T41…T47)
// are card lookups, not in data/.
#pragma once

#include <array>
#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

struct Card {
    int rank = 2;     // 2..10, J 11, Q 12, K 13, A 14
    char suit = 'S';  // 'S' spades, 'C' clubs, 'H' hearts, 'D' diamonds
};

inline bool is_red(char suit) {
    return suit == 'H' || suit == 'D';
}

// One real card per enemy Support point, twice as many when the non-player side attacks a built-up
// area.
int enemy_cards_real(int support, bool doubled);

// Steps 1-3: the drawn cards keep their ranks but all take one colour — the colour most of them
// already show (black on a tie) — and each brings two dummies of the other colour.
struct EnemyStack {
    std::vector<Card> real;  // in the order drawn, recoloured
    bool real_red = false;   // colour of the real cards; the dummies are the other one
    int recoloured = 0;      // real cards whose suit had to change
    int cards_real() const { return static_cast<int>(real.size()); }
    int cards_dummy() const { return 2 * cards_real(); }
    int cards_total() const { return 3 * cards_real(); }
};
EnemyStack make_enemy_stack(const std::vector<Card>& drawn);

// Steps 5-7: each roll names a section (1-6) and a count (1-6); that many cards (fewer when fewer
// remain) are taken from the top of the face-down stack and put in the section, until the stack is
// empty. Rolls after that are not used.
struct SectionRoll {
    int section = 1;
    int count = 1;
    int placed = 0;      // min(count, cards left)
    int first_card = 0;  // 0-based position in the stack of the first card placed
};
struct Placement {
    std::vector<SectionRoll> rolls;  // the rolls used
    std::array<int, 6> per_section{};
    int left = 0;  // cards still in the stack when the given rolls ran out (0 = all placed)
};
Placement place_enemy_cards(int total, const std::vector<SectionRoll>& rolls);

// fng.enemy-placement, where the hidden enemy cards end up (FNG-T91). Cards: one per enemy Support
// point (doubled when the non-player side attacks a built-up area), plus two dummies per card. The
// table is split into 6 numbered sections (a piece of cover may take two numbers). Until every card
// is placed: 1d6 picks the section, 1d6 how many cards go there (the shuffled stack is dealt from
// the top; fewer if fewer remain).
// Outcomes: how many cards land in the chosen area (one that owns `numbers` of the 6 section
// numbers), computed exactly by dynamic programming over (cards left, cards in the area). values:
// the chance that at least one real (non-dummy) card is in the area (dealt cards are a uniform
// sample); cards_real, cards_dummy, cards_total.
// The roll: pairs of dice (section, count) until the stack is empty; then the face-down stack turned
// up card by card to say which dealt cards are real (a die of as many sides as cards left, real on a
// face up to the real cards left), only while that can change what a section holds.
// roll.card_sections: per section 1-6, the cards placed there and how many of them are real.
struct EnemyPlacementInput {
    int support = 1;       // the enemy's Support points
    bool doubled = false;  // the non-player side attacks a built-up area
    int numbers = 1;       // how many of the 6 section numbers the area owns
};
Answer enemy_placement(const EnemyPlacementInput& in);
void roll_enemy_placement(const EnemyPlacementInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
