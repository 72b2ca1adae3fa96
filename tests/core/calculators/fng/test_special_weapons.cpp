// Gap: flamethrowers, Molotovs, satchel charges and a vehicle's HE round against figures
// (FNG pp.11-12, QRS p.75, p.30), crossing residual flames (p.11), and machine guns against AR 0
// vehicles (pp.30-31). The rules in our words:
//  - weapon list: flamethrower 12", 3" wide path, Impact 5; Molotov 4", 3" circle, Impact 5; satchel
//    1", 1" circle, Impact 5. An HE round against figures counts Impact 4 or the gun's APR,
//    whichever is higher. Every figure in the path or circle is a target; we read them as a thrown
//    grenade: one Rep + die score, each figure hit when it reaches 8 (open), 9 (prone, concealed,
//    fast moving) or 10 (cover) (Pointman reading 44).
//  - 2006 Damage Table: die at or under Impact dead; at or under the figure's Rep knocked down;
//    above, out of the fight.
//  - Crossing flames: 2d6 minus the figure's Rep, read on the To Hit numbers above; Impact 5
//    (Pointman reading 45).
//  - A machine gun against an AR 0 vehicle: a die that hits with a total of 10+ rolls another die,
//    added to the gun's Impact; 7+ disables the vehicle.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_special_weapons {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;
namespace raw = pm_test::raw;

namespace {

int need(const std::string& target) {
    return target == "open" ? 8 : target == "cover" ? 10 : 9;
}

const char* v1(int face, int impact, int rep) {
    return face <= impact ? "OD" : face <= rep ? "KD" : "OOF";
}

}  // namespace

TEST_CASE("fng.special-weapons against one figure, counted over the dice") {
    struct W {
        const char* id;
        int apr, impact;
        bool flak_counts;
    };
    for (const W& w : {W{"flamethrower", 0, 5, false}, W{"molotov", 0, 5, false}, W{"satchel", 0, 5, true},
                       W{"vehicle-he", 2, 4, true}, W{"vehicle-he", 6, 6, true}})
        for (const char* target : {"open", "prone", "cover"})
            for (int rep : {3, 5})
                for (bool flak : {false, true}) {
                    CAPTURE(w.id);
                    CAPTURE(w.apr);
                    CAPTURE(target);
                    CAPTURE(rep);
                    CAPTURE(flak);
                    const int vrep = 4;
                    int impact = flak && w.flak_counts ? std::max(1, w.impact - 1) : w.impact;
                    std::map<std::string, Rational> book;
                    for (int d = 1; d <= 6; ++d)
                        if (rep + d < need(target))
                            book["unhurt"] += Rational(1, 6);
                        else
                            for (int dd = 1; dd <= 6; ++dd) book[v1(dd, impact, vrep)] += Rational(1, 36);
                    json r = ev("fng.special-weapons", {{"weapon", w.id},
                                                        {"apr", w.apr},
                                                        {"target", target},
                                                        {"rep", rep},
                                                        {"victim_rep", vrep},
                                                        {"flak_jacket", flak}});
                    for (const char* k : {"unhurt", "KD", "OOF", "OD"}) {
                        CAPTURE(k);
                        CHECK(P(r, k) == book[k]);
                    }
                    CHECK(r["values"]["impact"] == impact);
                }
    // The flamethrower: a 1 on its die leaves one shot; the tank of a hit operator blows on a Rep 3 hit.
    json f = ev("fng.special-weapons", {{"weapon", "flamethrower"}});
    CHECK(f["values"]["one_shot_left_exact"] == "1/6");
    CHECK(f["values"]["tank_explodes_if_operator_hit"]["open"] == "1/3");  // 3 + 5 or 6 reaches 8
    CHECK(f["values"]["tank_explodes_if_operator_hit"]["cover"] == "0");   // 3 + 6 never reaches 10
}

TEST_CASE("fng.special-weapons, crossing residual flames") {
    for (int rep : {2, 3, 4})
        for (const char* target : {"open", "prone"}) {
            CAPTURE(rep);
            CAPTURE(target);
            std::map<std::string, Rational> book;
            for (int a = 1; a <= 6; ++a)
                for (int b = 1; b <= 6; ++b)
                    if (a + b - rep < need(target))
                        book["unhurt"] += Rational(1, 36);
                    else
                        for (int dd = 1; dd <= 6; ++dd) book[v1(dd, 5, rep)] += Rational(1, 216);
            json r = ev("fng.special-weapons", {{"weapon", "cross-flames"}, {"rep", rep}, {"target", target}});
            for (const char* k : {"unhurt", "KD", "OOF", "OD"}) CHECK(P(r, k) == book[k]);
        }
    // A Rep 4 figure in the open only burns on double six: 12 - 4 = 8.
    CHECK(P(ev("fng.special-weapons", {{"weapon", "cross-flames"}, {"rep", 4}}), "unhurt") == Rational(35, 36));
}

TEST_CASE("fng.special-weapons' seeded roll reads its own dice") {
    for (uint32_t s = 1; s <= 300; ++s) {
        json roll = ev("fng.special-weapons", {{"weapon", "satchel"}, {"rep", 4}, {"target", "prone"}}, s)["roll"];
        int d = roll["score_die"];
        bool hit = 4 + d >= 9;
        CHECK(roll.contains("damage_die") == hit);
        if (hit)
            CHECK(roll["key"] == v1(roll["damage_die"].get<int>(), 5, 4));
        else
            CHECK(roll["key"] == "unhurt");
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

}  // namespace core_calculators_fng_test_special_weapons
