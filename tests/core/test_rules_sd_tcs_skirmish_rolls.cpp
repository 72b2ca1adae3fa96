// Search & Destroy, TCS Modern and Vietnam Skirmish: rule errors found by reading the books again,
// and rolls a player still made by hand. Each test says the rule in our words with its place in
// the book, works out the book's answer on its own (dice enumerated here) and then asks the
// calculator through the codec, as every client does.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"
#include "engine/random/dice_source.h"
#include "engine/random/roll_odds.h"

using pm::json;
using pm::Rational;

using pm_test::P;
using pm_test::total;
using pm_test::raw::answer;
using pm_test::raw::ok;
using pm_test::raw::refused;

namespace {

// A player's deviation table on a die of `sides`: row d reads "dir d", d inches.
json deviation_table(int sides) {
    json rows = json::array();
    for (int d = 1; d <= sides; ++d)
        rows.push_back({{"roll", d}, {"direction", "dir " + std::to_string(d)}, {"distance", d}});
    return {{"kind", "deviation"}, {"die", sides}, {"rows", rows}};
}

json with_dice(const std::string& calc, json params, json tables, json dice) {
    json req = {{"calc", calc}, {"params", std::move(params)}, {"dice", std::move(dice)}};
    if (!tables.is_null()) req["tables"] = std::move(tables);
    return pm::evaluate_request(req);
}

}  // namespace

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

// [SECTION] TCS Modern 2.4: an MLRS fires DPICM only

TEST_CASE("tcs.artillery-point: an MLRS fires DPICM and nothing else (TCS Modern 2.4)") {
    // 2.4: the MLRS has DPICM and no other round. Every round the calculator knows, fired by an MLRS:
    // allowed exactly when it is DPICM, and refused in the words tcs.counterbattery uses.
    for (const std::string round : {"copperhead", "dpicm", "icm"}) {
        CAPTURE(round);
        const json r = answer("tcs.artillery-point", {{"round", round}, {"system", "mlrs"}, {"defense", 1}});
        const bool book_allows = round == "dpicm";
        CHECK(r["ok"] == book_allows);
        if (!book_allows) {
            CHECK(r["error"]["code"] == "not_possible");
            CHECK(r["error"]["param"] == "round");
            const json cb = answer("tcs.counterbattery", {{"round", round == "icm" ? "icm" : "he"}, {"mlrs", true}});
            CHECK(r["error"]["message"] == cb["error"]["message"]);
        }
    }
    // the same rounds from a 155 mm battery stay answered (ICM against defence 1: +3 in the impact hex)
    CHECK(ok("tcs.artillery-point", {{"round", "icm"}, {"system", "155"}, {"defense", 1}})["values"]["drm"] == 3);
}

// [SECTION] Vietnam Skirmish deviation: the odds are the roll's

TEST_CASE("skirmish.deviation: an unseen mortar reads every roll of the artillery table as printed (Mortars)") {
    // Mortars: a round whose target point the crew cannot see deviates as an artillery round; the
    // grenade rule's "1 or 2 is on target" is not part of that. On the player's d6 table every
    // row, 1 and 2 included, is one face: 1/6 each.
    const json t = deviation_table(6);
    const json r = ok("skirmish.deviation", {{"launch", "mortar-unseen"}}, {{"skirmish.deviation", t}});
    CHECK(P(r, "on-target") == Rational(0));
    for (int d = 1; d <= 6; ++d) CHECK(P(r, "roll-" + std::to_string(d)) == Rational(1, 6));
    CHECK(total(r) == Rational(1));
    // without the table there is nothing to say about where it lands
    const json n = ok("skirmish.deviation", {{"launch", "mortar-unseen"}});
    CHECK(n["outcomes"].empty());
    CHECK(n["values"]["table"] == "needs_table");
    // the player's own die reads its row: a 2 is row 2, not "on target"
    const json d2 = with_dice("skirmish.deviation", {{"launch", "mortar-unseen"}}, {{"skirmish.deviation", t}}, {2});
    CHECK(d2["roll"]["key"] == "roll-2");
}

