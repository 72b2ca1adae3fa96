// fng.reaction: contract cases (exact fractions, Leader Die refused where not allowed), the dice
// count rules of fng.md §1.3, worked examples W10, W17, W18, W21, W32, brute-force enumeration and
// a 10^6-trial simulation.
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/dice/pass_dice.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"

namespace core_calculators_fng_test_reaction {

using pm::json;
using pm::Rational;
using pm_test::choice_label;
using pm_test::describe;
using pm_test::ev;
using pm_test::has_modifier;
using pm_test::names_a_reading;
using pm_test::outcome;
using pm_test::P;
using pm_test::param;

namespace {

json react(json params, std::optional<uint32_t> seed = std::nullopt) {
    return ev("fng.reaction", std::move(params), seed);
}

// Independent: enumerate n figure dice (+ optional LD) with plain loops.
std::vector<Rational> brute(int n, int target, int leader) {
    int dice = n + (leader > 0 ? 1 : 0);
    int total = 1;
    for (int i = 0; i < dice; ++i) total *= 6;
    std::vector<long> cnt(3, 0);
    for (int code = 0; code < total; ++code) {
        int c = code, k = 0;
        for (int i = 0; i < n; ++i, c /= 6) k += (c % 6 + 1) <= target;
        if (k > 2) k = 2;
        if (leader > 0 && (c % 6 + 1) <= leader && k < 2) ++k;
        cnt[k]++;
    }
    return {Rational(cnt[0], total), Rational(cnt[1], total), Rational(cnt[2], total)};
}

void check_dist(const json& r, const std::vector<Rational>& b) {
    CHECK(outcome(r, "pass0") == b[0]);
    CHECK(outcome(r, "pass1") == b[1]);
    CHECK(outcome(r, "pass2") == b[2]);
}

}  // namespace

TEST_CASE("fng.reaction contract cases answer exactly") {
    // Digest §1.1 reference: 2d6 vs 4 → 4/9, 4/9, 1/9.
    json r = react(json::object());
    CHECK(outcome(r, "pass2") == Rational(4, 9));
    CHECK(outcome(r, "pass1") == Rational(4, 9));
    CHECK(outcome(r, "pass0") == Rational(1, 9));
    CHECK(r["values"]["leader_die_applied"] == false);
    // Digest §1.2 reference (2d6 + LD, T 4, L 5): 22/27, 1/6, 1/54.
    r = react({{"test", "rally"}, {"rep", 4}, {"leader_rep", 5}});
    CHECK(r["values"]["leader_die_applied"] == true);
    CHECK(outcome(r, "pass2") == Rational(22, 27));
    CHECK(outcome(r, "pass1") == Rational(1, 6));
    CHECK(outcome(r, "pass0") == Rational(1, 54));
    // The Leader Die is refused on tests that do not allow it (FNG p.14: Fast Move, Wanting to
    // Charge and Rally only) and the distribution is the plain one.
    for (const char* t : {"in-sight", "received-fire", "being-charged", "surprise", "recovery", "overrun"}) {
        CAPTURE(t);
        json x = react({{"test", t}, {"leader_rep", 6}});
        CHECK(x["values"]["leader_die_applied"] == false);
        CHECK(outcome(x, "pass2") == Rational(4, 9));
    }
    for (const char* t : {"wanting-to-charge", "rally", "fast-move"})
        CHECK(react({{"test", t}, {"leader_rep", 6}})["values"]["leader_die_applied"] == true);
    json bad = pm::evaluate_request({{"calc", "fng.reaction"}, {"params", {{"leader_rep", 1}}}});
    CHECK(bad["error"]["code"] == "out_of_range");
}

TEST_CASE("Who rolls how many dice (fng.md §1.3)") {
    CHECK(react({{"test", "received-fire"}, {"is_leader", true}})["values"]["dice"] == 3);
    CHECK(react({{"test", "in-sight"}, {"is_leader", true}})["values"]["dice"] == 2);    // not In Sight
    CHECK(react({{"test", "surprise"}, {"born_leader", true}})["values"]["dice"] == 2);  // not Surprise
    CHECK(react({{"test", "rally"}, {"born_leader", true}})["values"]["dice"] == 3);
    CHECK(react({{"test", "in-sight"}, {"hidden", true}})["values"]["dice"] == 3);
    CHECK(react({{"test", "in-sight"}, {"hidden", true}, {"rules", "2.0"}})["values"]["dice"] == 2);  // E-63
    CHECK(react({{"test", "in-sight"}, {"covering_fire", true}})["values"]["dice"] == 3);
    CHECK(react({{"test", "received-fire"}, {"jodie", true}})["values"]["dice"] == 1);
    CHECK(react({{"test", "rally"}, {"wuss", true}})["values"]["dice"] == 1);
    CHECK(react({{"test", "received-fire"}, {"wuss", true}})["values"]["dice"] == 2);
    CHECK(react({{"test", "recovery"}, {"evacuated", true}})["values"]["dice"] == 3);
    // Jodie can never pass 2
    CHECK(outcome(react({{"test", "received-fire"}, {"jodie", true}}), "pass2") == Rational(0));
    // Hero: snake eyes 1/36 on 2 dice; 2/27 with 3 (E-33 default), 0 under the strict reading
    CHECK(react({{"test", "received-fire"}})["values"]["hero_chance_exact"] == "1/36");
    CHECK(react({{"test", "received-fire"}, {"is_leader", true}})["values"]["hero_chance_exact"] == "2/27");
    CHECK(react({{"test", "received-fire"},
                 {"is_leader", true},
                 {"hero_rule", "two-dice-only"}})["values"]["hero_chance_exact"] == "0");
    CHECK(outcome(react({{"test", "being-charged"}, {"hero", true}, {"rep", 2}}), "pass2") == Rational(1));
    // Leader + 3d6 (cap 2): digest reference 3d6 vs 4 → 20/27, 2/9, 1/27
    json l = react({{"test", "received-fire"}, {"is_leader", true}});
    CHECK(outcome(l, "pass2") == Rational(20, 27));
    CHECK(outcome(l, "pass0") == Rational(1, 27));
    // Halved targets: Language Barrier rounds up (Rep 5 → 3), Disarm rounds down (Rep 5 → 2)
    CHECK(react({{"test", "language-barrier"}, {"rep", 5}})["values"]["target"] == 3);
    CHECK(react({{"test", "disarm"}, {"rep", 5}})["values"]["target"] == 2);
    CHECK(react({{"test", "squad-anti-tank"}, {"rep", 5}, {"at_range", "beyond-half"}})["values"]["target"] == 3);
}

TEST_CASE("Worked examples W10, W17, W18, W21, W32 (fng.md §7)") {
    using pm::dice::passes_for_faces;
    using pm::dice::passes_with_leader_faces;
    // W17 (p.14): Leader Rep 5, two Rep 3 figures, Wanting to Charge; LD = 4 passes;
    // A rolls 5,3 → 1 pass + LD = 2; B rolls 1,2 → 2 (cannot exceed 2).
    CHECK(passes_with_leader_faces({5, 3}, 3, 4, 5) == 2);
    CHECK(passes_with_leader_faces({1, 2}, 3, 4, 5) == 2);
    // W21 (p.16): Fast Move, NCO Rep 5, two Rep 4, one Rep 3; LD 6 fails (leader Rep 5); shared dice 5,4.
    CHECK(passes_with_leader_faces({5, 4}, 5, 6, 5) == 2);  // 16"
    CHECK(passes_with_leader_faces({5, 4}, 4, 6, 5) == 1);  // 12"
    CHECK(passes_with_leader_faces({5, 4}, 3, 6, 5) == 0);  // 8", counts as fast moving
    // W32 (p.22): all Rep 4 In Sight: Smith 3,5 → 1; Jones 2,4 → 2; Phu 3,4 → 2; Hien 5,6 → 0;
    // Nguyen hidden with 3 dice 4,5,3 → 2.
    CHECK(passes_for_faces({3, 5}, 4) == 1);
    CHECK(passes_for_faces({2, 4}, 4) == 2);
    CHECK(passes_for_faces({3, 4}, 4) == 2);
    CHECK(passes_for_faces({5, 6}, 4) == 0);
    CHECK(passes_for_faces({4, 5, 3}, 4) == 2);
    CHECK(react({{"test", "in-sight"}, {"hidden", true}})["values"]["dice"] == 3);  // Nguyen's 3 dice
    // W18 (p.15): SSgt Kelly Rep 5 with Language: target 3 + 1 = 4; dice 2 and 6 → pass 1.
    json k = react({{"test", "language-barrier"}, {"rep", 5}, {"language", true}});
    CHECK(k["values"]["target"] == 4);
    CHECK(passes_for_faces({2, 6}, 4) == 1);
    // W10 (p.7): Born Leader Smith rolls 3d6 for Wanting to Charge.
    CHECK(react({{"test", "wanting-to-charge"}, {"born_leader", true}})["values"]["dice"] == 3);
}

TEST_CASE("fng.reaction equals brute-force enumeration (dice 1-4, with and without the Leader Die)") {
    for (int n = 1; n <= 4; ++n)
        for (int rep = 2; rep <= 6; ++rep)
            for (int lr : {0, 2, 4, 6}) {
                CAPTURE(n);
                CAPTURE(rep);
                CAPTURE(lr);
                check_dist(react({{"test", "wanting-to-charge"}, {"dice", n}, {"rep", rep}, {"leader_rep", lr}}),
                           brute(n, rep, lr));
                // with a modifier: In Sight at -1 (Shortsighted), LD refused
                check_dist(
                    react(
                        {{"test", "in-sight"}, {"dice", n}, {"rep", rep}, {"leader_rep", lr}, {"shortsighted", true}}),
                    brute(n, rep - 1, 0));
            }
}

TEST_CASE("fng.reaction agrees with a seeded simulation (10^6 trials natively)") {
    json r = react({{"test", "rally"}, {"rep", 3}, {"leader_rep", 4}, {"born_leader", true}});  // 3d6 + LD
    pm::Prng g(4242u);
    long cnt[3] = {0, 0, 0};
    for (int t = 0; t < pm_test::kTrials; ++t) {
        int k = 0;
        for (int i = 0; i < 3; ++i) k += g.die() <= 3;
        if (k > 2) k = 2;
        if (g.die() <= 4 && k < 2) ++k;
        cnt[k]++;
    }
    pm_test::check_sim(cnt[0], pm_test::kTrials, outcome(r, "pass0"), "pass0");
    pm_test::check_sim(cnt[1], pm_test::kTrials, outcome(r, "pass1"), "pass1");
    pm_test::check_sim(cnt[2], pm_test::kTrials, outcome(r, "pass2"), "pass2");
    // seeded roll is consistent with its own dice
    json s = react({{"test", "rally"}, {"rep", 3}, {"leader_rep", 4}}, 99u);
    std::vector<int> d = s["roll"]["dice"];
    int k = pm::dice::passes_with_leader_faces(d, 3, s["roll"]["leader_die"].get<int>(), 4);
    CHECK(s["roll"]["key"] == "pass" + std::to_string(k));
}

TEST_CASE("Erratum options: Leader Die reading (E-30) and Leader + Born Leader (E-34)") {
    // 'At least one pass': a passed LD lifts 0 to 1 but never 1 to 2. Enumerate 2 dice vs 3 + LD vs 5.
    long c[3] = {0};
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b)
            for (int l = 1; l <= 6; ++l) {
                int k = (a <= 3) + (b <= 3);
                if (l <= 5 && k == 0) k = 1;
                c[k]++;
            }
    json r = react({{"test", "rally"}, {"rep", 3}, {"leader_rep", 5}, {"leader_die_rule", "at-least-one"}});
    CHECK(outcome(r, "pass2") == Rational(c[2], 216));
    CHECK(outcome(r, "pass1") == Rational(c[1], 216));
    CHECK(outcome(r, "pass0") == Rational(c[0], 216));
    CHECK(react({{"test", "rally"}, {"is_leader", true}, {"born_leader", true}})["values"]["dice"] == 4);
    CHECK(react({{"test", "rally"},
                 {"is_leader", true},
                 {"born_leader", true},
                 {"leader_and_born_leader", "3d6"}})["values"]["dice"] == 3);
}

