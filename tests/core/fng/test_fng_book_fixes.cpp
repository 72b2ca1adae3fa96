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
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;
namespace raw = pm_test::raw;

namespace {

// P(one die <= n), n clamped to 0..6.
Rational upto(int n) {
    return Rational(std::max(0, std::min(6, n)), 6);
}

// The 2006 Damage Table for one hit: a die at or under the Impact kills (OD), at or under the
// figure's Rep knocks down (KD), above it puts out of the fight (OOF) (p.19).
std::map<std::string, Rational> v1_damage(int impact, int rep) {
    std::map<std::string, Rational> m;
    for (int f = 1; f <= 6; ++f) m[f <= impact ? "OD" : f <= rep ? "KD" : "OOF"] += Rational(1, 6);
    return m;
}

// The same request answered with the player's own dice: the faces of the seeded roll.
json replay(const json& seeded) {
    json dice = json::array();
    for (const auto& f : seeded.at("roll").at("faces")) dice.push_back(f.at("face"));
    json req = {{"calc", seeded.at("calc")}, {"params", seeded.at("params")}, {"dice", dice}};
    json r = pm::evaluate_request(req);
    REQUIRE_MESSAGE(r.at("ok").get<bool>(), r.dump());
    return r;
}

}  // namespace

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

TEST_CASE("fng.booby-trap-type: by day a trip flare is rolled again (FNG p.59, solo play)") {
    // 1d6: 1 tripwire, 2 punji, 3 landmine, 4 viper, 5 CDM, 6 trip flare. By day a 6 is thrown again
    // until it is not, so each of the other five comes up 1 time in 5 and the flare never.
    json night = ev("fng.booby-trap-type", json::object());
    json day = ev("fng.booby-trap-type", {{"daylight", true}});
    for (int k = 1; k <= 6; ++k) {
        CAPTURE(k);
        CHECK(P(night, std::to_string(k)) == Rational(1, 6));  // the option off: today's answer
        CHECK(P(day, std::to_string(k)) == (k == 6 ? Rational(0) : Rational(1, 5)));
    }
    // The seeded roll throws the 6s away in the same way, and its faces replay it.
    int thrown_again = 0;
    for (uint32_t seed = 1; seed <= 200; ++seed) {
        json s = ev("fng.booby-trap-type", {{"daylight", true}}, seed);
        CAPTURE(s.dump());
        CHECK(s["roll"]["key"] != "6");
        const json& faces = s["roll"]["faces"];
        REQUIRE(faces.size() == s["roll"]["rolled_again"].size() + 1);
        for (size_t i = 0; i + 1 < faces.size(); ++i) CHECK(faces[i]["face"] == 6);
        CHECK(faces.back()["face"] == s["roll"]["value"]);
        thrown_again += static_cast<int>(faces.size()) - 1;
        CHECK(replay(s)["roll"] == s["roll"]);
    }
    CHECK(thrown_again > 0);
}

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

TEST_CASE("Tunnels: a grenade launcher fires only canister underground (FNG p.58)") {
    // fng.grenade's launcher round is HE (a blast circle): refused in a tunnel, answered above it.
    raw::refused("fng.grenade", {{"method", "launcher"}, {"tunnel", true}}, "method");
    ev("fng.grenade", {{"method", "launcher"}});
    // fng.engage: no M-79 HE in a tunnel; buckshot is fine.
    raw::refused("fng.engage", {{"terrain", "tunnel"}, {"weapon", "m-79-he"}}, "weapon");
    json buck = ev("fng.engage", {{"terrain", "tunnel"}, {"weapon", "m-79-buckshot"}, {"distance", 2}});
    CHECK(buck["values"]["effective_rep"] == 4);  // a launcher is not a rifle: no -1
    // A thrown grenade still explodes underground at Impact 2 + 1 = 3: Rep 4 thrower, figure in the
    // open (hit on 4+, 1/2), Rep 4 figure, 2006 table: OD 3/6, KD 1/6, OOF 2/6 of the hits.
    json g = ev("fng.grenade", {{"tunnel", true}});
    auto dmg = v1_damage(3, 4);
    CHECK(P(g, "OD") == Rational(1, 2) * dmg["OD"]);
    CHECK(P(g, "KD") == Rational(1, 2) * dmg["KD"]);
}

