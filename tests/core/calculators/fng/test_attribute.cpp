// fng.attribute (core/calculators/fng/attribute.cpp): each test says the rule in our words, works out the book's answer
// on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <map>

#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"
#include "rules/fng/enemy_deal.h"

namespace core_calculators_fng_test_attribute {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;

// [SECTION] campaign cards
// fng.attribute (FNG-T83, W12), fng.enemy-placement (FNG-T91) and fng.booby-trap (FNG-T67, p.59):
// independent enumeration and seeded simulation.
TEST_CASE("Attribute cards: W12 and exact chances by counting cells") {
    // W12 (p.8): even die (4) and the 3 of spades → Knifeman.
    const json& cards = pm::data_json("fng/attribute_cards.json").at("cards");
    CHECK(cards.at(1).at("rank") == "3");
    CHECK(cards.at(1).at("attributes").at("even-spades") == "Knifeman");
    // Brawler appears in 7 of the 104 cells (counted by hand from fng.md §6.2: Odd ♦4, ♦8, ♣5, ♠K;
    // Even ♦4, ♠5, ♣Q).
    json r = ev("fng.attribute", json::object());
    CHECK(outcome(r, "brawler") == Rational(7, 104));
    CHECK(outcome(r, "born-leader") == Rational(3, 104));  // Odd ♠J, Even ♦K, Even ♣K
    Rational s(0);
    for (const auto& o : r["outcomes"]) s += Rational::parse(o["exact"].get<std::string>());
    CHECK(s == Rational(1));
    CHECK(outcome(ev("fng.attribute", {{"table", "even"}}), "knifeman") == Rational(1, 52));
}

}  // namespace core_calculators_fng_test_attribute