TEST_CASE("W27 (p.19): covering fire gives the LMG 3 dice on In Sight, 2 against a figure out of its swath") {
    // The VC LMG declares covering fire on a US group that Ducked Back. When that group shows up again
    // from the same place the gunner rolls 3d6 for In Sight (best two count); Cpl Jim Bob Joe, who
    // moved along the wall out of the swath, only faces the normal 2d6. (Once the LMG fires at him the
    // covering fire on the first group ends: a bookkeeping rule with no dice, not modelled here.)
    for (int rep = 2; rep <= 6; ++rep) {
        CAPTURE(rep);
        json covering = react({{"test", "in-sight"}, {"rep", rep}, {"covering_fire", true}});
        CHECK(covering["values"]["dice"] == 3);
        check_dist(covering, brute(3, rep, 0));
        json moved_out = react({{"test", "in-sight"}, {"rep", rep}});
        CHECK(moved_out["values"]["dice"] == 2);
        check_dist(moved_out, brute(2, rep, 0));
    }
    // Rep 4 by hand: 3d6, at least two of them 1-4 → 20/27 pass 2; exactly one → 2/9; none → 1/27.
    json r4 = react({{"test", "in-sight"}, {"covering_fire", true}});
    CHECK(outcome(r4, "pass2") == Rational(20, 27));
    CHECK(outcome(r4, "pass1") == Rational(2, 9));
    CHECK(outcome(r4, "pass0") == Rational(1, 27));
    // The extra die belongs to In Sight only: a Received Fire test keeps its 2 dice.
    CHECK(react({{"test", "received-fire"}, {"covering_fire", true}})["values"]["dice"] == 2);
}

