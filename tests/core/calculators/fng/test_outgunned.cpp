// fng.outgunned (core/calculators/fng/outgunned.cpp): each test says the rule in our words, works out the book's answer
// on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_outgunned {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;

TEST_CASE("fng.outgunned compares the Outgunned Ratings") {
    const std::map<std::string, int> ogr = {{"flamethrower", 5}, {"grenade", 5}, {"satchel", 5},   {"anti-tank", 5},
                                            {"hmg", 4},          {"mmg", 4},     {"lmg", 4},       {"sfr", 3},
                                            {"mp", 3},           {"smg", 3},     {"semi-auto", 2}, {"other", 1}};
    for (const auto& s_so : ogr)
        for (const auto& t_to : ogr) {  // (clang 14 cannot CAPTURE a structured binding)
            const auto& s = s_so.first;
            const auto so = s_so.second;
            const auto& t = t_to.first;
            const auto& to = t_to.second;
            CAPTURE(s);
            CAPTURE(t);
            json r = ev("fng.outgunned", {{"shooter_weapon", s}, {"target_weapon", t}});
            CHECK(P(r, "outgunned") == Rational(so > to ? 1 : 0));
            CHECK(r["values"]["shooter_outgunned_by_return_fire"] == (to > so));
        }
    // the exemptions
    json base = {{"shooter_weapon", "hmg"}, {"target_weapon", "other"}};
    for (const char* never : {"target_star", "target_hero", "target_close_assault"}) {
        json p = base;
        p[never] = true;
        CHECK(P(ev("fng.outgunned", p), "outgunned") == Rational(0));
    }
    json shirk = {{"shooter_weapon", "other"}, {"target_weapon", "hmg"}, {"target_shirker", true}};
    CHECK(P(ev("fng.outgunned", shirk), "outgunned") == Rational(1));
    json star_back = {{"shooter_weapon", "other"}, {"target_weapon", "hmg"}, {"shooter_star", true}};
    CHECK(ev("fng.outgunned", star_back)["values"]["shooter_outgunned_by_return_fire"] == false);
}

}  // namespace core_calculators_fng_test_outgunned