TEST_CASE("fng.special-weapons underground: explosives +1 Impact and +4 inch circle (FNG p.58)") {
    // Satchel charge: Impact 5, 1" circle; underground Impact 6 and a 5" circle. Rep 4 thrower, Rep 4
    // figure in the open: hit on 4+ (1/2); Impact 6 kills on every die.
    json t = ev("fng.special-weapons", {{"weapon", "satchel"}, {"tunnel", true}});
    CHECK(t["values"]["impact"] == 6);
    CHECK(t["values"]["blast_circle"] == 5);
    CHECK(P(t, "OD") == Rational(1, 2) * v1_damage(6, 4)["OD"]);
    CHECK(P(t, "OD") == Rational(1, 2));
    // Above ground: Impact 5 (today's answer, the option off).
    CHECK(P(ev("fng.special-weapons", {{"weapon", "satchel"}}), "OD") == Rational(1, 2) * v1_damage(5, 4)["OD"]);
    // A vehicle's HE round (APR 4: Impact 4, 5" circle) underground: Impact 5, 9".
    json he = ev("fng.special-weapons", {{"weapon", "vehicle-he"}, {"tunnel", true}});
    CHECK(he["values"]["impact"] == 5);
    CHECK(he["values"]["blast_circle"] == 9);
    // Flame is not an explosive: the flamethrower and the Molotov are unchanged.
    for (const char* w : {"flamethrower", "molotov"}) {
        CAPTURE(w);
        CHECK(ev("fng.special-weapons", {{"weapon", w}, {"tunnel", true}})["outcomes"] ==
              ev("fng.special-weapons", {{"weapon", w}})["outcomes"]);
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

TEST_CASE("fng.mg-vs-vehicle: no more dice than the gun's Targets (FNG pp.18-19, 30-31, QRS p.74)") {
    // BAR: Targets 3, Impact 3. HMG: Targets 4, Impact 5.
    for (int dice : {4, 5, 6}) raw::refused("fng.mg-vs-vehicle", {{"weapon", "bar"}, {"dice", dice}}, "dice");
    for (int dice : {5, 6}) raw::refused("fng.mg-vs-vehicle", {{"weapon", "hmg"}, {"dice", dice}}, "dice");
    // Up to Targets: each die scores with Rep 4 + die >= 10 (a 6, 1/6), and disables with die + 3 >= 7
    // (1/2): the vehicle is disabled with 1 - (1 - 1/12)^3 for all three of the BAR's dice.
    const Rational q = Rational(1, 6) * Rational(1, 2);
    const Rational miss = Rational(1) - q;
    CHECK(P(ev("fng.mg-vs-vehicle", {{"weapon", "bar"}, {"dice", 3}}), "disabled") == Rational(1) - miss * miss * miss);
    CHECK(P(ev("fng.mg-vs-vehicle", {{"weapon", "bar"}}), "disabled") == Rational(1) - miss * miss * miss);
}

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

TEST_CASE("fng.indirect-fire: Larger Than Life against a lower-Rep pilot's rockets (FNG pp.5, 53)") {
    // Rockets fire at the pilot's Rep: a Rep 3 pilot hits a figure in the open on 5+ (1/3); Impact 3
    // against a Rep 5 Star: OD 3/6, KD 2/6, OOF 1/6 of the hits; the Star cannot be killed by him.
    json r = ev("fng.indirect-fire",
                {{"weapon", "rockets"}, {"pilot_rep", 3}, {"target_rep", 5}, {"larger_than_life", true}});
    auto d = v1_damage(3, 5);
    CHECK(P(r, "OD") == Rational(0));
    CHECK(P(r, "OOF") == Rational(1, 3) * (d["OD"] + d["OOF"]));
    CHECK(P(r, "KD") == Rational(1, 3) * d["KD"]);
    // Option off, or a pilot as good as the Star: he can be killed (today's answer).
    CHECK(P(ev("fng.indirect-fire", {{"weapon", "rockets"}, {"pilot_rep", 3}, {"target_rep", 5}}), "OD") ==
          Rational(1, 3) * d["OD"]);
    json same = ev("fng.indirect-fire",
                   {{"weapon", "air-gl-40mm"}, {"pilot_rep", 5}, {"target_rep", 5}, {"larger_than_life", true}});
    // (the 40 mm launcher, Impact 2, at a Rep 5 pilot: hit on 3+, 4/6)
    CHECK(P(same, "OD") == Rational(4, 6) * v1_damage(2, 5)["OD"]);
}

TEST_CASE("fng.anti-tank: a vehicle prone to catch fire burns after a penetration (FNG pp.65, 70)") {
    json base = ev("fng.anti-tank", json::object());
    for (const auto& option :
         std::vector<std::pair<std::string, Rational>>{{"us", Rational(1, 3)}, {"arvn", Rational(1, 4)}}) {
        // (not a structured binding: clang 14, the wasm test build, cannot CAPTURE one)
        const std::string opt = option.first;
        const Rational burn = option.second;
        CAPTURE(opt);
        json r = ev("fng.anti-tank", {{"catches_fire", opt}});
        for (const char* k : {"disabled", "destroyed", "overkill"}) {
            CAPTURE(k);
            CHECK(P(r, std::string(k) + "-fire") == P(base, k) * burn);
            CHECK(P(r, k) == P(base, k) * (Rational(1) - burn));
        }
        for (const char* k : {"miss", "other-target", "clank", "fumble", "disaster"}) CHECK(P(r, k) == P(base, k));
        CHECK(pm_test::total(r) == Rational(1));
        // The seeded roll rolls the fire die only after a penetration, and replays from its faces.
        int fires = 0;
        for (uint32_t seed = 1; seed <= 300; ++seed) {
            json s = ev("fng.anti-tank", {{"catches_fire", opt}}, seed);
            const std::string key = s["roll"]["key"];
            const bool pen =
                key.rfind("disabled", 0) == 0 || key.rfind("destroyed", 0) == 0 || key.rfind("overkill", 0) == 0;
            CHECK(s["roll"].contains("fire_die") == pen);
            if (pen) {
                const int f = s["roll"]["fire_die"];
                const bool on_fire = opt == "us" ? f <= 2 : f == 1;
                CHECK((key.find("-fire") != std::string::npos) == on_fire);
                CHECK(s["roll"]["faces"][5]["d"] == (opt == "us" ? 6 : 4));
                fires += on_fire;
            }
            CHECK(replay(s)["roll"] == s["roll"]);
        }
        CHECK(fires > 0);
    }
    // Off (the default): no fire die, today's outcomes.
    CHECK(ev("fng.anti-tank", json::object(), 5)["roll"].contains("fire_die") == false);
}

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
