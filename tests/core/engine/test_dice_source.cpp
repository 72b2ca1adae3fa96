// The one source of every die (random/dice_source.h): a seeded session records without changing a
// single draw; a faces session hands out the player's faces in order and checks them; a count
// session goes on with placeholders to say how many dice are missing. Then the codec's side:
// "dice" in requests, "rolled" in links, needs_dice and out_of_range.
#include <doctest/doctest.h>

#include <vector>

#include "contract/codec.h"
#include "engine/random/dice_source.h"
#include "engine/random/prng.h"

namespace core_engine_test_dice_source {

using pm::DiceSession;
using pm::json;

TEST_CASE("dice source: a seeded session records every die and changes no draw") {
    std::vector<int> plain, recorded;
    {
        pm::Prng g(12345);
        for (int i = 0; i < 50; ++i) plain.push_back(g.range(-3, 3 + i % 20));
    }
    DiceSession s;
    pm::Prng g(12345);
    for (int i = 0; i < 50; ++i) recorded.push_back(g.range(-3, 3 + i % 20));
    CHECK(recorded == plain);
    REQUIRE(s.drawn().size() == 50);
    for (int i = 0; i < 50; ++i) {
        CHECK(s.drawn()[i].sides == static_cast<uint32_t>(7 + i % 20));  // range(-3, 3+k) is a die of 7+k sides
        CHECK(static_cast<int>(s.drawn()[i].face) == plain[i] + 4);
    }
}

TEST_CASE("dice source: faces replace the generator, in draw order, across generators") {
    DiceSession s({3, 6, 1, 2}, DiceSession::Mode::Faces);
    pm::Prng a(1), b(2);
    CHECK(a.die(6) == 3);
    CHECK(b.range(10, 15) == 15);
    CHECK(a.sum(2, 6) == 3);
    CHECK(s.faces_used() == 4);
    CHECK_THROWS_AS(a.die(6), pm::DiceShortage);
}

TEST_CASE("dice source: a face outside its die is refused with its position") {
    DiceSession s({4, 7}, DiceSession::Mode::Faces);
    pm::Prng g(1);
    CHECK(g.die(6) == 4);
    try {
        g.die(6);
        FAIL("no exception");
    } catch (const pm::DiceFaceOutOfRange& e) {
        CHECK(e.index == 1);
        CHECK(e.sides == 6);
        CHECK(e.face == 7);
    }
}

TEST_CASE("dice source: count mode goes on with placeholders and notes the missing dice") {
    DiceSession s({2}, DiceSession::Mode::Count, 9);
    pm::Prng g(1);
    CHECK(g.die(6) == 2);
    int x = g.die(10);
    int y = g.die(6);
    CHECK(x >= 1);
    CHECK(x <= 10);
    CHECK(y >= 1);
    CHECK(y <= 6);
    REQUIRE(s.missing().size() == 2);
    CHECK(s.missing()[0].sides == 10);
    CHECK(s.missing()[1].sides == 6);
}

TEST_CASE("dice source: sessions nest and close; none open leaves the generator alone") {
    CHECK(DiceSession::current() == nullptr);
    {
        DiceSession outer;
        {
            DiceSession inner({1}, DiceSession::Mode::Faces);
            CHECK(DiceSession::current() == &inner);
        }
        CHECK(DiceSession::current() == &outer);
    }
    CHECK(DiceSession::current() == nullptr);
}

TEST_CASE("codec: a seeded roll's faces sent back as dice give the same roll") {
    json seeded = pm::evaluate_request(json{{"calc", "fng.weather"}, {"params", {{"turns", 4}}}, {"seed", 777}});
    REQUIRE(seeded["ok"] == true);
    REQUIRE(seeded["roll"]["faces"].is_array());
    json faces = json::array();
    for (const auto& d : seeded["roll"]["faces"]) faces.push_back(d["face"]);
    REQUIRE(faces.size() >= 2);
    json mine = pm::evaluate_request(json{{"calc", "fng.weather"}, {"params", {{"turns", 4}}}, {"dice", faces}});
    REQUIRE(mine["ok"] == true);
    CHECK(mine["roll"] == seeded["roll"]);
    CHECK(mine["dice"] == faces);
    CHECK(!mine.contains("seed"));

    json fewer = faces;
    const int sides = seeded["roll"]["faces"].back()["d"].get<int>();
    fewer.erase(fewer.end() - 1);
    json short_ = pm::evaluate_request(json{{"calc", "fng.weather"}, {"params", {{"turns", 4}}}, {"dice", fewer}});
    CAPTURE(short_.dump());
    CHECK(short_["error"]["code"] == "needs_dice");
    CHECK(short_["error"]["param"] == "dice");
    CHECK(short_["error"]["needs"]["more"] == 1);
    CHECK(short_["error"]["needs"]["at_least"] == false);
    CHECK(short_["error"]["needs"]["sides"] == json::array({sides}));
    CHECK(short_["error"]["message"].get<std::string>().find("1 more die is needed (d" + std::to_string(sides) + ")") !=
          std::string::npos);
}

TEST_CASE("codec: dice are checked (type, face range, surplus, seed and dice together)") {
    auto err = [](const json& req) {
        json r = pm::evaluate_request(req);
        CAPTURE(r.dump());
        REQUIRE(r["ok"] == false);
        return r["error"];
    };
    CHECK(err(json{{"calc", "skirmish.kia"}, {"dice", "4"}})["code"] == "bad_type");
    CHECK(err(json{{"calc", "skirmish.kia"}, {"dice", json::array({1.5})}})["code"] == "bad_type");
    CHECK(err(json{{"calc", "skirmish.kia"}, {"dice", json::array({7})}})["code"] == "out_of_range");
    CHECK(err(json{{"calc", "skirmish.kia"}, {"dice", json::array({0})}})["code"] == "out_of_range");
    CHECK(err(json{{"calc", "skirmish.kia"}, {"dice", json::array({3, 3})}})["code"] == "out_of_range");
    CHECK(err(json{{"calc", "skirmish.kia"}, {"dice", json::array()}})["code"] == "needs_dice");
    CHECK(err(json{{"calc", "skirmish.kia"}, {"seed", 1}, {"dice", json::array({3})}})["code"] == "bad_type");
    json ok = pm::evaluate_request(json{{"calc", "skirmish.kia"}, {"dice", json::array({3})}});
    CHECK(ok["ok"] == true);
    CHECK(ok["roll"]["faces"] == json::parse(R"([{"d":6,"face":3}])"));
    CHECK(pm::validate_request(json{{"calc", "skirmish.kia"}, {"dice", json::array({3})}}).is_null());
    CHECK(!pm::validate_request(json{{"calc", "skirmish.kia"}, {"dice", 3}}).is_null());
}

TEST_CASE("links: rolled=4.5.2 both ways, and dice= stays a parameter") {
    json req = pm::request_from_link("#/fng.weather?turns=2&rolled=4.5.2");
    CAPTURE(req.dump());
    CHECK(req["dice"] == json::array({4, 5, 2}));
    CHECK(pm::link_for_request(req) == "#/fng.weather?turns=2&rolled=4.5.2&gen=1");
    CHECK(pm::request_from_link("#/fng.weather?rolled=")["dice"] == json::array());
    CHECK(pm::request_from_link("#/fng.weather?rolled=4,5")["dice"] == json::array({4, 5}));
    CHECK(pm::request_from_link("#/fng.weather?rolled=4..5")["error"]["code"] == "bad_type");
    CHECK(pm::request_from_link("#/fng.weather?rolled=4.")["error"]["code"] == "bad_type");
    // fng.fire's own "dice" parameter (dice fired at the target) keeps its meaning in a link.
    json fire = pm::request_from_link("#/fng.fire?dice=3&rolled=2.5");
    CAPTURE(fire.dump());
    CHECK(fire["params"]["dice"] == 3);
    CHECK(fire["dice"] == json::array({2, 5}));
    CHECK(pm::link_for_request(fire) ==
          "#/fng.fire?dice=3&rolled=2.5&gen=" + std::to_string(pm::describe_json("fng.fire")["generator"].get<int>()));
}

TEST_CASE("links: seed, gen and rolled are link keys, never a calculator's parameter") {
    for (const auto& c : pm::list_json()) {
        const json spec = pm::describe_json(c["id"].get<std::string>());
        for (const auto& p : spec["params"]) {
            CAPTURE(c["id"].get<std::string>());
            const std::string name = p["name"].get<std::string>();
            CHECK(name != "seed");
            CHECK(name != "gen");
            CHECK(name != pm::kRolledKey);
        }
    }
}

}  // namespace core_engine_test_dice_source
