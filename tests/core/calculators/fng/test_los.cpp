// fng.los against the book: every row of FNG-T68 (pp. 18, 37, 38), FNG-T69 (pp. 13, 52, 54, 59)
// and FNG-T73 (p. 57), the predawn/evening switch (FNG-T78 p. 38), blocking (pp. 17, 51), the In
// Sight modifiers (pp. 9, 22, 45) and share links. Expected numbers are read from the rule text
// (page given per row), not from the calculator's output.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "contract/registry.h"
#include "core/support/calc_requests.h"
#include "core/support/seeds.h"
#include "engine/data/data_files.h"
#include "engine/exact/rational.h"

namespace core_calculators_fng_test_los {

using pm::json;
using pm::Rational;
using pm_test::choice_label;
using pm_test::describe;
using pm_test::ev;
using pm_test::outcome;
using pm_test::P;
using pm_test::param;
using pm_test::total;
using pm_test::whole;

namespace {

struct Row {
    const char* page;  // where the expected limit is stated
    json params;
    std::optional<double> los;  // nullopt = whole table / whole room
};

// NOLINTNEXTLINE
const Row kTable[] = {
    // FNG-T68 terrain, day and night
    {"p. 18 (LOS across the whole table)", {{"terrain", "open"}, {"time", "day"}}, std::nullopt},
    {"p. 18 (night 12\")", {{"terrain", "open"}, {"time", "night"}}, 12},
    {"pp. 18, 37 (woods 12\" day)", {{"terrain", "woods"}, {"time", "day"}}, 12},
    {"pp. 18, 37 (woods 6\" night)", {{"terrain", "woods"}, {"time", "night"}}, 6},
    {"pp. 18, 37 (jungle 8\" day)", {{"terrain", "jungle"}, {"time", "day"}}, 8},
    {"pp. 18, 37 (jungle 6\" night)", {{"terrain", "jungle"}, {"time", "night"}}, 6},
    {"pp. 18, 37 (bamboo 8\" day)", {{"terrain", "bamboo"}, {"time", "day"}}, 8},
    {"pp. 18, 37 (bamboo 6\" night)", {{"terrain", "bamboo"}, {"time", "night"}}, 6},
    {"pp. 18, 37 (elephant grass 4\" at all times)", {{"terrain", "elephant-grass"}, {"time", "day"}}, 4},
    {"pp. 18, 37 (elephant grass 4\" at all times)", {{"terrain", "elephant-grass"}, {"time", "night"}}, 4},
    // FNG-T68 weather rows
    {"p. 18 (fog 12\" day)", {{"terrain", "open"}, {"weather", "fog"}}, 12},
    {"p. 18 (fog 6\" night)", {{"terrain", "open"}, {"time", "night"}, {"weather", "fog"}}, 6},
    {"pp. 18, 38 (heavy rain 12\" day)", {{"terrain", "open"}, {"weather", "heavy-rain"}}, 12},
    {"pp. 18, 38 (heavy rain 6\" night)", {{"terrain", "open"}, {"time", "night"}, {"weather", "heavy-rain"}}, 6},
    {"pp. 18, 37 (woods 12\" day is not cut further by fog)", {{"terrain", "woods"}, {"weather", "fog"}}, 12},
    {"pp. 18, 37 (jungle 8\" is tighter than fog 12\")", {{"terrain", "jungle"}, {"weather", "fog"}}, 8},
    {"pp. 18, 37 (elephant grass stays 4\" in fog)", {{"terrain", "elephant-grass"}, {"weather", "heavy-rain"}}, 4},
    {"p. 38 / §9 E-31 (ordinary rain: no LOS rule)", {{"terrain", "open"}, {"weather", "rain"}}, std::nullopt},
    {"p. 38 / §9 E-31 (overcast: no LOS rule)", {{"terrain", "open"}, {"time", "night"}, {"weather", "overcast"}}, 12},
    {"p. 18 + E-31 option (rain as inclement, day)",
     {{"terrain", "open"}, {"weather", "rain"}, {"rain_inclement", true}},
     12},
    {"p. 18 + E-31 option (overcast as inclement, night)",
     {{"terrain", "open"}, {"time", "night"}, {"weather", "overcast"}, {"rain_inclement", true}},
     6},
    // FNG-T68 note: well-lit targets are seen at the normal (daytime) range
    {"p. 18 (well-lit target, open)",
     {{"terrain", "open"}, {"time", "night"}, {"light", "illuminated-target"}},
     std::nullopt},
    {"p. 18 (well-lit target, jungle: daytime 8\")",
     {{"terrain", "jungle"}, {"time", "night"}, {"light", "illuminated-target"}},
     8},
    {"p. 18 (well-lit target in fog: daytime fog 12\")",
     {{"terrain", "open"}, {"time", "night"}, {"weather", "fog"}, {"light", "illuminated-target"}},
     12},
    // FNG-T69 lights and scopes
    {"p. 13 (flashlight: clear 24\")", {{"terrain", "open"}, {"time", "night"}, {"light", "flashlight"}}, 24},
    {"p. 13 (flashlight: forest 12\")", {{"terrain", "woods"}, {"time", "night"}, {"light", "flashlight"}}, 12},
    {"p. 13 (flashlight: no gain in elephant grass)",
     {{"terrain", "elephant-grass"}, {"time", "night"}, {"light", "flashlight"}},
     4},
    {"p. 13 (flashlight: by day no effect)", {{"terrain", "woods"}, {"light", "flashlight"}}, 12},
    {"p. 13 (red filter: no bonus outdoors)", {{"terrain", "open"}, {"time", "night"}, {"light", "red-filter"}}, 12},
    {"p. 13 (starlight: open x3)", {{"terrain", "open"}, {"time", "night"}, {"light", "starlight-scope"}}, 36},
    {"p. 13 (starlight: other terrain x2)",
     {{"terrain", "woods"}, {"time", "night"}, {"light", "starlight-scope"}},
     12},
    {"p. 13 (starlight: bamboo x2 = 12, no cap)",
     {{"terrain", "bamboo"}, {"time", "night"}, {"light", "starlight-scope"}},
     12},
    {"p. 13 (starlight: bamboo x2 = 12, capped at the 8\" daytime limit by the old reading's option)",
     {{"terrain", "bamboo"}, {"time", "night"}, {"light", "starlight-scope"}, {"light_day_cap", true}},
     8},
    {"p. 13 (starlight: no gain in elephant grass)",
     {{"terrain", "elephant-grass"}, {"time", "night"}, {"light", "starlight-scope"}},
     4},
    {"p. 13 (starlight useless on rainy nights)",
     {{"terrain", "open"}, {"time", "night"}, {"weather", "rain"}, {"light", "starlight-scope"}},
     12},
    {"pp. 13, 38 (heavy rain: no starlight, 6\")",
     {{"terrain", "open"}, {"time", "night"}, {"weather", "heavy-rain"}, {"light", "starlight-scope"}},
     6},
    {"p. 13 + §9 E-40 option (overcast stops the scope)",
     {{"terrain", "open"},
      {"time", "night"},
      {"weather", "overcast"},
      {"light", "starlight-scope"},
      {"overcast_no_starlight", true}},
     12},
    {"p. 13 + §9 E-40 default (overcast: scope works)",
     {{"terrain", "open"}, {"time", "night"}, {"weather", "overcast"}, {"light", "starlight-scope"}},
     36},
    {"p. 13 (scopes appear mid-1967: none in March 1967)",
     {{"terrain", "open"}, {"time", "night"}, {"light", "starlight-scope"}, {"year", "1967"}, {"month", 3}},
     12},
    {"p. 13 (scopes in units from mid-1967)",
     {{"terrain", "open"}, {"time", "night"}, {"light", "starlight-scope"}, {"year", "1967"}, {"month", 8}},
     36},
    {"p. 13 (pencil flare: lit target seen at daytime range)",
     {{"terrain", "open"}, {"time", "night"}, {"illumination", "pencil-flare"}},
     std::nullopt},
    {"p. 13 (pencil flare 24\" circle: 13\" from its centre is outside)",
     {{"terrain", "open"}, {"time", "night"}, {"illumination", "pencil-flare"}, {"flare_offset", 13}},
     12},
    {"p. 59 (trip flare 12\" circle: 6\" from the trap is lit)",
     {{"terrain", "woods"}, {"time", "night"}, {"illumination", "trip-flare"}, {"flare_offset", 6}},
     12},
    {"p. 52 (mortar illumination 48\" circle)",
     {{"terrain", "jungle"}, {"time", "night"}, {"illumination", "mortar-illum"}, {"flare_offset", 20}},
     8},
    {"p. 52 (artillery illumination 56\" area: 29\" out is dark)",
     {{"terrain", "open"}, {"time", "night"}, {"illumination", "artillery-illum"}, {"flare_offset", 29}},
     12},
    {"p. 54 (Spooky lights like artillery)",
     {{"terrain", "open"}, {"time", "night"}, {"illumination", "spooky"}, {"flare_offset", 28}},
     std::nullopt},
    {"p. 54 (Nighthawk hovering: 24\" area)",
     {{"terrain", "woods"}, {"time", "night"}, {"illumination", "nighthawk-hover"}, {"flare_offset", 12}},
     12},
    {"p. 54 (Nighthawk run: 12\" wide strip, 7\" off its line is dark)",
     {{"terrain", "open"}, {"time", "night"}, {"illumination", "nighthawk-run"}, {"flare_offset", 7}},
     12},
    {"p. 13 (flares matter only at night)", {{"terrain", "jungle"}, {"illumination", "pencil-flare"}}, 8},
    // FNG-T73 underground
    {"p. 57 (unlit passage 1\")", {{"terrain", "tunnel"}}, 1},
    {"p. 57 (candle 3\")", {{"terrain", "tunnel"}, {"light", "candle"}}, 3},
    {"p. 57 (torch 5\")", {{"terrain", "tunnel"}, {"light", "torch"}}, 5},
    {"p. 57 (flashlight 24\")", {{"terrain", "tunnel"}, {"light", "flashlight"}}, 24},
    {"p. 57 (red filter 6\")", {{"terrain", "tunnel"}, {"light", "red-filter"}}, 6},
    {"p. 57 (lit rooms: no figure, the room)", {{"terrain", "tunnel"}, {"light", "lit-room"}}, std::nullopt},
    {"p. 57 + p. 13 (starlight needs ambient light: unlit 1\")",
     {{"terrain", "tunnel"}, {"light", "starlight-scope"}},
     1},
    {"p. 57 (time and weather do not reach underground)",
     {{"terrain", "tunnel"}, {"time", "night"}, {"weather", "fog"}, {"light", "torch"}},
     5},
    // FNG-T78 predawn / evening switch
    {"p. 38 (predawn turn 6 is night)", {{"terrain", "open"}, {"time", "predawn"}, {"turn", 6}}, 12},
    {"p. 38 (predawn, turn 0 = first turn: night)", {{"terrain", "open"}, {"time", "predawn"}, {"turn", 0}}, 12},
    {"p. 38 (predawn turn 7 is day)", {{"terrain", "open"}, {"time", "predawn"}, {"turn", 7}}, std::nullopt},
    {"p. 38 (evening turn 6 is day)", {{"terrain", "woods"}, {"time", "evening"}, {"turn", 6}}, 12},
    {"p. 38 (evening turn 7 is night)", {{"terrain", "woods"}, {"time", "evening"}, {"turn", 7}}, 6},
    {"p. 38 (AM is daylight)", {{"terrain", "jungle"}, {"time", "am"}}, 8},
};

// Independent In Sight check: enumerate the faces of n d6 against target t, count passes, cap 2.
pm::Rational brute_in_sight(int n, int t, int passes) {
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 6;
    int hits = 0;
    for (int code = 0; code < total; ++code) {
        int c = code, k = 0;
        for (int i = 0; i < n; ++i, c /= 6) k += (c % 6 + 1) <= t;
        if (std::min(k, 2) == passes) ++hits;
    }
    return pm::Rational(hits, total);
}

}  // namespace

TEST_CASE("fng.los: situation table (FNG-T68, FNG-T69, FNG-T73, FNG-T78)") {
    CHECK(std::size(kTable) >= 40);
    for (const auto& row : kTable) {
        CAPTURE(row.page);
        CAPTURE(row.params.dump());
        json r = whole("fng.los", row.params);
        const json& v = r["values"]["los_inches"];
        if (row.los) {
            REQUIRE(v.is_number());
            CHECK(v.get<double>() == *row.los);
        } else {
            CHECK(v.is_null());
        }
    }
}

TEST_CASE("fng.los: lit areas carry radius and duration (FNG-T69)") {
    struct L {
        const char* id;
        double radius;
        json turns;
        const char* page;
    } rows[] = {{"pencil-flare", 12, 1, "p. 13: 24\" circle, one full turn"},
                {"trip-flare", 6, 1, "p. 59: 12\" circle, one full turn"},
                {"mortar-illum", 24, 3, "p. 52: 48\" circle, 3 full turns"},
                {"artillery-illum", 28, 4, "p. 52: 56\" area, 4 turns"},
                {"spooky", 28, nullptr, "p. 54: like artillery, while on station"},
                {"nighthawk-hover", 12, nullptr, "p. 54: 24\" area while hovering"},
                {"nighthawk-run", 6, nullptr, "p. 54: 12\" wide strip"}};
    for (const auto& l : rows) {
        CAPTURE(l.page);
        json r = whole("fng.los", {{"time", "night"}, {"illumination", l.id}, {"distance", 30}});
        CHECK(r["values"]["lit_radius_inches"].get<double>() == l.radius);
        CHECK(r["values"]["lit_turns"] == l.turns);
        CHECK(r["values"]["target_lit"].get<bool>());
        // the strip shows the lit area around the target at 30"
        bool found = false;
        for (const auto& b : r["figure"]["bands"])
            if (b["label"] == "Lit area") {
                found = true;
                CHECK(b["from"].get<double>() == 30 - l.radius);
                CHECK(b["to"].get<double>() == 30 + l.radius);
            }
        CHECK(found);
    }
    // §9 E-42 alternative reading: the printed size is the radius
    json r =
        whole("fng.los",
              {{"time", "night"}, {"illumination", "pencil-flare"}, {"circle_is_radius", true}, {"flare_offset", 20}});
    CHECK(r["values"]["lit_radius_inches"].get<double>() == 24);
    CHECK(r["values"]["target_lit"].get<bool>());
}

TEST_CASE("fng.los: light users are marked (+1 Rep to enemies, pp. 13, 57)") {
    CHECK(whole("fng.los", {{"time", "night"}, {"light", "flashlight"}})["values"]["enemy_rep_bonus"] == 1);
    CHECK(whole("fng.los", {{"time", "night"}, {"light", "red-filter"}})["values"]["enemy_rep_bonus"] == 0);
    CHECK(whole("fng.los", {{"terrain", "tunnel"}, {"light", "candle"}})["values"]["enemy_rep_bonus"] == 1);
    CHECK(whole("fng.los", {{"terrain", "tunnel"}, {"light", "torch"}})["values"]["enemy_rep_bonus"] == 1);
    CHECK(whole("fng.los", {{"terrain", "tunnel"}, {"light", "flashlight"}})["values"]["enemy_rep_bonus"] == 1);
    CHECK(whole("fng.los", {{"terrain", "tunnel"}, {"light", "red-filter"}})["values"]["enemy_rep_bonus"] == 0);
}

TEST_CASE("fng.los: starlight scope issue dates (p. 13)") {
    auto issue = [](const char* y, int m) {
        return whole(
            "fng.los",
            {{"time", "night"}, {"light", "starlight-scope"}, {"year", y}, {"month", m}})["values"]["starlight_issue"];
    };
    CHECK(issue("1967", 6) == "none");
    CHECK(issue("1967", 7) == "few");
    CHECK(issue("1968", 9) == "few");
    CHECK(issue("1968", 10) == "platoon");
}

TEST_CASE("fng.los: smoke and Duck Back block the target (pp. 17, 51)") {
    json r = whole("fng.los", {{"terrain", "open"}, {"distance", 10}, {"smoke", true}});
    CHECK(r["values"]["blocked"] == "smoke");
    CHECK(r["values"]["target_in_sight"] == false);
    r = whole("fng.los", {{"terrain", "open"}, {"distance", 10}, {"duck_back", true}});
    CHECK(r["values"]["blocked"] == "duck-back");
    CHECK(r["values"]["target_in_sight"] == false);
    r = whole("fng.los", {{"terrain", "woods"}, {"distance", 12}});
    CHECK(r["values"]["target_in_sight"] == true);  // 12" is still inside the 12" woods limit
    r = whole("fng.los", {{"terrain", "woods"}, {"distance", 12.5}});
    CHECK(r["values"]["target_in_sight"] == false);
}

TEST_CASE("fng.los: In Sight modifiers (Shortsighted, Stealthy p. 9; sappers at night p. 45; dice p. 22)") {
    struct C {
        json params;
        int rep, dice;
    } cases[] = {
        {{{"rep", 4}}, 4, 2},
        {{{"rep", 4}, {"shortsighted", true}}, 3, 2},
        {{{"rep", 5}, {"target_stealthy", true}}, 4, 2},
        {{{"rep", 5}, {"shortsighted", true}, {"target_stealthy", true}}, 3, 2},
        {{{"rep", 4}, {"target_sapper", true}}, 4, 2},  // by day no sapper penalty
        {{{"rep", 4}, {"target_sapper", true}, {"time", "night"}}, 3, 2},
        {{{"rep", 3}, {"hidden", true}}, 3, 3},
        {{{"rep", 3}, {"hidden", true}, {"in_sight_table", "2.0"}}, 3, 2},
        {{{"rep", 4}, {"hidden", true}, {"covering_fire", true}}, 4, 4},
    };
    for (const auto& c : cases) {
        CAPTURE(c.params.dump());
        json r = whole("fng.los", c.params);
        CHECK(r["values"]["in_sight_rep"] == c.rep);
        CHECK(r["values"]["in_sight_dice"] == c.dice);
        for (int k = 0; k <= 2; ++k) CHECK(outcome(r, "pass" + std::to_string(k)) == brute_in_sight(c.dice, c.rep, k));
    }
    json r = whole("fng.los", {{"target_stealthy", true}, {"target_still_in_cover", true}});
    CHECK(r["values"]["seen_only_by_in_sight"] == true);
}

TEST_CASE("fng.los: share links from the weather calculator") {
    json req = pm::request_from_link("#/fng.los?time=night&weather=rain");
    REQUIRE(!req.contains("ok"));
    json r = pm::evaluate_request(req);
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["params"]["time"] == "night");
    CHECK(r["params"]["weather"] == "rain");
    CHECK(r["values"]["los_inches"] == 12);
    r = pm::evaluate_request(pm::request_from_link("#/fng.los?time=evening&weather=heavy-rain&turn=8&terrain=jungle"));
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["values"]["night"] == true);
    CHECK(r["values"]["los_inches"] == 6);
    r = pm::evaluate_request(pm::request_from_link("#/fng.los?time=predawn&weather=fog"));
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["values"]["los_inches"] == 6);
    // the canonical link round-trips
    json again = pm::request_from_link(
        pm::link_for_request({{"calc", "fng.los"}, {"params", {{"time", "night"}, {"weather", "fog"}}}}));
    CHECK(again["params"]["time"] == "night");
    CHECK(again["params"]["weather"] == "fog");
}

