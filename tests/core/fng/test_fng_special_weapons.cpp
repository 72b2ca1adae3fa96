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

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::ev;
using pm_test::P;

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

TEST_CASE("fng.mg-vs-vehicle, a machine gun against an AR 0 vehicle") {
    // Count every face of the burst; each scoring die (hit with a total of 10+) then needs its own
    // damage die at 7 - Impact or more.
    struct C {
        const char* weapon;
        int dice, impact, rep;
        const char* target;
    };
    for (const C& c : {C{"lmg-m60", 3, 3, 4, "open"}, C{"hmg", 2, 5, 5, "open"}, C{"mmg", 3, 3, 6, "cover"},
                       C{"bar", 3, 3, 3, "open"}}) {
        CAPTURE(c.weapon);
        int total = 1;
        for (int i = 0; i < c.dice; ++i) total *= 6;
        Rational not_disabled;
        for (int code = 0; code < total; ++code) {
            int x = code;
            Rational stays(1, total);
            for (int i = 0; i < c.dice; ++i, x /= 6) {
                int face = x % 6 + 1;
                int score = c.rep + face;
                if (score >= need(c.target) && score >= 10) {
                    int fails = 0;  // damage faces that leave the vehicle running
                    for (int dd = 1; dd <= 6; ++dd) fails += dd + c.impact < 7;
                    stays *= Rational(fails, 6);
                }
            }
            not_disabled += stays;
        }
        json r =
            ev("fng.mg-vs-vehicle", {{"weapon", c.weapon}, {"dice", c.dice}, {"rep", c.rep}, {"target", c.target}});
        CHECK(P(r, "not-disabled") == not_disabled);
        CHECK(P(r, "disabled") == Rational(1) - not_disabled);
    }
    // A Rep 3 gunner can never reach 10 at a vehicle in cover... nor anywhere: 3 + 6 = 9.
    CHECK(P(ev("fng.mg-vs-vehicle", {{"rep", 3}}), "disabled") == Rational(0));
    // Seeded: damage dice only for scoring dice.
    for (uint32_t s = 1; s <= 200; ++s) {
        json roll = ev("fng.mg-vs-vehicle", {{"rep", 5}, {"weapon", "lmg-m60"}}, s)["roll"];
        int scoring = 0;
        for (const auto& d : roll["dice"]) scoring += 5 + d.get<int>() >= 10;
        CHECK(static_cast<int>(roll["damage_dice"].size()) == scoring);
        bool dis = false;
        for (const auto& d : roll["damage_dice"]) dis = dis || d.get<int>() + 3 >= 7;
        CHECK(roll["key"] == (dis ? "disabled" : "not-disabled"));
    }
}
