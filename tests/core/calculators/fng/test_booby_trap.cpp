// fng.booby-trap (core/calculators/fng/booby-trap.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"
#include "rules/fng/enemy_deal.h"

namespace core_calculators_fng_test_booby_trap {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;
namespace raw = pm_test::raw;
using pm_test::outcome;

namespace {

// P(one die <= n), n clamped to 0..6.
Rational upto(int n) {
    return Rational(std::max(0, std::min(6, n)), 6);
}

}  // namespace

// [SECTION] checked line by line against the book
// FNG answers checked line by line against the book (FNG 2006; the seed text of the rules), each
// case stating the rule in our words and computing the book's answer on its own:
//  - Booby Traps (p.59): a trip flare is a kind of tripwire trap; tripwires may be disarmed (p.60)
//    and wire cutters help with them (p.13). In solo play a trip flare called for in daylight is
//    rolled again.
//  - Fighting in the Tunnels (p.58): rifle-type weapons, shotguns included, fire at -1 Rep (not
//    pistols or SMGs); grenade launchers fire only shot/canister; any explosive +1 Impact and +4"
//    of blast circle.
//  - Targets (pp.18-19, QRS p.74): the most targets a weapon fires at, and the most dice it rolls.
//  - Back-blast (p.11): Impact 2 on anyone directly behind an RPG, bazooka or recoilless rifle
//    (6") or a LAW (4").
//  - Larger Than Life (p.5): a Star is not killed by anyone of lower Rep; aircraft rockets and
//    grenade launchers fire at the pilot's Rep (p.53).
//  - Vehicle lists, note (1): catches fire when disabled or penetrated, 1-2 (US, p.65), 25% (ARVN,
//    p.70).
//  - The player's own dice replay any seeded roll from its roll.faces.
TEST_CASE("fng.booby-trap: a trip flare is a tripwire trap and is disarmed as one (FNG pp.59-60)") {
    // Book, by hand for Rep 4: found on 1d6 <= Rep - 1 = 3 (1/2); each disarm try is 2d6 against
    // half the Rep (2): pass 2 = 1/9, pass 1 = 4/9, pass 0 = 4/9; a second pass 1 in a row sets it
    // off (our reading), so disarmed = 1/2 * (1/9 + 4/9 * 1/9) = 13/162.
    const Rational pf = upto(3), d = upto(2);
    const Rational p2 = d * d, p1 = Rational(2) * d * (Rational(1) - d);
    CHECK(P(ev("fng.booby-trap", {{"trap", "flare"}}), "disarmed") == pf * (p2 + p1 * p2));
    // Wire cutters help with tripwires (p.13), so with a trip flare too: half of Rep 4 is 2, +1 = 3.
    const Rational c = upto(3);
    CHECK(P(ev("fng.booby-trap", {{"trap", "flare"}, {"wire_cutters", true}}), "disarmed") ==
          pf * (c * c + Rational(2) * c * (Rational(1) - c) * c * c));
    // With the same options every answer equals the tripwire's.
    for (int rep = 2; rep <= 6; ++rep)
        for (bool cutters : {false, true})
            for (const char* rule : {"sets-off", "try-again"})
                for (bool walk : {false, true}) {
                    json o = {
                        {"rep", rep}, {"wire_cutters", cutters}, {"pass1_rule", rule}, {"walk_away_on_pass1", walk}};
                    json tw = o, fl = o;
                    tw["trap"] = "tripwire";
                    fl["trap"] = "flare";
                    json a = ev("fng.booby-trap", tw), b = ev("fng.booby-trap", fl);
                    CAPTURE(o.dump());
                    CHECK(a["outcomes"] == b["outcomes"]);
                    CHECK(a["values"] == b["values"]);
                }
}

// [SECTION] campaign cards
// fng.attribute (FNG-T83, W12), fng.enemy-placement (FNG-T91) and fng.booby-trap (FNG-T67, p.59):
// independent enumeration and seeded simulation.
TEST_CASE("Booby traps: discovery and disarm chain by enumeration and simulation") {
    for (int rep = 2; rep <= 6; ++rep) {
        CAPTURE(rep);
        json r = ev("fng.booby-trap", {{"rep", rep}});
        // find on 1d6 ≤ Rep − 1; disarm 2d6 vs Rep/2 down: tries until pass 2, pass 0, or a second pass 1
        long dis = 0, off = 0, trig = 0;
        int t = rep / 2;
        for (int f = 1; f <= 6; ++f)
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b)
                    for (int c = 1; c <= 6; ++c)
                        for (int d = 1; d <= 6; ++d) {
                            if (f > rep - 1) {
                                trig++;
                                continue;
                            }
                            int k1 = (a <= t) + (b <= t), k2 = (c <= t) + (d <= t);
                            if (k1 == 2 || (k1 == 1 && k2 == 2))
                                dis++;
                            else
                                off++;
                        }
        CHECK(outcome(r, "disarmed") == Rational(dis, 7776));
        CHECK(outcome(r, "set-off") == Rational(off, 7776));
        CHECK(outcome(r, "triggered") == Rational(trig, 7776));
    }
    // Pointman +1: a Rep 6 Pointman always finds it.
    CHECK(outcome(ev("fng.booby-trap", {{"rep", 6}, {"pointman", true}}), "triggered") == Rational(0));
    // Punji stakes cannot be disarmed.
    CHECK(outcome(ev("fng.booby-trap", {{"trap", "punji"}}), "disarmed") == Rational(0));
    json r = ev("fng.booby-trap", {{"rep", 5}, {"wire_cutters", true}});
    pm::Prng g(6060u);
    long dis = 0;
    for (int i = 0; i < pm_test::kTrials; ++i) {
        if (g.die() > 4) continue;
        int k1 = (g.die() <= 3) + (g.die() <= 3);
        if (k1 == 2) {
            dis++;
            continue;
        }
        if (k1 == 0) continue;
        int k2 = (g.die() <= 3) + (g.die() <= 3);
        dis += k2 == 2;
    }
    pm_test::check_sim(dis, pm_test::kTrials, outcome(r, "disarmed"), "disarmed");
}

