// fng.fast-move: W21 (FNG p.16), the correlation of a shared roll against independent enumeration,
// and a seeded simulation.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"

namespace core_calculators_fng_test_fast_move {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;
using pm_test::P;

namespace {

json fm(json params, std::optional<uint32_t> seed = std::nullopt) {
    return ev("fng.fast-move", std::move(params), seed);
}

int passes(int a, int b, int ld, int rep, int leader) {
    int k = (a <= rep) + (b <= rep);
    if (leader > 0 && ld <= leader && k < 2) ++k;
    return k;
}

}  // namespace

TEST_CASE("W21 (p.16): NCO Rep 5, two Rep 4, one Rep 3; LD 6 fails; dice 5 and 4") {
    // NCO pass 2 → 16"; Rep 4s pass 1 → 12"; Rep 3 pass 0 → 8".
    CHECK(passes(5, 4, 6, 5, 5) == 2);
    CHECK(passes(5, 4, 6, 4, 5) == 1);
    CHECK(passes(5, 4, 6, 3, 5) == 0);
    // a seeded roll with these dice gives the same per-figure moves
    bool found = false;
    for (uint32_t s = 1; s < 20000 && !found; ++s) {
        json r = fm({{"leader_rep", 5}, {"rep1", 5}, {"rep2", 4}, {"rep3", 4}, {"rep4", 3}}, s);
        if (r["roll"]["dice"] != json({5, 4}) || r["roll"]["leader_die"] != 6) continue;
        found = true;
        CHECK(r["roll"]["figures"] == json({16, 12, 12, 8}));
        CHECK(r["roll"]["key"] == "8");
    }
    CHECK(found);
}

TEST_CASE("Shared roll: group outcome equals enumeration, and differs from independent figures") {
    json r = fm({{"leader_rep", 5}, {"rep1", 5}, {"rep2", 4}, {"rep3", 3}});
    long c[3] = {0};
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int l = 1; l <= 6; ++l) {
                int w = std::min({passes(a, b, l, 5, 5), passes(a, b, l, 4, 5), passes(a, b, l, 3, 5)});
                c[w]++;
            }
    CHECK(outcome(r, "16") == Rational(c[2], 216));
    CHECK(outcome(r, "12") == Rational(c[1], 216));
    CHECK(outcome(r, "8") == Rational(c[0], 216));
    // Multiplying the figures' own P(pass 2) would be wrong: the Rep 3 figure passing 2 implies the others do.
    Rational p3 = Rational::parse(r["values"]["figures"][2]["16"].get<std::string>());
    CHECK(outcome(r, "16") == p3);
    Rational product = p3 * Rational::parse(r["values"]["figures"][0]["16"].get<std::string>()) *
                       Rational::parse(r["values"]["figures"][1]["16"].get<std::string>());
    CHECK(product < outcome(r, "16"));
    // Clumsy (E-35): 11/36
    CHECK(fm({{"clumsy_figure", 1}})["values"]["figures"][0]["clumsy_falls"] == "11/36");
}

TEST_CASE("fng.fast-move agrees with a seeded simulation (10^6 trials natively)") {
    json r = fm({{"leader_rep", 4}, {"rep1", 6}, {"rep2", 3}, {"rep3", 2}});
    pm::Prng g(1616u);
    long c[3] = {0};
    for (int t = 0; t < pm_test::kTrials; ++t) {
        int a = g.die(), b = g.die(), l = g.die();
        c[std::min({passes(a, b, l, 6, 4), passes(a, b, l, 3, 4), passes(a, b, l, 2, 4)})]++;
    }
    pm_test::check_sim(c[2], pm_test::kTrials, outcome(r, "16"), "16");
    pm_test::check_sim(c[1], pm_test::kTrials, outcome(r, "12"), "12");
    pm_test::check_sim(c[0], pm_test::kTrials, outcome(r, "8"), "8");
}

