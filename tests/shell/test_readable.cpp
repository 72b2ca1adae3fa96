// Numbers people read and no dead ends, laid out with the app's font on a phone (320×640 and
// 390×844): bars on a 0–100 % scale, long exact fractions a tap away, the weapon first in fng.fire
// with the steppers showing what it sets, Roll only where something is rolled, Share saying what
// became of the link, Back returning to the search as it was.
#include <doctest/doctest.h>

#include <regex>
#include <string>

#include "app/app.h"
#include "app/saved.h"
#include "shell/headless.h"

namespace shell_test_readable {

using pm::json;
namespace sh = pm::shell;
using sh::test::Headless;
using sh::test::Phone;

namespace {
void Open(Headless& h, const std::string& link) {
    sh::AppOpenLink(h.app, link);
    for (int i = 0; i < 4; ++i) h.Frame();
    REQUIRE(h.app.response.is_object());
}
}  // namespace

TEST_CASE("bars: each on the 0-100 % scale, its filled length its chance") {
    Headless h(390, 844, Phone{3});
    Open(h, "#/fng.weather");
    const json& outcomes = h.app.response["outcomes"];
    REQUIRE(outcomes.size() >= 2);
    double pmax = 0;
    for (const auto& o : outcomes) pmax = std::max(pmax, o["p"].get<double>());
    REQUIRE(pmax < 0.99);  // scaled to the largest row, that row's bar would be full
    for (const auto& o : outcomes) {
        const std::string key = o["key"];
        const sh::AppControl* bar = h.Find("bar:" + key);
        const sh::AppControl* track = h.Find("bar-track:" + key);
        REQUIRE(bar != nullptr);
        REQUIRE(track != nullptr);
        const double p = o["p"].get<double>();
        if (p == 0) continue;
        const double want = std::max((track->max.x - track->min.x) * p, 2.0);
        CHECK_MESSAGE(std::abs((bar->max.x - bar->min.x) - want) <= 1.0, key << " p = " << p);
    }
}

TEST_CASE("fractions: short ones beside their percentage, long ones left out until the row is tapped") {
    const std::regex fraction(R"(\b(\d+)/(\d+)\b)");
    for (float w : {320.0f, 390.0f}) {
        Headless h(w, w == 320 ? 640 : 844, Phone{3});
        Open(h, "#/fng.enemy-placement");
        std::string long_key, long_exact;
        for (const auto& o : h.app.response["outcomes"])
            if (o["exact"].get<std::string>().size() > 7 && long_key.empty()) {
                long_key = o["key"];
                long_exact = o["exact"];
            }
        REQUIRE(!long_key.empty());
        for (const auto& t : h.app.texts)
            for (std::sregex_iterator m(t.begin(), t.end(), fraction), end; m != end; ++m)
                CHECK_MESSAGE(m->str().size() <= 7, w << " px: " << t);
        // Every outcome row inside the screen's width.
        for (const auto& c : h.app.controls)
            if (c.id.rfind("outcome:", 0) == 0) CHECK(c.max.x <= w * 3 + 1);
        if (!h.Find("outcome:" + long_key)->visible)
            REQUIRE(h.DragIntoView("outcome:" + long_key, w == 320 ? 400 : 600));
        REQUIRE(h.Tap("outcome:" + long_key));
        h.Frame();
        std::string all;
        for (const auto& t : h.app.texts) all += t + "\n";
        const size_t slash = long_exact.find('/');
        const std::string spaced = long_exact.substr(0, slash) + " / " + long_exact.substr(slash + 1);
        CHECK_MESSAGE(all.find(spaced) != std::string::npos, "the tapped row shows " << long_exact);
    }
    Headless h(390, 844, Phone{3});
    Open(h, "#/fng.weather");
    for (const auto& o : h.app.response["outcomes"]) {
        const std::string exact = o["exact"];
        if (exact.size() > 7 || o["p"] == 0 || o["p"] == 1) continue;
        bool beside = false;
        for (const auto& t : h.app.texts) beside = beside || t.find(exact) != std::string::npos;
        CHECK_MESSAGE(beside, exact);
    }
}

TEST_CASE("fng.fire: the weapon first; choosing one shows its dice and Impact, stepping them is a custom weapon") {
    Headless h(390, 844, Phone{3});
    Open(h, "#/fng.fire");
    std::string first;
    for (const auto& c : h.app.controls)
        if (first.empty() && (c.id.rfind("combo:", 0) == 0 || c.id.rfind("param:", 0) == 0 ||
                              c.id.rfind("choice:", 0) == 0 || c.id.rfind("toggle:", 0) == 0))
            first = c.id;
    CHECK(first == "combo:weapon");
    // FNG QRS p.74: the USA M-16 has Targets 2 and Impact 2 (data/fng/fire_weapons.json).
    REQUIRE(sh::AppSetParam(h.app, "weapon", "us-m16"));
    h.Frame();
    CHECK(h.app.params["dice"] == 2);
    CHECK(h.app.params["impact"] == 2);
    REQUIRE(h.Tap("param:dice:-"));
    CHECK(h.app.params["weapon"] == "custom");
    CHECK(h.app.params["dice"] == 1);
    CHECK(h.app.params["impact"] == 2);
    CHECK(h.app.response["params"]["dice"] == 1);
}

TEST_CASE("Roll only where something is rolled") {
    Headless h(390, 844, Phone{3});
    Open(h, "#/fng.los");
    CHECK(h.Find("roll") == nullptr);
    Open(h, "#/fng.fire");
    CHECK(h.Find("roll") != nullptr);
}

TEST_CASE("Share says what became of the link; Back returns to the search as it was left") {
    Headless h(390, 844, Phone{3});
    std::snprintf(h.app.picker_query, sizeof h.app.picker_query, "%s", "fire");
    for (int i = 0; i < 3; ++i) h.Frame();
    REQUIRE(h.Find("found:fng.fire") != nullptr);
    REQUIRE(h.Tap("found:fng.fire"));
    REQUIRE(h.app.screen == sh::AppScreen_Calculator);
    sh::SavedShare(h.app);  // no share sheet nor clipboard natively: the link is shown to copy
    h.Frame();
    REQUIRE(h.Find("share:note") != nullptr);
    bool said = false;
    for (const auto& t : h.app.texts) said = said || t.find(h.app.link) != std::string::npos;
    CHECK(said);
    sh::SavedShareDone("clipboard", "https://example.org/#/fng.fire");
    h.Frame();
    bool copied = false;
    for (const auto& t : h.app.texts) copied = copied || t.find("Link copied") != std::string::npos;
    CHECK(copied);
    REQUIRE(h.Tap("back"));
    CHECK(h.app.screen == sh::AppScreen_Picker);
    CHECK(std::string(h.app.picker_query) == "fire");
    CHECK(h.Find("found:fng.fire") != nullptr);
}

// A button whose words are longer than it wraps them onto more lines inside it (it grows), on the
// narrowest phone too. A closed choice box does the same where the screen has room (390×844); on
// a short screen (320×640) it keeps one line, cut with an ellipsis: either way nothing is drawn
// outside its box.
TEST_CASE("long words in a choice box or a button are drawn inside it, whole where there is room") {
    for (float width : {320.0f, 390.0f}) {
        CAPTURE(width);
        Headless h(width, width == 320.0f ? 640.0f : 844.0f, Phone{3});
        h.app.record_text_boxes = true;
        Open(h, "#/fng.fire");
        h.Frame();
        // The weapon's box, at a custom weapon: "Custom (use dice and Impact below)" or the like.
        std::string choice;
        for (const auto& p : h.app.spec["params"])
            if (p["name"] == "weapon")
                for (const auto& ch : p["choices"])
                    if (ch["value"] == h.app.response["params"]["weapon"]) choice = ch["label"];
        REQUIRE(!choice.empty());
        const auto inside = [](const sh::AppTextBox& t, const sh::AppControl& c) {
            return t.min.x >= c.min.x && t.max.x <= c.max.x && t.min.y >= c.min.y && t.max.y <= c.max.y;
        };
        const auto words = [](std::string t) {
            for (char& ch : t)
                if (ch == '\n') ch = ' ';
            return t;
        };
        const sh::AppControl* combo = h.Find("combo:weapon");
        REQUIRE(combo != nullptr);
        bool shown = false;
        const std::string dots = "\xe2\x80\xa6";
        for (const auto& t : h.app.text_boxes) {
            if (t.min.y < combo->min.y || t.max.y > combo->max.y || t.min.x < combo->min.x) continue;
            const std::string drawn = words(t.text);
            if (width == 390.0f) {
                if (drawn != choice) continue;
            } else if (drawn.size() < dots.size() ||
                       drawn.compare(drawn.size() - dots.size(), dots.size(), dots) != 0 ||
                       choice.rfind(drawn.substr(0, drawn.size() - dots.size()), 0) != 0) {
                continue;
            }
            shown = true;
            CHECK(inside(t, *combo));
        }
        CHECK_MESSAGE(shown, "the choice \"" << choice << "\" is drawn in its box (whole at 390 px)");
        // The first action button ("Follow the firing to the end: ..."): its lines, in order, are
        // the whole label, each inside the button.
        REQUIRE(h.app.response["actions"].size() >= 1);
        const std::string label = h.app.response["actions"][0]["label"];
        REQUIRE(h.DragIntoView("action:0"));
        h.Frame();
        const sh::AppControl* button = h.Find("action:0");
        REQUIRE(button != nullptr);
        std::string drawn;
        for (const auto& t : h.app.text_boxes)
            if (t.min.y >= button->min.y && t.max.y <= button->max.y && t.min.x >= button->min.x &&
                t.max.x <= button->max.x)
                drawn += (drawn.empty() ? "" : " ") + t.text;
        CHECK(drawn == label);
        CHECK(button->max.y - button->min.y > 0);
    }
}

TEST_CASE("a generated tunnel lists its sections in words beside the map") {
    Headless h(390, 844, Phone{3});
    Open(h, "#/fng.tunnel?seed=5");
    REQUIRE(h.app.response["figure"].contains("words"));
    const json& words = h.app.response["figure"]["words"];
    for (const auto& w : words) {
        bool drawn = false;
        for (const auto& t : h.app.texts) drawn = drawn || t.find(w.get<std::string>().substr(0, 30)) == 0;
        CHECK_MESSAGE(drawn, w);
    }
}
}  // namespace shell_test_readable