TEST_CASE("Disarm reading option (E-48): keep trying on pass 1 without limit") {
    // Rep 4: disarm target 2; per try p2 = 1/9, p1 = 4/9, p0 = 4/9; found on 1d6 ≤ 3 (1/2).
    // Unlimited tries end on the first pass 2 or pass 0: disarmed = 1/2 · (1/9) / (5/9) = 1/10.
    json r = ev("fng.booby-trap", {{"rep", 4}, {"pass1_rule", "try-again"}});
    CHECK(outcome(r, "disarmed") == Rational(1, 10));
    CHECK(outcome(r, "set-off") == Rational(2, 5));
    // default reading: 1/2 · (1/9 + 4/9 · 1/9) = 13/162
    CHECK(outcome(ev("fng.booby-trap", {{"rep", 4}}), "disarmed") == Rational(13, 162));
}

TEST_CASE("fng.booby-trap: the discovery modifier gives the target the die is rolled against (FNG pp.9, 59)") {
    // FNG p.59: 1d6 against Rep - 1; a Pointman counts +1 (p.9). A Rep 4 Pointman finds it on 4 or less,
    // and the modifier must not still read Rep - 1 = 3.
    auto discovery = [](const pm::json& r) {
        for (const auto& m : r["modifiers"])
            if (m["label"].get<std::string>().rfind("Discovery", 0) == 0) return m;
        return pm::json();
    };
    const pm::json plain = discovery(pm_test::ev("fng.booby-trap", {{"rep", 4}}));
    CHECK(plain["value"] == "3");
    CHECK(plain["label"] == "Discovery: 1d6 against Rep - 1");
    const pm::json pointman = discovery(pm_test::ev("fng.booby-trap", {{"rep", 4}, {"pointman", true}}));
    CHECK(pointman["value"] == "4");
    CHECK(pointman["label"] == "Discovery: 1d6 against Rep - 1 and the modifiers below");
}

}  // namespace core_calculators_fng_test_booby_trap
