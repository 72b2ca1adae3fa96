// fng.helicopter-landing (core/calculators/fng/helicopter-landing.cpp): each test says the rule in our words, works out
// the book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_helicopter_landing {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;

// Hot-LZ landing, the Helicopter Damage Table's follow-up rolls and the insertion
// pilot's Rep (FNG pp.54-55). The rules in our words:
//  - insertion pilot: a die, 5 or 6 Rep 5, anything else Rep 4; Piloting: 2d6 against his Rep.
//  - hot LZ: a die plus one per earlier failed attempt; above the pilot's Rep he turns away.
//  - damage, 2d6: 2-7 the pilot rolls a die and loses 1 Rep when it beats his Rep; 8-9 a crewman is
//    hit; 10 it leaves, someone hurt on 1-3 of a die; 11 autorotation on 1-3 (Impact 1 to all aboard),
//    crash on 4-6 (Impact 3); 12 it explodes.
// Counted here over the faces; the 2006 Damage Table: at or under Impact dead, at or under Rep
// knocked down, else out of the fight.
TEST_CASE("fng.helicopter-landing, the insertion pilot's Rep and the Piloting Table") {
    // Rep 4 on 1-4 of a die, Rep 5 on 5-6; then 2d6 against it.
    std::map<int, Rational> book;
    for (int r = 1; r <= 6; ++r)
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b) {
                int rep = r >= 5 ? 5 : 4;
                book[(a <= rep) + (b <= rep)] += Rational(1, 216);
            }
    json r = ev("fng.helicopter-landing", {{"mission", "insertion"}});
    CHECK(P(r, "pass2") == book[2]);
    CHECK(P(r, "pass1") == book[1]);
    CHECK(P(r, "pass0") == book[0]);
    CHECK(r["values"]["pilot_rep5"] == "1/3");
    // A known pilot.
    json k = ev("fng.helicopter-landing", {{"mission", "insertion"}, {"pilot_rep", 3}});
    CHECK(P(k, "pass2") == Rational(1, 4));
}

TEST_CASE("fng.helicopter-landing, a Medevac on a hot LZ") {
    for (int rep : {3, 4, 5})
        for (int attempt : {1, 2, 3}) {
            CAPTURE(rep);
            CAPTURE(attempt);
            int lands = 0;
            for (int f = 1; f <= 6; ++f) lands += f + attempt - 1 <= rep;
            json r = ev("fng.helicopter-landing", {{"mission", "medevac"}, {"pilot_rep", rep}, {"attempt", attempt}});
            CHECK(P(r, "lands") == Rational(lands, 6));
        }
    // Rep 4 pilot: lands by the second attempt unless he fails twice: (2/6) * (3/6).
    json r = ev("fng.helicopter-landing", {{"mission", "medevac"}, {"pilot_rep", 4}});
    CHECK(r["values"]["lands_by_attempt_exact"][1] == (Rational(1) - Rational(2, 6) * Rational(3, 6)).str());
    // Not hot: lands.
    CHECK(P(ev("fng.helicopter-landing", {{"mission", "medevac"}, {"hot_lz", false}}), "lands") == Rational(1));
    // Seeded: the key is the die read against the rolled Rep.
    for (uint32_t s = 1; s <= 200; ++s) {
        json roll = ev("fng.helicopter-landing", {{"mission", "medevac"}, {"attempt", 2}}, s)["roll"];
        int rep = roll["pilot_rep_die"].get<int>() >= 5 ? 5 : 4;
        CHECK(roll["pilot_rep"] == rep);
        CHECK(roll["key"] == (roll["dice"][0].get<int>() + 1 <= rep ? "lands" : "turns-away"));
    }
}

}  // namespace core_calculators_fng_test_helicopter_landing
