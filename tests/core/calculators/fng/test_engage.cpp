// fng.engage: sight (FNG-A11), range (FNG-T08 QRS p. 74, FNG-T103 p. 64), To Hit class and the
// chance per die (FNG-T03 pp. 18-19, FNG-A4). The chance is checked against a literal reading of
// FNG-T03 (each d6 face resolved row by row) and the digest's reference table (fng.md §2.5). The
// rule itself has one home, core/fng/to_hit.cpp, shared with fng.fire and fng.grenade.
#include <doctest/doctest.h>

#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_engage {

using pm::json;
using pm::Rational;
using pm_test::whole;

namespace {

// FNG-T03 read literally for one die: 3-7 miss; 8 misses against prone / concealed / cover /
// fast movers / second or later targets; 9 misses against cover or third or later targets;
// 10+ hits.
bool t03_hits(int total, const std::string& target, bool fast, int order) {
    if (total <= 7) return false;
    if (total == 8) return !(target == "prone" || target == "concealed" || target == "cover" || fast || order >= 2);
    if (total == 9) return !(target == "cover" || order >= 3);
    return true;
}

Rational t03_chance(int rep, const std::string& target, bool fast, int order) {
    int n = 0;
    for (int f = 1; f <= 6; ++f) n += t03_hits(rep + f, target, fast, order);
    return Rational(n, 6);
}

}  // namespace

TEST_CASE("fng.engage: one situation per To Hit class agrees with FNG-T03 read face by face") {
    struct S {
        const char* cls;
        const char* target;
        bool fast;
        int order;
    } situations[] = {
        {"A", "open", false, 1}, {"B", "prone", false, 1}, {"B", "concealed", false, 1}, {"B", "open", true, 1},
        {"B", "open", false, 2}, {"C", "cover", false, 1}, {"C", "open", false, 3},      {"C", "prone", true, 3},
    };
    for (const auto& s : situations) {
        for (int rep = 2; rep <= 6; ++rep) {
            CAPTURE(s.target);
            CAPTURE(s.fast);
            CAPTURE(s.order);
            CAPTURE(rep);
            json r = whole("fng.engage", {{"rep", rep},
                                          {"target", s.target},
                                          {"fast_moving", s.fast},
                                          {"target_order", s.order},
                                          {"distance", 12},
                                          {"weapon", "m-16"}});
            CHECK(r["values"]["to_hit_class"] == s.cls);
            CHECK(Rational::parse(r["values"]["hit_chance_exact"].get<std::string>()) ==
                  t03_chance(rep, s.target, s.fast, s.order));
            CHECK(r["values"]["can_engage"] == true);
        }
    }
}

TEST_CASE("fng.engage: digest reference table (fng.md §2.5, Rep 4 and Rep 6)") {
    auto q = [](int rep, const char* target) {
        return Rational::parse(
            whole("fng.engage", {{"rep", rep}, {"target", target}})["values"]["hit_chance_exact"].get<std::string>());
    };
    CHECK(q(4, "open") == Rational(1, 2));
    CHECK(q(4, "prone") == Rational(1, 3));
    CHECK(q(4, "cover") == Rational(1, 6));
    CHECK(q(6, "open") == Rational(5, 6));
    CHECK(q(6, "concealed") == Rational(2, 3));
    CHECK(q(6, "cover") == Rational(1, 2));
    CHECK(q(2, "prone") == Rational(0));
}

TEST_CASE("fng.engage: crack shot keeps the better of two dice (p. 8), checked by enumeration") {
    for (int rep = 2; rep <= 6; ++rep) {
        int n = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b) n += t03_hits(rep + std::max(a, b), "prone", false, 1);
        json r = whole("fng.engage", {{"rep", rep}, {"target", "prone"}, {"crack_shot", true}});
        CHECK(Rational::parse(r["values"]["hit_chance_exact"].get<std::string>()) == Rational(n, 36));
    }
}

TEST_CASE("fng.engage: Rep modifiers (Marksman p. 8, Pigman p. 9, lights pp. 13, 57, rifles underground p. 58)") {
    CHECK(whole("fng.engage", {{"rep", 4}, {"marksman", true}})["values"]["effective_rep"] == 5);
    CHECK(whole("fng.engage", {{"rep", 4}, {"marksman", true}, {"weapon", "lmg-m60"}})["values"]["effective_rep"] == 4);
    CHECK(whole("fng.engage", {{"rep", 4}, {"pigman", true}, {"weapon", "lmg-m60"}})["values"]["effective_rep"] ==
          5);  // W13
    CHECK(whole("fng.engage", {{"rep", 4}, {"target_has_light", true}})["values"]["effective_rep"] == 5);
    CHECK(
        whole("fng.engage",
              {{"rep", 4}, {"time", "night"}, {"light", "flashlight"}, {"distance", 20}})["values"]["effective_rep"] ==
        5);
    json r =
        whole("fng.engage",
              {{"rep", 4}, {"terrain", "tunnel"}, {"light", "flashlight"}, {"distance", 10}, {"weapon", "sf-rifle"}});
    CHECK(r["values"]["effective_rep"] == 3);
    r = whole(
        "fng.engage",
        {{"rep", 4}, {"terrain", "tunnel"}, {"light", "flashlight"}, {"distance", 10}, {"weapon", "large-pistol"}});
    CHECK(r["values"]["effective_rep"] == 4);
}

