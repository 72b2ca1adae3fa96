// fng.make-squad (core/calculators/fng/make-squad.cpp, rules/fng/character_generation.h): a squad
// made by the book. Each test says the rule in our words, works the book's answer out on its own
// (the printed table's cells counted here, the book's worked example) and asks the calculator
// through the codec; the seeded rolls are held against the tables' exact odds.
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/support/calc_requests.h"
#include "engine/data/data_files.h"

namespace core_calculators_fng_test_make_squad {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::ev_dice;
using pm_test::outcome;

namespace {

// A card as the player's die gives it: a d52 whose face is 1 + rank index × 4 + suit index (suits
// diamonds, hearts, clubs, spades; ranks 2 … A), as fng.attribute draws it.
int card_face(int rank_index, int suit) {
    return 1 + rank_index * 4 + suit;
}
constexpr int kDiamonds = 0, kHearts = 1, kClubs = 2, kSpades = 3;

json squad_of(const json& answer) {
    return answer.at("roll").at("squad");
}

}  // namespace

TEST_CASE("make-squad: the book's worked example of a recruit (FNG p.8)") {
    // A US recruit rolls 5 on his army list: Rep 4. He rolls 4, even: the Even table; he draws the
    // 3 of spades: Knifeman.
    const json& cards = pm::data_json("fng/attribute_cards.json").at("cards");
    REQUIRE(cards.at(1).at("attributes").at("even-spades") == "Knifeman");
    const json r = ev_dice("fng.make-squad", {{"column", "us-army"}, {"figures", 1}}, {5, 4, card_face(1, kSpades)});
    CHECK(squad_of(r) == json::array({json{{"name", "NCO"},
                                           {"rep", 4},
                                           {"weapon", "us-m16"},
                                           {"attributes", {"knifeman"}},
                                           {"star", false},
                                           {"status", "ready"}}}));
    CHECK(r["roll"]["key"] == "rep-4");
    const std::string said = r.at("rolled");
    CHECK(said.find("NCO: 5 for Rep 4") != std::string::npos);
    CHECK(said.find("4 for the even table") != std::string::npos);
    CHECK(said.find("card 8 (3 of spades): Knifeman") != std::string::npos);
}

TEST_CASE("make-squad: one man's Rep is the army list's column, die by die (FNG-T100)") {
    // The printed columns (FNG pp.63-64, 69-70), counted as faces of one die.
    struct Column {
        const char* id;
        std::map<std::string, int> faces;  // outcome → how many of the six faces give it
    };
    const Column columns[] = {
        {"us-army", {{"rep-3", 3}, {"rep-4", 2}, {"rep-5", 1}}},       // 1-3, 4-5, 6
        {"us-marines", {{"rep-3", 2}, {"rep-4", 3}, {"rep-5", 1}}},    // 1-2, 3-5, 6
        {"vc-main", {{"rep-3", 4}, {"rep-4", 1}, {"rep-5", 1}}},       // 1-4, 5, 6
        {"vc-local", {{"rep-2", 2}, {"rep-3", 2}, {"rep-4", 2}}},      // 1-2, 3-4, 5-6
        {"arvn-militia", {{"rep-2", 2}, {"rep-3", 2}, {"rep-4", 2}}},  // 1-2, 3-4, 5-6
        {"nva", {{"rep-3", 3}, {"rep-4", 2}, {"rep-5", 1}}},
    };
    for (const auto& c : columns) {
        CAPTURE(c.id);
        const json r = pm_test::whole("fng.make-squad", {{"column", c.id}});
        CHECK(r["outcomes"].size() == c.faces.size());
        for (const auto& [key, n] : c.faces) CHECK(outcome(r, key) == Rational(n, 6));
    }
}

TEST_CASE("make-squad: the men present are the list's base + 1d6, never above its paper strength") {
    // US Army: 5 + 1d6, at most 10: 6 … 9 one face each, 10 on a 5 or a 6.
    json r = ev("fng.make-squad", {{"column", "us-army"}});
    CHECK(r["values"]["present"] == json{{"6", "1/6"}, {"7", "1/6"}, {"8", "1/6"}, {"9", "1/6"}, {"10", "1/3"}});
    CHECK(r["values"]["paper_strength"] == 10);
    // SF / CIDG: 6 + 1d6, paper strength 14: never capped. Local VC: 3 + 1d6.
    r = ev("fng.make-squad", {{"column", "sf-cidg"}});
    CHECK(r["values"]["present"].size() == 6);
    CHECK(r["values"]["present"]["12"] == "1/6");
    r = ev("fng.make-squad", {{"column", "vc-local"}});
    CHECK(r["values"]["present"]["4"] == "1/6");
    CHECK(r["values"]["present"]["9"] == "1/6");
    // Rolled: a 6 for the US Army squad gives 10 men, not 11.
    std::vector<int> dice = {6};
    for (int i = 0; i < 10; ++i) dice.push_back(1);  // every man Rep 3, no attributes asked for
    r = ev_dice("fng.make-squad", {{"attributes", false}}, dice);
    CHECK(r["roll"]["present"] == 10);
    CHECK(squad_of(r).size() == 10);
    CHECK(r.at("rolled").get<std::string>().rfind("Rolled 6 for the men present: 10 (5 + 6, at most 10).", 0) == 0);
}

TEST_CASE("make-squad: posts are filled in the book's order, with the list's weapons (FNG p.63)") {
    auto posts = [](const json& r) {
        std::vector<std::pair<std::string, std::string>> out;
        for (const auto& f : squad_of(r)) out.emplace_back(f.at("name"), f.value("weapon", std::string("-")));
        return out;
    };
    using PW = std::vector<std::pair<std::string, std::string>>;
    // A US Army squad of 5: the NCO, the Jr NCO, the M-60 gunner, his assistant, the grenadier.
    json r = ev_dice("fng.make-squad", {{"figures", 5}, {"attributes", false}}, {1, 2, 3, 4, 5});
    CHECK(posts(r) == PW{{"NCO", "us-m16"},
                         {"Jr NCO", "us-m16"},
                         {"LMG gunner", "us-m60"},
                         {"LMG assistant", "us-m16"},
                         {"Grenadier (M-79)", "m79-buckshot"}});
    // Each man's Rep from his own die: 1-3 Rep 3, 4-5 Rep 4.
    CHECK(squad_of(r)[2]["rep"] == 3);
    CHECK(squad_of(r)[3]["rep"] == 4);
    CHECK(squad_of(r)[4]["rep"] == 4);
    // Then riflemen; an NVA squad has its RDP and its RPG (no weapon of the fire table: the player picks).
    r = ev_dice("fng.make-squad", {{"column", "nva"}, {"figures", 7}, {"attributes", false}}, {6, 6, 6, 6, 6, 6, 6});
    CHECK(posts(r) == PW{{"NCO", "com-ak47"},
                         {"Jr NCO", "com-ak47"},
                         {"LMG gunner", "com-rdp"},
                         {"LMG assistant", "com-ak47"},
                         {"RPG gunner", "-"},
                         {"Rifleman 1", "com-ak47"},
                         {"Rifleman 2", "com-ak47"}});
    // US Marines: three Jr NCOs (fire team leaders), their LMG in the platoon HQ.
    r = ev_dice("fng.make-squad", {{"column", "us-marines"}, {"figures", 4}, {"attributes", false}}, {1, 1, 1, 1});
    CHECK(squad_of(r)[3]["name"] == "Jr NCO 3");
    // Every weapon a squad carries is one fng.fire knows.
    std::set<std::string> fire_weapons;
    for (const auto& w : pm::data_json("fng/fire_weapons.json").at("weapons"))
        fire_weapons.insert(w.at("id").get<std::string>());
    const json& lists = pm::data_json("fng/squads.json").at("lists");
    for (auto it = lists.begin(); it != lists.end(); ++it)
        for (const auto& p : it.value().at("posts"))
            if (p.contains("weapon"))
                CHECK_MESSAGE(fire_weapons.count(p.at("weapon").get<std::string>()), it.key() << ": " << p.dump());
}

TEST_CASE("make-squad: an attribute drawn gives what the book says it means (FNG pp.7-9)") {
    const json& cards = pm::data_json("fng/attribute_cards.json").at("cards");
    auto attributes = [&](std::vector<int> dice) {
        const json r = ev_dice("fng.make-squad", {{"figures", 1}}, json(dice));
        return squad_of(r)[0]["attributes"];
    };
    // Odd table, 8 of spades: Street Punk, who rolls one die: 1-3 Tough, Brawler and Looter;
    // 4-6 Shirker and Looter.
    REQUIRE(cards.at(6).at("attributes").at("odd-spades") == "Street Punk");
    CHECK(attributes({1, 1, card_face(6, kSpades), 2}) == json{"street-punk", "tough", "brawler", "looter"});
    CHECK(attributes({1, 3, card_face(6, kSpades), 5}) == json{"street-punk", "shirker", "looter"});
    // Odd table, 4 of hearts: Sniper (Crack Shot, Tough and Stealthy).
    REQUIRE(cards.at(2).at("attributes").at("odd-hearts") == "Sniper");
    CHECK(attributes({1, 5, card_face(2, kHearts)}) == json{"sniper", "crack-shot", "tough", "stealthy"});
    // Fluent needs Language first: a new man takes Language instead.
    int fluent = -1;
    for (int rank = 0; rank < 13 && fluent < 0; ++rank)
        if (cards.at(rank).at("attributes").at("odd-clubs") == "Fluent") fluent = rank;
    REQUIRE(fluent >= 0);
    CHECK(attributes({1, 1, card_face(fluent, kClubs)}) == json{"language"});
    // Even table, 2 of diamonds: Slow.
    CHECK(attributes({1, 2, card_face(0, kDiamonds)}) == json{"slow"});
}

TEST_CASE("make-squad: your Star takes the first post at Rep 4 and rolls nothing") {
    const json r = ev_dice("fng.make-squad", {{"figures", 2}, {"attributes", false}, {"star", true}}, {6});
    CHECK(squad_of(r)[0] == json{{"name", "NCO"},
                                 {"rep", 4},
                                 {"weapon", "us-m16"},
                                 {"attributes", json::array()},
                                 {"star", true},
                                 {"status", "ready"}});
    CHECK(squad_of(r)[1]["rep"] == 5);
    CHECK(r["roll"]["key"] == "rep-5");  // the first man rolled
    CHECK(r["roll"]["faces"].size() == 1);
}

TEST_CASE("make-squad: what the list forbids is refused") {
    json r = pm_test::raw::answer(json{{"calc", "fng.make-squad"}, {"params", {{"figures", 11}}}});
    CHECK(r["error"]["code"] == "not_possible");
    CHECK(r["error"]["param"] == "figures");
    r = pm_test::raw::answer(json{{"calc", "fng.make-squad"}, {"params", {{"figures", 13}, {"column", "us-marines"}}}});
    CHECK(r["ok"] == true);
    r = pm_test::raw::answer(json{{"calc", "fng.make-squad"}, {"params", {{"figures", 1}, {"star", true}}}});
    CHECK(r["error"]["code"] == "not_possible");
}

TEST_CASE("make-squad: the squad's figures fill the other calculators as they are") {
    // The M-60 gunner of a rolled squad fires at a VC (fng.fire takes the roster's figure shape).
    const json r = ev("fng.make-squad", {{"figures", 5}}, 11);
    json shooter = squad_of(r)[2];
    REQUIRE(shooter["weapon"] == "us-m60");
    const json fire =
        ev({{"calc", "fng.fire"}, {"figures", {{"shooter", shooter}, {"target", {{"name", "VC"}, {"rep", 3}}}}}});
    CHECK(fire["params"]["weapon"] == "us-m60");
    CHECK(fire["params"]["rep"] == shooter["rep"]);
    CHECK(fire["from_figures"]["rep"]["figure"] == "LMG gunner");
    // The player's own dice replay the seeded squad.
    CHECK(pm_test::replay(r)["roll"]["squad"] == squad_of(r));
}

TEST_CASE("make-squad: seeded squads against the tables' exact odds") {
    // 3,000 US Army squads rolled natively (about 25,000 men): each man's Rep, the men present and the
    // attributes drawn against their exact chances, each within 4.5 standard deviations.
#if defined(__EMSCRIPTEN__) || defined(__SANITIZE_ADDRESS__)
    const int squads = 600;  // WebAssembly and the sanitizers: a roll costs up to 19 times as much
#else
    const int squads = 3000;
#endif
    std::map<int, int> reps, sizes;
    std::map<std::string, int> drawn;
    int men = 0;
    for (uint32_t seed = 1; seed <= squads; ++seed) {
        const json r = pm::evaluate_request({{"calc", "fng.make-squad"}, {"seed", seed}});
        REQUIRE(r.at("ok") == true);
        ++sizes[r["roll"]["present"].get<int>()];
        for (const auto& m : r["roll"]["men"]) {
            ++men;
            ++reps[m["rep"].get<int>()];
            ++drawn[m["attribute"].get<std::string>()];
        }
    }
    auto near = [](int count, int n, const Rational& p) {
        const double e = n * p.to_double(), sd = std::sqrt(n * p.to_double() * (1 - p.to_double()));
        return std::fabs(count - e) <= 4.5 * sd;
    };
    CHECK(near(reps[3], men, Rational(1, 2)));
    CHECK(near(reps[4], men, Rational(1, 3)));
    CHECK(near(reps[5], men, Rational(1, 6)));
    CHECK(reps.size() == 3);
    for (int k = 6; k <= 9; ++k) CHECK(near(sizes[k], squads, Rational(1, 6)));
    CHECK(near(sizes[10], squads, Rational(1, 3)));
    const json odds = ev("fng.attribute", json::object());
    for (const auto& o : odds["outcomes"])
        CHECK_MESSAGE(near(drawn[o["key"].get<std::string>()], men, pm_test::exact_of(o)), o["key"]);
}

}  // namespace core_calculators_fng_test_make_squad
