// FNG's damage of n hits (rules/fng/damage.h): worst_of_hits counts the damage dice as a pool of
// multisets; here it is held equal to worst_damage read on every sequence of damage dice, exactly,
// for one to six hits (a swath's six dice all hitting), both damage tables and the options.
#include <doctest/doctest.h>

#include <vector>

#include "engine/exact/dist.h"
#include "rules/fng/damage.h"

namespace core_rules_fng_test_damage {

using namespace pm;
using namespace pm::fng;

namespace {
bool same(const Dist& a, const Dist& b) {
    return a.entries() == b.entries();
}
}  // namespace

TEST_CASE("worst_of_hits equals worst_damage over every sequence of damage dice, 0 to 6 hits") {
    for (int n = 0; n <= 6; ++n)
        for (DamageTable t : {DamageTable::V1, DamageTable::V2})
            for (int impact = 0; impact <= 6; ++impact)
                for (int opts = 0; opts < 8; ++opts) {
                    if (n > 4 && impact != 3 && impact != 1) continue;  // the largest pools: two Impacts
                    DamageOptions o;
                    o.hard_as_nails = opts & 1;
                    o.larger_than_life = opts & 2;
                    o.shooter_rep = opts & 4 ? 3 : 5;  // below or above the target's Rep
                    o.target_rep = 4;
                    CAPTURE(n);
                    CAPTURE(impact);
                    CAPTURE(opts);
                    CHECK(same(worst_of_hits(n, impact, t, o), Dist::from_faces(n, [&](const std::vector<int>& f) {
                                   return worst_damage(f, impact, t, o);
                               })));
                }
}

TEST_CASE("worst_of_shots equals the binomial count of hits, each number then worst_of_hits, 0 to 6 shots") {
    for (int n = 0; n <= 6; ++n)
        for (const Rational& hit :
             {Rational(0), Rational(1, 6), Rational(1, 2), Rational(5, 6), Rational(1), Rational(11, 36)})
            for (DamageTable t : {DamageTable::V1, DamageTable::V2})
                for (int impact : {1, 3, 6})
                    for (int opts = 0; opts < 8; ++opts) {
                        DamageOptions o;
                        o.hard_as_nails = opts & 1;
                        o.larger_than_life = opts & 2;
                        o.shooter_rep = opts & 4 ? 3 : 5;
                        o.target_rep = 4;
                        CAPTURE(n);
                        CAPTURE(hit.str());
                        CAPTURE(impact);
                        CAPTURE(opts);
                        const Dist hits = hit.is_zero() || hit == Rational(1) ? Dist::point(hit.is_zero() ? 0 : n)
                                                                              : Dist::binomial(n, hit);
                        CHECK(same(worst_of_shots(n, hit, impact, t, o),
                                   hits.then([&](int h) { return worst_of_hits(h, impact, t, o); })));
                    }
}

}  // namespace core_rules_fng_test_damage
