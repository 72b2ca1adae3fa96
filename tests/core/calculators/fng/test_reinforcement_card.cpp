// fng.reinforcement-card (core/calculators/fng/reinforcement-card.cpp): each test says the rule in our words, works out
// the book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_reinforcement_card {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;
namespace raw = pm_test::raw;
using pm_test::has_text;
using pm_test::replay;

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
TEST_CASE("fng.reinforcement-card: the footnote die is in roll.faces and the player's dice replay it") {
    // US Marines, K at night: the night aircraft come on 1d6 (FNG pp.45-47); each face has its row.
    int rolled = 0;
    for (uint32_t seed = 1; seed <= 40; ++seed) {
        json s = ev("fng.reinforcement-card", {{"army", "marines"}, {"card", "K"}, {"night", true}}, seed);
        CAPTURE(s.dump());
        REQUIRE(s["roll"].contains("faces"));
        REQUIRE(s["roll"]["faces"].size() == 1);
        CHECK(s["roll"]["faces"][0]["d"] == 6);
        CHECK(s["roll"]["faces"][0]["face"] == s["roll"]["die"]);
        json r = replay(s);
        CHECK(r["roll"] == s["roll"]);
        CHECK(r["outcomes"] == s["outcomes"]);
        ++rolled;
    }
    CHECK(rolled == 40);
    // A row without a footnote die rolls nothing: no faces to give.
    json k = ev("fng.reinforcement-card", {{"card", "10"}}, 1);
    CHECK(k["roll"]["faces"].empty());
}

// [SECTION] support fire rules
// Gaps (FNG support): deviation doubled in heavy rain and for ordnance released off table,
// what each army's reinforcement card brings with its footnote dice, the FAC staying or leaving,
// and the rule that artillery never shares a turn with air support. Each test says the rule in our
// words and works the answer out here from the book's numbers, then asks the calculator.
TEST_CASE("fng.reinforcement-card: gunship cards at night and in rain, army by army") {
    // Footnote (1) of the Free World tables (pp.45-47): by day a gunship; at night US Army and SF/CIDG
    // 1-3 Nighthawk / 4-6 Puff, Marines 1-2 Nighthawk / 3-4 Go-Go Bird / 5-6 Puff, ANZAC and ARVN 1-3
    // Nighthawk / 4-6 no support; raining: an artillery mission instead.
    json day = ev("fng.reinforcement-card", {{"army", "us-army"}, {"card", "K"}});
    CHECK(P(day, "gunship") == Rational(1));
    json us = ev("fng.reinforcement-card", {{"army", "us-army"}, {"card", "K"}, {"night", true}});
    CHECK(P(us, "nighthawk") == Rational(1, 2));
    CHECK(P(us, "puff") == Rational(1, 2));
    json usmc = ev("fng.reinforcement-card", {{"army", "marines"}, {"card", "K"}, {"night", true}});
    CHECK(P(usmc, "nighthawk") == Rational(1, 3));
    CHECK(P(usmc, "go-go-bird") == Rational(1, 3));
    CHECK(P(usmc, "puff") == Rational(1, 3));
    CHECK(usmc["readings"] == json::array({5}));
    for (const char* a : {"anzac", "arvn"}) {
        json r = ev("fng.reinforcement-card", {{"army", a}, {"card", "K"}, {"night", true}});
        CHECK(P(r, "nighthawk") == Rational(1, 2));
        CHECK(P(r, "no-support") == Rational(1, 2));
    }
    CHECK(P(ev("fng.reinforcement-card", {{"army", "sf-cidg"}, {"card", "K"}, {"night", true}}), "puff") ==
          Rational(1, 2));
    CHECK(P(ev("fng.reinforcement-card", {{"card", "K"}, {"raining", true}, {"night", true}}), "artillery-mission") ==
          Rational(1));
    // p.50 (2): gunships refused for the game -> the gunship card brings one squad
    CHECK(P(ev("fng.reinforcement-card", {{"card", "K"}, {"gunship_denied", true}}), "units") == Rational(1));
    for (uint32_t seed = 1; seed <= 30; ++seed) {
        json s = ev("fng.reinforcement-card", {{"army", "marines"}, {"card", "K"}, {"night", true}}, seed);
        const int d = s["roll"]["die"];
        CHECK(s["roll"]["key"] == (d <= 2 ? "nighthawk" : d <= 4 ? "go-go-bird" : "puff"));
    }
}

