// skirmish.fire (core/calculators/skirmish/fire.cpp): each test says the rule in our words, works out the book's answer
// on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <doctest/doctest.h>

#include <cmath>
#include <set>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"

namespace core_calculators_skirmish_test_fire {

using pm::json;
using pm::Rational;
using pm_test::P;
using pm_test::raw::answer;

// Vietnam Skirmish contract calculators (digest VS-2, VS-3, VS-9, VS-10; E1–E3, V1–V7).
TEST_CASE("skirmish.fire: suppression with the fictional weapon table, by enumeration; cover cap") {
    const json w = pm::data_json("skirmish/example-weapons.json");
    const json t = {{"skirmish.weapons", w}};
    for (int wi = 1; wi <= (int)w["weapons"].size(); ++wi)
        for (int dice = 1; dice <= 3; ++dice)
            for (bool cover : {false, true})
                for (int had : {0, 1}) {
                    json r = answer("skirmish.fire",
                                    {{"weapon", wi}, {"dice", dice}, {"cover", cover}, {"counters", had}}, t);
                    REQUIRE(r["ok"] == true);
                    std::set<int> faces;
                    for (const auto& f : w["weapons"][wi - 1]["suppress"]) faces.insert(f.get<int>());
                    int n[4] = {0, 0, 0, 0}, total = 1;
                    for (int i = 0; i < dice; ++i) total *= 6;
                    for (int code = 0; code < total; ++code) {
                        int c = code, h = 0;
                        for (int i = 0; i < dice; ++i, c /= 6) h += faces.count(c % 6 + 1);
                        if (cover) h = had >= 1 ? 0 : std::min(h, 1);  // VS-5: cover caps fire at one counter
                        n[h]++;
                    }
                    for (int k = 0; k <= dice; ++k) CHECK(P(r, std::to_string(k)) == Rational(n[k], total));
                }
    // without the table: a weapon row cannot be used, the face parameter still works
    CHECK(answer("skirmish.fire", {{"weapon", 1}})["error"]["code"] == "needs_table");
    CHECK(P(answer("skirmish.fire", {{"suppress_from", 5}}), "1") == Rational(1, 3));
    CHECK(answer("skirmish.fire", {{"weapon", 9}}, t)["error"]["code"] == "not_possible");
    json bad = w;
    bad["weapons"][0]["suppress"] = {7};
    CHECK(answer("skirmish.fire", {{"weapon", 1}}, {{"skirmish.weapons", bad}})["error"]["code"] == "needs_table");
}

}  // namespace core_calculators_skirmish_test_fire
