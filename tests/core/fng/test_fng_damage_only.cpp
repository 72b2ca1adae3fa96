// Gaps (FNG): damage with no To Hit roll (fng.damage-only), mortars, artillery and air
// ordnance rolled figure by figure (fng.indirect-fire), and fng.fire's other Rep modifier, Grenadier
// and later-target check. Each test says the rule in our words and works the book's answer out here
// by enumerating the dice (the Damage Table and To Hit table written out again below), then asks
// the calculator through the registry like any client. Seeded rolls are checked die by die.
#include <doctest/doctest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::ev;
using pm_test::has_text;
using pm_test::P;

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

TEST_CASE("16 gap fng.damage-only: automatic hits roll the Damage Table with the book's Impact") {
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

TEST_CASE("16 gap fng.damage-only: Jump For It! pass 0 — the fall die picks the Impact, a 6 kills") {
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

TEST_CASE("16 gap fng.damage-only: Losing Control and Overrun, where the book names no Impact") {
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

TEST_CASE("16 gap fng.damage-only: gear, Hard as Nails and Larger Than Life") {
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

TEST_CASE("16 gap fng.indirect-fire: every figure rolls To Hit at the weapon's Rep, then damage") {
    // p.51: each figure in the blast rolls one die on the To Hit table counting the weapon's Rep.
    // Light mortar Rep 5 Impact 2; a figure in the open hits on 8+: faces 3-6.
    auto book = [](int rep, int need, int impact, int trep) {
        std::vector<Rational> p(4);
        for (int h = 1; h <= 6; ++h)
            for (int d = 1; d <= 6; ++d) p[rep + h >= need ? book_damage(d, impact, trep) : 0] += Rational(1, 36);
        return p;
    };
    json lm = ev("fng.indirect-fire", {{"weapon", "light-mortar"}, {"target", "open"}, {"target_rep", 4}});
    check_all(lm, book(5, 8, 2, 4));
    CHECK(lm["values"]["hit_chance_exact"] == "2/3");
    // Rep 5 in cover (10+): 1/3; artillery Rep 6 in cover: 1/2; Rep 6 prone (9+): 2/3.
    CHECK(ev("fng.indirect-fire", {{"weapon", "medium-mortar"}, {"target", "cover"}})["values"]["hit_chance_exact"] ==
          "1/3");
    json art = ev("fng.indirect-fire", {{"weapon", "artillery-he"}, {"target", "cover"}, {"target_rep", 4}});
    check_all(art, book(6, 10, 4, 4));
    CHECK(P(art, "OD") == Rational(1, 3));
    CHECK(ev("fng.indirect-fire", {{"weapon", "artillery-wp"}, {"target", "prone"}})["values"]["hit_chance_exact"] ==
          "2/3");
    // Bombs (p.53): Rep 6; Impact 3 / 4 by the rules text, 4 / 5 by the weapons list (reading 59).
    check_all(ev("fng.indirect-fire", {{"weapon", "bomb-500"}}), book(6, 8, 3, 4));
    check_all(ev("fng.indirect-fire", {{"weapon", "bomb-500"}, {"bomb_impact", "list"}}), book(6, 8, 4, 4));
    check_all(ev("fng.indirect-fire", {{"weapon", "bomb-750"}, {"target", "concealed"}}), book(6, 9, 4, 4));
    // Rockets fire at the pilot's Rep (p.53): Rep 3 in the open hits on 5-6.
    json rk = ev("fng.indirect-fire", {{"weapon", "rockets"}, {"pilot_rep", 3}});
    check_all(rk, book(3, 8, 3, 4));
    CHECK(rk["readings"] == json::array({60}));
    // flak jacket: artillery Impact 4 -> 3
    check_all(ev("fng.indirect-fire", {{"weapon", "artillery-he"}, {"flak_jacket", true}}), book(6, 8, 3, 4));
    // seeded: the To Hit die and the damage die read by hand
    for (uint32_t seed = 1; seed <= 40; ++seed) {
        json s = ev("fng.indirect-fire", {{"weapon", "medium-mortar"}, {"target", "prone"}}, seed);
        const int h = s["roll"]["to_hit_die"];
        CAPTURE(s["roll"].dump());
        CHECK(s["roll"]["hit"] == (5 + h >= 9));
        if (5 + h >= 9)
            CHECK(s["roll"]["key"] == kKeys[book_damage(s["roll"]["damage_dice"][0], 3, 4)]);
        else
            CHECK(s["roll"]["key"] == "unhurt");
    }
}

TEST_CASE("16 gap fng.fire: other Rep modifier, Grenadier, and a later target with no earlier dice") {
    // -1 Rep (returning fire from cover, 2.0 In Sight pass 1, crews on foot): Rep 4 -> 3, open 8+: 5-6.
    json m = ev("fng.fire", {{"rep", 4}, {"rep_modifier", -1}});
    CHECK(m["values"]["rep_effective"] == 3);
    CHECK(m["values"]["hit_chance_exact"] == "1/3");
    CHECK(ev("fng.fire", {{"rep", 4}, {"rep_modifier", -2}})["values"]["hit_chance_exact"] == "1/6");
    // Grenadier (p.8): one more die with a grenade launcher, the best count. M-79 buckshot fires 3
    // dice: 4 are rolled and the best 3 count (Pointman reading 54). Count the hits over all 6^4.
    std::vector<Rational> hits(4);
    for (int code = 0; code < 1296; ++code) {
        std::vector<int> f;
        for (int c = code, i = 0; i < 4; ++i, c /= 6) f.push_back(c % 6 + 1);
        std::sort(f.rbegin(), f.rend());
        int h = 0;
        for (int i = 0; i < 3; ++i) h += 4 + f[i] >= 8;
        hits[h] += Rational(1, 1296);
    }
    json g = ev("fng.fire", {{"rep", 4}, {"weapon", "m79-buckshot"}, {"grenadier", true}});
    for (int h = 0; h <= 3; ++h) CHECK(Rational::parse(g["values"]["hits_exact"][h].get<std::string>()) == hits[h]);
    CHECK(g["readings"] == json::array({54}));
    json plain = ev("fng.fire", {{"rep", 4}, {"weapon", "m79-buckshot"}});
    CHECK(g["values"]["hits_exact"] != plain["values"]["hits_exact"]);
    // a custom single shot the player calls a launcher: best of 2 dice, 1 - (1/2)^2
    json one = ev("fng.fire", {{"rep", 4}, {"dice", 1}, {"grenadier", true}});
    CHECK(Rational::parse(one["values"]["hits_exact"][1].get<std::string>()) == Rational(3, 4));
    // with a rifle Grenadier does nothing
    CHECK(ev("fng.fire", {{"weapon", "us-m16"}, {"grenadier", true}})["values"]["hits_exact"] ==
          ev("fng.fire", {{"weapon", "us-m16"}})["values"]["hits_exact"]);
    // seeded Grenadier buckshot: 4 dice rolled, this target's dice are the best 3
    for (uint32_t seed = 1; seed <= 10; ++seed) {
        json s = ev("fng.fire", {{"rep", 4}, {"weapon", "m79-buckshot"}, {"grenadier", true}}, seed);
        std::vector<int> d = s["roll"]["dice"];
        REQUIRE(d.size() == 4);
        std::sort(d.rbegin(), d.rend());
        CHECK(s["roll"]["this_target"] == json(std::vector<int>(d.begin(), d.begin() + 3)));
    }
    // Second target with no dice given to the first: the result says to check.
    CHECK(has_text(ev("fng.fire", {{"target_order", 2}}), "no dice went to an earlier"));
    CHECK_FALSE(has_text(ev("fng.fire", {{"target_order", 2}, {"dice_before", 1}}), "no dice went to an earlier"));
    CHECK_FALSE(has_text(ev("fng.fire", json::object()), "no dice went to an earlier"));
}
