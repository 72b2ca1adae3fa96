// skirmish.deviation (core/calculators/skirmish/deviation.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"

namespace core_calculators_skirmish_test_deviation {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;
using pm_test::raw::with_dice;

namespace {

// A player's deviation table on a die of `sides`: row d reads "dir d", d inches.
json deviation_table(int sides) {
    json rows = json::array();
    for (int d = 1; d <= sides; ++d)
        rows.push_back({{"roll", d}, {"direction", "dir " + std::to_string(d)}, {"distance", d}});
    return {{"kind", "deviation"}, {"die", sides}, {"rows", rows}};
}

}  // namespace

// [SECTION] Vietnam Skirmish deviation: the odds are the roll's
TEST_CASE("skirmish.deviation: an unseen mortar reads every roll of the artillery table as printed (Mortars)") {
    // Mortars: a round whose target point the crew cannot see deviates as an artillery round; the
    // grenade rule's "1 or 2 is on target" is not part of that. On the player's d6 table every
    // row, 1 and 2 included, is one face: 1/6 each.
    const json t = deviation_table(6);
    const json r = ok("skirmish.deviation", {{"launch", "mortar-unseen"}}, {{"skirmish.deviation", t}});
    CHECK(P(r, "on-target") == Rational(0));
    for (int d = 1; d <= 6; ++d) CHECK(P(r, "roll-" + std::to_string(d)) == Rational(1, 6));
    CHECK(total(r) == Rational(1));
    // without the table there is nothing to say about where it lands
    const json n = ok("skirmish.deviation", {{"launch", "mortar-unseen"}});
    CHECK(n["outcomes"].empty());
    CHECK(n["values"]["table"] == "needs_table");
    // the player's own die reads its row: a 2 is row 2, not "on target"
    const json d2 = with_dice("skirmish.deviation", {{"launch", "mortar-unseen"}}, {{"skirmish.deviation", t}}, {2});
    CHECK(d2["roll"]["key"] == "roll-2");
}

TEST_CASE("skirmish.deviation: a table on another die gives the odds its own roll has (Throwing Grenades)") {
    // Throwing and Firing Grenades: the deviation die is the artillery table's; 1 or 2 lands on
    // target, otherwise a thrown grenade rolls a d6 distance die (1-2 → 1", 3-4 → 2", 5-6 → 3") and
    // a launcher round reads the table's row. Enumerated here over a d8 table and the d6 distance die.
    for (const int sides : {4, 6, 8, 10}) {
        CAPTURE(sides);
        const json t = deviation_table(sides);
        std::map<std::string, Rational> hand, m79;
        for (int d = 1; d <= sides; ++d) {
            if (d <= 2) {
                hand["on-target"] += Rational(1, sides);
                m79["on-target"] += Rational(1, sides);
                continue;
            }
            m79["roll-" + std::to_string(d)] += Rational(1, sides);
            for (int dist = 1; dist <= 6; ++dist)
                hand[std::to_string((dist + 1) / 2) + "in"] += Rational(1, sides) * Rational(1, 6);
        }
        const json rh = ok("skirmish.deviation", {{"launch", "hand"}}, {{"skirmish.deviation", t}});
        const json rm = ok("skirmish.deviation", {{"launch", "m79"}}, {{"skirmish.deviation", t}});
        for (const auto& [k, p] : hand) CHECK(P(rh, k) == p);
        for (const auto& [k, p] : m79) CHECK(P(rm, k) == p);
        CHECK(total(rh) == Rational(1));
        CHECK(total(rm) == Rational(1));
        // the player's dice follow the same rule: a 2 on the d8 is on target, a 3 then a 6 is 3"
        CHECK(with_dice("skirmish.deviation", {{"launch", "hand"}}, {{"skirmish.deviation", t}}, {2})["roll"]["key"] ==
              "on-target");
        CHECK(with_dice("skirmish.deviation", {{"launch", "hand"}}, {{"skirmish.deviation", t}},
                        {3, 6})["roll"]["key"] == "3in");
    }
    // and the seeded rolls agree with the odds shown: over 4,000 seeds of the d8 table, the share
    // on target is 1/4 (the odds) within 0.03, where 1/3 would be 0.083 away
    const json t8 = deviation_table(8);
    int on = 0;
    const int n = 4000;
    for (int s = 1; s <= n; ++s)
        if (ok("skirmish.deviation", {{"launch", "hand"}}, {{"skirmish.deviation", t8}}, s)["roll"]["key"] ==
            "on-target")
            ++on;
    CHECK(std::abs(on / double(n) - 0.25) < 0.03);
}

}  // namespace core_calculators_skirmish_test_deviation
