// fng.melee: worked examples W29/W30 (fng.md §7), brute-force enumeration of every die of both
// sides and the damage die, and a 10^6-trial simulation.
#include <algorithm>
#include <vector>

#include "core/support/calc_requests.h"
#include "engine/dice/pass_dice.h"
#include "engine/random/prng.h"

namespace core_calculators_fng_test_melee {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;

namespace {

json melee(json params, std::optional<uint32_t> seed = std::nullopt) {
    return ev("fng.melee", std::move(params), seed);
}

// Independent reading of the Melee Results and Damage tables (digest §2.7).
// Returns 0 tie, +s / -s as the calculator's outcome codes (1 KD, 2 OOF, 3 OD).
int result(int ka, int kb, int die, int imp_a, int imp_b, int rep_a, int rep_b, bool v2) {
    int m = ka - kb;
    if (m == 0) return 0;
    int imp = m > 0 ? imp_a : imp_b, loser_rep = m > 0 ? rep_b : rep_a, s;
    if (!v2) {
        s = die <= imp ? 3 : (die <= loser_rep ? 1 : 2);
        if (std::abs(m) == 2 && s == 1) s = 2;
    } else if (std::abs(m) == 2) {
        s = die == 1 ? 3 : 2;
    } else {
        s = die <= imp ? (die == 1 ? 3 : 2) : 1;
    }
    return m > 0 ? s : -s;
}

std::map<int, Rational> brute(int na, int ta, int nb, int tb, int imp_a, int imp_b, int rep_a, int rep_b, bool v2) {
    int dice = na + nb + 1;
    long total = 1;
    for (int i = 0; i < dice; ++i) total *= 6;
    std::map<int, long> cnt;
    for (long code = 0; code < total; ++code) {
        long c = code;
        int ka = 0, kb = 0;
        for (int i = 0; i < na; ++i, c /= 6) ka += (c % 6 + 1) <= ta;
        for (int i = 0; i < nb; ++i, c /= 6) kb += (c % 6 + 1) <= tb;
        int die = int(c % 6) + 1;
        cnt[result(std::min(ka, 2), std::min(kb, 2), die, imp_a, imp_b, rep_a, rep_b, v2)]++;
    }
    std::map<int, Rational> out;
    for (auto& [k, v] : cnt) out[k] = Rational(v, total);
    return out;
}

const char* key(int code) {
    static const char* k[] = {"lose-OD", "lose-OOF", "lose-KD", "tie", "win-KD", "win-OOF", "win-OD"};
    return k[code + 3];
}

}  // namespace

TEST_CASE("Melee worked examples W29 and W30 (FNG p.20)") {
    // W29: Barnes Rep 4 with a fixed bayonet (Impact 2) vs Vang Rep 4 with a knife (Impact 1):
    // Vang fights at Rep 3. Barnes rolls 3,1 → pass 2; Vang 5,2 → pass 1; Barnes wins by 1.
    json r = melee({{"weapon", "fixed-bayonet"}, {"enemy_weapon", "knife"}});
    CHECK(r["values"]["enemy_rep"] == 3);
    CHECK(r["values"]["your_rep"] == 4);
    CHECK(pm::dice::passes_for_faces({3, 1}, 4) == 2);
    CHECK(pm::dice::passes_for_faces({5, 2}, 3) == 1);
    // W30: Hien Rep 5 loses by 1 to a fixed bayonet (Impact 2); the winner rolls 2 → OD; 3-5 would
    // be KD, 6 OOF.
    CHECK(result(2, 1, 2, 2, 1, 4, 5, false) == 3);
    CHECK(result(2, 1, 4, 2, 1, 4, 5, false) == 1);
    CHECK(result(2, 1, 6, 2, 1, 4, 5, false) == 2);
}

TEST_CASE("fng.melee equals brute-force enumeration of both sides' dice and the damage die") {
    struct Case {
        json params;
        int na, ta, nb, tb, ia, ib, ra, rb;
        bool v2;
    };
    std::vector<Case> cases = {
        {{{"enemy_weapon", "knife"}}, 2, 4, 2, 3, 2, 1, 4, 4, false},
        {{{"rules", "2.0"}, {"enemy_weapon", "knife"}}, 2, 4, 2, 3, 3, 2, 4, 4, true},
        {{{"rep", 5}, {"brawler", true}, {"enemy_rep", 3}, {"enemy_opponents", 2}}, 3, 5, 2, 2, 2, 2, 5, 3, false},
        {{{"rep", 3}, {"prone", true}, {"enemy_knifeman", true}, {"enemy_weapon", "knife"}},
         2,
         2,
         3,
         3,
         2,
         1,
         3,
         4,
         false},
        {{{"surprise", "pass1"}, {"weapon", "no-bayonet"}, {"rules", "2.0"}}, 1, 1, 2, 4, 0, 3, 4, 4, true},
        {{{"enemy_surprise", "pass0"}, {"enemy_runt", true}}, 2, 4, 0, 3, 2, 2, 4, 4, false},
    };
    for (const auto& c : cases) {
        CAPTURE(c.params.dump());
        json r = melee(c.params);
        auto b = brute(c.na, c.ta, c.nb, c.tb, c.ia, c.ib, c.ra, c.rb, c.v2);
        for (int code = -3; code <= 3; ++code) CHECK(outcome(r, key(code)) == (b.count(code) ? b[code] : Rational(0)));
    }
    // Bare hands never kill: every win is OOF.
    json bh = melee({{"weapon", "bare-hands"}, {"enemy_weapon", "bare-hands"}});
    CHECK(outcome(bh, "win-OD") == Rational(0));
    CHECK(outcome(bh, "win-KD") == Rational(0));
    CHECK(outcome(bh, "win-OOF") == Rational::parse(bh["values"]["p_win_exact"].get<std::string>()));
    // By hand, 2d6 vs 4 on each side (pass 0/1/2 = 1/9, 4/9, 4/9):
    // P(you win) = P(1)P(0) + P(2)(P(0) + P(1)) = 4/81 + 20/81 = 8/27.
    CHECK(outcome(bh, "win-OOF") == Rational(8, 27));
}

TEST_CASE("fng.melee agrees with a seeded simulation (10^6 trials natively)") {
    json r = melee({{"rep", 5}, {"brawler", true}, {"enemy_weapon", "knife"}, {"rules", "2.0"}});
    // You: 3d6 vs 5 (best two), Impact 3 (2.0 fixed bayonet); enemy: 2d6 vs 4 - 1 = 3, Impact 2.
    pm::Prng g(31337u);
    long cnt[7] = {0};
    for (int t = 0; t < pm_test::kTrials; ++t) {
        int ka = 0, kb = 0;
        for (int i = 0; i < 3; ++i) ka += g.die() <= 5;
        for (int i = 0; i < 2; ++i) kb += g.die() <= 3;
        cnt[result(std::min(ka, 2), std::min(kb, 2), g.die(), 3, 2, 5, 4, true) + 3]++;
    }
    for (int code = -3; code <= 3; ++code)
        pm_test::check_sim(cnt[code + 3], pm_test::kTrials, outcome(r, key(code)), key(code));
}

}  // namespace core_calculators_fng_test_melee