TEST_CASE("fng.los: contract defaults and strip figure") {
    json r = whole("fng.los", json::object());
    CHECK(r["values"]["los_inches"].is_null());  // open, day, clear: the whole table
    r = whole("fng.los", {{"terrain", "jungle"}, {"time", "night"}, {"distance", 10}, {"weapon", "m-16"}});
    const json& f = r["figure"];
    CHECK(f["type"] == "strip");
    CHECK(f["bands"][0]["to"] == 6);
    CHECK(f["bands"][1]["to"] == 48);  // M-16 range, FNG-T08 p. 74
    CHECK(f["markers"][0]["at"] == 10);
    CHECK(f["max"].get<double>() >= 48);
}

TEST_CASE("data/fng/los.json agrees with the seed text (FNG pp. 13, 18, 52, 57, 59)" * pm::test::needs_seeds()) {
    std::ifstream in(pm::test::seed_path("002_e0de9f44d3a55488.txt"));
    REQUIRE(in.good());
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string seed = ss.str();
    const std::string q = "\xE2\x80\x9D";  // the book's closing quote mark after inches
    CHECK(seed.find("reduced to 8" + q + " in the daytime and 6" + q + " at night") != std::string::npos);
    CHECK(seed.find("elephant grass is reduced to 4" + q + " at all times") != std::string::npos);
    CHECK(seed.find("At night, the LOS is reduced to 12" + q) != std::string::npos);
    CHECK(seed.find("illuminate a 48" + q + " circle for 3 full turns") != std::string::npos);
    CHECK(seed.find("illumination rounds cover a 56" + q + " area and last 4 turns") != std::string::npos);
    CHECK(seed.find("LOS is 1" + q + ". Candles will provide a LOS of 3" + q + ". Torches provide an LOS of 5" + q) !=
          std::string::npos);
    CHECK(seed.find("illuminates a 12" + q + " circle") != std::string::npos);
    CHECK(seed.find("center of the 24" + q + " illumination circle") != std::string::npos);
    const json& d = pm::data_json("fng/los.json");
    CHECK(d["tunnel_light"]["rows"][1]["los"] == 3);
    CHECK(d["tunnel_light"]["rows"][2]["los"] == 5);
}