TEST_CASE("skirmish.deviation: a table on another die gives the odds its own roll has (Throwing Grenades)") {
    // Throwing and Firing Grenades: the deviation die is the artillery table's; 1 or 2 lands on
    // target, otherwise a thrown grenade rolls a d6 distance die (1-2 → 1", 3-4 → 2", 5-6 → 3") and
    // a launcher round reads the table's row. Enumerated here over a d8 table and the d6 distance die.
    for (const int sides : {4, 6, 8, 10}) {
        CAPTURE(sides);
        const json t = deviation_table(sides);
        std::map<std::string, Rational> hand, m79;
        for (int d = 1; d <= sides; ++d) {
            if (d <= 2) {
                hand["on-target"] += Rational(1, sides);
                m79["on-target"] += Rational(1, sides);
                continue;
            }
            m79["roll-" + std::to_string(d)] += Rational(1, sides);
            for (int dist = 1; dist <= 6; ++dist)
                hand[std::to_string((dist + 1) / 2) + "in"] += Rational(1, sides) * Rational(1, 6);
        }
        const json rh = ok("skirmish.deviation", {{"launch", "hand"}}, {{"skirmish.deviation", t}});
        const json rm = ok("skirmish.deviation", {{"launch", "m79"}}, {{"skirmish.deviation", t}});
        for (const auto& [k, p] : hand) CHECK(P(rh, k) == p);
        for (const auto& [k, p] : m79) CHECK(P(rm, k) == p);
        CHECK(total(rh) == Rational(1));
        CHECK(total(rm) == Rational(1));
        // the player's dice follow the same rule: a 2 on the d8 is on target, a 3 then a 6 is 3"
        CHECK(with_dice("skirmish.deviation", {{"launch", "hand"}}, {{"skirmish.deviation", t}}, {2})["roll"]["key"] ==
              "on-target");
        CHECK(with_dice("skirmish.deviation", {{"launch", "hand"}}, {{"skirmish.deviation", t}},
                        {3, 6})["roll"]["key"] == "3in");
    }
    // and the seeded rolls agree with the odds shown: over 4,000 seeds of the d8 table, the share
    // on target is 1/4 (the odds) within 0.03, where 1/3 would be 0.083 away
    const json t8 = deviation_table(8);
    int on = 0;
    const int n = 4000;
    for (int s = 1; s <= n; ++s)
        if (ok("skirmish.deviation", {{"launch", "hand"}}, {{"skirmish.deviation", t8}}, s)["roll"]["key"] ==
            "on-target")
            ++on;
    CHECK(std::abs(on / double(n) - 0.25) < 0.03);
}

// [SECTION] S&D close assault: who attacks, and who may

TEST_CASE("sd.close-assault: against a defending sapper cadre the attacker left out is the US (S&D 32.7)") {
    // 32.7: a sapper cadre is an NLF cadre, so the side close assaulting it is the US; the attacker
    // suffers -1. 32.113: a destroyed defender is worth 90 VP to a US attacker. 4 against 1 is 4:1.
    const json r = ok("sd.close-assault", {{"attack", 4}, {"defending_sapper", true}});
    CHECK(r["values"]["drm"] == -1);
    CHECK(r["values"]["odds"] == "4:1");
    CHECK(r["values"]["vp_destroyed"] == 90);
    CHECK(r["params"]["attacker_side"] == "us");
    // a side the caller sets is kept: the NLF attacking its own sapper cadre is refused
    refused("sd.close-assault", {{"attack", 4}, {"attacker_side", "nlf"}, {"defending_sapper", true}},
            "defending_sapper");
    // and without a defending sapper the default side is still the NLF (240 VP)
    CHECK(ok("sd.close-assault", {{"attack", 4}})["values"]["vp_destroyed"] == 240);
}

TEST_CASE("sd.close-assault: a unit without Attack Strength is refused the same way in a list or as a total") {
    // 32.0: only units with an Attack Strength close assault. A total of 0 and a listed unit of 0 are
    // the same fact: one refusal code.
    const json total0 = answer("sd.close-assault", {{"attack", 0}});
    const json unit0 = answer("sd.close-assault", {{"units", "3 0"}});
    CHECK(total0["error"]["code"] == "not_possible");
    CHECK(unit0["error"]["code"] == "not_possible");
    CHECK(unit0["error"]["param"] == "units");
}

TEST_CASE("sd.close-assault: snipers, pinned units and carriers may not close assault (S&D 32.0, 32.43)") {
    // 32.0: snipers may not close assault, nor pinned units; 32.43: nor a unit transporting
    // casualties or heavy weapons. Each is refused naming its switch; off, the answer is as before.
    const json base = {{"attack", 4}};
    const json plain = ok("sd.close-assault", base);
    for (const std::string flag : {"attacker_sniper", "attacker_pinned", "attacker_transporting"}) {
        json q = base;
        q[flag] = true;
        refused("sd.close-assault", q, flag);
        q[flag] = false;
        CHECK(ok("sd.close-assault", q)["values"] == plain["values"]);
    }
}

