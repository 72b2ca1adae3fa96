// fng.damage-only (core/calculators/fng/damage-only.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_damage_only {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::has_text;
using pm_test::P;
namespace raw = pm_test::raw;

namespace {

// The 2006 Damage Table (FNG p.19): a die at or under the Impact kills (OD), else at or under the
// figure's Rep knocks down (KD), else out of the fight (OOF). The 2.0 table: at or under the Impact,
// a 1 kills and anything else is OOF; above the Impact, KD. Severity 0 unhurt .. 3 OD.
int book_damage(int face, int impact, int rep, bool v2 = false) {
    if (v2) return face <= impact ? (face == 1 ? 3 : 2) : 1;
    if (face <= impact) return 3;
    return face <= rep ? 1 : 2;
}

const char* kKeys[] = {"unhurt", "KD", "OOF", "OD"};

// Worst result of n hits, by counting every ordered set of n faces.
std::vector<Rational> book_worst(int n, int impact, int rep, bool v2 = false) {
    std::vector<Rational> p(4);
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 6;
    for (int code = 0; code < total; ++code) {
        int c = code, worst = 0;
        for (int i = 0; i < n; ++i, c /= 6) worst = std::max(worst, book_damage(c % 6 + 1, impact, rep, v2));
        p[worst] += Rational(1, total);
    }
    return p;
}

void check_all(const json& r, const std::vector<Rational>& want) {
    for (int k = 0; k < 4; ++k) {
        CAPTURE(kKeys[k]);
        CHECK(P(r, kKeys[k]) == want[k]);
    }
}

}  // namespace

// [SECTION] damage without a To Hit roll
// Gaps (FNG): damage with no To Hit roll (fng.damage-only), mortars, artillery and air
// ordnance rolled figure by figure (fng.indirect-fire), and fng.fire's other Rep modifier, Grenadier
// and later-target check. Each test says the rule in our words and works the book's answer out here
// by enumerating the dice (the Damage Table and To Hit table written out again below), then asks
// the calculator through the registry like any client. Seeded rolls are checked die by die.
TEST_CASE("fng.damage-only: automatic hits roll the Damage Table with the book's Impact") {
    // Claymore or CDM (p.59): Impact 3 on everyone in the zone. Rep 4, 2006 table: 1-3 OD, 4 KD, 5-6 OOF.
    json r = ev("fng.damage-only", {{"source", "claymore"}, {"target_rep", 4}});
    CHECK(P(r, "OD") == Rational(1, 2));
    CHECK(P(r, "KD") == Rational(1, 6));
    CHECK(P(r, "OOF") == Rational(1, 3));
    CHECK(P(r, "unhurt") == Rational(0));
    // Punji stakes (p.59): Impact 1. Canister (p.29): Impact 3. Napalm (p.53): Impact 5 each turn.
    check_all(ev("fng.damage-only", {{"source", "punji"}, {"target_rep", 5}}), book_worst(1, 1, 5));
    check_all(ev("fng.damage-only", {{"source", "canister"}, {"target_rep", 3}}), book_worst(1, 3, 3));
    json nap = ev("fng.damage-only", {{"source", "napalm"}, {"hits", 2}, {"target_rep", 4}});
    CHECK(P(nap, "OD") == Rational(35, 36));  // only two 6s spare him, and then he is OOF
    CHECK(P(nap, "OOF") == Rational(1, 36));
    // Helicopter coming down (p.55): engine failure Impact 1, crash Impact 3, for everyone aboard.
    check_all(ev("fng.damage-only", {{"source", "heli-autorotate"}, {"target_rep", 4}}), book_worst(1, 1, 4));
    check_all(ev("fng.damage-only", {{"source", "heli-crash"}, {"target_rep", 6}}), book_worst(1, 3, 6));
    // The FNG 2.0 table for a Claymore: 1 OD, 2-3 OOF, 4-6 KD.
    json v2 = ev("fng.damage-only", {{"source", "claymore"}, {"damage_table", "2.0"}});
    CHECK(P(v2, "OD") == Rational(1, 6));
    CHECK(P(v2, "OOF") == Rational(1, 3));
    CHECK(P(v2, "KD") == Rational(1, 2));
    // Other: any Impact and hits.
    check_all(ev("fng.damage-only", {{"source", "custom"}, {"impact", 2}, {"hits", 3}, {"target_rep", 4}}),
              book_worst(3, 2, 4));
}

