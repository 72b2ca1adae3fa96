// roll_odds (core/engine/random/roll_odds.h): the odds of a roll taken from the roll itself, every
// face sequence it draws counted here.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"

namespace core_engine_test_roll_odds {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

// [SECTION] the engine: odds taken from the roll itself
TEST_CASE("roll_odds: every face sequence the roll draws, dice of mixed sides and a die only sometimes drawn") {
    // A d8; on 1-2 stop, otherwise a d6 too, labelled 10 * d8 + d6. Each stopped branch has 1/8,
    // each two-dice branch 1/48; and inside an open session nothing is drawn from it.
    auto roll = [](pm::Prng& g) {
        const int a = g.die(8);
        return a <= 2 ? 10 * a : 10 * a + g.die(6);
    };
    pm::DiceSession outer;
    const pm::Dist d = pm::roll_odds(roll);
    CHECK(outer.drawn().empty());
    CHECK(d.total() == Rational(1));
    for (int a = 1; a <= 8; ++a) {
        if (a <= 2) {
            CHECK(d.p(10 * a) == Rational(1, 8));
            continue;
        }
        for (int b = 1; b <= 6; ++b) CHECK(d.p(10 * a + b) == Rational(1, 48));
    }
    CHECK(d.entries().size() == 2 + 6 * 6);
}

}  // namespace core_engine_test_roll_odds
