// Gaps (FNG support): deviation doubled in heavy rain and for ordnance released off table,
// what each army's reinforcement card brings with its footnote dice, the FAC staying or leaving,
// and the rule that artillery never shares a turn with air support. Each test says the rule in our
// words and works the answer out here from the book's numbers, then asks the calculator.
#include <doctest/doctest.h>

#include <optional>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::ev;
using pm_test::has_text;
using pm_test::P;

namespace {}  // namespace

TEST_CASE("16 gap deviation doubled: heavy rain for mortars and artillery, off-table ordnance") {
    // FNG p.38: in heavy continuous rain all artillery and mortars double their deviation; p.53:
    // ordnance released off table deviates twice as far. The row rolled is the same; the distances
    // double. Defaults keep the old answers.
    for (const char* calc : {"fng.mortar-deviation", "fng.artillery-deviation"}) {
        CAPTURE(calc);
        json plain = ev(calc, json::object());
        json rain = ev(calc, {{"heavy_rain", true}});
        CHECK_FALSE(plain["values"].contains("distance_multiplier"));
        CHECK(rain["values"]["distance_multiplier"] == 2);
        REQUIRE(plain["outcomes"].size() == rain["outcomes"].size());
        for (size_t i = 0; i < plain["outcomes"].size(); ++i) {
            CHECK(plain["outcomes"][i]["exact"] == rain["outcomes"][i]["exact"]);
            CHECK((i == 0) != has_text(rain["outcomes"][i], "doubled"));  // row 1 is on target
        }
        CHECK(P(rain, "1") == Rational(1, 6));
    }
    json ord = ev("fng.ordnance-deviation", {{"off_table", true}});
    CHECK(ord["values"]["distance_multiplier"] == 2);
    CHECK(P(ord, "1-2") == Rational(1, 3));
    CHECK(has_text(ord["outcomes"][1], "doubled"));
    CHECK_FALSE(has_text(ord["outcomes"][0], "doubled"));
}

TEST_CASE("16 gap fng.reinforcement-card: gunship cards at night and in rain, army by army") {
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

TEST_CASE("16 gap fng.reinforcement-card: FAC, fire missions, tanks, snipers, platoons, half-squads") {
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

TEST_CASE("16 gap fng.fac and the same-turn rule") {
    // The FAC stays on 1-4 of a d6 each turn: after n turns (2/3)^n.
    json f = ev("fng.fac", {{"turns", 3}});
    CHECK(P(f, "stays") == Rational(8, 27));
    CHECK(P(f, "leaves") == Rational(19, 27));
    CHECK(f["values"]["p_still_there"][2] == "4/9");
    for (uint32_t seed = 1; seed <= 30; ++seed) {
        json s = ev("fng.fac", {{"turns", 4}}, seed);
        const auto& d = s["roll"]["dice"];
        int left = 0;
        for (size_t i = 0; i < d.size(); ++i)
            if (d[i].get<int>() >= 5) {
                left = (int)i + 1;
                CHECK(i + 1 == d.size());  // no die after the one that sends it away
            }
        CHECK(s["roll"]["left_on_roll"] == left);
        CHECK(s["roll"]["key"] == (left ? "leaves" : "stays"));
        if (!left) CHECK(d.size() == 4);
    }
    // p.49: no artillery or mortar fire in a turn with air support — said by the request tables.
    for (const char* calc : {"fng.artillery-request", "fng.air-strike-request", "fng.gunship-request", "fng.fac"})
        CHECK(has_text(ev(calc, json::object()), "No artillery or mortar fire in a turn with aircraft"));
}