TEST_CASE("data/fng/los.json: every row cites its page and matches the parameters") {
    const json& d = pm::data_json("fng/los.json");
    for (const char* t : {"terrain", "weather"})
        for (const auto& r : d["visibility"][t]) {
            CAPTURE(r.dump());
            CHECK(r["page"].get<std::string>().rfind("p", 0) == 0);
        }
    for (const auto& r : d["lights"]["rows"]) CHECK(r["page"].get<std::string>().rfind("p", 0) == 0);
    for (const auto& r : d["illumination"]["rows"]) CHECK(r["page"].get<std::string>().rfind("p", 0) == 0);
    CHECK(d["lights"]["table"] == "FNG-T69");
    CHECK(d["visibility"]["table"] == "FNG-T68");
    CHECK(d["tunnel_light"]["table"] == "FNG-T73");
    CHECK(d["tunnel_light"]["page"] == "p. 57");
    // every enum choice of fng.los evaluates (no value without a data row)
    json desc = pm::describe_json("fng.los");
    for (const auto& p : desc["params"])
        if (p["type"] == "enum")
            for (const auto& c : p["choices"]) {
                CAPTURE(p["name"]);
                CAPTURE(c["value"]);
                json r = pm::evaluate_request({{"calc", "fng.los"},
                                               {"params",
                                                {{p["name"].get<std::string>(), c["value"]},
                                                 {"time", p["name"] == "time" ? c["value"] : json("night")}}}});
                CHECK(r["ok"] == true);
            }
}

// [SECTION] the book read again: each rule in our words, its answer worked out here
TEST_CASE("fng.los: a light doubles the night limit in jungle with no cap") {
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

// [SECTION] words that confused players, and readings named in the result
TEST_CASE("fng.los: each light choice says whose light it is; the weather words match the book") {
    const json d = describe("fng.los");
    const json& light = param(d, "light");
    for (const auto& c : light.at("choices")) {
        const std::string v = c.at("value"), l = c.at("label");
        CAPTURE(v);
        if (v == "none") continue;
        const bool whose =
            l.rfind("Viewer's", 0) == 0 || l.rfind("The target", 0) == 0 || l.rfind("Underground", 0) == 0;
        CHECK(whose);
    }
    const json& weather = param(d, "weather");
    CHECK(choice_label(weather, "overcast").find("fog") != std::string::npos);  // the book: cloud or fog
    CHECK(weather.at("help").get<std::string>().find("overcast") != std::string::npos);
}

}  // namespace core_calculators_fng_test_los