TEST_CASE("fng.engage: sight, range and what to do instead") {
    // jungle at night: 6" (p. 18); M-16 range 48" (p. 74)
    json r = whole("fng.engage", {{"terrain", "jungle"}, {"time", "night"}, {"distance", 10}, {"weapon", "m-16"}});
    CHECK(r["values"]["in_sight"] == false);
    CHECK(r["values"]["in_range"] == true);
    CHECK(r["outcomes"][0]["exact"] == "0");
    bool flare = false, closer = false;
    for (const auto& a : r["actions"]) {
        if (a.contains("params") && a["params"].value("illumination", "") == "pencil-flare") flare = true;
        if (a.contains("params") && a["params"].contains("distance") && a["params"]["distance"] == 6) closer = true;
    }
    CHECK(flare);
    CHECK(closer);
    // the flare lights him: jungle by day is 8", still short of 10"
    r = whole("fng.engage",
              {{"terrain", "jungle"}, {"time", "night"}, {"distance", 10}, {"illumination", "pencil-flare"}});
    CHECK(r["values"]["in_sight"] == false);
    r = whole("fng.engage",
              {{"terrain", "jungle"}, {"time", "night"}, {"distance", 8}, {"illumination", "pencil-flare"}});
    CHECK(r["values"]["in_sight"] == true);
    // out of range: large pistol 12" (FNG-T08)
    r = whole("fng.engage", {{"distance", 20}, {"weapon", "large-pistol"}});
    CHECK(r["values"]["in_sight"] == true);
    CHECK(r["values"]["in_range"] == false);
    CHECK(r["actions"][0]["params"]["distance"] == 12);
    // M-79 HE inside 12" is a dud (FNG-T103 p. 64)
    r = whole("fng.engage", {{"distance", 8}, {"weapon", "m-79-he"}});
    CHECK(r["values"]["in_range"] == false);
    r = whole("fng.engage", {{"distance", 20}, {"weapon", "m-79-he"}});
    CHECK(r["values"]["in_range"] == true);
    // smoke (p. 51)
    r = whole("fng.engage", {{"distance", 10}, {"smoke", true}});
    CHECK(r["values"]["can_engage"] == false);
    CHECK(r["actions"][0]["params"]["smoke"] == false);
}

TEST_CASE("fng.engage: the shooter's own flashlight marks only the figures it lights (p. 13)") {
    // open ground at night: flashlight lights 24"; a target at 30" lit by a flare is seen but not flashlit
    json r = whole("fng.engage", {{"time", "night"}, {"light", "flashlight"}, {"distance", 20}});
    CHECK(r["values"]["effective_rep"] == 5);
    r = whole("fng.engage",
              {{"time", "night"}, {"light", "flashlight"}, {"distance", 30}, {"illumination", "pencil-flare"}});
    CHECK(r["values"]["in_sight"] == true);
    CHECK(r["values"]["effective_rep"] == 4);
    // W33 (p. 22): the In Sight check waits until the enemy is within range
    CHECK(whole("fng.engage", {{"distance", 20}, {"weapon", "large-pistol"}})["values"]["in_sight_check_due"] == false);
    CHECK(whole("fng.engage", {{"distance", 10}, {"weapon", "large-pistol"}})["values"]["in_sight_check_due"] == true);
}

TEST_CASE("fng.engage: the 'Resolve the fire' link carries the same situation to fng.fire") {
    if (!pm::find_calculator("fng.fire")) return;  // the action only exists when fng.fire is built in
    const json params = {{"rep", 4}, {"pigman", true}, {"weapon", "lmg-m60"}, {"target", "prone"}, {"distance", 20}};
    json eng = whole("fng.engage", params);
    std::string link;
    for (const auto& a : eng["actions"])
        if (a.contains("link")) link = a["link"].get<std::string>();
    REQUIRE(!link.empty());
    json fire = pm::evaluate_request(pm::request_from_link(link));
    REQUIRE_MESSAGE(fire["ok"].get<bool>(), fire.dump());
    CHECK(fire["params"]["weapon"] == "lmg-m60");
    const json& h = fire["values"]["hit_chance"];
    double fire_q = h.is_string() ? Rational::parse(h.get<std::string>()).to_double() : h.get<double>();
    CHECK(fire_q ==
          doctest::Approx(eng["values"]["hit_chance"].get<double>()).epsilon(1e-12));  // Rep 5 (Pigman), class B: 1/2
    CHECK(eng["values"]["hit_chance_exact"] == "1/2");
}

TEST_CASE("data/fng/los-weapons.json: every fire_id names a weapon of fng.fire with the same Targets") {
    if (!pm::find_calculator("fng.fire")) return;
    const json& d = pm::data_json("fng/los-weapons.json");
    const json& fw = pm::data_json("fng/fire_weapons.json");
    for (const auto& w : d["weapons"]) {
        if (!w.contains("fire_id")) continue;
        CAPTURE(w["id"]);
        bool found = false;
        for (const auto& f : fw["weapons"])
            if (f["id"] == w["fire_id"]) {
                found = true;
                CHECK(f["targets"] == w["targets"]);
                // range: the fire data writes "12/24" for variants; ours keeps the base number
                CHECK(std::stod(f["range"].get<std::string>()) == w["range"].get<double>());
            }
        CHECK(found);
    }
}

TEST_CASE("fng.engage: the In Sight check is due once he is in sight and in range, duds or not (FNG p.22)") {
    // FNG p.22: a target moving within range calls for the In Sight test. An M-79 HE round inside
    // its 12" minimum range is a dud (FNG p.64): the figure cannot engage him with it, yet the check
    // is taken; beyond its range neither.
    json close = pm_test::ev("fng.engage", {{"distance", 8}, {"weapon", "m-79-he"}});
    CHECK(close["values"]["can_engage"] == false);
    CHECK(close["values"]["in_sight_check_due"] == true);
    json far = pm_test::ev("fng.engage", {{"distance", 40}, {"weapon", "m-79-he"}});
    CHECK(far["values"]["in_sight_check_due"] == false);
}

}  // namespace core_calculators_fng_test_engage