namespace clumsy {

using pm::json;
using pm::Rational;
using pm_test::P;

namespace {

// Passes of one figure on the shared faces: each of the two dice at or under Rep; a passed Leader
// Die cancels one failed die; never more than 2.
int passes(int a, int b, int ld, int rep, int leader) {
    int k = (a <= rep) + (b <= rep);
    if (leader > 0 && ld <= leader && k < 2) ++k;
    return k;
}

}  // namespace

// [SECTION] a Clumsy figure in the group
// A Clumsy figure's fall folded into fng.fast-move's group result (FNG p.7, Clumsy;
// p.16 Fast Move). The rule in our words: a Clumsy figure that rolls a 1 on a Fast Move goes only
// 1d6 inches and ends prone. The group shares one roll, and Pointman reading 9 counts a 1 on either
// of the two dice. So the group's answer is: the Clumsy figure falls (whatever the others read), or
// else the slowest figure's result. Counted here over every face of the shared dice.
TEST_CASE("fng.fast-move folds a Clumsy figure's fall into the group result") {
    const std::vector<int> reps = {3, 4, 5};
    const int leader = 4;
    for (int clumsy : {1, 2, 3}) {
        CAPTURE(clumsy);
        std::map<std::string, Rational> book, rest;
        Rational falls;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int ld = 1; ld <= 6; ++ld) {
                    Rational w(1, 216);
                    int worst = 2, worst_rest = 2;
                    for (size_t i = 0; i < reps.size(); ++i) {
                        int k = passes(a, b, ld, reps[i], leader);
                        worst = std::min(worst, k);
                        if (static_cast<int>(i) + 1 != clumsy) worst_rest = std::min(worst_rest, k);
                    }
                    const char* key = worst == 2 ? "16" : worst == 1 ? "12" : "8";
                    if (a == 1 || b == 1) {
                        falls += w;
                        rest[worst_rest == 2 ? "16" : worst_rest == 1 ? "12" : "8"] += w;
                    } else {
                        book[key] += w;
                    }
                }
        json r = fm({{"leader_rep", leader}, {"rep1", 3}, {"rep2", 4}, {"rep3", 5}, {"clumsy_figure", clumsy}});
        CHECK(falls == Rational(11, 36));
        CHECK(P(r, "clumsy-falls") == falls);
        for (const char* k : {"16", "12", "8"}) CHECK(P(r, k) == book[k]);
        for (const char* k : {"16", "12", "8"})
            CHECK(Rational::parse(r["values"]["rest_if_clumsy_falls"][k].get<std::string>()) == rest[k] / falls);
    }
    // Without a Clumsy figure nothing changes: no fall outcome.
    json plain = fm({{"leader_rep", 4}, {"rep1", 3}, {"rep2", 4}, {"rep3", 5}});
    for (const auto& o : plain["outcomes"]) CHECK(o["key"] != "clumsy-falls");
}

TEST_CASE("seeded Fast Move with a Clumsy figure replays its dice and its odds") {
    json params = {{"leader_rep", 0}, {"rep1", 4}, {"rep2", 4}, {"rep3", 0}, {"clumsy_figure", 2}};
    json odds = fm(params);
    int falls = 0;
    const int n = 3000;
    for (int s = 1; s <= n; ++s) {
        json roll = fm(params, s)["roll"];
        int a = roll["dice"][0], b = roll["dice"][1];
        bool tripped = a == 1 || b == 1;
        CHECK((roll["key"] == "clumsy-falls") == tripped);
        if (tripped) {
            ++falls;
            int inches = roll["clumsy_inches"];
            CHECK(inches >= 1);
            CHECK(inches <= 6);
            CHECK(roll["figures"][1] == inches);
        }
    }
    CHECK(std::abs(falls / double(n) - P(odds, "clumsy-falls").to_double()) < 0.035);  // ~4 sigma
}

}  // namespace clumsy

}  // namespace core_calculators_fng_test_fast_move
