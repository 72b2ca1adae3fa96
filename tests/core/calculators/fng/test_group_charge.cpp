// Gap: a group's Wanting to Charge test sharing one Leader Die (FNG p.14 Leader Dice with
// its worked example; p.22 Wanting to Charge; p.7 Born Leader). The rule in our words: the Leader
// rolls one die of another colour against his own Rep for the whole group; each figure rolls its own
// two dice against its own Rep; a passed Leader Die makes up one failed die, never more than two
// passes. A Born Leader rolls one more die and the figures near him take his result.
// The answers here come from enumerating every die of the group, all at once (the calculator instead
// conditions on the Leader Die), and from the book's own example.
#include <doctest/doctest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_group_charge {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::ev_dice;
using pm_test::P;

namespace {

json gc(json params, json dice = nullptr) {
    if (dice.is_null()) return ev("fng.group-charge", std::move(params));
    return ev_dice("fng.group-charge", std::move(params), std::move(dice));
}

// Every face of `n` dice, each vector with weight 6^-n.
void each_faces(int n, const std::function<void(const std::vector<int>&, const Rational&)>& f) {
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 6;
    std::vector<int> v(n);
    for (int code = 0; code < total; ++code) {
        int c = code;
        for (int i = 0; i < n; ++i, c /= 6) v[i] = c % 6 + 1;
        f(v, Rational(1, total));
    }
}

}  // namespace

TEST_CASE("fng.group-charge, the book's example of a Leader Die shared by two figures") {
    // Leader Rep 5 rolls a 4: passed. Rep 3 figures roll 5 and 3 (one pass, plus the Leader Die: two)
    // and 1 and 2 (two passes, still two). Both pass 2d6.
    json r = gc({{"leader_rep", 5}, {"rep1", 3}, {"rep2", 3}}, {4, 5, 3, 1, 2});
    CHECK(r["roll"]["passes"] == json({2, 2}));
    CHECK(r["roll"]["key"] == "all-charge");
    CHECK(r["roll"]["leader_die"] == 4);
}

TEST_CASE("fng.group-charge against a brute-force count of every die") {
    struct Case {
        int leader;
        std::vector<int> reps;
        int wuss;
    };
    for (const Case& c : {Case{5, {3, 3}, 0}, Case{4, {2, 4, 5}, 2}, Case{0, {3, 4}, 0}, Case{6, {4, 4, 4}, 3}}) {
        CAPTURE(c.leader);
        CAPTURE(c.wuss);
        const int n = static_cast<int>(c.reps.size());
        int ndice = c.leader > 0 ? 1 : 0;
        for (int i = 1; i <= n; ++i) ndice += i == c.wuss ? 1 : 2;
        std::map<int, Rational> low, zeros;
        each_faces(ndice, [&](const std::vector<int>& f, const Rational& w) {
            size_t at = 0;
            bool ld_pass = c.leader > 0 && f[at++] <= c.leader;
            int worst = 2, z = 0;
            for (int i = 1; i <= n; ++i) {
                // Pointman reading 40: the Wuss's die he does not roll counts as a failed one.
                int own = 0, fails = i == c.wuss ? 1 : 0;
                for (int d = 0; d < (i == c.wuss ? 1 : 2); ++d) (f[at++] <= c.reps[i - 1] ? own : fails)++;
                int k = std::min(2, own + ((ld_pass && fails > 0) ? 1 : 0));
                worst = std::min(worst, k);
                z += k == 0;
            }
            low[worst] += w;
            zeros[z] += w;
        });
        json params = {{"leader_rep", c.leader}, {"wuss_figure", c.wuss}};
        for (int i = 1; i <= 6; ++i) params["rep" + std::to_string(i)] = i <= n ? c.reps[i - 1] : 0;
        json r = gc(params);
        CHECK(P(r, "all-charge") == low[2]);
        CHECK(P(r, "cover-stays") == low[1]);
        CHECK(P(r, "some-stay") == low[0]);
        for (int k = 0; k <= n; ++k)
            CHECK(Rational::parse(r["values"]["stay_put_exact"][k].get<std::string>()) == zeros[k]);
    }
}

TEST_CASE("fng.group-charge, the group near a Born Leader takes his result") {
    // Born Leader (Rep 4) is figure 2 and rolls three dice; the Leader Die (Rep 5) helps him too.
    std::map<int, Rational> his;
    each_faces(4, [&](const std::vector<int>& f, const Rational& w) {
        bool ld = f[0] <= 5;
        int own = (f[1] <= 4) + (f[2] <= 4) + (f[3] <= 4);
        int fails = 3 - own;
        his[std::min(2, own + ((ld && fails > 0) ? 1 : 0))] += w;
    });
    json r = gc({{"leader_rep", 5}, {"rep1", 2}, {"rep2", 4}, {"rep3", 3}, {"born_leader_figure", 2}});
    CHECK(P(r, "all-charge") == his[2]);
    CHECK(P(r, "some-stay") == his[0]);
    CHECK(r["values"]["figures"][0]["pass2"] == his[2].str());  // the Rep 2 figure takes his result
    // Seeded: everyone's passes equal the Born Leader's.
    json s = pm::evaluate_request({{"calc", "fng.group-charge"},
                                   {"params", {{"rep1", 2}, {"rep2", 4}, {"rep3", 3}, {"born_leader_figure", 2}}},
                                   {"seed", 11}});
    json passes = s["roll"]["passes"];
    CHECK(passes[0] == passes[1]);
    CHECK(passes[1] == passes[2]);
}

TEST_CASE("fng.group-charge refuses a group it cannot read") {
    json bad = pm::evaluate_request({{"calc", "fng.group-charge"}, {"params", {{"rep1", 3}, {"wuss_figure", 4}}}});
    CHECK_FALSE(bad["ok"].get<bool>());
    json none =
        pm::evaluate_request({{"calc", "fng.group-charge"}, {"params", {{"rep1", 0}, {"rep2", 0}, {"rep3", 0}}}});
    CHECK_FALSE(none["ok"].get<bool>());
}

}  // namespace core_calculators_fng_test_group_charge
