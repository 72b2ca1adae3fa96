// fng.helicopter-hit (core/calculators/fng/helicopter-hit.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_helicopter_hit {

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
TEST_CASE("fng.helicopter-hit carries the damage table through its follow-up die") {
    for (int pilot : {3, 4, 5}) {
        CAPTURE(pilot);
        std::map<std::string, Rational> book;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) {
                    Rational w(1, 216);
                    int s = a + b;
                    std::string k = s <= 7    ? (c > pilot ? "pilot-shaken" : "minor")
                                    : s <= 9  ? "crewman-hit"
                                    : s == 10 ? (c <= 3 ? "leaves-hurt" : "leaves")
                                    : s == 11 ? (c <= 3 ? "autorotate" : "crash")
                                              : "explodes";
                    book[k] += w;
                }
        json r = ev("fng.helicopter-hit", {{"pilot_rep", pilot}});
        Rational sum;
        for (const auto& k_p : book) {  // (clang 14 cannot CAPTURE a structured binding)
            const auto& k = k_p.first;
            const auto& p = k_p.second;
            CAPTURE(k);
            CHECK(P(r, k) == p);
            sum += P(r, k);
        }
        CHECK(sum == Rational(1));
    }
    // Injuries: autorotation Impact 1, crash Impact 3, Rep 4 aboard, 2006 table.
    json r = ev("fng.helicopter-hit", {{"aboard_rep", 4}});
    CHECK(r["values"]["injury_autorotate"]["OD"] == "1/6");  // a 1
    CHECK(r["values"]["injury_autorotate"]["KD"] == "1/2");  // 2, 3, 4
    CHECK(r["values"]["injury_crash"]["OD"] == "1/2");       // 1-3
    CHECK(r["values"]["injury_crash"]["OOF"] == "1/3");      // 5, 6
    // Seeded: the follow-up die is drawn only when the table needs it; a crash rolls for everyone.
    for (uint32_t s = 1; s <= 300; ++s) {
        json roll = ev("fng.helicopter-hit", {{"aboard", 3}}, s)["roll"];
        int sum = roll["dice"][0].get<int>() + roll["dice"][1].get<int>();
        CHECK(roll.contains("follow_die") == (sum <= 7 || sum == 10 || sum == 11));
        if (roll["key"] == "crash" || roll["key"] == "autorotate") CHECK(roll["injury_dice"].size() == 3);
    }
}

}  // namespace core_calculators_fng_test_helicopter_hit
