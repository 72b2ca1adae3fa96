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

// One attribute drawn as the roll draws it (the squad maker draws it the same way, character_generation.h):
// the odd/even die (when `table` is "roll"), then one card.
struct DrawnAttribute {
    int die = 0;            // 0: the table was chosen, not rolled
    int card = 0;           // rank index × 4 + suit index
    std::string attribute;  // as the table prints it ("Street Punk")
};
DrawnAttribute draw_attribute(Prng& dice, const std::string& table);
std::string attribute_card_name(int card);               // "3 of spades"
std::string attribute_slug(const std::string& printed);  // "street-punk"

}  // namespace pm::fng