// [SECTION] words that confused players, and readings named in the result
TEST_CASE("fng.reaction: Heroes All mode and the Who Wants To Be A Hero? table are told apart") {
    const json d = describe("fng.reaction");
    const std::string mode = param(d, "hero").at("label");
    const std::string table = choice_label(param(d, "test"), "hero");
    CHECK(mode.find("Heroes All") != std::string::npos);
    CHECK(table.find("Who Wants To Be A Hero?") != std::string::npos);
    CHECK(mode.find("Who Wants") == std::string::npos);
    CHECK(table.find("Heroes All") == std::string::npos);
    // Hero mode makes Received Fire a sure pass 2; on the table of the same name it changes nothing:
    // 2 dice at Rep 4 pass 2 with (4/6)^2 = 4/9.
    CHECK(P(ev("fng.reaction", {{"test", "received-fire"}, {"hero", true}}), "pass2") == Rational(1));
    const json t = ev("fng.reaction", {{"test", "hero"}, {"hero", true}, {"rep", 4}});
    CHECK(P(t, "pass2") == Rational(4, 9));
    CHECK(has_modifier(t, "does not cover the Who Wants To Be A Hero? table"));
}

TEST_CASE("fng.reaction: the Knock Down Test under the 2006 rules says it is FNG 2.0's") {
    const json v1 = ev("fng.reaction", {{"test", "knock-down"}, {"rules", "v1"}});
    const json v2 = ev("fng.reaction", {{"test", "knock-down"}, {"rules", "2.0"}});
    CHECK(v1.at("summary").get<std::string>().rfind("Only under FNG 2.0", 0) == 0);
    CHECK(has_modifier(v1, "under the 2006 rules a knocked-down figure"));
    CHECK(v2.at("summary").get<std::string>().rfind("Only under", 0) != 0);
    CHECK_FALSE(has_modifier(v2, "under the 2006 rules"));
    // The numbers are the 2.0 test's either way: 2d6 at Rep 4.
    CHECK(P(v1, "pass2") == Rational(4, 9));
    CHECK(P(v2, "pass2") == Rational(4, 9));
}

