// fng.radio: the digest's worked value (fng.md §2.10), W20, enumeration of the dice chain and a
// seeded simulation.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"

namespace core_calculators_fng_test_radio {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;
using pm_test::P;
using pm_test::total;

namespace {

json radio(json params) {
    return ev("fng.radio", std::move(params));
}

}  // namespace

TEST_CASE("Radio contact: digest value and W20 (FNG p.16)") {
    // Digest: Rep 4, no rain, first call: (4/6)(4/6) + (1/6)(5/6) + (1/6)(3/6) = 2/3.
    CHECK(radio({{"rep", 4}})["values"]["p_contact_exact"] == "2/3");
    // W20: Cpl Jones Rep 4, atmospherics normal: contact on 1d6 ≤ 4 (he rolled 3); the FAC call
    // rolled 6 and failed.
    json w = radio({{"rep", 4}, {"atmospherics", "normal"}});
    CHECK(w["values"]["p_contact_exact"] == "2/3");
    // rain, RTO Wizard, tunnel
    CHECK(radio({{"rep", 4}, {"atmospherics", "normal"}, {"weather", "rain"}})["values"]["p_contact_exact"] == "1/2");
    CHECK(radio({{"rep", 4}, {"atmospherics", "poor"}, {"rto_wizard", true}})["values"]["p_contact_exact"] == "2/3");
    CHECK(radio({{"rep", 4}, {"atmospherics", "normal"}, {"tunnel", true}})["values"]["p_contact_exact"] == "1/3");
}

TEST_CASE("Radio chain equals enumeration of atmospherics, contact and request dice") {
    for (int rep = 2; rep <= 6; ++rep)
        for (int caller = 2; caller <= 6; ++caller) {
            CAPTURE(rep);
            CAPTURE(caller);
            json r = radio({{"rep", rep}, {"request", "artillery"}, {"caller_rep", caller}});
            int mod = caller >= 5 ? 1 : (caller <= 3 ? -1 : 0);
            long row[7] = {0}, none = 0;
            for (int a = 1; a <= 6; ++a)
                for (int c = 1; c <= 6; ++c)
                    for (int q = 1; q <= 6; ++q) {
                        int atm = a <= 4 ? 0 : (a == 5 ? 1 : -1);
                        if (c > rep + atm) {
                            none++;
                            continue;
                        }
                        row[std::clamp(q + mod, 1, 6)]++;
                    }
            CHECK(outcome(r, "no-contact") == Rational(none, 216));
            for (int v = 1; v <= 6; ++v) CHECK(outcome(r, v == 6 ? "6+" : std::to_string(v)) == Rational(row[v], 216));
        }
}

TEST_CASE("Radio chain agrees with a seeded simulation (10^6 trials natively)") {
    json r = radio({{"rep", 3}, {"request", "medevac"}, {"weather", "rain"}, {"rto_wizard", true}});
    pm::Prng g(555u);
    long none = 0, grounded = 0, next_turn = 0;
    for (int t = 0; t < pm_test::kTrials; ++t) {
        int a = g.die();
        int atm = a <= 4 ? 0 : (a == 5 ? 1 : -1);
        if (g.die() > 3 + 1 - 1 + atm) {
            none++;
            continue;
        }
        if (g.die() <= 4) {  // rain: helicopters unavailable on 1-4 (p.38)
            grounded++;
            continue;
        }
        next_turn += g.die() == 6;
    }
    pm_test::check_sim(none, pm_test::kTrials, outcome(r, "no-contact"), "no contact");
    pm_test::check_sim(grounded, pm_test::kTrials, outcome(r, "grounded"), "grounded by rain");
    pm_test::check_sim(next_turn, pm_test::kTrials, outcome(r, "6"), "medevac next turn");
}

namespace {

// The radio chain as the book tells it (FNG pp.16, 38, 50, 55), atmospherics already known as
// normal. Contact: one die at or under Rep, one less in any rain (heavy or not). Then the weather
// over the aircraft: rain keeps strike aircraft away and grounds helicopters (gunship, medevac) on
// 1-4 of a die; heavy continuous rain grounds every aircraft; overcast grounds air support (strike,
// gunship) on 1-2. Then the request die plus its modifier, read on rows clamped into 1..6.
struct RadioBook {
    std::map<std::string, Rational> p;  // "no-contact", "grounded", then the row of the request die
};

RadioBook radio_book(int rep, const std::string& weather, const std::string& request, int mod) {
    RadioBook b;
    const bool rainy = weather == "rain" || weather == "storm";
    int grounded_faces = 0;  // of the weather die
    const bool aircraft = request == "air-strike" || request == "gunship" || request == "medevac";
    if (aircraft && weather == "storm") grounded_faces = 6;
    if (aircraft && weather == "rain") grounded_faces = request == "air-strike" ? 6 : 4;
    if (weather == "overcast" && (request == "air-strike" || request == "gunship")) grounded_faces = 2;
    for (int c = 1; c <= 6; ++c)
        for (int w = 1; w <= 6; ++w)
            for (int q = 1; q <= 6; ++q) {
                Rational one(1, 216);
                if (c > rep - (rainy ? 1 : 0)) {
                    b.p["no-contact"] += one;
                    continue;
                }
                if (w <= grounded_faces) {
                    b.p["grounded"] += one;
                    continue;
                }
                int v = std::clamp(q + mod, 1, 6);
                std::string key =
                    request == "medevac" ? (v <= 2 ? "1-2" : std::to_string(v)) : (v == 6 ? "6+" : std::to_string(v));
                b.p[key] += one;
            }
    return b;
}

void check_radio(int rep, const std::string& weather, const std::string& request, int caller, int book_mod) {
    CAPTURE(rep);
    CAPTURE(weather);
    CAPTURE(request);
    CAPTURE(caller);
    json r = ev(
        "fng.radio",
        {{"rep", rep}, {"atmospherics", "normal"}, {"weather", weather}, {"request", request}, {"caller_rep", caller}});
    RadioBook b = radio_book(rep, weather, request, book_mod);
    CHECK(total(r) == Rational(1));
    for (const auto& entry : b.p) {
        const std::string& k = entry.first;  // a copy-free name the CAPTURE lambda can use (clang 14)
        CAPTURE(k);
        CHECK(P(r, k) == entry.second);
    }
    for (const auto& o : r.at("outcomes")) {
        CAPTURE(o.dump());
        if (!b.p.count(o.at("key").get<std::string>()))
            CHECK(Rational::parse(o.at("exact").get<std::string>()) == Rational(0));
    }
}

}  // namespace

// [SECTION] the book read again: each rule in our words, its answer worked out here
TEST_CASE("fng.radio: no air strike in rain") {
    // Rain: an air strike never comes, whatever the request die says; helicopters come on 5-6 only.
    for (int rep = 2; rep <= 6; ++rep) {
        check_radio(rep, "rain", "air-strike", 4, -1);  // leader Rep 4 or less: -1
        check_radio(rep, "rain", "gunship", 5, +1);     // leader Rep 5+: +1
        check_radio(rep, "rain", "medevac", 4, 0);
        // heavy continuous rain: nothing flies at all
        check_radio(rep, "storm", "air-strike", 4, -1);
        check_radio(rep, "storm", "gunship", 4, -1);
        check_radio(rep, "storm", "medevac", 4, 0);
        // overcast: air support grounded on 1-2; our reading leaves the medevac flying
        check_radio(rep, "overcast", "air-strike", 6, 0);
        check_radio(rep, "overcast", "gunship", 6, +1);
        check_radio(rep, "overcast", "medevac", 4, 0);
        // artillery is not an aircraft: rain only costs its -1 on the radio
        check_radio(rep, "rain", "artillery", 4, 0);
        check_radio(rep, "storm", "artillery", 4, 0);
    }
    // Rep 4 in rain: contact 3 in 6; the air strike then always stays away.
    json r = ev("fng.radio", {{"rep", 4}, {"atmospherics", "normal"}, {"weather", "rain"}, {"request", "air-strike"}});
    CHECK(P(r, "grounded") == Rational(1, 2));
    CHECK(P(r, "6+") == Rational(0));
    // overcast delays air support that does fly on 1-3 of a die
    CHECK(ev("fng.radio", {{"weather", "overcast"}, {"request", "gunship"}})["values"]["p_delayed_given_flying"] ==
          "1/2");
    // fng.weather states the same for rain: air strikes none, helicopters grounded on 1-4
    bool strike_none = false;
    for (const auto& x : pm::data_json("fng/weather-effects.json").at("weather").at("rain").at("effects"))
        if (x["topic"] == "air" && x["value"] == "none") strike_none = true;
    CHECK(strike_none);
    // a seeded air strike in heavy rain can only end without contact or grounded
    for (uint32_t seed : {1u, 2u, 3u, 12345u, 4294967295u}) {
        json s = ev("fng.radio", {{"weather", "storm"}, {"request", "air-strike"}}, seed);
        CAPTURE(s["roll"].dump());
        const std::string key = s["roll"]["key"];
        CHECK((key == "no-contact" || key == "grounded"));
        CHECK(s["generator"] == 2);
    }
}

TEST_CASE("fng.radio: heavy rain costs -1 on the radio, -2 only with poor atmospherics") {
    // The book: rain of any kind is -1 for the game; -2 is possible when the turn's atmospherics are
    // poor as well. Contact is one die at or under the modified Rep.
    for (int rep = 2; rep <= 6; ++rep)
        for (const std::string atm : {"normal", "good", "poor"}) {
            int a = atm == "good" ? 1 : atm == "poor" ? -1 : 0;
            int need = std::clamp(rep + a - 1, 0, 6);
            CAPTURE(rep);
            CAPTURE(atm);
            CHECK(ev("fng.radio",
                     {{"rep", rep}, {"atmospherics", atm}, {"weather", "storm"}})["values"]["p_contact_exact"] ==
                  Rational(need, 6).str());
            CHECK(ev("fng.radio",
                     {{"rep", rep}, {"atmospherics", atm}, {"weather", "rain"}})["values"]["p_contact_exact"] ==
                  Rational(need, 6).str());
        }
    // atmospherics not rolled yet: 1-4 normal, 5 good, 6 poor
    Rational pc;
    for (int f = 1; f <= 6; ++f) {
        int a = f <= 4 ? 0 : (f == 5 ? 1 : -1);
        pc += Rational(std::clamp(4 + a - 1, 0, 6), 36);
    }
    CHECK(ev("fng.radio", {{"rep", 4}, {"weather", "storm"}})["values"]["p_contact_exact"] == pc.str());
}

TEST_CASE(
    "reading: a Forward Observer under a Rep 3 leader, one option shared by fng.radio and fng.artillery-request") {
    const pm::ParamSpec* a = pm::find_calculator("fng.radio")->param("fo_with_green_leader");
    const pm::ParamSpec* b = pm::find_calculator("fng.artillery-request")->param("fo_with_green_leader");
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->def == b->def);
    CHECK(a->def == "both");
    REQUIRE(a->choices.size() == b->choices.size());
    for (size_t i = 0; i < a->choices.size(); ++i) CHECK(a->choices[i].value == b->choices[i].value);
    // The artillery request die: +1 for a leader of Rep 5+ or a Forward Observer, -1 for a leader of
    // Rep 3 or less. "both": an observer under a Rep 3 leader nets 0; "fo-only": +1.
    for (const std::string reading : {"both", "fo-only"})
        for (int leader = 2; leader <= 6; ++leader)
            for (bool fo : {false, true}) {
                int mod = (leader >= 5 || fo ? 1 : 0) - (leader <= 3 && !(fo && reading == "fo-only") ? 1 : 0);
                CAPTURE(reading);
                CAPTURE(leader);
                CAPTURE(fo);
                json radio = ev("fng.radio", {{"rep", 6},
                                              {"atmospherics", "good"},
                                              {"request", "artillery"},
                                              {"caller_rep", leader},
                                              {"forward_observer", fo},
                                              {"fo_with_green_leader", reading}});
                CHECK(radio["values"]["request_modifier"] == mod);
                json table = ev("fng.artillery-request", {{"veteran_caller", leader >= 5},
                                                          {"green_caller", leader <= 3},
                                                          {"forward_observer", fo},
                                                          {"fo_with_green_leader", reading}});
                for (int v = 1; v <= 6; ++v) {
                    Rational book;
                    for (int q = 1; q <= 6; ++q) book += Rational(std::clamp(q + mod, 1, 6) == v ? 1 : 0, 6);
                    const std::string key = v == 6 ? "6+" : std::to_string(v);
                    CHECK(P(table, key) == book);
                    CHECK(P(radio, key) == book);  // contact is certain at Rep 6 with good atmospherics
                }
            }
}

// [SECTION] words that confused players, and readings named in the result
TEST_CASE("fng.radio: the requesting leader's Rep is named in the summary when it moves the roll") {
    // Air strike (FNG p.50): -1 from a leader of Rep 4 or less, nothing at Rep 5+ (no FO).
    const std::string at4 = ev("fng.radio", {{"request", "air-strike"}}).at("summary");
    const std::string at5 = ev("fng.radio", {{"request", "air-strike"}, {"caller_rep", 5}}).at("summary");
    CHECK(at4.find("Request roll -1") != std::string::npos);
    CHECK(at4.find("Rep 4 or less") != std::string::npos);
    CHECK(at5.find("Request roll") == std::string::npos);
    // Gunship: +1 at Rep 5+.
    const std::string g5 = ev("fng.radio", {{"request", "gunship"}, {"caller_rep", 5}}).at("summary");
    CHECK(g5.find("Request roll +1") != std::string::npos);
    CHECK(ev("fng.radio", json::object()).at("summary").get<std::string>().find("Request roll") == std::string::npos);
}

}  // namespace core_calculators_fng_test_radio
