// Gap: attributes that change a reaction's result and an Outgunned helper (FNG pp.7-9
// attributes, pp.12-13 Outgunned Ratings, p.21 Heroes, p.30 close assault, QRS p.76 Received Fire).
// The rules in our words:
//  - Outgunned Ratings: flamethrowers, grenades, satchel charges and every anti-tank weapon 5; heavy,
//    medium and light machine guns 4; select-fire rifles, MPs and SMGs 3; semi-automatic rifles and
//    carbines 2; anything else 1. Shot at with a higher rating than your own weapon: outgunned. Stars,
//    Heroes and figures close-assaulting a vehicle never are; a Shirker always is on Received Fire.
//  - Received Fire, two passes: chargers and those fetching wounded carry on; outgunned or unable to
//    fire: Duck Back; the rest finish moving and fire. One pass: chargers with a gun stop and fire
//    (without one they charge on); fetching wounded carry on; in cover: fire back at -1 Rep; the rest
//    Duck Back. No pass: chargers Duck Back; in cover: Hunker Down; fetching wounded: prone; the rest
//    Run Away.
//  - Coward: a Duck Back is a Hunker Down. Tough: a Hunker Down is a Duck Back. Nerves of Steel: no
//    Duck Back (Pointman reading 42: he holds). Born Leader: those within 4" take his result.
// The table is written out below as the book prints it; the dice are counted here.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_under_fire {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;

namespace {

// passes of n dice against target, capped at 2, counted over every face
std::map<int, Rational> passes(int n, int target) {
    std::map<int, Rational> m;
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 6;
    for (int code = 0; code < total; ++code) {
        int c = code, k = 0;
        for (int i = 0; i < n; ++i, c /= 6) k += (c % 6 + 1) <= target;
        m[std::min(k, 2)] += Rational(1, total);
    }
    return m;
}

// The book's Received Fire lines: [doing][passes] for a figure that can fire and has a gun.
std::string book(const std::string& doing, int k, bool outgunned) {
    if (k == 2) {
        if (doing == "charging" || doing == "retrieving") return "carry-on";
        return outgunned ? "duck-back" : "fire";
    }
    if (k == 1) {
        // Outgunned (FNG p.12): forced to Duck Back and cannot fire back (Pointman reading 65 for the
        // charger who would stop to fire).
        if (doing == "charging") return outgunned ? "duck-back" : "fire";
        if (doing == "retrieving") return "carry-on";
        return doing == "in-cover" && !outgunned ? "fire-minus1" : "duck-back";
    }
    if (doing == "charging") return "duck-back";
    if (doing == "in-cover") return "hunker-down";
    return doing == "retrieving" ? "prone" : "runaway";
}

}  // namespace

TEST_CASE("fng.under-fire reads the Received Fire table for each situation") {
    for (const char* doing : {"other", "in-cover", "charging", "retrieving"})
        for (bool og : {false, true})
            for (int rep : {3, 5}) {
                CAPTURE(doing);
                CAPTURE(og);
                CAPTURE(rep);
                auto pk = passes(2, rep);
                std::map<std::string, Rational> want;
                for (int k = 0; k <= 2; ++k) want[book(doing, k, og)] += pk[k];
                json r = ev("fng.under-fire", {{"rep", rep}, {"doing", doing}, {"outgunned", og}});
                Rational sum;
                for (const auto& key_p : want) {  // (clang 14 cannot CAPTURE a structured binding)
                    const auto& key = key_p.first;
                    const auto& p = key_p.second;
                    CAPTURE(key);
                    CHECK(P(r, key) == p);
                    sum += p;
                }
                CHECK(sum == Rational(1));
            }
    // A charger without a ranged weapon charges on with one pass.
    json melee = ev("fng.under-fire", {{"rep", 4}, {"doing", "charging"}, {"ranged_weapon", false}});
    auto p4 = passes(2, 4);
    CHECK(P(melee, "carry-on") == p4[2] + p4[1]);
    // Unable to fire back: Duck Back on two passes.
    json nofire = ev("fng.under-fire", {{"rep", 4}, {"can_fire", false}});
    CHECK(P(nofire, "duck-back") == p4[2] + p4[1]);
}

TEST_CASE("fng.under-fire applies Coward, Tough, Nerves of Steel and Shirker") {
    auto pk = passes(2, 4);
    auto remap = [&](const std::string& doing, bool og, const std::map<std::string, std::string>& change) {
        std::map<std::string, Rational> want;
        for (int k = 0; k <= 2; ++k) {
            std::string v = book(doing, k, og);
            auto it = change.find(v);
            want[it == change.end() ? v : it->second] += pk[k];
        }
        return want;
    };
    struct Case {
        const char* attribute;
        bool og_in, og_book;
        std::map<std::string, std::string> change;
    };
    for (const Case& c :
         {Case{"coward", true, true, {{"duck-back", "hunker-down"}}},
          Case{"tough", false, false, {{"hunker-down", "duck-back"}}},
          Case{"nerves-of-steel", true, true, {{"duck-back", "holds"}}}, Case{"shirker", false, true, {}}})
        for (const char* doing : {"other", "in-cover", "charging"}) {
            CAPTURE(c.attribute);
            CAPTURE(doing);
            json r = ev("fng.under-fire",
                        {{"rep", 4}, {"doing", doing}, {"outgunned", c.og_in}, {"attribute", c.attribute}});
            for (const auto& key_p :
                 remap(doing, c.og_book, c.change)) {  // (clang 14 cannot CAPTURE a structured binding)
                const auto& key = key_p.first;
                const auto& p = key_p.second;
                CAPTURE(key);
                CHECK(P(r, key) == p);
            }
        }
    // A Star or a Hero is never outgunned, even when a Shirker.
    json star = ev("fng.under-fire", {{"rep", 4}, {"outgunned", true}, {"attribute", "shirker"}, {"star", true}});
    CHECK(P(star, "fire") == pk[2]);
    json hero = ev("fng.under-fire", {{"rep", 3}, {"outgunned", true}, {"hero", true}});
    CHECK(P(hero, "fire") == Rational(1));
}

TEST_CASE("fng.under-fire, a figure near a Born Leader takes his result") {
    // Born Leader Rep 5 rolls three dice; the Rep 2 figure next to him reads the same passes.
    auto bl = passes(3, 5);
    json r = ev("fng.under-fire", {{"rep", 2}, {"doing", "in-cover"}, {"follow_born_leader", 5}});
    CHECK(P(r, "fire") == bl[2]);
    CHECK(P(r, "fire-minus1") == bl[1]);
    CHECK(P(r, "hunker-down") == bl[0]);
}

TEST_CASE("fng.under-fire's seeded roll reads its own dice") {
    for (uint32_t s = 1; s <= 200; ++s) {
        json roll = ev("fng.under-fire", {{"rep", 4}, {"doing", "in-cover"}, {"attribute", "tough"}}, s)["roll"];
        int k = 0;
        for (const auto& d : roll["dice"]) k += d.get<int>() <= 4;
        k = std::min(k, 2);
        std::string v = book("in-cover", k, false);
        if (v == "hunker-down") v = "duck-back";
        CHECK(roll["key"] == v);
    }
}

}  // namespace core_calculators_fng_test_under_fire
