// Book errors (Search & Destroy, TCS Modern, Vietnam Skirmish). Each test says the rule
// in our words, works out the book's answer on its own (dice enumerated here, or the book's printed
// numbers) and then asks the calculator through the registry.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::P;

using pm_test::raw::ok;
using pm_test::raw::refused;

namespace {}  // namespace

// [SECTION] Search & Destroy close assault: who may do what

TEST_CASE("16.6 sd.close-assault: the surprise +2 is the NLF's alone") {
    // The surprise close assault is the NLF unit's answer to a US unit in the US Search Phase: +2.
    refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "us"}, {"surprise", true}}, "surprise");
    CHECK(ok("sd.close-assault", {{"attack", 4}, {"attacker_side", "nlf"}, {"surprise", true}})["values"]["drm"] == 2);
}

TEST_CASE("16.7 sd.close-assault: the sapper +2 is an NLF cadre's alone") {
    // Sappers belong to NLF cadres; with a surprise assault the book's total is 2 + 2 = 4.
    refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "us"}, {"sapper", true}}, "sapper");
    CHECK(ok("sd.close-assault", {{"attack", 4}, {"sapper", true}})["values"]["drm"] == 2);
    CHECK(ok("sd.close-assault", {{"attack", 4}, {"sapper", true}, {"surprise", true}})["values"]["drm"] == 2 + 2);
}

TEST_CASE("16.8 sd.close-assault: only the NLF close assaults the M48 and M113") {
    // The NLF player may close assault the two vehicles (M113 defends at 1, M48 at 2); the US may not.
    for (const std::string v : {"m113", "m48"}) {
        refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "us"}, {"target", v}}, "target");
        CHECK(ok("sd.close-assault", {{"attack", 4}, {"target", v}})["values"]["odds"] ==
              (v == "m113" ? "4:1" : "2:1"));
    }
    CHECK(ok("sd.close-assault", {{"attack", 4}, {"attacker_side", "us"}})["values"]["odds"] == "4:1");
}

TEST_CASE("16.9 sd.close-assault: a defending sapper cadre is NLF, so the US attacks it") {
    // A sapper cadre under close assault costs the attacker 1 on the die; the attacker is US.
    refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "nlf"}, {"defending_sapper", true}},
            "defending_sapper");
    CHECK(ok("sd.close-assault",
             {{"attack", 4}, {"attacker_side", "us"}, {"defending_sapper", true}})["values"]["drm"] == -1);
    CHECK(ok("sd.close-assault", {{"attack", 4},
                                  {"attacker_side", "us"},
                                  {"defending_sapper", true},
                                  {"improved_position", true}})["values"]["drm"] == -2);
}

// [SECTION] TCS Modern

TEST_CASE("16.10 tcs.counterbattery: an MLRS fires DPICM only") {
    // MLRS rounds are DPICM; DPICM losses are the die halved, rounded down, and a single launcher is
    // spared the -2 of small fires.
    for (const std::string round : {"he", "icm", "chem"})
        refused("tcs.counterbattery", {{"round", round}, {"mlrs", true}, {"tubes", 1}}, "round");
    json r = ok("tcs.counterbattery", {{"round", "dpicm"}, {"mlrs", true}, {"tubes", 1}});
    for (int k = 0; k <= 3; ++k) {
        Rational book;
        for (int d = 1; d <= 6; ++d) book += Rational(d / 2 == k ? 1 : 0, 6);
        CHECK(P(r, std::to_string(k)) == book);
    }
    // without MLRS every round stays allowed
    for (const std::string round : {"he", "icm", "dpicm", "chem"})
        CHECK(ok("tcs.counterbattery", {{"round", round}})["ok"] == true);
}

TEST_CASE("16.11 tcs.artillery-point: DU armour adds 8 to the defence a Copperhead meets") {
    // DU armour: +8 defence against every kind of fire, a Copperhead included.
    for (int d = 0; d <= 12; d += 3) {
        json r = ok("tcs.artillery-point", {{"round", "copperhead"}, {"defense", d}, {"armour", "dua"}});
        CHECK(r["values"]["defense_used"] == d + 8);
        CHECK(ok("tcs.artillery-point", {{"round", "copperhead"}, {"defense", d}})["values"]["defense_used"] == d);
    }
}

