// Gap: the FNG 2.0 Knock Down Test chained after a 2.0 Knock Down (FNG p.2.0-2).
// The rule in our words: under the 2.0 damage table a hit whose die is above the Impact knocks the
// target down; at its next activation it rolls 2d6 against its Rep: two passes and it is back in
// the fight, one and it stays down to test again next turn, none and it is Out of the Fight.
// Here the book's answer is counted over the dice faces in this file, then compared with fng.fire.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::P;

namespace {

json fire(json params, std::optional<uint32_t> seed = std::nullopt) {
    json req = {{"calc", "fng.fire"}, {"params", std::move(params)}};
    if (seed) req["seed"] = *seed;
    json r = pm::evaluate_request(req);
    REQUIRE_MESSAGE(r.at("ok").get<bool>(), r.dump());
    return r;
}
bool has(const json& r, const std::string& key) {
    for (const auto& o : r.at("outcomes"))
        if (o.at("key") == key) return true;
    return false;
}

// One die at a target in the open: hits when Rep + die >= 8. 2.0 damage: die <= Impact is out of the
// fight, or dead on a 1; above the Impact a Knock Down.
struct Book {
    Rational unhurt, kd, oof, od;
};
Book one_die(int rep, int impact) {
    Book b;
    for (int hit = 1; hit <= 6; ++hit) {
        if (rep + hit < 8) {
            b.unhurt += Rational(1, 6);
            continue;
        }
        for (int dmg = 1; dmg <= 6; ++dmg) {
            Rational w(1, 36);
            if (dmg == 1)
                b.od += w;
            else if (dmg <= impact)
                b.oof += w;
            else
                b.kd += w;
        }
    }
    return b;
}
// The Knock Down Test by counting the 36 pairs of faces.
std::map<int, Rational> kd_test(int rep) {
    std::map<int, Rational> m;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) m[(a <= rep) + (b <= rep)] += Rational(1, 36);
    return m;
}

}  // namespace

TEST_CASE("fng.fire chains the FNG 2.0 Knock Down Test after a Knock Down") {
    for (int trep : {2, 3, 4, 5, 6}) {
        CAPTURE(trep);
        json base = {{"rep", 4}, {"dice", 1}, {"impact", 3}, {"target_rep", trep}, {"damage_table", "2.0"}};
        Book b = one_die(4, 3);
        auto t = kd_test(trep);

        json plain = fire(base);
        CHECK(P(plain, "KD") == b.kd);  // the chain is off by default: the old answer

        json p1 = base;
        p1["knock_down_test"] = "first";
        json r1 = fire(p1);
        CHECK(P(r1, "unhurt") == b.unhurt);
        CHECK(P(r1, "KD-back") == b.kd * t[2]);
        CHECK(P(r1, "KD") == b.kd * t[1]);
        CHECK(P(r1, "OOF") == b.oof + b.kd * t[0]);
        CHECK(P(r1, "OD") == b.od);

        // Settled: the figure stays down on a pass 1 and tests again, so the chance of getting up is
        // the sum over the turns spent down, t2 (1 + t1 + t1^2 + ...) = t2 / (1 - t1).
        json ps = base;
        ps["knock_down_test"] = "settled";
        json rs = fire(ps);
        Rational up = t[2] / (Rational(1) - t[1]);
        CHECK(P(rs, "KD-back") == b.kd * up);
        CHECK_FALSE(has(rs, "KD"));
        CHECK(P(rs, "OOF") == b.oof + b.kd * (Rational(1) - up));
    }
}

TEST_CASE("the Knock Down Test is not applied under the 2006 damage table") {
    json r = fire({{"rep", 4}, {"dice", 2}, {"impact", 3}, {"knock_down_test", "settled"}});
    CHECK_FALSE(has(r, "KD-back"));
    bool said = false;
    for (const auto& m : r.at("modifiers")) said |= m.at("value") == "not applied";
    CHECK(said);
}

TEST_CASE("seeded Knock Down Tests follow their odds") {
    json params = {{"rep", 4},
                   {"dice", 1},
                   {"impact", 3},
                   {"target_rep", 4},
                   {"damage_table", "2.0"},
                   {"knock_down_test", "first"}};
    json odds = fire(params);
    std::map<std::string, int> seen;
    const int n = 4000;
    for (int s = 1; s <= n; ++s) {
        json r = fire(params, s);
        const json& roll = r.at("roll");
        std::string key = roll.at("key");
        ++seen[key];
        if (roll.contains("knock_down_tests")) {
            // the key is the test read on the drawn faces
            const json& f = roll.at("knock_down_tests").at(0);
            int passes = (f.at(0).get<int>() <= 4) + (f.at(1).get<int>() <= 4);
            CHECK(key == (passes == 2 ? "KD-back" : passes == 1 ? "KD" : "OOF"));
        }
    }
    for (const char* k : {"unhurt", "KD-back", "KD", "OOF", "OD"}) {
        CAPTURE(k);
        CHECK(std::abs(seen[k] / double(n) - P(odds, k).to_double()) < 0.03);  // ~4 sigma at n = 4000
    }
}