TEST_CASE("fng.reaction: where the book is silent, the result names the reading it used") {
    // Hidden and covering fire on In Sight (2006 rules): 2 + 1 + 1 = 4 dice, at most 2 passes count.
    // At Rep 3 a die passes on 1-3: P(pass 2) = 1 - P(0 or 1 pass of 4) = 1 - (1/16 + 4/16) = 11/16.
    const json both = ev("fng.reaction", {{"test", "in-sight"}, {"rep", 3}, {"hidden", true}, {"covering_fire", true}});
    CHECK(P(both, "pass2") == Rational(11, 16));
    CHECK(has_modifier(both, "Hidden and giving covering fire"));
    CHECK(names_a_reading(both));
    CHECK_FALSE(names_a_reading(ev("fng.reaction", {{"test", "in-sight"}, {"rep", 3}, {"hidden", true}})));
    // Wuss (one die) on Rally with a Leader Die.
    const json wuss = ev("fng.reaction", {{"test", "rally"}, {"wuss", true}, {"leader_rep", 5}});
    CHECK(has_modifier(wuss, "One die (Jodie or Wuss) with the Leader Die"));
    CHECK(names_a_reading(wuss));
}

TEST_CASE("fng.reaction: the Leader Die read 'at least one pass' says so, never that it cancels a failed die") {
    // FNG p.14 (Pointman reading 7): read 'at least one', a passed Leader Die lifts 0 passes to 1 and
    // cancels nothing; the modifier must say what the odds do.
    auto value_of = [](const json& r) {
        for (const auto& m : r["modifiers"])
            if (m["label"].get<std::string>().rfind("Leader Die vs the Leader's Rep", 0) == 0)
                return m["value"].get<std::string>();
        return std::string();
    };
    json least = react({{"test", "rally"}, {"rep", 3}, {"leader_rep", 5}, {"leader_die_rule", "at-least-one"}});
    CHECK(value_of(least) == "a pass assures at least one pass");
    json cancel = react({{"test", "rally"}, {"rep", 3}, {"leader_rep", 5}});
    CHECK(value_of(cancel) == "a pass cancels one failed die");
}

TEST_CASE("fng.reaction: the Received Fire words hold every line of the book's table (FNG p.22, QRS p.76)") {
    // Besides chargers, in cover and the others, the book's table has those retrieving wounded carry on
    // (pass 2 and pass 1) and go prone (pass 0), and chargers without a ranged weapon carry on (pass 1).
    json r = react({{"test", "received-fire"}});
    auto label = [&](const char* key) {
        for (const auto& o : r["outcomes"])
            if (o["key"] == key) return o["label"].get<std::string>();
        return std::string();
    };
    CHECK(label("pass2").find("wounded") != std::string::npos);
    CHECK(label("pass1").find("wounded") != std::string::npos);
    CHECK(label("pass1").find("without carry on") != std::string::npos);
    CHECK(label("pass0").find("wounded: go prone") != std::string::npos);
}

}  // namespace core_calculators_fng_test_reaction