TEST_CASE("fng.damage-only: Jump For It! pass 0 — the fall die picks the Impact, a 6 kills") {
    // p.28: 1-2 Impact 1, 3-4 Impact 2, 5 Impact 3, 6 run over and killed. Rep 4 on the 2006 table.
    std::vector<Rational> want(4);
    for (int fall = 1; fall <= 6; ++fall) {
        if (fall == 6) {
            want[3] += Rational(1, 6);
            continue;
        }
        const int impact = fall <= 2 ? 1 : fall <= 4 ? 2 : 3;
        for (int d = 1; d <= 6; ++d) want[book_damage(d, impact, 4)] += Rational(1, 36);
    }
    CHECK(want[3] == Rational(15, 36));
    json r = ev("fng.damage-only", {{"source", "jump-for-it"}, {"target_rep", 4}});
    check_all(r, want);
    CHECK(r["values"]["fall_impacts"] == json::array({1, 1, 2, 2, 3, -1}));
    for (uint32_t seed = 1; seed <= 40; ++seed) {
        json s = ev("fng.damage-only", {{"source", "jump-for-it"}, {"target_rep", 4}}, seed);
        const int fall = s["roll"]["fall_die"];
        CAPTURE(s["roll"].dump());
        if (fall == 6) {
            CHECK(s["roll"]["damage_dice"].empty());
            CHECK(s["roll"]["key"] == "OD");
        } else {
            REQUIRE(s["roll"]["damage_dice"].size() == 1);
            const int impact = fall <= 2 ? 1 : fall <= 4 ? 2 : 3;
            CHECK(s["roll"]["key"] == kKeys[book_damage(s["roll"]["damage_dice"][0], impact, 4)]);
        }
    }
}

TEST_CASE("fng.damage-only: Losing Control and Overrun, where the book names no Impact") {
    // Losing Control (p.27): pass 1 occupants roll at +1 Rep, pass 0 at their Rep; no Impact is
    // given, read as Impact 0 (Pointman reading 55): KD at or under the Rep, else OOF.
    json lc1 = ev("fng.damage-only", {{"source", "losing-control-1"}, {"target_rep", 4}});
    CHECK(P(lc1, "KD") == Rational(5, 6));
    CHECK(P(lc1, "OOF") == Rational(1, 6));
    CHECK(P(lc1, "OD") == Rational(0));
    json lc0 = ev("fng.damage-only", {{"source", "losing-control-0"}, {"target_rep", 4}});
    CHECK(P(lc0, "KD") == Rational(2, 3));
    CHECK(P(lc0, "OOF") == Rational(1, 3));
    CHECK(lc0["readings"] == json::array({55}));
    // Overrun pass 0 (p.23): one hit per point of AR, each at Impact = AR (Pointman reading 56).
    json o2 = ev("fng.damage-only", {{"source", "overrun-0"}, {"vehicle_ar", 2}, {"target_rep", 4}});
    CHECK(P(o2, "OD") == Rational(20, 36));
    CHECK(P(o2, "OOF") == Rational(12, 36));
    CHECK(P(o2, "KD") == Rational(4, 36));
    CHECK(o2["values"]["hits"] == 2);
    json o0 = ev("fng.damage-only", {{"source", "overrun-0"}, {"vehicle_ar", 0}});
    CHECK(P(o0, "unhurt") == Rational(1));
}