TEST_CASE("sd.cadre and sd.recoilless-rifle: a cadre with a recoilless rifle has no RPG-7 (S&D 31.13)") {
    // 31.13: an RPG-7 is never carried by a cadre that already has a recoilless rifle.
    refused("sd.cadre", {{"element", "rr"}, {"rpg7", true}}, "rpg7");
    CHECK(ok("sd.cadre", {{"element", "hmg"}, {"rpg7", true}})["values"]["ma"] == 6);
    CHECK(ok("sd.cadre", {{"element", "rr"}})["values"]["ma"] == 6);
    refused("sd.recoilless-rifle", {{"weapon", "rpg-7"}, {"cadre_has_rr", true}}, "cadre_has_rr");
    CHECK(ok("sd.recoilless-rifle", {{"weapon", "rr"}, {"cadre_has_rr", true}})["values"]["drm"] == 2);
}

// [SECTION] TCS Modern helicopters: pop-ups

TEST_CASE("tcs.helicopter: a sling load never pops up, a Hellfire pop-up is never counter-popped (4.3, 4.1h)") {
    // 4.3: no pop-up for a helicopter with something slung under it. 4.1h: no enemy helicopter may
    // counter-pop an AH-64 launching Hellfires from a pop-up (its AA still gets -1). AA needing 12 on
    // two dice: 1/36.
    Rational p12;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            if (a + b >= 12) p12 += Rational(1, 36);
    refused("tcs.helicopter", {{"popup", true}, {"sling_load", true}}, "sling_load");
    refused("tcs.helicopter", {{"hellfire_popup", true}, {"sling_load", true}}, "sling_load");
    refused("tcs.helicopter", {{"counter_popped", true}, {"sling_load", true}}, "sling_load");
    refused("tcs.helicopter", {{"hellfire_popup", true}, {"counter_popped", true}}, "counter_popped");
    // on the move a slung helicopter meets AA as any other; a counter-popped pop-up too
    CHECK(P(ok("tcs.helicopter", {{"sling_load", true}}), "destroyed") == p12);
    CHECK(P(ok("tcs.helicopter", {{"popup", true}, {"counter_popped", true}}), "destroyed") == p12);
}

// [SECTION] Vietnam Skirmish APC: its KIA check, and nothing left once it exploded

TEST_CASE("skirmish.kia: an APC checks like a figure; a Kill immobilises it, a second explodes it (APCs)") {
    // Check for KIA: a die at or under the counters is a Kill. APCs: the first Kill immobilises the
    // M113, the second explodes it. Enumerated over the one die.
    for (int counters = 0; counters <= 7; ++counters) {
        for (int kills = 0; kills <= 1; ++kills) {
            CAPTURE(counters);
            CAPTURE(kills);
            Rational kill;
            for (int d = 1; d <= 6; ++d)
                if (d <= counters) kill += Rational(1, 6);
            const json r = ok("skirmish.kia", {{"figure", "apc"}, {"counters", counters}, {"apc_kills", kills}});
            CHECK(P(r, kills == 0 ? "immobilised" : "explodes") == kill);
            CHECK(P(r, kills == 0 ? "explodes" : "immobilised") == Rational(0));
            CHECK(P(r, "no-kill") == Rational(1) - kill);
            for (int d = 1; d <= 6; ++d) {
                const json q = with_dice(
                    "skirmish.kia", {{"figure", "apc"}, {"counters", counters}, {"apc_kills", kills}}, json(), {d});
                CHECK(q["roll"]["key"] == (d <= counters ? (kills == 0 ? "immobilised" : "explodes") : "no-kill"));
            }
        }
    }
    refused("skirmish.kia", {{"figure", "apc"}, {"apc_kills", 2}}, "apc_kills");
    // a figure's check is as before
    CHECK(P(ok("skirmish.kia", {{"counters", 2}}), "removed") == Rational(2, 6));
}

TEST_CASE("skirmish.apc: an exploded APC has nothing left to attack (APCs)") {
    // APCs: the second Kill explodes the M113. There is no roll against it after that: no odds.
    for (const std::string w : {"small-arms", "frag", "rpg", "mortar-frag"}) {
        const json r = ok("skirmish.apc", {{"weapon", w}, {"kills", 2}}, json(), 7);
        CHECK(r["outcomes"].empty());
        CHECK(r["values"]["status"] == "destroyed");
        CHECK(r["roll"].is_null());
    }
    CHECK(P(ok("skirmish.apc", {{"weapon", "rpg"}, {"kills", 1}}), "3") == Rational(1, 3));
}
