// Pointman — FNG pp.8-9, a new Grunt's attribute (Attribute card tables, FNG-T83 in
// data/fng/attribute_cards.json; Street Punk FNG-T84; digest fng.md §6.2).
//
// 1d6 odd → the Odd table, even → the Even table (1/2 each), then one card from a 52-card deck picks
// the cell (suit = column, rank = row), 1/52 each: every (table, card) pair has probability 1/104.
// Outcomes: each attribute that can come up, with its exact chance, taken by running the very draw
// the roll makes (draw_attribute) over every face (roll_odds).
// The roll: the odd/even die, then the card as range(0, 51) = rank index × 4 + suit index (suits in
// the order diamonds, hearts, clubs, spades); a Street Punk then rolls his own die (FNG-T84).
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

struct AttributeInput {
    std::string table = "roll";  // "roll" (1d6 odd/even picks it), "odd" or "even"
};

Answer attribute(const AttributeInput& in);
void roll_attribute(const AttributeInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