TEST_CASE("16.12 tcs.artillery-point: reactive armour against a Copperhead, a stated reading") {
    // Reactive armour: +5 against ATGMs, DPICM and ICM, +2 against any other fire. The Copperhead is
    // not named; by default it is one of the "other" fires (+2); the option reads it as HEAT (+5).
    for (int d = 0; d <= 12; d += 4) {
        CHECK(ok("tcs.artillery-point",
                 {{"round", "copperhead"}, {"defense", d}, {"armour", "reactive"}})["values"]["defense_used"] == d + 2);
        json h = ok("tcs.artillery-point",
                    {{"round", "copperhead"}, {"defense", d}, {"armour", "reactive"}, {"copperhead_reactive", "heat"}});
        CHECK(h["values"]["defense_used"] == d + 5);
        bool named = false;
        for (const auto& m : h["modifiers"]) named = named || m["label"].get<std::string>().rfind("Reading:", 0) == 0;
        CHECK(named);
        // DPICM keeps its own +5 whatever the Copperhead reading
        CHECK(ok("tcs.artillery-point", {{"round", "dpicm"},
                                         {"defense", d},
                                         {"armour", "reactive"},
                                         {"copperhead_reactive", "heat"}})["values"]["defense_used"] == d + 5);
    }
}

TEST_CASE("16.14 tcs.chem: chem mixed into an HE mission adds both morale columns") {
    // Effects of MOPP chart, morale modifiers: chem attack column +6 / +4 / +2, other column
    // normal / +3 / +5 (Low, Medium, High). Mixed with conventional rounds, both columns add.
    const struct {
        const char* mopp;
        int chem, other;
    } book[] = {{"low", 6, 0}, {"medium", 4, 3}, {"high", 2, 5}};
    for (const auto& b : book) {
        CAPTURE(b.mopp);
        json alone = ok("tcs.chem", {{"mopp", b.mopp}});
        CHECK(alone["values"]["morale_drm"] == b.chem);
        json mixed = ok("tcs.chem", {{"mopp", b.mopp}, {"mixed", true}});
        CHECK(mixed["values"]["morale_drm"] == b.chem + b.other);
        const std::string shown = "+" + std::to_string(b.chem + b.other);
        CHECK(mixed["summary"].get<std::string>().find("morale checks get " + shown) != std::string::npos);
    }
}

// [SECTION] Vietnam Skirmish

TEST_CASE("16.13 skirmish.apc: a frag grenade's counter is capped, not certain") {
    // Grenades put at most one counter on an APC, none once it has one; the grenade still has to
    // land (as aimed on 1-2 of the deviation die) and take effect on the player's grenade table.
    json open = ok("skirmish.apc", {{"weapon", "frag"}});
    CHECK(open["outcomes"].empty());  // not resolved: no certain +1
    CHECK(open["values"]["grenade_max_counters"] == 1);
    Rational as_aimed;
    for (int d = 1; d <= 6; ++d) as_aimed += Rational(d <= 2 ? 1 : 0, 6);
    CHECK(open["values"]["grenade_lands_as_aimed"] == as_aimed.str());
    CHECK(P(ok("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "counter"}}), "1") == Rational(1));
    CHECK(P(ok("skirmish.apc", {{"weapon", "frag"}, {"grenade_result", "none"}}), "0") == Rational(1));
    // the cap: an APC with a counter, or one already given a grenade counter this turn, takes none
    for (const std::string res : {"not-rolled", "counter", "none"}) {
        CHECK(P(ok("skirmish.apc", {{"weapon", "frag"}, {"apc_counters", 1}, {"grenade_result", res}}), "0") ==
              Rational(1));
        CHECK(P(ok("skirmish.apc", {{"weapon", "frag"}, {"frag_this_turn", true}, {"grenade_result", res}}), "0") ==
              Rational(1));
    }
    // a seeded request for an unresolved grenade rolls nothing
    json s = pm::evaluate_request({{"calc", "skirmish.apc"}, {"params", {{"weapon", "frag"}}}, {"seed", 5}});
    CHECK(s["roll"].is_null());
    CHECK(s["generator"] == 2);
}

TEST_CASE("16 (confusing) sd.patrol-boat: a destroyed boat does not fire") {
    // S&D 33.3: 180 VP against it, 6 casualties or a second Immobilized destroy the boat; a boat
    // that is gone fires no more, however few MP it spent (33.2's 20 MP limit is for boats afloat).
    for (const json& hit : {json{{"vp_against", 180}}, json{{"casualties", 6}}, json{{"immobilized", 2}}}) {
        json params = hit;
        params["mp_spent"] = 0;
        json r = ok("sd.patrol-boat", params);
        CHECK(r["values"]["destroyed"] == true);
        CHECK(r["values"]["may_fire"] == false);
        CHECK(r["values"]["strength_per_target"].is_null());
    }
    json afloat = ok("sd.patrol-boat", {{"mp_spent", 0}, {"vp_against", 179}});
    CHECK(afloat["values"]["may_fire"] == true);
    CHECK(afloat["values"]["strength_per_target"] == 12);
}
