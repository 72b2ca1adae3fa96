// skirmish.claymore-blast — a claymore over the figures in its blast, to the count that fall.
//
// Vietnam Skirmish, Claymore Antipersonnel Mines: in the mine's 90° arc a figure within 3" takes 2
// suppression counters on a 4-6, one over 3" up to 7" takes 1 on a 5-6 (one die per figure, as
// skirmish.claymore reads it). Check for KIA/WIA: at the start of its side's turn a figure is removed
// on a die at or under its counters. The expected count is built here from the step calculators'
// own answers (skirmish.claymore for one figure's counters, skirmish.kia for its check) and the
// figures combined by hand: they roll their own dice, so the count that fall is the product of
// (1 - p + p·x) over the figures, read coefficient by coefficient.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "core/support/calc_requests.h"

namespace core_calculators_skirmish_test_claymore_blast {

namespace {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::P;

// One figure at `distance` holding `had` counters: the chance it falls, from the step calculators.
Rational fall_from_steps(double distance, int had) {
    json cl = ev("skirmish.claymore", {{"distance", distance}});
    Rational p(0);
    for (int k = 0; k <= 2; ++k) {
        json kia = ev("skirmish.kia", {{"counters", had + k}});
        p += P(cl, std::to_string(k)) * P(kia, "removed");
    }
    return p;
}

// The count of successes of independent figures, by multiplying out (1 - p + p·x).
std::vector<Rational> count_poly(const std::vector<Rational>& ps) {
    std::vector<Rational> c{Rational(1)};
    for (const Rational& p : ps) {
        std::vector<Rational> n(c.size() + 1, Rational(0));
        for (size_t i = 0; i < c.size(); ++i) {
            n[i] += c[i] * (Rational(1) - p);
            n[i + 1] += c[i] * p;
        }
        c = n;
    }
    return c;
}

void check_counts(const json& params, const std::vector<double>& distances, int had) {
    std::vector<Rational> ps;
    for (double d : distances) ps.push_back(fall_from_steps(d, had));
    const std::vector<Rational> expect = count_poly(ps);
    json r = ev("skirmish.claymore-blast", params);
    INFO(params.dump());
    REQUIRE(r["outcomes"].size() == expect.size());
    for (size_t k = 0; k < expect.size(); ++k) CHECK(P(r, std::to_string(k)) == expect[k]);
    CHECK(pm_test::total(r) == Rational(1));
}

TEST_CASE("skirmish.claymore-blast: the count that fall, from one figure's claymore roll and KIA check") {
    // One figure within 3": 2 counters on 4-6 (1/2), then lost on 1-2 (1/3): 1/6.
    CHECK(fall_from_steps(2, 0) == Rational(1, 6));
    // One figure over 3": 1 counter on 5-6 (1/3), then lost on a 1 (1/6): 1/18.
    CHECK(fall_from_steps(5, 0) == Rational(1, 18));
    check_counts({{"near", 1}}, {2}, 0);
    check_counts({{"near", 2}}, {2, 2}, 0);
    check_counts({{"near", 3}, {"far", 2}}, {2, 2, 2, 5, 5}, 0);
    check_counts({{"near", 1}, {"far", 1}, {"counters", 2}}, {1, 6}, 2);
    check_counts({{"near", 0}, {"far", 4}, {"counters", 5}}, {4, 4, 4, 4}, 5);
    // A list of distances: 3" is in the inner zone by default, 7" still in the outer, 8" untouched.
    check_counts({{"distances", "3, 7, 8"}}, {3, 7, 8}, 0);
    check_counts({{"distances", "0.5; 2.5  6"}, {"counters", 1}}, {0.5, 2.5, 6}, 1);
}

TEST_CASE("skirmish.claymore-blast: the steps and the figures given counters") {
    json r = ev("skirmish.claymore-blast", {{"near", 2}, {"far", 1}});
    std::map<std::string, std::string> step;
    for (const auto& s : r["values"]["steps"]) step[s["label"].get<std::string>()] = s["exact"].get<std::string>();
    CHECK(step.at("A figure within 3\": 2 counters on 4–6") == "1/2");
    CHECK(step.at("A figure within 3\" with 2 counters: lost at the KIA check") == "1/3");
    CHECK(step.at("A figure over 3\" up to 7\": 1 counter on 5–6") == "1/3");
    CHECK(step.at("A figure over 3\" up to 7\" with 1 counter: lost at the KIA check") == "1/6");
    // Given counters: two at 1/2 and one at 1/3; none = 1/2 · 1/2 · 2/3 = 1/6.
    CHECK(r["values"]["given_counters_exact"][0] == "1/6");
    CHECK(r["values"]["given_counters_exact"][3] == "1/12");
}

TEST_CASE("skirmish.claymore-blast: the book's figures, followed with the player's own dice") {
    // Claymore (Vietnam Skirmish): a figure at 2" in the arc rolling 4 takes 2 counters; one at 5"
    // rolling 4 takes none. Check for KIA: the first, with 2 counters, rolls 2: removed (2 or less);
    // the second has no counter and nothing to roll.
    json req = {{"calc", "skirmish.claymore-blast"}, {"params", {{"distances", "2, 5"}}}, {"dice", {4, 4, 2}}};
    json r = pm::evaluate_request(req);
    REQUIRE_MESSAGE(r["ok"].get<bool>(), r.dump());
    const json& f = r["roll"]["figures"];
    CHECK(f[0]["claymore_die"] == 4);
    CHECK(f[0]["counters"] == 2);
    CHECK(f[0]["kia_die"] == 2);
    CHECK(f[0]["falls"] == true);
    CHECK(f[1]["counters"] == 0);
    CHECK(!f[1].contains("kia_die"));
    CHECK(r["roll"]["key"] == "1");
    // ... and rolling 3 at the KIA check he survives (3 is over his 2 counters); a 5 at 5" gives 1 counter.
    req["dice"] = {4, 5, 3, 2};
    r = pm::evaluate_request(req);
    REQUIRE_MESSAGE(r["ok"].get<bool>(), r.dump());
    CHECK(r["roll"]["figures"][0]["falls"] == false);
    CHECK(r["roll"]["figures"][1]["counters"] == 1);
    CHECK(r["roll"]["figures"][1]["kia_die"] == 2);
    CHECK(r["roll"]["key"] == "0");
}

TEST_CASE("skirmish.claymore-blast: refuses an empty blast and a bad list") {
    json r = pm::evaluate_request({{"calc", "skirmish.claymore-blast"}, {"params", {{"near", 0}}}});
    CHECK(r["error"]["code"] == "not_possible");
    r = pm::evaluate_request({{"calc", "skirmish.claymore-blast"}, {"params", {{"distances", "2, x"}}}});
    CHECK(r["error"]["code"] == "out_of_range");
    CHECK(r["error"]["param"] == "distances");
}

TEST_CASE("skirmish.claymore leads on to the whole blast") {
    json r = ev("skirmish.claymore", {{"distance", 2}});
    bool found = false;
    for (const auto& a : r["actions"]) found |= a.value("link", "") == "#/skirmish.claymore-blast";
    CHECK(found);
}

}  // namespace

}  // namespace core_calculators_skirmish_test_claymore_blast