TEST_CASE("fng.reinforcement-card: FAC, fire missions, tanks, snipers, platoons, half-squads") {
    // Q: a FAC with one aircraft; it stays on 1-4 each turn. In rain nothing (reading 13); air support
    // refused for the game: nothing (p.50 (2)).
    json q = ev("fng.reinforcement-card", {{"card", "Q"}});
    CHECK(P(q, "fac-air-strike") == Rational(1));
    CHECK(q["values"]["p_fac_stays_each_turn"] == "2/3");
    CHECK(P(ev("fng.reinforcement-card", {{"card", "Q"}, {"raining", true}}), "nothing") == Rational(1));
    CHECK(P(ev("fng.reinforcement-card", {{"card", "Q"}, {"air_denied", true}}), "nothing") == Rational(1));
    // Fire missions bring nothing once artillery was refused (p.50 (2)).
    CHECK(P(ev("fng.reinforcement-card", {{"card", "10"}}), "fire-mission") == Rational(1));
    CHECK(P(ev("fng.reinforcement-card", {{"card", "10"}, {"artillery_denied", true}}), "nothing") == Rational(1));
    // VC K: 1-3 artillery, else mortar.
    json vc = ev("fng.reinforcement-card", {{"army", "vc"}, {"card", "K"}});
    CHECK(P(vc, "artillery-mission") == Rational(1, 2));
    CHECK(P(vc, "mortar-mission") == Rational(1, 2));
    // Tanks: no ground vehicles -> an artillery mission (NVA: an LMG team).
    CHECK(P(ev("fng.reinforcement-card", {{"card", "8"}, {"vehicles_allowed", false}}), "artillery-mission") ==
          Rational(1));
    CHECK(P(ev("fng.reinforcement-card", {{"army", "nva"}, {"card", "10"}, {"vehicles_allowed", false}}), "units") ==
          Rational(1));
    // Snipers: Rep 4 on 1-3, Rep 5 on 4-6; ARVN snipers are Rep 4.
    json sn = ev("fng.reinforcement-card", {{"army", "us-army"}, {"card", "7"}});
    CHECK(P(sn, "sniper-rep4") == Rational(1, 2));
    CHECK(P(sn, "sniper-rep5") == Rational(1, 2));
    CHECK(P(ev("fng.reinforcement-card", {{"army", "arvn"}, {"card", "7"}}), "sniper-rep4") == Rational(1));
    CHECK(P(ev("fng.reinforcement-card", {{"army", "nva"}, {"card", "5"}}), "sniper-rep5") == Rational(1, 2));
    // Rest of the platoon when it is all on the table: another squad (VC: an LMG team).
    CHECK(P(ev("fng.reinforcement-card", {{"card", "5"}}), "rest-of-platoon") == Rational(1));
    json full = ev("fng.reinforcement-card", {{"army", "vc"}, {"card", "J"}, {"platoon_full", true}});
    CHECK(P(full, "units") == Rational(1));
    CHECK(has_text(full, "LMG team"));
    // NVA half-squad: RPG 1-2, LMG 3-4, neither 5-6. VC green squad leader Rep 4 on 1-3.
    json hs = ev("fng.reinforcement-card", {{"army", "nva"}, {"card", "2"}});
    CHECK(P(hs, "half-squad-rpg") == Rational(1, 3));
    CHECK(P(hs, "half-squad-lmg") == Rational(1, 3));
    CHECK(P(hs, "half-squad") == Rational(1, 3));
    CHECK(P(ev("fng.reinforcement-card", {{"army", "vc"}, {"card", "3"}}), "green-squad-leader-rep4") ==
          Rational(1, 2));
    // SF/CIDG and ARVN 2: nothing.
    CHECK(P(ev("fng.reinforcement-card", {{"army", "sf-cidg"}, {"card", "2"}}), "nothing") == Rational(1));
    CHECK(P(ev("fng.reinforcement-card", {{"army", "arvn"}, {"card", "2"}}), "nothing") == Rational(1));
    // A row with no footnote die rolls nothing.
    json plain = ev("fng.reinforcement-card", {{"card", "3"}}, 7u);
    CHECK(plain["roll"]["die"].is_null());
    CHECK(plain["values"]["footnote_die"] == false);
}

}  // namespace core_calculators_fng_test_reinforcement_card
