// skirmish.kia (core/calculators/skirmish/kia.cpp): each test says the rule in our words, works out the book's answer
// on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <set>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"

namespace core_calculators_skirmish_test_kia {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::with_dice;

// Vietnam Skirmish contract calculators (digest VS-2, VS-3, VS-9, VS-10; E1–E3, V1–V7).
TEST_CASE("skirmish.kia: V1, E1, E2") {
    for (int c = 0; c <= 8; ++c) {
        json r = answer("skirmish.kia", {{"counters", c}});
        CHECK(P(r, "removed") == Rational(std::min(c, 6), 6));
        CHECK(r["values"]["phases"] == std::max(0, 3 - c));
    }
    CHECK(answer("skirmish.kia", {{"counters", 1}})["values"]["phases"] == 2);  // E1
    CHECK(answer("skirmish.kia", {{"counters", 4}})["values"]["phases"] == 0);  // E2
}

namespace read_again {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] Vietnam Skirmish APC: its KIA check, and nothing left once it exploded
TEST_CASE("skirmish.kia: an APC checks like a figure; a Kill immobilises it, a second explodes it (APCs)") {
    // Check for KIA: a die at or under the counters is a Kill. APCs: the first Kill immobilises the
    // M113, the second explodes it. Enumerated over the one die.
    for (int counters = 0; counters <= 7; ++counters) {
        for (int kills = 0; kills <= 1; ++kills) {
            CAPTURE(counters);
            CAPTURE(kills);
            Rational kill;
            for (int d = 1; d <= 6; ++d)
                if (d <= counters) kill += Rational(1, 6);
            const json r = ok("skirmish.kia", {{"figure", "apc"}, {"counters", counters}, {"apc_kills", kills}});
            CHECK(P(r, kills == 0 ? "immobilised" : "explodes") == kill);
            CHECK(P(r, kills == 0 ? "explodes" : "immobilised") == Rational(0));
            CHECK(P(r, "no-kill") == Rational(1) - kill);
            for (int d = 1; d <= 6; ++d) {
                const json q = with_dice(
                    "skirmish.kia", {{"figure", "apc"}, {"counters", counters}, {"apc_kills", kills}}, json(), {d});
                CHECK(q["roll"]["key"] == (d <= counters ? (kills == 0 ? "immobilised" : "explodes") : "no-kill"));
            }
        }
    }
    refused("skirmish.kia", {{"figure", "apc"}, {"apc_kills", 2}}, "apc_kills");
    // a figure's check is as before
    CHECK(P(ok("skirmish.kia", {{"counters", 2}}), "removed") == Rational(2, 6));
}

}  // namespace read_again

}  // namespace core_calculators_skirmish_test_kia
