// Book errors (FNG) and the two FNG readings shared by several calculators. Each test says
// the rule in our words, works out the book's answer on its own (enumerating the dice here, or the
// book's own numbers) and only then asks the calculator, through the registry like any client.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <optional>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::ev;
using pm_test::P;
using pm_test::total;

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

TEST_CASE("16.1 fng.radio: no air strike in rain") {
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

TEST_CASE("16.2 fng.radio: heavy rain costs -1 on the radio, -2 only with poor atmospherics") {
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

TEST_CASE("16.3 fng.re-up: Rep 5 re-ups without rolling; listed attributes never roll") {
    // Three dice against Rep, each at or under it a pass; pass 3 signs on, pass 2 rolls again where
    // only a pass 3 signs on. A figure ending the tour at Rep 5 signs on without a roll; one with
    // Coward, Jodie, Looter, Shirker, Sickly, Street Punk or Wuss does not roll and goes home.
    for (int rep = 2; rep <= 6; ++rep) {
        Rational p[4];
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) p[(a <= rep) + (b <= rep) + (c <= rep)] += Rational(1, 216);
        Rational once = rep == 5 ? Rational(1) : p[3];
        Rational total_book = rep == 5 ? Rational(1) : p[3] + p[2] * p[3];
        CAPTURE(rep);
        json r = ev("fng.re-up", {{"rep", rep}});
        CHECK(P(r, "pass3") == once);
        CHECK(r["values"]["re_up_total_exact"] == total_book.str());
        for (const std::string attr : {"coward", "jodie", "looter", "shirker", "sickly", "street-punk", "wuss"}) {
            json h = ev("fng.re-up", {{"rep", rep}, {"attribute", attr}});
            CHECK(P(h, "pass0-1") == Rational(1));
            CHECK(h["values"]["re_up_total_exact"] == "0");
        }
    }
    json s = ev("fng.re-up", {{"rep", 5}}, 7u);
    CHECK(s["roll"]["key"] == "pass3");
    CHECK(s["generator"] == 2);
}

TEST_CASE("16.4 fng.los: a light doubles the night limit in jungle with no cap") {
    // Jungle and bamboo: 8" by day, 6" at night. A flashlight doubles the night sight, a starlight
    // scope doubles it outside open ground (triples in the open). Nothing caps it at the day value.
    for (const std::string terrain : {"jungle", "bamboo"}) {
        const double night = 6, day = 8;
        CAPTURE(terrain);
        json f = ev("fng.los", {{"terrain", terrain}, {"time", "night"}, {"light", "flashlight"}});
        CHECK(f["values"]["los_inches"].get<double>() == night * 2);
        json s = ev("fng.los", {{"terrain", terrain}, {"time", "night"}, {"light", "starlight-scope"}});
        CHECK(s["values"]["los_inches"].get<double>() == night * 2);
        // the old cap stays available as an option, off unless asked for
        json c =
            ev("fng.los", {{"terrain", terrain}, {"time", "night"}, {"light", "flashlight"}, {"light_day_cap", true}});
        CHECK(c["values"]["los_inches"].get<double>() == std::min(night * 2, day));
    }
    // the book's own examples: clear ground 12" → 24", forest 6" → 12"
    CHECK(ev("fng.los", {{"terrain", "open"}, {"time", "night"}, {"light", "flashlight"}})["values"]["los_inches"]
              .get<double>() == 24);
    CHECK(ev("fng.los", {{"terrain", "woods"}, {"time", "night"}, {"light", "flashlight"}})["values"]["los_inches"]
              .get<double>() == 12);
}

TEST_CASE("16.5 fng.rep-check: doubles keep the Rep for the rest of the tour") {
    // End of each month: before month 10 (Marines 11) 2d6 minus kills at or under the months served
    // raises the Rep (Grunts to 5, Stars to 6); from then on 2d6 plus kills at or under the months
    // lowers it (not below 3). Doubles do neither: the Rep stays for the rest of the tour.
    for (bool marines : {false, true})
        for (int month = 1; month <= (marines ? 13 : 12); month += 2)
            for (int kills : {0, 2, 5})
                for (int rep = 2; rep <= 6; ++rep)
                    for (bool star : {false, true}) {
                        Rational up, same, frozen, down;
                        const bool rising = month < (marines ? 11 : 10);
                        for (int a = 1; a <= 6; ++a)
                            for (int b = 1; b <= 6; ++b) {
                                Rational one(1, 36);
                                if (a == b)
                                    frozen += one;
                                else if (rising && a + b - kills <= month && rep < (star ? 6 : 5))
                                    up += one;
                                else if (!rising && a + b + kills <= month && rep > 3)
                                    down += one;
                                else
                                    same += one;
                            }
                        json r = ev(
                            "fng.rep-check",
                            {{"month", month}, {"kills", kills}, {"rep", rep}, {"marines", marines}, {"star", star}});
                        CAPTURE(r["modifiers"].dump());
                        CHECK(P(r, "up") == up);
                        CHECK(P(r, "same") == same);
                        CHECK(P(r, "frozen") == frozen);
                        CHECK(P(r, "down") == down);
                    }
    // a seeded roll of doubles says so
    for (uint32_t seed = 1; seed <= 60; ++seed) {
        json s = ev("fng.rep-check", {{"month", 12}, {"kills", 0}, {"rep", 5}}, seed);
        const auto& d = s["roll"]["dice"];
        CHECK((s["roll"]["key"] == "frozen") == (d[0] == d[1]));
    }
}

TEST_CASE("16 reading: Marksman and machine guns, one option shared by fng.fire and fng.engage") {
    // Both calculators offer the same parameter with the same values and default.
    const pm::ParamSpec* a = pm::find_calculator("fng.fire")->param("marksman_weapons");
    const pm::ParamSpec* b = pm::find_calculator("fng.engage")->param("marksman_weapons");
    REQUIRE(a);
    REQUIRE(b);
    CHECK(a->def == b->def);
    CHECK(a->def == "small-arms");
    REQUIRE(a->choices.size() == b->choices.size());
    for (size_t i = 0; i < a->choices.size(); ++i) CHECK(a->choices[i].value == b->choices[i].value);
    // Small arms always get the +1; machine guns (LMG, BAR, MMG, HMG) only under "with-mg". The two
    // calculators agree weapon by weapon on the shooter's Rep and so on the chance of a hit.
    int mg_seen = 0;
    for (const auto& w : pm::data_json("fng/los-weapons.json").at("weapons")) {
        const std::string kind = w.at("kind");
        if (!w.contains("fire_id") || (kind != "small-arms" && kind != "lmg" && kind != "mg")) continue;
        const bool mg = kind != "small-arms";
        mg_seen += mg;
        for (const std::string reading : {"small-arms", "with-mg"})
            for (int rep = 2; rep <= 5; ++rep) {
                CAPTURE(w.dump());
                CAPTURE(reading);
                const int book_rep = rep + ((!mg || reading == "with-mg") ? 1 : 0);
                json e = ev("fng.engage", {{"rep", rep},
                                           {"weapon", w["id"]},
                                           {"distance", 3},
                                           {"marksman", true},
                                           {"marksman_weapons", reading}});
                CHECK(e["values"]["effective_rep"] == book_rep);
                json f =
                    ev("fng.fire",
                       {{"rep", rep}, {"weapon", w["fire_id"]}, {"marksman", true}, {"marksman_weapons", reading}});
                json f0 = ev("fng.fire", {{"rep", book_rep}, {"weapon", w["fire_id"]}});
                CHECK(f["values"]["hit_chance_exact"] == f0["values"]["hit_chance_exact"]);
                CHECK(f["values"]["hit_chance_exact"] == e["values"]["hit_chance_exact"]);
            }
    }
    CHECK(mg_seen >= 4);
}

TEST_CASE(
    "16 reading: a Forward Observer under a Rep 3 leader, one option shared by fng.radio and fng.artillery-request") {
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
