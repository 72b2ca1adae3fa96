// Headless UI smoke tests (Dear ImGui's example_null pattern: a context, a font atlas, no window,
// no GPU). They drive the real shell/app UI with synthetic clicks and compare what it shows with
// what the codec returns for the same request, for every calculator in the registry.
// tests/fixtures/demo_calculator.cpp adds a test-only calculator ("test.dice") to this binary so
// every widget kind is exercised even before a rule set defines one.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "app/app.h"
#include "app/export_view.h"
#include "app/style.h"
#include "app/widgets.h"
#include "contract/citations.h"
#include "contract/codec.h"
#include "imgui.h"
#include "shell/headless.h"

namespace shell_test_shell_smoke {

using pm::json;
namespace sh = pm::shell;

namespace {

using Headless = pm::shell::test::Headless;

json Expected(const json& request) {
    return pm::evaluate_request(request);
}

}  // namespace

TEST_CASE("the picker lists every registry calculator and each opens and renders") {
    Headless h;
    h.Frame();
    h.Frame();
    const json list = pm::list_json();
    REQUIRE(list.size() >= 1);
    for (const auto& c : list) {
        const std::string id = c["id"].get<std::string>();
        CHECK_MESSAGE(h.Find("pick:" + id) != nullptr, "picker shows " << id);
    }
    for (const auto& c : list) {
        const std::string id = c["id"].get<std::string>();
        sh::AppOpenCalculator(h.app, id);
        h.Frame();
        h.Frame();
        CHECK(h.app.calc == id);
        // What the shell holds is exactly the codec's answer for the default request.
        json req = {{"calc", id}, {"params", h.app.params}};
        CHECK(h.app.response.dump() == Expected(req).dump());
        // Roll where the calculator has something to roll (describe's "rolls"), nowhere else.
        CHECK_MESSAGE((h.Find("roll") != nullptr) == h.app.spec.value("rolls", true), id);
    }
}

TEST_CASE("tapping the picker, a stepper, a segment, a toggle and Roll drives the codec") {
    Headless h;
    h.Frame();
    h.Frame();
    REQUIRE(h.Tap("pick:test.dice"));
    CHECK(h.app.screen == sh::AppScreen_Calculator);
    CHECK(h.app.calc == "test.dice");
    CHECK(h.app.params["dice"] == 2);
    CHECK(h.app.response["outcomes"].size() == 11);  // 2d6: totals 2..12

    REQUIRE(h.Tap("param:dice:+"));
    CHECK(h.app.params["dice"] == 3);
    CHECK(h.app.response["outcomes"].size() == 16);  // 3d6: totals 3..18
    CHECK(h.app.response.dump() == Expected({{"calc", "test.dice"}, {"params", h.app.params}}).dump());
    CHECK(h.app.link == "#/test.dice?dice=3");

    REQUIRE(h.Tap("choice:figure:curve"));
    CHECK(h.app.params["figure"] == "curve");
    CHECK(h.app.response["figure"]["type"] == "curve");
    REQUIRE(h.Tap("choice:figure:map"));
    h.Frame();
    CHECK(h.Find("map") != nullptr);
    CHECK(h.Find("choice:map-level:1") != nullptr);  // two levels → a level switch

    // "forbid" is the sixth parameter: it folds under More options until that is tapped.
    CHECK(h.Find("toggle:forbid") == nullptr);
    REQUIRE(h.Tap("more-options"));
    REQUIRE(h.Tap("toggle:forbid"));
    CHECK(h.app.response["ok"] == false);
    CHECK(h.app.response["error"]["code"] == "not_possible");
    REQUIRE(h.Tap("toggle:forbid"));
    CHECK(h.app.response["ok"] == true);

    REQUIRE(h.Tap("roll"));
    CHECK(h.app.has_seed);
    CHECK(h.app.seed == 1234);
    CHECK(h.app.link.find("seed=1234") != std::string::npos);
    json req = {{"calc", "test.dice"}, {"params", h.app.params}, {"seed", 1234}};
    CHECK(h.app.response.dump() == Expected(req).dump());
    CHECK(h.app.response["roll"]["dice"].size() == 3);

    REQUIRE(h.Tap("action:0"));  // "One more die" → params re-evaluated through the codec
    CHECK(h.app.params["dice"] == 4);
}

TEST_CASE("share links open calculators; bad links show a message and the app keeps working") {
    Headless h;
    sh::AppOpenLink(h.app, "#/test.dice?dice=1&mod=2&seed=77");
    h.Frame();
    CHECK(h.app.calc == "test.dice");
    CHECK(h.app.params["dice"] == 1);
    CHECK(h.app.params["mod"] == 2);
    CHECK(h.app.seed == 77);
    CHECK(h.app.response.dump() == Expected({{"calc", "test.dice"}, {"params", h.app.params}, {"seed", 77}}).dump());

    for (const char* bad : {"#/no.such?x=1", "#/test.dice?dice=9", "#/test.dice?bogus=1", "#/test.dice?dice=two"}) {
        sh::AppOpenLink(h.app, bad);
        h.Frame();
        CHECK_MESSAGE(!h.app.notice.empty(), bad);
        CHECK(h.app.calc == "test.dice");  // still on the last good calculator
    }
    REQUIRE(h.Tap("param:mod:-"));
    CHECK(h.app.params["mod"] == 1);
    REQUIRE(h.Tap("dismiss"));
    CHECK(h.app.notice.empty());
}

TEST_CASE("phone width: nothing is wider than the screen") {
    Headless h(390, 844);
    sh::AppOpenCalculator(h.app, "test.dice");
    for (int i = 0; i < 3; ++i) h.Frame();
    for (const auto& c : h.app.controls) CHECK_MESSAGE(c.max.x <= 390.5f, c.id << " ends at " << c.max.x);
}

TEST_CASE("map figure: a finger drag pans it and a pinch zooms it; elsewhere a drag scrolls") {
    Headless h(390, 844);
    sh::AppOpenLink(h.app, "#/test.dice?figure=map");
    for (int i = 0; i < 3; ++i) h.Frame();
    REQUIRE(h.app.map.visible);
    // Scroll until the map is on screen (a drag outside the map scrolls the page).
    for (int i = 0; i < 40 && h.app.map.rect_max.y > 800; ++i) {
        sh::AppGesture g;
        g.dragging = true;
        g.origin = ImVec2(200, 400);
        g.delta = ImVec2(0, -80);
        ImGui::NewFrame();
        sh::AppFrame(h.app, g);
        ImGui::Render();
    }
    for (int i = 0; i < 240; ++i) h.Frame();  // let the scroll's inertia die out before measuring
    REQUIRE(h.app.map.rect_max.y <= 844);
    CHECK(h.app.map.pan.x == 0);
    const ImVec2 mid((h.app.map.rect_min.x + h.app.map.rect_max.x) * 0.5f,
                     (h.app.map.rect_min.y + h.app.map.rect_max.y) * 0.5f);
    const float top = h.app.map.rect_min.y;
    sh::AppGesture pan;
    pan.dragging = true;
    pan.origin = mid;
    pan.delta = ImVec2(30, 10);
    ImGui::NewFrame();
    sh::AppFrame(h.app, pan);
    ImGui::Render();
    CHECK(h.app.map.pan.x == doctest::Approx(30));
    CHECK(h.app.map.pan.y == doctest::Approx(10));
    CHECK(std::fabs(h.app.map.rect_min.y - top) < 3.0f);  // the page did not follow the 10 px drag
    sh::AppGesture pinch;
    pinch.pinch = 2.0f;
    pinch.pinch_center = mid;
    ImGui::NewFrame();
    sh::AppFrame(h.app, pinch);
    ImGui::Render();
    CHECK(h.app.map.zoom == doctest::Approx(2.0f));
    REQUIRE(h.Tap("choice:map-level:1"));
    CHECK(h.app.map.level_index == 1);
    CHECK(h.app.map.zoom == doctest::Approx(1.0f));  // a new level starts fitted
}

TEST_CASE("export: a rolled tunnel offers SVG and JSON; the files are the core's drawing and the result") {
    Headless h;  // tall screen: every control is on it
    sh::AppOpenLink(h.app, "#/fng.tunnel?mode=explore&seed=77");
    for (int i = 0; i < 3; ++i) h.Frame();
    REQUIRE(h.app.response.value("ok", false));
    CHECK(h.app.params["format"] == "map");  // the SVG is made on demand, not with every evaluate
    REQUIRE(h.Tap("export:svg"));
    json st = sh::ExportStatus();
    REQUIRE(st["last"].is_object());
    CHECK(st["last"]["name"] == "fng-tunnel-77.svg");
    CHECK(st["last"]["mime"] == "image/svg+xml");
    // The exported drawing is the core's SVG for the same request with format=svg.
    json req = sh::AppRequest(h.app);
    req["params"]["format"] = "svg";
    std::string svg = Expected(req)["values"]["svg"].get<std::string>();
    CHECK(sh::ExportSvgText(h.app) == svg);
    CHECK(st["last"]["bytes"] == svg.size());
    CHECK(svg.rfind("<svg", 0) == 0);
    REQUIRE(h.Tap("export:json"));
    st = sh::ExportStatus();
    CHECK(st["last"]["name"] == "fng-tunnel-77.json");
    json doc = json::parse(sh::ExportJsonText(h.app));
    CHECK(doc["response"] == h.app.response);
    CHECK(doc["link"] == h.app.link);
    CHECK(pm::evaluate_request(doc["request"]) == h.app.response);  // the file reproduces the result
    // A calculator without a roll or drawing shows no export buttons.
    sh::AppOpenLink(h.app, "#/fng.fire");
    h.Frame();
    h.Frame();
    CHECK(h.Find("export:svg") == nullptr);
    CHECK(h.Find("export:json") == nullptr);
}

TEST_CASE("map figure: a page drag that scrolls the map under the finger still scrolls, never pans") {
    Headless h(390, 844);
    sh::AppOpenLink(h.app, "#/test.dice?figure=map");
    for (int i = 0; i < 3; ++i) h.Frame();
    REQUIRE(h.app.map.visible);
    // One long drag that starts above the map (off it: the chances come first, then the map, which
    // may start below the first screen): the page scrolls up, so the map passes under the finger's
    // starting point on the way.
    const float start_top = h.app.map.rect_min.y;
    const ImVec2 origin(200, std::min(start_top - 12, 700.0f));
    REQUIRE(origin.y > 100);  // below the pinned summary, inside the scrolling panel
    bool crossed = false;
    for (int i = 0; i < 60; ++i) {
        sh::AppGesture g;
        g.dragging = true;
        g.origin = origin;
        g.delta = ImVec2(0, -40);
        ImGui::NewFrame();
        sh::AppFrame(h.app, g);
        ImGui::Render();
        crossed = crossed || (h.app.map.rect_min.y <= origin.y && h.app.map.rect_max.y >= origin.y);
    }
    CHECK(crossed);               // the map did pass under the finger
    CHECK(h.app.map.pan.x == 0);  // and was not dragged along
    CHECK(h.app.map.pan.y == 0);
    CHECK(h.app.map.rect_min.y < start_top - 500);  // the page kept scrolling
}

TEST_CASE("phone: main parameters, then the start of the answer, then More options, then saved work") {
    Headless h(390, 844);
    sh::AppOpenLink(h.app, "#/test.dice");
    for (int i = 0; i < 3; ++i) h.Frame();
    // Without a catalog entry the first five parameters are main; the sixth folds.
    const sh::AppControl* dice = h.Find("param:dice:+");
    const sh::AppControl* fold = h.Find("more-options");
    REQUIRE(dice);
    REQUIRE(fold);
    CHECK_FALSE(h.app.more_open);
    CHECK(h.Find("toggle:forbid") == nullptr);
    // Every outcome row is recorded as a control, in order, below the main parameters and above
    // the fold; the first one is wholly on the first screen.
    const json& outcomes = h.app.response["outcomes"];
    float last_y = -1;
    for (const auto& o : outcomes) {
        const sh::AppControl* row = h.Find("outcome:" + o["key"].get<std::string>());
        REQUIRE_MESSAGE(row, o["key"]);
        CHECK(row->min.y > dice->max.y);
        CHECK(row->max.y < fold->min.y);
        CHECK(row->min.y > last_y);
        last_y = row->max.y;
    }
    const sh::AppControl* first = h.Find("outcome:" + outcomes[0]["key"].get<std::string>());
    CHECK(first->visible);
    CHECK(first->max.y <= 844);
    // Saved work (Share) comes after the answer and the fold.
    const sh::AppControl* share = h.Find("share");
    REQUIRE(share);
    CHECK(share->min.y > fold->max.y);
    // Texts the answer panels drew are recorded (test hook), the summary among them.
    const json st = sh::AppStateJson(h.app);
    bool has_summary = false;
    for (const auto& t : st["texts"]) has_summary = has_summary || t == h.app.response["summary"];
    CHECK(has_summary);
}

TEST_CASE("a share link that changes a folded parameter opens More options; a default one does not") {
    Headless h(390, 844);
    sh::AppOpenLink(h.app, "#/test.dice?forbid=true");
    for (int i = 0; i < 3; ++i) h.Frame();
    CHECK(h.app.more_open);
    CHECK(sh::AppChangedMoreOptions(h.app) == 1);
    CHECK(h.Find("toggle:forbid") != nullptr);
    sh::AppOpenLink(h.app, "#/test.dice?dice=3");  // a main parameter: the fold stays shut
    for (int i = 0; i < 3; ++i) h.Frame();
    CHECK_FALSE(h.app.more_open);
    CHECK(h.Find("toggle:forbid") == nullptr);
}

TEST_CASE("changing a parameter keeps its control where the finger is") {
    Headless h(390, 844);
    sh::AppOpenLink(h.app, "#/test.dice?figure=none");
    for (int i = 0; i < 3; ++i) h.Frame();
    // Figure none → map: the picture above the fold grows, the figure choice must not move.
    const sh::AppControl* c = h.Find("choice:figure:map");
    REQUIRE(c);
    const float y = c->min.y;
    REQUIRE(h.Tap("choice:figure:map"));
    for (int i = 0; i < 6; ++i) h.Frame();
    c = h.Find("choice:figure:map");
    REQUIRE(c);
    CHECK(std::fabs(c->min.y - y) <= 1.0f);
    // Hidden parameters too: open the fold, scroll it into view, change one; it stays.
    REQUIRE(h.DragIntoView("more-options"));
    REQUIRE(h.Tap("more-options"));
    for (int i = 0; i < 3; ++i) h.Frame();
    for (int i = 0; i < 40; ++i) {  // a finger drag brings it up the screen
        const sh::AppControl* t = h.Find("toggle:forbid");
        REQUIRE(t);
        if (t->visible && t->min.y < 600) break;
        sh::AppGesture g;
        g.dragging = true;
        g.origin = ImVec2(200, 500);
        g.delta = ImVec2(0, -60);
        ImGui::NewFrame();
        sh::AppFrame(h.app, g);
        ImGui::Render();
    }
    for (int i = 0; i < 240; ++i) h.Frame();  // no inertia left
    const sh::AppControl* t = h.Find("toggle:forbid");
    REQUIRE(t);
    REQUIRE(t->visible);
    const float ty = t->min.y;
    REQUIRE(h.Tap("toggle:forbid"));  // the error path: the answer above shrinks to a message
    CHECK(h.app.response["ok"] == false);
    for (int i = 0; i < 6; ++i) h.Frame();
    t = h.Find("toggle:forbid");
    REQUIRE(t);
    CHECK(std::fabs(t->min.y - ty) <= 1.0f);
}

TEST_CASE("wrapped text breaks at spaces only: a number and its percent sign stay together") {
    Headless h(390, 844);
    h.Frame();
    ImGui::NewFrame();
    ImGui::Begin("probe");
    const std::string text = "Two hits 11.1% (1/9), three hits 3.7% (1/27), a range of 12 in and 0.5 in at night";
    for (float w = 40; w <= 400; w += 7) {
        for (const auto& line : sh::FlowLines(text, w)) {
            CHECK_MESSAGE(line.find("11. ") == std::string::npos, line);
            CHECK_MESSAGE(line.back() != '.', "'" << line << "' ends at a dot (width " << w << ")");
            CHECK_MESSAGE(line.rfind("%", 0) != 0, "'" << line << "' starts with a percent sign");
            CHECK_MESSAGE(line != "in", "a unit alone on its line");
            CHECK_MESSAGE(line.rfind("in ", 0) != 0, "'" << line << "' starts with a unit");
        }
        std::string joined;
        for (const auto& line : sh::FlowLines(text, w)) joined += (joined.empty() ? "" : " ") + line;
        CHECK(joined == text);  // nothing lost, nothing doubled
    }
    ImGui::End();
    ImGui::EndFrame();
}

TEST_CASE("the picker lists every Pointman reading from the core's registry; a reading opens its calculators") {
    Headless h(1180, 30000);  // tall enough that the list's end is on screen without scrolling
    h.Frame();
    h.Frame();
    const json readings = pm::readings_json();
    REQUIRE(readings.size() >= 1);
    REQUIRE(h.Find("readings") != nullptr);
    REQUIRE(h.Tap("readings"));
    CHECK(h.app.picker_readings);
    h.Frame();
    for (const auto& r : readings)
        for (const auto& id : r["calculators"]) {
            const std::string control =
                "reading:" + std::to_string(r["number"].get<int>()) + ":" + id.get<std::string>();
            CHECK_MESSAGE(h.Find(control) != nullptr, "the readings list shows " << control);
        }
    const json& first = readings.front();
    const std::string id = first["calculators"].front().get<std::string>();
    const std::string control = "reading:" + std::to_string(first["number"].get<int>()) + ":" + id;
    REQUIRE(h.Tap(control));
    CHECK(h.app.screen == sh::AppScreen_Calculator);
    CHECK(h.app.calc == id);
    // The answer names the reading, as the registry says its calculator does somewhere.
    CHECK(h.app.response.contains("readings"));
}

}  // namespace shell_test_shell_smoke
