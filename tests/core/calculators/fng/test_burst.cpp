// fng.burst — a firing followed to its end for each target, checked against its steps.
//
// The book's procedure (FNG pp.18-19, Shooting a Weapon and the Ranged Combat To Hit Table; p.19,
// Ranged Combat Damage Table; p.22 and QRS p.76, Received Fire Check): the weapon's dice are sorted
// and handed to the targets of the swath in order; each hit rolls on the Damage Table and the
// target's result is the worst of its hits; every figure fired on takes its Received Fire test (2
// dice against its Rep), which we read for a target left unhurt (Pointman reading 64).
// The expected chances are built here from the step calculators' own answers (fng.fire for the shots
// and damage of target i, fng.under-fire for the test) and combined by hand: the test's dice are
// independent of the firing's, so P(unhurt, then X) = P(unhurt) · P(X), and a damage result ends
// the chain.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "core/support/calc_requests.h"

namespace core_calculators_fng_test_burst {

namespace {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;

const char* const kRfKeys[] = {"carry-on",  "fire",        "fire-minus1", "holds",
                               "duck-back", "hunker-down", "prone",       "runaway"};

struct Case {
    json burst;                   // the fng.burst parameters
    int shots;                    // the firing's dice
    std::vector<int> per_target;  // dice each target gets, in order (even split, earlier ones the odd dice)
    int impact;
    std::string target;
    std::vector<int> reps;
    std::string doing;  // the Received Fire line: other / in-cover / charging
};

// The chances the chain must give target i, from fng.fire and fng.under-fire.
void check_target(const Case& c, int i) {
    int before = 0;
    for (int k = 0; k < i; ++k) before += c.per_target[k];
    json fire = ev("fng.fire", {{"rep", c.burst.value("rep", 4)},
                                {"dice", c.per_target[i]},
                                {"dice_before", before},
                                {"weapon_dice", c.shots},
                                {"impact", c.impact},
                                {"target", c.target},
                                {"target_order", std::min(i + 1, 3)},
                                {"target_rep", c.reps[i]}});
    json uf = ev("fng.under-fire", {{"rep", c.reps[i]}, {"doing", c.doing}});
    json params = c.burst;
    params["shown"] = i + 1;
    json b = ev("fng.burst", params);
    INFO("target " << i + 1 << " of " << c.burst.dump());
    Rational sum(0);
    for (const char* k : {"OD", "OOF", "KD"}) {
        CHECK(P(b, k) == P(fire, k));
        sum += P(b, k);
    }
    for (const char* k : kRfKeys) {
        const Rational expect = P(fire, "unhurt") * P(uf, k);
        CHECK_MESSAGE(P(b, std::string("unhurt-") + k) == expect, k);
        sum += expect;
    }
    CHECK(sum == Rational(1));
    CHECK(pm_test::total(b) == Rational(1));
}

TEST_CASE("fng.burst: each target's end is its damage from fng.fire, then fng.under-fire's test when unhurt") {
    std::vector<Case> cases = {
        {{{"rep", 4}, {"dice", 1}, {"impact", 3}}, 1, {1}, 3, "open", {4}, "other"},
        {{{"rep", 5}, {"dice", 3}, {"impact", 2}, {"target_rep", 3}}, 3, {3}, 2, "open", {3}, "other"},
        {{{"rep", 4}, {"dice", 3}, {"impact", 3}, {"target", "cover"}, {"target_rep", 5}},
         3,
         {3},
         3,
         "cover",
         {5},
         "in-cover"},
        // three dice over two targets: 2 and 1, the second on the "second target" line
        {{{"rep", 5}, {"dice", 3}, {"impact", 1}, {"targets", 2}, {"target_rep", 4}, {"target_rep_2", 3}},
         3,
         {2, 1},
         1,
         "open",
         {4, 3},
         "other"},
        // an M-60 (Targets 5, Impact 3) over three prone targets: 2, 2, 1
        {{{"rep", 4},
          {"weapon", "lmg-m60"},
          {"targets", 3},
          {"target", "prone"},
          {"target_rep", 4},
          {"target_rep_2", 5},
          {"target_rep_3", 3}},
         5,
         {2, 2, 1},
         3,
         "prone",
         {4, 5, 3},
         "other"},
        {{{"rep", 3}, {"dice", 2}, {"impact", 2}, {"doing", "charging"}}, 2, {2}, 2, "open", {4}, "charging"},
    };
    for (const auto& c : cases)
        for (int i = 0; i < static_cast<int>(c.per_target.size()); ++i) check_target(c, i);
}

TEST_CASE("fng.burst: the steps table lists each step's own chance from the step calculators") {
    // FNG p.19: with Impact 3 a Rep 4 target dies on 1-3, is knocked down on 4, out of the fight on 5-6.
    json b = ev("fng.burst", {{"rep", 4}, {"dice", 2}, {"impact", 3}});
    json fire = ev("fng.fire", {{"rep", 4}, {"dice", 2}, {"impact", 3}});
    std::map<std::string, std::string> step;
    for (const auto& s : b["values"]["steps"]) step[s["label"].get<std::string>()] = s["exact"].get<std::string>();
    CHECK(step.at("Target 1: a hit kills outright (Obviously dead)") == "1/2");
    CHECK(step.at("Target 1: a hit knocks him down") == "1/6");
    CHECK(step.at("Target 1: a hit puts him out of the fight") == "1/3");
    CHECK(Rational::parse(step.at("Target 1: unhurt by the firing")) == P(fire, "unhurt"));
    const Rational hit = Rational::parse(fire["values"]["hit_chance_exact"].get<std::string>());
    CHECK(Rational::parse(step.at("Target 1: 2 dice hitting on 8+, at least one hit")) ==
          Rational(1) - (Rational(1) - hit) * (Rational(1) - hit));
    json rf = ev("fng.reaction", {{"test", "received-fire"}, {"rep", 4}});
    for (int k = 0; k <= 2; ++k)
        CHECK(Rational::parse(step.at("Target 1: Received Fire (Rep 4), pass " + std::to_string(k))) ==
              P(rf, "pass" + std::to_string(k)));
    // Tight Ammo (FNG p.13): two or more 1s among the 2 dice = 1/36.
    CHECK(b["values"]["tight_ammo_exact"] == "1/36");
}

TEST_CASE("fng.burst: the book's swath example, followed with the player's own dice") {
    // FNG p.18: Kowalski, Rep 5, SMG, puts 2 rounds on the first figure and 1 on the second and rolls
    // 5, 3, 1: totals 10 and 8 on the first (two hits at 8+), 6 on the second (a miss). Damage (p.19,
    // Sgt. Slag): a Rep 5 figure hit by Impact 3 and a 4 rolled is knocked down; we roll 4 and 5, both
    // knock-downs. The second figure, unhurt, rolls 3 and 6 against Rep 4 on Received Fire: pass 1, in
    // the open: Duck Back (QRS p.76).
    json req = {{"calc", "fng.burst"},
                {"params",
                 {{"rep", 5},
                  {"dice", 3},
                  {"impact", 3},
                  {"targets", 2},
                  {"target_rep", 5},
                  {"target_rep_2", 4},
                  {"shown", 2}}},
                {"dice", {5, 3, 1, 4, 5, 3, 6}}};
    json r = pm::evaluate_request(req);
    REQUIRE_MESSAGE(r["ok"].get<bool>(), r.dump());
    const json& t = r["roll"]["targets"];
    CHECK(t[0]["dice"] == json({5, 3}));
    CHECK(t[0]["hits"] == 2);
    CHECK(t[0]["damage_dice"] == json({4, 5}));
    CHECK(t[0]["key"] == "KD");
    CHECK(t[1]["dice"] == json({1}));
    CHECK(t[1]["hits"] == 0);
    CHECK(t[1]["received_fire"] == json({3, 6}));
    CHECK(t[1]["passes"] == 1);
    CHECK(t[1]["key"] == "unhurt-duck-back");
    CHECK(r["roll"]["key"] == "unhurt-duck-back");
    // The first figure, knocked down, takes no test: the seven faces are all used.
    req["dice"] = {5, 3, 1, 4, 5, 3};
    CHECK(pm::evaluate_request(req)["error"]["code"] == "needs_dice");
}

TEST_CASE("fng.burst: a seeded roll follows the chain die by die and replays from its faces") {
    for (uint32_t seed = 1; seed <= 200; ++seed) {
        json params = {{"rep", 4}, {"weapon", "lmg-m60"}, {"targets", 2}, {"target_rep_2", 3}};
        json r = ev("fng.burst", params, seed);
        const json& roll = r["roll"];
        REQUIRE(roll["dice"].size() == 5);
        size_t used = 5;
        for (const auto& t : roll["targets"]) {
            CHECK(t["damage_dice"].size() == t["hits"].get<size_t>());
            used += t["damage_dice"].size();
            if (t.contains("received_fire")) {
                CHECK(t["key"].get<std::string>().rfind("unhurt-", 0) == 0);
                used += 2;
            }
        }
        CHECK(roll["faces"].size() == used);
        json faces = json::array();
        for (const auto& f : roll["faces"]) faces.push_back(f["face"]);
        json mine = pm::evaluate_request({{"calc", "fng.burst"}, {"params", params}, {"dice", faces}});
        CHECK(mine["roll"]["targets"] == roll["targets"]);
    }
}

TEST_CASE("fng.burst: refuses more targets than dice, and a shown target past the last") {
    json r = pm::evaluate_request({{"calc", "fng.burst"}, {"params", {{"weapon", "ba-rifle"}, {"targets", 2}}}});
    CHECK(r["error"]["code"] == "not_possible");
    CHECK(r["error"]["param"] == "targets");
    r = pm::evaluate_request({{"calc", "fng.burst"}, {"params", {{"dice", 3}, {"targets", 2}, {"shown", 3}}}});
    CHECK(r["error"]["param"] == "shown");
}

TEST_CASE("fng.fire and skirmish links lead on to the chain") {
    json f = ev("fng.fire", {{"rep", 5}, {"weapon", "us-m16"}, {"target_rep", 3}});
    bool found = false;
    for (const auto& a : f["actions"])
        if (a.value("link", "").rfind("#/fng.burst?", 0) == 0) {
            found = true;
            CHECK(a["link"].get<std::string>().find("weapon=us-m16") != std::string::npos);
        }
    CHECK(found);
}

}  // namespace

TEST_CASE("fng.burst: an outgunned target in cover Ducks Back and never fires back (FNG p.12, Outgunned)") {
    // FNG p.12: shot at with a higher Outgunned Rating, a figure is forced to Duck Back and cannot
    // fire back; the Received Fire line "in cover: return fire at -1" does not reach him.
    json b = ev("fng.burst", {{"rep", 4}, {"dice", 2}, {"impact", 1}, {"target", "cover"}, {"outgunned", true}});
    CHECK(P(b, "unhurt-fire-minus1") == Rational(0));
    CHECK(P(b, "unhurt-fire") == Rational(0));
    CHECK(P(b, "unhurt-duck-back") > Rational(0));
    json free = ev("fng.burst", {{"rep", 4}, {"dice", 2}, {"impact", 1}, {"target", "cover"}});
    CHECK(P(free, "unhurt-fire-minus1") > Rational(0));
}

}  // namespace core_calculators_fng_test_burst
