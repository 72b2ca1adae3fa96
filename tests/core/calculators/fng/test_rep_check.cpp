// fng.rep-check (core/calculators/fng/rep-check.cpp): each test says the rule in our words, works out the book's answer
// on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_rep_check {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;
using pm_test::P;
using pm_test::roll_with;
using pm_test::total;

// [SECTION] activation and the monthly Rep check
// fng.activation (FNG-A3, W19) and fng.rep-check (FNG-A13, W03-W06): digest values and enumeration.
TEST_CASE("Monthly Rep check: W03-W06 (p.6) and enumeration") {
    // W03: Coleman arrives Rep 3; end of month 1, 1 kill, 2d6 = 5: 5 - 1 = 4 > 1 → stays Rep 3.
    CHECK(roll_with("fng.rep-check", {{"month", 1}, {"kills", 1}, {"rep", 3}}, {2, 3})["roll"]["key"] == "same");
    // W04: month 2, 2d6 = 3, kills 1: 3 - 1 = 2 ≤ 2 → Rep 4.
    CHECK(roll_with("fng.rep-check", {{"month", 2}, {"kills", 1}, {"rep", 3}}, {1, 2})["roll"]["key"] == "up");
    // W05: month 5, 2d6 = 5, kills 2: 3 ≤ 5 → Rep 5.
    CHECK(roll_with("fng.rep-check", {{"month", 5}, {"kills", 2}, {"rep", 4}}, {1, 4})["roll"]["key"] == "up");
    // W06: end of month 10, 2d6 = 7, kills 2: 7 + 2 = 9 ≤ 10 → Rep 5 → 4.
    CHECK(roll_with("fng.rep-check", {{"month", 10}, {"kills", 2}, {"rep", 5}}, {3, 4})["roll"]["key"] == "down");
    // enumeration: month 4, kills 3, Rep 3: up when 2d6 ≤ 7 and not doubles → 21/36 − 3/36 (1-1, 2-2,
    // 3-3 freeze the Rep instead, p.5)
    CHECK(outcome(ev("fng.rep-check", {{"month", 4}, {"kills", 3}, {"rep", 3}}), "up") == Rational(18, 36));
    // a Grunt at Rep 5 cannot rise; a Star can
    CHECK(outcome(ev("fng.rep-check", {{"month", 4}, {"kills", 3}, {"rep", 5}}), "up") == Rational(0));
    CHECK(outcome(ev("fng.rep-check", {{"month", 4}, {"kills", 3}, {"rep", 5}, {"star", true}}), "up") ==
          Rational(18, 36));
    // Marines keep rising through month 10: 2d6 ≤ 10 is 33 of 36, less the doubles 1-1 … 5-5
    CHECK(outcome(ev("fng.rep-check", {{"month", 10}, {"kills", 0}, {"rep", 3}, {"marines", true}}), "up") ==
          Rational(28, 36));
}

// [SECTION] the book read again: each rule in our words, its answer worked out here
TEST_CASE("fng.rep-check: doubles keep the Rep for the rest of the tour") {
    // End of each month: before month 10 (Marines 11) 2d6 minus kills at or under the months served
    // raises the Rep (Grunts to 5, Stars to 6); from then on 2d6 plus kills at or under the months
    // lowers it (not below 3). Doubles do neither: the Rep stays for the rest of the tour.
    for (bool marines : {false, true})
        for (int month = 1; month <= (marines ? 13 : 12); month += 2)
            for (int kills : {0, 2, 5})
                for (int rep = 2; rep <= 6; ++rep)
                    for (bool star : {false, true}) {
                        Rational up, same, frozen, down;
                        const bool rising = month < (marines ? 11 : 10);
                        for (int a = 1; a <= 6; ++a)
                            for (int b = 1; b <= 6; ++b) {
                                Rational one(1, 36);
                                if (a == b)
                                    frozen += one;
                                else if (rising && a + b - kills <= month && rep < (star ? 6 : 5))
                                    up += one;
                                else if (!rising && a + b + kills <= month && rep > 3)
                                    down += one;
                                else
                                    same += one;
                            }
                        json r = ev(
                            "fng.rep-check",
                            {{"month", month}, {"kills", kills}, {"rep", rep}, {"marines", marines}, {"star", star}});
                        CAPTURE(r["modifiers"].dump());
                        CHECK(P(r, "up") == up);
                        CHECK(P(r, "same") == same);
                        CHECK(P(r, "frozen") == frozen);
                        CHECK(P(r, "down") == down);
                    }
    // a seeded roll of doubles says so
    for (uint32_t seed = 1; seed <= 60; ++seed) {
        json s = ev("fng.rep-check", {{"month", 12}, {"kills", 0}, {"rep", 5}}, seed);
        const auto& d = s["roll"]["dice"];
        CHECK((s["roll"]["key"] == "frozen") == (d[0] == d[1]));
    }
}

}  // namespace core_calculators_fng_test_rep_check
