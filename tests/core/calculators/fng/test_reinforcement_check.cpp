// fng.reinforcement-check and the reinforcement check rules (FNG-A9, FNG pp.42, 44): worked examples
// W50-W52 (fng.md §7), the draw odds against an explicit 52-card deck, and a 10^6-trial simulation
// of whole turns (Activation dice, then a draw).
#include <algorithm>
#include <vector>

#include "core/support/calc_requests.h"
#include "engine/random/prng.h"
#include "rules/fng/reinforcement.h"

namespace core_calculators_fng_test_reinforcement_check {

using pm::json;
using pm::Rational;
using namespace pm::fng;
using pm_test::ev;
using pm_test::outcome;

namespace {

json reinf(json params) {
    return ev("fng.reinforcement-check", std::move(params));
}

// A deck as a list of ranks (suits do not matter for the draw), less the Reinforcement card and the
// given cards out.
std::vector<int> deck_without(const std::vector<int>& out) {
    std::vector<int> d;
    for (int rank = 2; rank <= 14; ++rank)
        for (int suit = 0; suit < 4; ++suit) d.push_back(rank);
    for (int o : out) {
        auto it = std::find(d.begin(), d.end(), o);
        REQUIRE(it != d.end());
        d.erase(it);
    }
    return d;
}

Rational p_reinforce(int card, const std::vector<int>& deck) {
    long n = 0;
    for (int c : deck) n += reinforcement_draw(card, c).reinforcements;
    return Rational(n, static_cast<long>(deck.size()));
}

}  // namespace

TEST_CASE("W51/W52 (p.44): two reinforcement checks as the book plays them") {
    // W51, turn 3: Activation US 4, VC 3 → total 7, the US die is higher: the US checks.
    CHECK(reinforcement_checker(4, 3) == 1);
    // The US holds 2, 10 and 3: the 10 becomes the Reinforcement card (2 and 3 go under it).
    int us = reinforcement_card({2, 10, 3}, false);
    CHECK(us == 10);
    // It draws a Jack: J ≥ 10, no reinforcements, the 10 stays.
    DrawResult w51 = reinforcement_draw(us, kRankJack);
    CHECK_FALSE(w51.reinforcements);
    CHECK(w51.card == 10);
    // W52, later: VC 5, US 2 → total 7, the VC checks with its single card, a Jack.
    CHECK(reinforcement_checker(2, 5) == 2);  // side A = US 2, side B = VC 5
    int vc = reinforcement_card({kRankJack}, false);
    // It draws a 10: lower than the Jack → reinforcements, and the 10 is the new card. (What a 10
    // brings — an RPG-7 team and a 3-man sapper cell — is the VC Reinforcements table FNG-T41, a card
    // lookup that is not in data/: table_index.json lists T41-T47 as not rolled.)
    DrawResult w52 = reinforcement_draw(vc, 10);
    CHECK(w52.reinforcements);
    CHECK(w52.card == 10);
    // Not every turn: other totals never check, and a drawn Ace never helps.
    CHECK(reinforcement_checker(4, 4) == 0);
    CHECK(reinforcement_checker(6, 5) == 0);
    CHECK_FALSE(reinforcement_draw(kRankAce, kRankAce).reinforcements);
    CHECK_FALSE(reinforcement_draw(kRankKing, kRankAce).reinforcements);
    // The odds at those moments. W51: the US 10 with the 2 and 3 out of the deck: 30 lower cards of 49.
    json a = reinf({{"card", "10"}, {"lower_out", 2}});
    CHECK(outcome(a, "reinforcements") == Rational(30, 49));
    CHECK(outcome(a, "reinforcements") == p_reinforce(10, deck_without({10, 2, 3})));
    // W52: the VC Jack, nothing else known: 36 of 51.
    json b = reinf({{"card", "J"}});
    CHECK(outcome(b, "reinforcements") == Rational(12, 17));
    CHECK(outcome(b, "reinforcements") == p_reinforce(kRankJack, deck_without({kRankJack})));
}

TEST_CASE("W50 (p.42): a Large Action's Reinforcement card 7 counts as a 10") {
    CHECK(reinforcement_card({7}, true) == 10);
    CHECK(reinforcement_card({7}, false) == 7);
    CHECK(reinforcement_card({kRankQueen}, true) == kRankQueen);
    json r = reinf({{"card", "7"}, {"large_action", true}});
    CHECK(r["values"]["card_effective"] == "10");
    // 10 counts: the ranks 2-9 (32 cards) less the 7 itself, which is out of the deck.
    CHECK(outcome(r, "reinforcements") == p_reinforce(10, deck_without({7})));
    CHECK(outcome(r, "reinforcements") == Rational(31, 51));
}

TEST_CASE("fng.reinforcement-check equals counting an explicit deck, for every card") {
    const char* names[] = {"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"};
    for (int card = 2; card <= 14; ++card)
        for (int lower_out : {0, 1, 3})
            for (int higher_out : {0, 2}) {
                CAPTURE(card);
                CAPTURE(lower_out);
                CAPTURE(higher_out);
                // remove the card, then the lowest `lower_out` cards below it and `higher_out` Aces/Kings
                std::vector<int> out = {card};
                int lower_avail = 4 * (card - 2);
                if (lower_out > lower_avail) continue;
                for (int i = 0; i < lower_out; ++i) out.push_back(2 + i / 4);
                for (int i = 0; i < higher_out; ++i) out.push_back(card == 14 ? 14 : 14 - i / 4);
                json r = reinf({{"card", names[card - 2]}, {"lower_out", lower_out}, {"higher_out", higher_out}});
                std::vector<int> deck = deck_without(out);
                CHECK(r["values"]["deck"] == static_cast<int>(deck.size()));
                CHECK(outcome(r, "reinforcements") == p_reinforce(card, deck));
            }
    // every total of 7 is won by exactly one side: 3/36 a turn for each
    long a = 0;
    for (int x = 1; x <= 6; ++x)
        for (int y = 1; y <= 6; ++y) a += reinforcement_checker(x, y) == 1;
    CHECK(Rational(a, 36) == Rational::parse(reinf(json::object())["values"]["p_check_per_turn"].get<std::string>()));
    json bad =
        pm::evaluate_request({{"calc", "fng.reinforcement-check"}, {"params", {{"card", "3"}, {"lower_out", 5}}}});
    CHECK(bad["error"]["code"] == "not_possible");
}

TEST_CASE("Reinforcements per turn agree with a seeded simulation (10^6 trials natively)") {
    // Side A holds a Queen with nothing out of the deck. A turn: two Activation dice; on a 7 won by
    // side A it draws a card. P(reinforcements this turn) = 3/36 · P(draw below the Queen).
    json r = reinf({{"card", "Q"}});
    Rational want = Rational(3, 36) * outcome(r, "reinforcements");
    std::vector<int> deck = deck_without({kRankQueen});
    pm::Prng g(4401u);
    long hits = 0;
    for (int t = 0; t < pm_test::kTrials; ++t) {
        int x = g.die(), y = g.die();
        if (reinforcement_checker(x, y) != 1) continue;
        int c = deck[g.range(0, static_cast<int>(deck.size()) - 1)];
        hits += reinforcement_draw(kRankQueen, c).reinforcements;
    }
    pm_test::check_sim(hits, pm_test::kTrials, want, "reinforcements in a turn");
}

}  // namespace core_calculators_fng_test_reinforcement_check
