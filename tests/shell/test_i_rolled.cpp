// "I rolled…": the player taps the faces of real dice. The app asks the core which die
// comes next (needs_dice), offers one big button per face of that die, shows the faces entered with
// Undo and Clear, and the result as soon as enough are in: the same response the core gives for
// those faces, and the same roll a seed drawing those faces gives. Wide (Roll beside it in the
// answer) and phone (Roll pinned in the bar, the dice below the chances) layouts.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "app/app.h"
#include "contract/codec.h"
#include "shell/headless.h"

namespace shell_test_i_rolled {

using pm::json;
namespace sh = pm::shell;
using sh::test::Headless;
using sh::test::Phone;

namespace {

json Dice(const std::vector<long long>& faces) {
    return json(faces);
}

// The faces the seed draws for this request, from the core (roll.faces).
std::vector<long long> SeededFaces(const std::string& id, uint32_t seed) {
    json r = pm::evaluate_request(json{{"calc", id}, {"seed", seed}});
    std::vector<long long> out;
    for (const auto& d : r["roll"]["faces"]) out.push_back(d["face"].get<long long>());
    return out;
}

bool TapFace(Headless& h, long long face) {
    const std::string id = "die:" + std::to_string(face);
    if (!h.Find(id)) return false;
    if (!h.Find(id)->visible && !h.DragIntoView(id)) return false;
    return h.Tap(id);
}

void IRolledFlow(Headless& h) {
    sh::AppOpenLink(h.app, "#/fng.activation");
    for (int i = 0; i < 3; ++i) h.Frame();
    REQUIRE(h.Find("i-rolled") != nullptr);
    if (!h.Find("i-rolled")->visible) REQUIRE(h.DragIntoView("i-rolled"));
    REQUIRE(h.Tap("i-rolled"));
    CHECK(h.app.dice_open);
    // Two d6 to go: the core says so; the odds stay on screen meanwhile.
    REQUIRE(h.app.dice_needs.is_object());
    CHECK(h.app.dice_needs["sides"] == json::array({6, 6}));
    CHECK(h.app.response["ok"] == true);
    CHECK(!h.app.response.contains("roll"));
    CHECK(h.Find("die:6") != nullptr);
    CHECK(h.Find("die:7") == nullptr);
    CHECK(h.Find("roll") != nullptr);  // Roll stays reachable (pinned on a phone)

    REQUIRE(TapFace(h, 4));
    CHECK(h.app.dice == std::vector<long long>{4});
    CHECK(h.app.dice_needs["more"] == 1);
    REQUIRE(h.Tap("dice-undo"));
    CHECK(h.app.dice.empty());
    REQUIRE(TapFace(h, 3));
    REQUIRE(TapFace(h, 3));
    REQUIRE(h.Tap("dice-clear"));
    CHECK(h.app.dice.empty());
    CHECK(h.app.dice_needs["sides"] == json::array({6, 6}));

    // Replay a seeded roll's faces by tapping them: the same roll as the seed.
    const std::vector<long long> faces = SeededFaces("fng.activation", 4242);
    REQUIRE(faces.size() == 2);
    for (long long f : faces) REQUIRE(TapFace(h, f));
    CHECK(h.app.dice == faces);
    CHECK(h.app.dice_needs.is_null());
    REQUIRE(h.app.response["ok"] == true);
    json seeded = pm::evaluate_request(json{{"calc", "fng.activation"}, {"seed", 4242}});
    CHECK(h.app.response["roll"] == seeded["roll"]);
    CHECK(h.app.response["dice"] == Dice(faces));
    CHECK(h.Find("die:1") == nullptr);  // enough dice: no face buttons left
    CHECK(h.app.link.find("rolled=" + std::to_string(faces[0]) + "." + std::to_string(faces[1])) != std::string::npos);
    bool shown = false;
    for (const auto& t : h.app.texts)
        if (t.find("Roll (your dice)") != std::string::npos) shown = true;
    CHECK(shown);

    // The shared link reopens the same roll.
    const std::string link = h.app.link;
    sh::AppOpenLink(h.app, "#/");
    sh::AppOpenLink(h.app, link);
    h.Frame();
    CHECK(h.app.dice_open);
    CHECK(h.app.response["roll"] == seeded["roll"]);

    REQUIRE(h.Tap("dice-close"));
    CHECK(!h.app.dice_open);
    CHECK(!h.app.response.contains("roll"));
    CHECK(h.Find("i-rolled") != nullptr);
}

}  // namespace

TEST_CASE("I rolled: wide layout, face buttons beside Roll, replaying a seed's faces") {
    Headless h(1180, 820, Phone{1});
    IRolledFlow(h);
}

TEST_CASE("I rolled: phone layout, the dice under the chances") {
    Headless h(390, 844, Phone{3});
    IRolledFlow(h);
}

TEST_CASE("I rolled: a face too big from a link is undone; Roll closes the panel") {
    Headless h(390, 16000);
    h.Frame();
    // fng.weather with turns draws 2d6 then more; a face too big from a link is refused and undone.
    sh::AppOpenLink(h.app, "#/fng.weather?rolled=9");
    h.Frame();
    CHECK(h.app.dice_open);
    CHECK(h.app.response["error"]["code"] == "out_of_range");
    REQUIRE(h.Tap("dice-undo"));
    CHECK(h.app.dice_needs["sides"][0] == 6);
    REQUIRE(h.Tap("roll"));
    CHECK(!h.app.dice_open);
    CHECK(h.app.has_seed);
    CHECK(h.app.response["roll"]["faces"].is_array());
}

TEST_CASE("I rolled: a die with many sides (a card from the deck) gets a stepper and Add") {
    Headless h(390, 16000);
    h.Frame();
    sh::AppOpenLink(h.app, "#/fng.reinforcement-check");
    h.Frame();
    REQUIRE(h.Tap("i-rolled"));
    const int sides = h.app.dice_needs["sides"][0].get<int>();
    CAPTURE(sides);
    REQUIRE(sides > 36);
    CHECK(h.Find("die:1") == nullptr);
    REQUIRE(h.Tap("dice-add"));
    CHECK(h.app.dice == std::vector<long long>{1});
    CHECK(h.app.response["roll"]["position"] == 1);
}

}  // namespace shell_test_i_rolled
