// fng.fire: contract cases, the digest's To Hit reference table, the book's worked examples
// (fng.md §7), brute-force enumeration of every face, and a 10^6-trial seeded simulation.
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
#include "engine/dice/rolls.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"
#include "rules/fng/damage.h"
#include "rules/fng/fire.h"
#include "rules/fng/to_hit.h"

namespace core_calculators_fng_test_fire {

using pm::json;
using pm::Rational;
using namespace pm::fng;
using pm_test::ev;
using pm_test::has_text;
using pm_test::outcome;
using pm_test::P;
using pm_test::total;
namespace raw = pm_test::raw;

namespace {

json fire(json params, std::optional<uint32_t> seed = std::nullopt) {
    return ev("fng.fire", std::move(params), seed);
}

// Independent model written from the digest's text (not from the calculator): the threshold by
// cases, v1/2.0 damage by cases, each face vector enumerated with plain loops.
int threshold(const std::string& target, bool fast, int order) {
    if (target == "cover" || order >= 3) return 10;
    if (target == "prone" || target == "concealed" || fast || order == 2) return 9;
    return 8;
}

int dmg(int d, int impact, int trep, bool v2) {
    if (!v2) return d <= impact ? 3 : (d <= trep ? 1 : 2);
    return d <= impact ? (d == 1 ? 3 : 2) : 1;
}

// `rolled` (default before + n): to-hit dice of the whole firing; this target gets sorted dice
// before .. before + n − 1 (the gap's dice, if any, are counted in `before`).
std::map<int, Rational> brute_fire(int rep, int n, int before, const std::string& target, bool fast, int order,
                                   int impact, int trep, bool v2, bool han, int rolled = -1) {
    if (rolled < 0) rolled = before + n;
    int total_dice = rolled + n;  // to-hit dice of the swath, then n damage dice (used as needed)
    long total = 1;
    for (int i = 0; i < total_dice; ++i) total *= 6;
    std::map<int, long> cnt;
    std::vector<int> f(total_dice);
    int thr = threshold(target, fast, order);
    for (long code = 0; code < total; ++code) {
        long c = code;
        for (int i = 0; i < total_dice; ++i, c /= 6) f[i] = int(c % 6) + 1;
        std::vector<int> shots(f.begin(), f.begin() + rolled);
        std::sort(shots.rbegin(), shots.rend());
        int hits = 0;
        for (int i = before; i < before + n; ++i) hits += rep + shots[i] >= thr;
        int worst = 0;
        bool used = false;
        for (int h = 0; h < hits; ++h) {
            int s = dmg(f[rolled + h], impact, trep, v2);
            if (s == 3 && han && !used) {
                s = 1;
                used = true;
            }
            worst = std::max(worst, s);
        }
        cnt[worst]++;
    }
    std::map<int, Rational> out;
    for (auto& [k, v] : cnt) out[k] = Rational(v, total);
    return out;
}

}  // namespace

TEST_CASE("fng.fire contract case: defaults (Rep 4, 1 die, open, Impact 3, target Rep 4, v1)") {
    json r = fire(json::object());
    // By hand: Rep 4 needs 4+ on the die for a total of 8 → 1/2. A hit kills on 1-3 (Impact 3),
    // knocks down on 4 (≤ Rep 4), puts out of the fight on 5-6: OD 1/4, KD 1/12, OOF 1/6.
    CHECK(r["values"]["hit_chance_exact"] == "1/2");
    CHECK(outcome(r, "unhurt") == Rational(1, 2));
    CHECK(outcome(r, "OD") == Rational(1, 4));
    CHECK(outcome(r, "KD") == Rational(1, 12));
    CHECK(outcome(r, "OOF") == Rational(1, 6));
    CHECK(r["values"]["hits"].size() == 2);
}

TEST_CASE("To Hit per die equals the digest's reference table (fng.md §2.5, FNG-A4)") {
    // rows Rep' 2..7, columns class A (open), B (prone), C (cover)
    const char* tbl[6][3] = {{"1/6", "0", "0"},     {"1/3", "1/6", "0"},   {"1/2", "1/3", "1/6"},
                             {"2/3", "1/2", "1/3"}, {"5/6", "2/3", "1/2"}, {"1", "5/6", "2/3"}};
    const char* tgt[3] = {"open", "prone", "cover"};
    for (int rep = 2; rep <= 7; ++rep)
        for (int c = 0; c < 3; ++c) {
            json p = {{"rep", std::min(rep, 6)}, {"target", tgt[c]}, {"marksman", rep == 7}};
            CAPTURE(rep);
            CAPTURE(c);
            CHECK(fire(p)["values"]["hit_chance_exact"] == tbl[rep - 2][c]);
        }
    // second target is class B, third class C; fast moving is class B; Agile cancels own fast move
    CHECK(fire({{"target_order", 2}})["values"]["to_hit"] == 9);
    CHECK(fire({{"target_order", 3}})["values"]["to_hit"] == 10);
    CHECK(fire({{"fast_moving", true}})["values"]["to_hit"] == 9);
    CHECK(fire({{"shooter_fast_moving", true}})["values"]["to_hit"] == 9);
    CHECK(fire({{"shooter_fast_moving", true}, {"agile", true}})["values"]["to_hit"] == 8);
    // Agile does not help against a fast-moving target ("a total of 8 still misses")
    CHECK(fire({{"fast_moving", true}, {"agile", true}})["values"]["to_hit"] == 9);
}

TEST_CASE("fng.fire equals brute-force enumeration of every to-hit and damage die") {
    struct Case {
        int rep, n, before;
        const char* target;
        bool fast;
        int order, impact, trep;
        bool v2, han;
    };
    std::vector<Case> cases = {
        {4, 1, 0, "open", false, 1, 3, 4, false, false},    {5, 3, 0, "prone", false, 1, 2, 5, false, false},
        {3, 2, 0, "cover", false, 1, 1, 3, true, false},    {6, 2, 1, "open", false, 2, 3, 4, false, false},
        {5, 1, 2, "concealed", true, 3, 5, 2, true, false}, {4, 3, 0, "open", false, 1, 3, 4, false, true},
        {6, 2, 0, "open", false, 1, 0, 6, false, true},     {2, 2, 1, "open", false, 2, 6, 3, true, true},
    };
    for (const auto& c : cases) {
        CAPTURE(c.rep);
        CAPTURE(c.n);
        CAPTURE(c.before);
        CAPTURE(c.target);
        json r = fire({{"rep", c.rep},
                       {"dice", c.n},
                       {"dice_before", c.before},
                       {"target", c.target},
                       {"fast_moving", c.fast},
                       {"target_order", c.order},
                       {"impact", c.impact},
                       {"target_rep", c.trep},
                       {"damage_table", c.v2 ? "2.0" : "v1"},
                       {"hard_as_nails", c.han}});
        auto b = brute_fire(c.rep, c.n, c.before, c.target, c.fast, c.order, c.impact, c.trep, c.v2, c.han);
        const char* keys[4] = {"unhurt", "KD", "OOF", "OD"};
        for (int s = 0; s < 4; ++s) CHECK(outcome(r, keys[s]) == (b.count(s) ? b[s] : Rational(0)));
    }
}

TEST_CASE("Worked examples W11, W13, W15/W23, W16, W24, W26, W28 (fng.md §7)") {
    // W11 (p.8): Crack Shot firing one shot rolls 3 and 6 and uses the 6 → best of two dice.
    CHECK(pm::dice::sorted_desc({3, 6})[0] == 6);
    json cs = fire({{"crack_shot", true}, {"rep", 4}});
    CHECK(cs["values"]["hit_chance_exact"] == "3/4");  // 1 − (1/2)² with Rep 4 in the open
    // ... and firing 3 rounds he gets no extra die.
    json cs3 = fire({{"crack_shot", true}, {"dice", 3}});
    CHECK(cs3["values"]["hit_chance_exact"] == "1/2");
    // W13 (p.9): Cowboy Rep 4 with an M-60 and Pigman fires as Rep 5.
    json pig = fire({{"rep", 4}, {"weapon", "us-m60"}, {"pigman", true}});
    CHECK(pig["values"]["rep_effective"] == 5);
    CHECK(pig["values"]["dice"] == 5);  // W23: the M-60 has Targets 5 (digest E-23)
    CHECK(fire({{"weapon", "lmg-mg42"}})["values"]["dice"] == 6);
    CHECK(fire({{"weapon", "medium-smg"}})["values"]["dice"] == 3);  // W15: SMG, Targets 3
    // Pigman does not help with a rifle.
    CHECK(fire({{"rep", 4}, {"weapon", "sf-rifle"}, {"pigman", true}})["values"]["rep_effective"] == 4);
    // W16 (p.10): combat shotgun rolls 4d6 and the best 2 count; all 4 count for Tight Ammo:
    // P(two or more 1s on 4 dice) = 1 − (5/6)^4 − 4·(1/6)(5/6)^3 = 171/1296 = 19/144.
    json sg = fire({{"weapon", "combat-shotgun"}});
    CHECK(sg["values"]["dice"] == 2);
    CHECK(sg["values"]["tight_ammo_exact"] == "19/144");
    // W24 (p.19): Kowalski Rep 5, SMG, dice 5, 3, 1: 2 dice on target 1 → totals 10 and 8, the 1 on
    // target 2 → total 6. 10 hits; 8 hits target 1 only in the open; 6 misses.
    ShotSituation open1, prone1, second;
    prone1.target = TargetSituation::Prone;
    second.target_order = 2;
    CHECK(die_hits(5, 5, open1));
    CHECK(die_hits(3, 5, open1));
    CHECK_FALSE(die_hits(3, 5, prone1));
    CHECK_FALSE(die_hits(1, 5, second));
    // W26 (p.19): Sgt Slag Rep 5 hit by an LMG (Impact 3), d6 = 4 → KD; ≤ 3 OD; 6 OOF.
    CHECK(damage_for_face(4, 3, 5, DamageTable::V1) == kKD);
    CHECK(damage_for_face(3, 3, 5, DamageTable::V1) == kOD);
    CHECK(damage_for_face(6, 3, 5, DamageTable::V1) == kOOF);
    // W28 (p.20): grenade score 8 (Rep + die): the figure in cover escapes (needs 10); damage
    // Impact 2: Rep 4 rolls 1 → OD; Rep 3 rolls 5 → OOF.
    ShotSituation cover;
    cover.target = TargetSituation::Cover;
    CHECK(die_hits(4, 4, open1));  // total 8 in the open hits
    CHECK_FALSE(die_hits(4, 4, cover));
    CHECK(damage_for_face(1, 2, 4, DamageTable::V1) == kOD);
    CHECK(damage_for_face(5, 2, 3, DamageTable::V1) == kOOF);
}

TEST_CASE("FNG 2.0 damage, gear, Larger Than Life, recon by fire") {
    // 2.0 (FNG-T06): Impact 3 hit: 1 → OD, 2-3 → OOF, 4-6 → KD, target Rep irrelevant.
    json r =
        fire({{"rep", 6}, {"marksman", true}, {"damage_table", "2.0"}, {"target_rep", 2}});  // always hits (7+d6 ≥ 8)
    CHECK(outcome(r, "OD") == Rational(1, 6));
    CHECK(outcome(r, "OOF") == Rational(1, 3));
    CHECK(outcome(r, "KD") == Rational(1, 2));
    CHECK(r["values"]["knock_down_test"]["pass2"] == "1/9");  // 2d6 vs Rep 2: (2/6)^2
    // chicken plate: Impact 3 → 2 (v1, always hit): OD 2/6
    json cp = fire({{"rep", 6}, {"marksman", true}, {"chicken_plate", true}});
    CHECK(outcome(cp, "OD") == Rational(1, 3));
    // flak jacket only against blast
    CHECK(outcome(fire({{"rep", 6}, {"marksman", true}, {"flak_jacket", true}}), "OD") == Rational(1, 2));
    CHECK(outcome(fire({{"rep", 6}, {"marksman", true}, {"flak_jacket", true}, {"blast", true}}), "OD") ==
          Rational(1, 3));
    // Larger Than Life: shooter Rep 4 < Star Rep 5 → never OD
    json ltl = fire({{"rep", 4}, {"target_rep", 5}, {"larger_than_life", true}, {"dice", 3}});
    CHECK(outcome(ltl, "OD") == Rational(0));
    // Recon by fire: −2 to the total (Rep 6 in the open needs 4+ → 1/2) and the hits only count when
    // the Rep 4 target passes 0 or 1 of its 2 Received Fire dice: 1 − (4/6)² = 5/9.
    json rb = fire({{"rep", 6}, {"recon_by_fire", true}});
    CHECK(rb["values"]["hit_chance_exact"] == "1/2");
    CHECK(rb["values"]["recon_reveal_exact"] == "5/9");
    CHECK(outcome(rb, "unhurt") == Rational(1) - Rational(5, 9) * Rational(1, 2));
}

TEST_CASE("fng.fire rejects impossible swaths and keeps seeds reproducible") {
    json bad = pm::evaluate_request({{"calc", "fng.fire"}, {"params", {{"weapon", "ba-rifle"}, {"dice_before", 1}}}});
    CHECK(bad["ok"] == false);
    CHECK(bad["error"]["code"] == "not_possible");
    json a = fire({{"dice", 3}, {"rep", 5}}, 42u), b = fire({{"dice", 3}, {"rep", 5}}, 42u);
    CHECK(a.dump() == b.dump());
    // the roll's hit count agrees with its own dice
    int h = 0;
    for (int d : a["roll"]["this_target"]) h += 5 + d >= 8;
    CHECK(a["roll"]["hits"] == h);
}

TEST_CASE("fng.fire agrees with a seeded simulation (10^6 trials natively)") {
    // Rep 5 LMG-style 4 dice, second target (9+), Impact 3, target Rep 4, v1 with Hard as Nails.
    json r = fire({{"rep", 5}, {"dice", 3}, {"dice_before", 1}, {"target_order", 2}, {"hard_as_nails", true}});
    pm::Prng g(20261122u);
    long cnt[4] = {0, 0, 0, 0};
    for (int t = 0; t < pm_test::kTrials; ++t) {
        int d[4];
        for (int& x : d) x = g.die();
        std::sort(d, d + 4, [](int a, int b) { return a > b; });
        int hits = 0;
        for (int i = 1; i < 4; ++i) hits += 5 + d[i] >= 9;
        int worst = 0;
        bool used = false;
        for (int i = 0; i < hits; ++i) {
            int s = dmg(g.die(), 3, 4, false);
            if (s == 3 && !used) {
                s = 1;
                used = true;
            }
            worst = std::max(worst, s);
        }
        cnt[worst]++;
    }
    const char* keys[4] = {"unhurt", "KD", "OOF", "OD"};
    for (int s = 0; s < 4; ++s) pm_test::check_sim(cnt[s], pm_test::kTrials, outcome(r, keys[s]), keys[s]);
}

TEST_CASE("W25 (p.19): gaps in the swath cost dice; the target gets the dice left, in order") {
    // The book: an LMG (6 dice), two targets 3" apart; 2d6 on the first, 2d6 lost on the empty
    // inches beyond the first, the last 2d6 on the second target.
    json lmg2 = fire({{"weapon", "lmg-mg42"}, {"dice_before", 2}, {"gap_inches", 3}, {"target_order", 2}});
    CHECK(lmg2["values"]["dice"] == 2);
    CHECK(lmg2["values"]["gap_dice"] == 2);
    CHECK(lmg2["values"]["dice_spent_before"] == 4);
    CHECK(lmg2["values"]["hits"].size() == 3);
    // The same with a custom weapon: 6 dice for the whole swath, 2 of them aimed at the first target.
    json first = fire({{"weapon_dice", 6}, {"dice", 2}});
    CHECK(first["values"]["dice"] == 2);
    CHECK(first["values"]["dice_spent_before"] == 0);
    CHECK(first["values"]["dice_left_after"] == 4);
    json second = fire({{"weapon_dice", 6}, {"dice", 6}, {"dice_before", 2}, {"gap_inches", 3}, {"target_order", 2}});
    CHECK(second["values"]["dice"] == 2);  // only 2 of the 6 dice reach it
    CHECK(second["values"]["gap_dice"] == 2);
    CHECK(second["values"]["dice_left_after"] == 0);
    CHECK(outcome(second, "OD") == outcome(lmg2, "OD"));  // LMG Impact 3 = the custom default
    // The first target's result offers the next target with the 4 dice left, and a 1-die split.
    bool next = false, split = false;
    for (const auto& a : first["actions"]) {
        if (!a.contains("params")) continue;
        const json& p = a["params"];
        if (p.value("dice_before", -1) == 2 && p.value("dice", 0) == 4 && p.value("target_order", 0) == 2) next = true;
        if (p.size() == 1 && p.value("dice", 0) == 1) split = true;
    }
    CHECK(next);
    CHECK(split);
    // One inch between targets is free; the first target of a firing has no gap before it.
    CHECK(fire({{"weapon_dice", 6}, {"dice", 6}, {"dice_before", 2}, {"gap_inches", 1}})["values"]["dice"] == 4);
    json nogap = pm::evaluate_request({{"calc", "fng.fire"}, {"params", {{"gap_inches", 3}}}});
    CHECK(nogap["error"]["code"] == "not_possible");
    CHECK(nogap["error"]["param"] == "gap_inches");
    json spent = pm::evaluate_request(
        {{"calc", "fng.fire"}, {"params", {{"weapon", "lmg-mg42"}, {"dice_before", 4}, {"gap_inches", 3}}}});
    CHECK(spent["error"]["code"] == "not_possible");
    // Seeded: the sorted faces go 2 to the first target, 2 to the gap, 2 to this target.
    json sr = fire({{"weapon_dice", 6}, {"dice", 2}, {"dice_before", 2}, {"gap_inches", 3}}, 2506u);
    std::vector<int> faces = sr["roll"]["dice"].get<std::vector<int>>();
    REQUIRE(faces.size() == 6);
    std::sort(faces.rbegin(), faces.rend());
    CHECK(sr["roll"]["gap_dice"] == json(std::vector<int>{faces[2], faces[3]}));
    CHECK(sr["roll"]["this_target"] == json(std::vector<int>{faces[4], faces[5]}));
    CHECK_FALSE(fire({{"dice", 2}}, 2506u)["roll"].contains("gap_dice"));
}

TEST_CASE("Swath with gaps and weapon dice equals brute-force enumeration (no binomial shortcut)") {
    struct Case {
        int rep, weapon_dice, dice, before, gap, order;
        const char* target;
    };
    // expected dice at the target: min(dice, weapon_dice − before − max(0, gap − 1))
    std::vector<Case> cases = {{4, 6, 2, 0, 0, 1, "open"},
                               {4, 6, 6, 2, 3, 2, "open"},
                               {5, 5, 1, 1, 2, 2, "prone"},
                               {3, 4, 2, 1, 0, 2, "open"},
                               {6, 6, 2, 1, 2, 3, "cover"}};
    for (const auto& c : cases) {
        int gap_dice = std::max(0, c.gap - 1);
        int n = std::min(c.dice, c.weapon_dice - c.before - gap_dice);
        CAPTURE(c.rep);
        CAPTURE(c.weapon_dice);
        CAPTURE(c.before);
        CAPTURE(c.gap);
        json r = fire({{"rep", c.rep},
                       {"weapon_dice", c.weapon_dice},
                       {"dice", c.dice},
                       {"dice_before", c.before},
                       {"gap_inches", c.gap},
                       {"target_order", c.order},
                       {"target", c.target}});
        CHECK(r["values"]["dice"] == n);
        auto b = brute_fire(c.rep, n, c.before + gap_dice, c.target, false, c.order, 3, 4, false, false, c.weapon_dice);
        const char* keys[4] = {"unhurt", "KD", "OOF", "OD"};
        for (int s = 0; s < 4; ++s) CHECK(outcome(r, keys[s]) == (b.count(s) ? b[s] : Rational(0)));
    }
    // The first target of a 6-die swath taking 2 dice gets the 2 highest: more hits than 2 free dice.
    json top2 = fire({{"weapon_dice", 6}, {"dice", 2}}), two = fire({{"dice", 2}});
    CHECK(Rational::parse(top2["values"]["hits_exact"][2].get<std::string>()) >
          Rational::parse(two["values"]["hits_exact"][2].get<std::string>()));
    CHECK(two["values"]["hits_exact"][2] == "1/4");  // two independent dice at 1/2 each
    // Defaults keep the contract: gap_inches 0 and weapon_dice 0 change nothing.
    json base = fire({{"rep", 5}, {"dice", 3}, {"dice_before", 1}, {"target_order", 2}});
    json expl =
        fire({{"rep", 5}, {"dice", 3}, {"dice_before", 1}, {"target_order", 2}, {"gap_inches", 0}, {"weapon_dice", 0}});
    CHECK(base["outcomes"] == expl["outcomes"]);
    CHECK(base["values"]["hits_exact"] == expl["values"]["hits_exact"]);
}

TEST_CASE("W25 gap: the second target agrees with a seeded simulation (10^6 trials natively)") {
    // Rep 4, 6 dice over the swath: 2 to target 1, a 3" gap (2 dice lost), the last 2 on target 2
    // (second target: 9+), Impact 3, target Rep 4, v1.
    json r = fire({{"weapon_dice", 6}, {"dice", 2}, {"dice_before", 2}, {"gap_inches", 3}, {"target_order", 2}});
    pm::Prng g(19u);
    long cnt[4] = {0, 0, 0, 0};
    for (int t = 0; t < pm_test::kTrials; ++t) {
        int d[6];
        for (int& x : d) x = g.die();
        std::sort(d, d + 6, [](int a, int b) { return a > b; });
        int hits = (4 + d[4] >= 9) + (4 + d[5] >= 9);
        int worst = 0;
        for (int i = 0; i < hits; ++i) worst = std::max(worst, dmg(g.die(), 3, 4, false));
        cnt[worst]++;
    }
    const char* keys[4] = {"unhurt", "KD", "OOF", "OD"};
    for (int s = 0; s < 4; ++s) pm_test::check_sim(cnt[s], pm_test::kTrials, outcome(r, keys[s]), keys[s]);
}

TEST_CASE("fng.fire: a chosen weapon's Targets and Impact are echoed as the dice and Impact used") {
    // FNG QRS p.74 (Generic weapons) and the army lists: a weapon fires its Targets number of dice
    // (the higher number on full auto) with its Impact; dice spent on earlier targets and on a
    // gap are gone (FNG p.19). The response's params say the values used, whatever the request held.
    const json list = pm::data_json("fng/fire_weapons.json").at("weapons");
    int checked = 0;
    for (const auto& w : list) {
        const std::string id = w.at("id");
        for (bool full_auto : {false, true}) {
            int targets = w.at("targets").get<int>();
            if (full_auto && w.contains("targets_full_auto")) targets = w.at("targets_full_auto").get<int>();
            json r = fire({{"weapon", id}, {"dice", 1}, {"impact", 3}, {"full_auto", full_auto}});
            REQUIRE_MESSAGE(r["ok"] == true, id);
            CHECK_MESSAGE(r["params"]["dice"] == targets, id);
            CHECK_MESSAGE(r["params"]["impact"] == std::min(6, w.at("impact").get<int>()), id);
            // The same answer as a request that already held those values.
            json again = fire(r["params"]);
            CHECK(again["outcomes"] == r["outcomes"]);
            ++checked;
        }
    }
    CHECK(checked > 10);
    // One die spent on an earlier target: one fewer here.
    json lmg = fire({{"weapon", "lmg-mg42"}, {"dice_before", 1}, {"target_order", 2}});
    REQUIRE(lmg["ok"] == true);
    CHECK(lmg["params"]["dice"] == 5);
    // A custom weapon keeps what the request said.
    json custom = fire({{"dice", 2}, {"impact", 5}});
    CHECK(custom["params"]["dice"] == 2);
    CHECK(custom["params"]["impact"] == 5);
}

// [SECTION] damage without a To Hit roll
// Gaps (FNG): damage with no To Hit roll (fng.damage-only), mortars, artillery and air
// ordnance rolled figure by figure (fng.indirect-fire), and fng.fire's other Rep modifier, Grenadier
// and later-target check. Each test says the rule in our words and works the book's answer out here
// by enumerating the dice (the Damage Table and To Hit table written out again below), then asks
// the calculator through the registry like any client. Seeded rolls are checked die by die.
TEST_CASE("fng.fire: other Rep modifier, Grenadier, and a later target with no earlier dice") {
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

// [SECTION] the book read again: each rule in our words, its answer worked out here
TEST_CASE("reading: Marksman and machine guns, one option shared by fng.fire and fng.engage") {
    // Both calculators offer the same parameter with the same values and default.
    const pm::ParamSpec* a = pm::find_calculator("fng.fire")->param("marksman_weapons");
    const pm::ParamSpec* b = pm::find_calculator("fng.engage")->param("marksman_weapons");
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->def == b->def);
    CHECK(a->def == "small-arms");
    REQUIRE(a->choices.size() == b->choices.size());
    for (size_t i = 0; i < a->choices.size(); ++i) CHECK(a->choices[i].value == b->choices[i].value);
    // Small arms always get the +1; machine guns (LMG, BAR, MMG, HMG) only under "with-mg". The two
    // calculators agree weapon by weapon on the shooter's Rep and so on the chance of a hit.
    int mg_seen = 0;
    for (const auto& w : pm::data_json("fng/los-weapons.json").at("weapons")) {
        const std::string kind = w.at("kind");
        if (!w.contains("fire_id") || (kind != "small-arms" && kind != "lmg" && kind != "mg")) continue;
        const bool mg = kind != "small-arms";
        mg_seen += mg;
        for (const std::string reading : {"small-arms", "with-mg"})
            for (int rep = 2; rep <= 5; ++rep) {
                CAPTURE(w.dump());
                CAPTURE(reading);
                const int book_rep = rep + ((!mg || reading == "with-mg") ? 1 : 0);
                json e = ev("fng.engage", {{"rep", rep},
                                           {"weapon", w["id"]},
                                           {"distance", 3},
                                           {"marksman", true},
                                           {"marksman_weapons", reading}});
                CHECK(e["values"]["effective_rep"] == book_rep);
                json f =
                    ev("fng.fire",
                       {{"rep", rep}, {"weapon", w["fire_id"]}, {"marksman", true}, {"marksman_weapons", reading}});
                json f0 = ev("fng.fire", {{"rep", book_rep}, {"weapon", w["fire_id"]}});
                CHECK(f["values"]["hit_chance_exact"] == f0["values"]["hit_chance_exact"]);
                CHECK(f["values"]["hit_chance_exact"] == e["values"]["hit_chance_exact"]);
            }
    }
    CHECK(mg_seen >= 4);
}

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
TEST_CASE("Tunnels: -1 Rep for rifles and shotguns only; fng.fire and fng.engage read it alike (FNG p.58)") {
    // Rep 4 against a target in the open needs 8: one die hits on 4+ (1/2); at Rep 3 on 5+ (1/3).
    const std::map<std::string, bool> rifle_type = {{"pistol", false},  {"smg", false}, {"rifle", true},
                                                    {"shotgun", true},  {"lmg", false}, {"mg", false},
                                                    {"launcher", false}};
    for (const auto& w : pm::data_json("fng/fire_weapons.json").at("weapons")) {
        const std::string id = w.at("id"), cat = w.at("category");
        CAPTURE(id);
        json r = ev("fng.fire", {{"weapon", id}, {"rep", 4}, {"tunnel_rifle", true}});
        const bool minus = rifle_type.at(cat);
        CHECK(r["values"]["rep_effective"] == (minus ? 3 : 4));
        CHECK(r["values"]["hit_chance_exact"] == (minus ? "1/3" : "1/2"));
    }
    // fng.engage underground gives the same Rep and hands the same flag to fng.fire.
    for (const auto& w : pm::data_json("fng/los-weapons.json").at("weapons")) {
        if (!w.contains("fire_id")) continue;
        const std::string id = w.at("id");
        CAPTURE(id);
        json e = ev("fng.engage", {{"terrain", "tunnel"}, {"weapon", id}, {"rep", 4}, {"distance", 1}});
        json f = ev("fng.fire", {{"weapon", w.at("fire_id")}, {"rep", 4}, {"tunnel_rifle", true}});
        CHECK(e["values"]["effective_rep"] == f["values"]["rep_effective"]);
    }
}

TEST_CASE("fng.fire: a weapon fires at no more targets than its Targets (FNG pp.18-19, QRS p.74)") {
    // A bolt-action rifle (Targets 1) has no second target; a semi-automatic (Targets 2) no third.
    raw::refused("fng.fire", {{"weapon", "ba-rifle"}, {"target_order", 2}}, "target_order");
    raw::refused("fng.fire", {{"weapon", "sa-rifle"}, {"target_order", 3}}, "target_order");
    raw::refused("fng.fire", {{"weapon", "custom"}, {"weapon_dice", 1}, {"target_order", 2}}, "target_order");
    // Every listed weapon: a target number above its Targets is refused, up to it answered.
    for (const auto& w : pm::data_json("fng/fire_weapons.json").at("weapons"))
        for (bool fa : {false, true}) {
            const std::string id = w.at("id");
            const int targets = fa && w.contains("targets_full_auto") ? w.at("targets_full_auto").get<int>()
                                                                      : w.at("targets").get<int>();
            for (int order = 1; order <= 3; ++order) {
                CAPTURE(id);
                CAPTURE(fa);
                CAPTURE(order);
                json r = raw::answer(
                    "fng.fire",
                    {{"weapon", id}, {"full_auto", fa}, {"target_order", order}, {"dice_before", order - 1}});
                if (order > targets) {
                    CHECK(r["ok"] == false);
                    CHECK(r["error"]["code"] == "not_possible");
                    CHECK(r["error"]["param"] == "target_order");
                } else {
                    CHECK(r["ok"] == true);
                }
            }
        }
}

namespace knock_down_test {

using pm::json;
using pm::Rational;
using pm_test::P;

namespace {

bool has(const json& r, const std::string& key) {
    for (const auto& o : r.at("outcomes"))
        if (o.at("key") == key) return true;
    return false;
}

// One die at a target in the open: hits when Rep + die >= 8. 2.0 damage: die <= Impact is out of the
// fight, or dead on a 1; above the Impact a Knock Down.
struct Book {
    Rational unhurt, kd, oof, od;
};

Book one_die(int rep, int impact) {
    Book b;
    for (int hit = 1; hit <= 6; ++hit) {
        if (rep + hit < 8) {
            b.unhurt += Rational(1, 6);
            continue;
        }
        for (int dmg = 1; dmg <= 6; ++dmg) {
            Rational w(1, 36);
            if (dmg == 1)
                b.od += w;
            else if (dmg <= impact)
                b.oof += w;
            else
                b.kd += w;
        }
    }
    return b;
}

// The Knock Down Test by counting the 36 pairs of faces.
std::map<int, Rational> kd_test(int rep) {
    std::map<int, Rational> m;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) m[(a <= rep) + (b <= rep)] += Rational(1, 36);
    return m;
}

}  // namespace

// [SECTION] the FNG 2.0 Knock Down Test
// The FNG 2.0 Knock Down Test chained after a 2.0 Knock Down (FNG p.2.0-2).
// The rule in our words: under the 2.0 damage table a hit whose die is above the Impact knocks the
// target down; at its next activation it rolls 2d6 against its Rep: two passes and it is back in
// the fight, one and it stays down to test again next turn, none and it is Out of the Fight.
// Here the book's answer is counted over the dice faces in this file, then compared with fng.fire.
TEST_CASE("fng.fire chains the FNG 2.0 Knock Down Test after a Knock Down") {
    for (int trep : {2, 3, 4, 5, 6}) {
        CAPTURE(trep);
        json base = {{"rep", 4}, {"dice", 1}, {"impact", 3}, {"target_rep", trep}, {"damage_table", "2.0"}};
        Book b = one_die(4, 3);
        auto t = kd_test(trep);

        json plain = fire(base);
        CHECK(P(plain, "KD") == b.kd);  // the chain is off by default: the old answer

        json p1 = base;
        p1["knock_down_test"] = "first";
        json r1 = fire(p1);
        CHECK(P(r1, "unhurt") == b.unhurt);
        CHECK(P(r1, "KD-back") == b.kd * t[2]);
        CHECK(P(r1, "KD") == b.kd * t[1]);
        CHECK(P(r1, "OOF") == b.oof + b.kd * t[0]);
        CHECK(P(r1, "OD") == b.od);

        // Settled: the figure stays down on a pass 1 and tests again, so the chance of getting up is
        // the sum over the turns spent down, t2 (1 + t1 + t1^2 + ...) = t2 / (1 - t1).
        json ps = base;
        ps["knock_down_test"] = "settled";
        json rs = fire(ps);
        Rational up = t[2] / (Rational(1) - t[1]);
        CHECK(P(rs, "KD-back") == b.kd * up);
        CHECK_FALSE(has(rs, "KD"));
        CHECK(P(rs, "OOF") == b.oof + b.kd * (Rational(1) - up));
    }
}

TEST_CASE("the Knock Down Test is not applied under the 2006 damage table") {
    json r = fire({{"rep", 4}, {"dice", 2}, {"impact", 3}, {"knock_down_test", "settled"}});
    CHECK_FALSE(has(r, "KD-back"));
    bool said = false;
    for (const auto& m : r.at("modifiers")) said |= m.at("value") == "not applied";
    CHECK(said);
}

TEST_CASE("seeded Knock Down Tests follow their odds") {
    json params = {{"rep", 4},
                   {"dice", 1},
                   {"impact", 3},
                   {"target_rep", 4},
                   {"damage_table", "2.0"},
                   {"knock_down_test", "first"}};
    json odds = fire(params);
    std::map<std::string, int> seen;
    const int n = 4000;
    for (int s = 1; s <= n; ++s) {
        json r = fire(params, s);
        const json& roll = r.at("roll");
        std::string key = roll.at("key");
        ++seen[key];
        if (roll.contains("knock_down_tests")) {
            // the key is the test read on the drawn faces
            const json& f = roll.at("knock_down_tests").at(0);
            int passes = (f.at(0).get<int>() <= 4) + (f.at(1).get<int>() <= 4);
            CHECK(key == (passes == 2 ? "KD-back" : passes == 1 ? "KD" : "OOF"));
        }
    }
    for (const char* k : {"unhurt", "KD-back", "KD", "OOF", "OD"}) {
        CAPTURE(k);
        CHECK(std::abs(seen[k] / double(n) - P(odds, k).to_double()) < 0.03);  // ~4 sigma at n = 4000
    }
}

}  // namespace knock_down_test

}  // namespace core_calculators_fng_test_fire
