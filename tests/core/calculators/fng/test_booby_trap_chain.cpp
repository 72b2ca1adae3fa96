// fng.booby-trap-chain (core/calculators/fng/booby-trap-chain.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <map>
#include <string>
#include <vector>

#include "core/support/calc_requests.h"

namespace core_calculators_fng_test_booby_trap_chain {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;

namespace {

// The effect of each trap on the figure that sets it off, from the step calculators: fng.damage-only
// (punji, a CDM, a grenade's Impact 2 as "Other"), fng.melee (the blade, the viper), and the
// poison die (1-2 dead, 3-4 out of the fight, 5-6 still poisoned; FNG p.59).
std::map<std::string, Rational> effect_by_hand(const std::string& trap, int rep, const std::string& kind) {
    std::map<std::string, Rational> e;
    auto dmg = [&](json p, const Rational& w) {
        p["target_rep"] = rep;
        json r = ev("fng.damage-only", p);
        for (const char* k : {"unhurt", "KD", "OOF", "OD"}) e[k] = e[k] + w * outcome(r, k);
    };
    auto melee = [&](int enemy_rep) {
        return ev(
            "fng.melee",
            {{"rep", rep}, {"weapon", "fixed-bayonet"}, {"enemy_rep", enemy_rep}, {"enemy_weapon", "fixed-bayonet"}});
    };
    if (trap == "flare") {
        e["flare"] = Rational(1);
    } else if (trap == "punji") {
        dmg({{"source", "punji"}}, Rational(1));
    } else if (trap == "cdm") {
        dmg({{"source", "claymore"}}, Rational(1));
    } else if (trap == "mine") {
        dmg({{"source", "custom"}, {"impact", 2}}, Rational(1));
    } else if (trap == "tripwire") {
        Rational boom = kind == "roll" ? Rational(4, 6) : Rational(kind == "explosive" ? 1 : 0);
        if (!boom.is_zero()) dmg({{"source", "custom"}, {"impact", 2}}, boom);
        if (boom < Rational(1)) {
            json m = melee(4);
            Rational lost(0);
            for (const char* k : {"KD", "OOF", "OD"}) {
                e[k] = e[k] + (Rational(1) - boom) * outcome(m, std::string("lose-") + k);
                lost = lost + outcome(m, std::string("lose-") + k);
            }
            e["unhurt"] = e["unhurt"] + (Rational(1) - boom) * (Rational(1) - lost);
        }
    } else if (trap == "viper") {
        json m = melee(3);
        Rational bit = outcome(m, "lose-KD") + outcome(m, "lose-OOF") + outcome(m, "lose-OD");
        e["OD"] = e["OD"] + bit * Rational(1, 3);
        e["OOF"] = e["OOF"] + bit * Rational(1, 3);
        e["poisoned"] = e["poisoned"] + bit * Rational(1, 3);
        e["unhurt"] = e["unhurt"] + Rational(1) - bit;
    }
    return e;
}

void check_trap_against_steps(json params) {
    CAPTURE(params.dump());
    const int rep = params.value("rep", 4);
    const std::string kind = params.value("tripwire_kind", "roll");
    const std::string which = params.value("trap", "roll");
    std::map<std::string, Rational> type;  // from fng.booby-trap-type
    const char* ids[] = {"tripwire", "punji", "mine", "viper", "cdm", "flare"};
    if (which == "roll") {
        json t = ev("fng.booby-trap-type", {{"daylight", params.value("daylight", false)}});
        for (int k = 1; k <= 6; ++k) type[ids[k - 1]] = outcome(t, std::to_string(k));
    } else {
        type[which] = Rational(1);
    }
    std::map<std::string, Rational> ends;
    for (const auto& [trap, pt] : type) {
        json bp = {{"rep", rep}, {"trap", trap}};
        for (const char* k :
             {"pointman", "tunnel_rat_fast", "disarm", "wire_cutters", "walk_away_on_pass1", "pass1_rule"})
            if (params.contains(k)) bp[k] = params[k];
        json b = ev("fng.booby-trap", bp);  // find and disarm
        ends["found"] = ends["found"] + pt * outcome(b, "found");
        ends["disarmed"] = ends["disarmed"] + pt * outcome(b, "disarmed");
        ends["left"] = ends["left"] + pt * outcome(b, "left");
        Rational off = outcome(b, "triggered") + outcome(b, "set-off");
        for (const auto& [k, pk] : effect_by_hand(trap, rep, kind)) ends[k] = ends[k] + pt * off * pk;
    }
    json r = ev("fng.booby-trap-chain", params);
    Rational total(0);
    for (const auto& o : r["outcomes"]) {
        std::string k = o["key"];
        CAPTURE(k);
        CHECK(Rational::parse(o["exact"].get<std::string>()) == ends[k]);
        total = total + ends[k];
    }
    CHECK(total == Rational(1));
}

}  // namespace

// The FNG chains fng.radio-call and fng.booby-trap-chain, each against its step calculators' own
// exact answers combined by hand here, the book's examples, and the player's own dice step by step.
// (Their seeded rolls against their odds: tests/core/engine/test_roll_matches_odds.cpp, which walks
// the whole registry.)
TEST_CASE("Booby trap chain: the step calculators' own odds combined (FNG pp.59-60)") {
    // Rules: the type table 1d6 (daylight: a trip flare rolled again); found on 1d6 <= Rep - 1;
    // tripwires, CDMs and mines disarmed on 2d6 against half the Rep; a trap that goes off: grenade
    // Impact 2, punji Impact 1, CDM Impact 3 on the Damage Table, the blade a Rep 4 bayonet and the
    // viper a Rep 3 in one melee round (Pointman reading 63), poison 1-2 dead, 3-4 out of the fight.
    check_trap_against_steps(json::object());
    check_trap_against_steps({{"rep", 5}, {"daylight", true}, {"pointman", true}, {"wire_cutters", true}});
    check_trap_against_steps({{"rep", 3}, {"disarm", false}});
    check_trap_against_steps({{"rep", 6}, {"pass1_rule", "try-again"}, {"tunnel_rat_fast", true}});
    check_trap_against_steps({{"rep", 4}, {"walk_away_on_pass1", true}});
    for (const char* t : {"tripwire", "punji", "mine", "viper", "cdm", "flare"})
        check_trap_against_steps({{"trap", t}, {"rep", 4}});
    check_trap_against_steps({{"trap", "tripwire"}, {"tripwire_kind", "blade"}, {"rep", 2}});
    check_trap_against_steps({{"trap", "tripwire"}, {"tripwire_kind", "explosive"}, {"rep", 6}});
}

TEST_CASE("Booby trap chain: the book's solo example with the player's own dice (FNG p.59)") {
    // The book: a 1 on the type die is a tripwire trap. Our dice: 2 on the tripwire's die
    // (explosive), 6 on the find die (Rep 4 finds on 3 or less: it goes off), damage die 1 against
    // the grenade's Impact 2: obviously dead.
    json r = ev({{"calc", "fng.booby-trap-chain"}, {"params", {{"rep", 4}}}, {"dice", {1, 2, 6, 1}}});
    CHECK(r["roll"]["trap"] == "tripwire");
    CHECK(r["roll"]["key"] == "OD");
    CHECK(r["roll"]["steps"].size() == 4);
    // A landmine found (3 <= 3) and disarmed at the first try (2d6 against 2: 1 and 2 pass both).
    json d = ev({{"calc", "fng.booby-trap-chain"}, {"params", {{"trap", "mine"}, {"rep", 4}}}, {"dice", {3, 1, 2}}});
    CHECK(d["roll"]["key"] == "disarmed");
    // A viper, not found; the melee round (your 2 dice, its 2) lost, then poison 5. No melee damage
    // die: the viper's win poisons instead (FNG p.59, Pointman reading 63), so none is asked for.
    json v = ev(
        {{"calc", "fng.booby-trap-chain"}, {"params", {{"trap", "viper"}, {"rep", 4}}}, {"dice", {6, 6, 6, 1, 1, 5}}});
    CHECK(v["roll"]["key"] == "poisoned");
    CHECK(v["roll"]["faces"].size() == 6);
    // The blade (a tripwire's): the figure wins the round, so nobody rolls damage: unhurt on 5 dice.
    json b = ev({{"calc", "fng.booby-trap-chain"},
                 {"params", {{"trap", "tripwire"}, {"tripwire_kind", "blade"}, {"rep", 4}}},
                 {"dice", {6, 1, 1, 6, 6}}});
    CHECK(b["roll"]["key"] == "unhurt");
    CHECK(b["roll"]["faces"].size() == 5);
    // The blade wins: its damage die follows (1: against the figure's Rep 4, FNG p.20).
    json lost = ev({{"calc", "fng.booby-trap-chain"},
                    {"params", {{"trap", "tripwire"}, {"tripwire_kind", "blade"}, {"rep", 4}}},
                    {"dice", {6, 6, 6, 1, 1, 1}}});
    CHECK(lost["roll"]["faces"].size() == 6);
    CHECK(lost["roll"]["key"] != "unhurt");
}

TEST_CASE("Booby trap chain: the disarm steps are those of the trap and its wire cutters (FNG pp.13, 60)") {
    auto steps_of = [](const json& r) {
        std::vector<std::string> out;
        for (const auto& s : r["values"]["steps"]) out.push_back(s["step"].get<std::string>());
        return out;
    };
    // A known viper or punji pit cannot be disarmed (FNG p.60): no disarm try is listed, no disarm target.
    for (const char* trap : {"viper", "punji"}) {
        CAPTURE(trap);
        json r = ev({{"calc", "fng.booby-trap-chain"}, {"params", {{"trap", trap}, {"rep", 4}, {"disarm", true}}}});
        for (const auto& s : steps_of(r)) CHECK(s.find("disarm") == std::string::npos);
        for (const auto& m : r["modifiers"]) CHECK(m["label"].get<std::string>().rfind("Disarm (", 0) != 0);
    }
    // A tripwire with wire cutters: 2d6 against half the Rep + 1 (FNG p.13): Rep 4 -> 3, pass 2 = 1/4.
    json t = ev({{"calc", "fng.booby-trap-chain"},
                 {"params", {{"trap", "tripwire"}, {"rep", 4}, {"disarm", true}, {"wire_cutters", true}}}});
    bool seen = false;
    for (const auto& s : t["values"]["steps"])
        if (s["step"] == "One disarm try with wire cutters (2d6 against 3): pass 2, disarmed") {
            seen = true;
            CHECK(Rational::parse(s["exact"].get<std::string>()) == Rational(1, 4));
        }
    CHECK(seen);
}

}  // namespace core_calculators_fng_test_booby_trap_chain