TEST_CASE("fng.damage-only: gear, Hard as Nails and Larger Than Life") {
    // Flak jacket: -1 Impact against blast (a Claymore), not against canister; chicken plate: -1
    // against ballistic and blast (canister). Not below 1.
    check_all(ev("fng.damage-only", {{"source", "claymore"}, {"flak_jacket", true}}), book_worst(1, 2, 4));
    check_all(ev("fng.damage-only", {{"source", "canister"}, {"flak_jacket", true}}), book_worst(1, 3, 4));
    check_all(ev("fng.damage-only", {{"source", "canister"}, {"chicken_plate", true}}), book_worst(1, 2, 4));
    check_all(ev("fng.damage-only", {{"source", "punji"}, {"flak_jacket", true}}), book_worst(1, 1, 4));
    // Hard as Nails: the first OD is a KD. One Claymore hit at Rep 4: KD 4/6, OOF 2/6.
    json han = ev("fng.damage-only", {{"source", "claymore"}, {"hard_as_nails", true}});
    CHECK(P(han, "KD") == Rational(2, 3));
    CHECK(P(han, "OD") == Rational(0));
    // Larger Than Life: a Star cannot be killed by someone of lower Rep (Claymore fired by a Rep 3);
    // a punji pit has nobody firing it (Pointman reading 58).
    json ltl = ev("fng.damage-only",
                  {{"source", "claymore"}, {"target_rep", 5}, {"larger_than_life", true}, {"shooter_rep", 3}});
    CHECK(P(ltl, "OD") == Rational(0));
    CHECK(P(ltl, "OOF") == Rational(1, 2) + Rational(1, 6));
    json pit = ev("fng.damage-only", {{"source", "punji"}, {"target_rep", 5}, {"larger_than_life", true}});
    CHECK(P(pit, "OD") == Rational(1, 6));
    CHECK(pit["readings"] == json::array({58}));
    // seeded: every damage die read on the table by hand
    for (uint32_t seed = 1; seed <= 20; ++seed) {
        json s = ev("fng.damage-only", {{"source", "custom"}, {"impact", 2}, {"hits", 3}}, seed);
        int worst = 0;
        REQUIRE(s["roll"]["damage_dice"].size() == 3);
        for (int f : s["roll"]["damage_dice"]) worst = std::max(worst, book_damage(f, 2, 4));
        CHECK(s["roll"]["key"] == kKeys[worst]);
    }
}

namespace {

// The 2006 Damage Table for one hit: a die at or under the Impact kills (OD), at or under the
// figure's Rep knocks down (KD), above it puts out of the fight (OOF) (p.19).
std::map<std::string, Rational> v1_damage(int impact, int rep) {
    std::map<std::string, Rational> m;
    for (int f = 1; f <= 6; ++f) m[f <= impact ? "OD" : f <= rep ? "KD" : "OOF"] += Rational(1, 6);
    return m;
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
TEST_CASE("fng.damage-only: the back-blast behind a rocket launcher, Impact 2 (FNG p.11)") {
    // No To Hit roll: one hit at Impact 2. Rep 4 figure, 2006 table: OD 2/6, KD 2/6, OOF 2/6; with a
    // flak jacket (a blast, p.13) Impact 1: OD 1/6, KD 3/6, OOF 2/6.
    json b = ev("fng.damage-only", {{"source", "back-blast"}});
    for (const auto& [k, p] : v1_damage(2, 4)) CHECK(P(b, k) == p);
    CHECK(b["values"]["impact"] == 2);
    json f = ev("fng.damage-only", {{"source", "back-blast"}, {"flak_jacket", true}});
    for (const auto& [k, p] : v1_damage(1, 4)) CHECK(P(f, k) == p);
    // Larger Than Life: the gunner of lower Rep than the Star cannot kill him (OD -> OOF).
    json ltl = ev("fng.damage-only",
                  {{"source", "back-blast"}, {"target_rep", 5}, {"larger_than_life", true}, {"shooter_rep", 3}});
    CHECK(P(ltl, "OD") == Rational(0));
    CHECK(P(ltl, "OOF") == v1_damage(2, 5)["OD"] + v1_damage(2, 5)["OOF"]);
}

}  // namespace core_calculators_fng_test_damage_only
