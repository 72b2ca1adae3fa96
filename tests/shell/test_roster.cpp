// The roster in the canvas app, laid out with the app's font on a phone: a squad made by taps, four
// VC added as a group, "Who?" on the burst's first screen, the shooter and two VC picked in at most
// two taps each, the figures' names beside the values they set, a seeded roll applied to the
// roster and the game log, and undone; no text drawn over another.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "app/app.h"
#include "app/saved.h"
#include "contract/codec.h"
#include "contract/roster.h"
#include "contract/saved_store.h"
#include "shell/headless.h"

namespace shell_test_roster {

using pm::json;
namespace sh = pm::shell;
using sh::test::Headless;
using sh::test::Phone;

namespace {

void Settle(Headless& h) {
    for (int i = 0; i < 4; ++i) h.Frame();
}

// Wholly on the first screen: visible and above the bottom edge.
void OnFirstScreen(Headless& h, const std::string& id) {
    const sh::AppControl* c = h.Find(id);
    REQUIRE_MESSAGE(c, id);
    CHECK_MESSAGE(c->visible, id);
    CHECK_MESSAGE(c->max.y <= ImGui::GetIO().DisplaySize.y, id);
}

// No two texts shown this frame cover each other (a label under a button's text, a name on a value).
void NothingDrawnOver(Headless& h, const char* where) {
    h.app.record_text_boxes = true;
    h.Frame();
    h.Frame();
    const auto& b = h.app.text_boxes;
    const ImVec2 disp = ImGui::GetIO().DisplaySize;
    auto shown = [&](const sh::AppTextBox& t, ImVec2& lo, ImVec2& hi) {
        lo = ImVec2(std::max({t.min.x, t.clip_min.x, 0.0f}), std::max({t.min.y, t.clip_min.y, 0.0f}));
        hi = ImVec2(std::min({t.max.x, t.clip_max.x, disp.x}), std::min({t.max.y, t.clip_max.y, disp.y}));
        return hi.x > lo.x && hi.y > lo.y;
    };
    int overlaps = 0;
    for (size_t i = 0; i < b.size(); ++i)
        for (size_t j = i + 1; j < b.size(); ++j) {
            ImVec2 a0, a1, b0, b1;
            if (!shown(b[i], a0, a1) || !shown(b[j], b0, b1)) continue;
            const float dx = std::min(a1.x, b1.x) - std::max(a0.x, b0.x);
            const float dy = std::min(a1.y, b1.y) - std::max(a0.y, b0.y);
            if (dx > 2 * h.dpr && dy > 2 * h.dpr) {
                ++overlaps;
                MESSAGE(where << ": \"" << b[i].text << "\" over \"" << b[j].text << "\"");
            }
        }
    CHECK_MESSAGE(overlaps == 0, where);
    h.app.record_text_boxes = false;
}

std::string FigureId(const std::string& name) {
    for (const auto& sq : sh::SavedRoster()["squads"])
        for (const auto& f : sq["figures"])
            if (f["name"] == name) return f["id"];
    FAIL("no figure " << name);
    return "";
}

const json& Figure(const std::string& name) {
    for (const auto& sq : sh::SavedRoster()["squads"])
        for (const auto& f : sq["figures"])
            if (f["name"] == name) return f;
    FAIL("no figure " << name);
    static json none;
    return none;
}

std::string SquadId(const std::string& name) {
    for (const auto& sq : sh::SavedRoster()["squads"])
        if (sq["name"] == name) return sq["id"];
    return "";
}

bool TextShown(Headless& h, const std::string& part) {
    for (const auto& t : h.app.texts)
        if (t.find(part) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("roster: make a squad, add four VC, fire a burst at two of them, apply and undo (390x844)") {
    sh::SavedChange({{"op", "replace"}, {"store", pm::empty_store()}});
    Headless h(390, 844, Phone{3});
    Settle(h);
    // The roster, one tap from the first screen.
    OnFirstScreen(h, "roster");
    REQUIRE(h.Tap("roster"));
    CHECK(h.app.screen == sh::AppScreen_Roster);
    // A squad of three, typed in (the name fields are the phone keyboard's: the figures' names
    // here are the roster's own "Figure N", renamed through the core's change as the field does).
    REQUIRE(h.Tap("squad:make"));
    const std::string us = SquadId("1st Squad");
    REQUIRE(!us.empty());
    for (int i = 0; i < 3; ++i) {  // each opens its editor, which moves the button down
        REQUIRE(h.DragIntoView("add-figure:" + us));
        REQUIRE(h.Tap("add-figure:" + us));
    }
    REQUIRE(sh::SavedRoster()["squads"][0]["figures"].size() == 3);
    json slag = Figure("Figure 1");
    slag["name"] = "Slag";
    slag["weapon"] = "us-m60";
    slag["rep"] = 5;
    REQUIRE(sh::SavedChange({{"op", "put_figure"}, {"squad", us}, {"figure", slag}}));
    Settle(h);
    // The enemy: a squad, then four VC as a group (the form's defaults: 4 VC, Rep 3, AK-47).
    REQUIRE(sh::SavedChange({{"op", "put_squad"}, {"squad", {{"id", "vc"}, {"name", "VC"}, {"side", "enemy"}}}}));
    Settle(h);
    REQUIRE(h.DragIntoView("add-group:vc"));
    REQUIRE(h.Tap("add-group:vc"));
    REQUIRE(h.DragIntoView("group:add"));
    REQUIRE(h.Tap("group:add"));
    REQUIRE(sh::SavedRoster()["squads"][1]["figures"].size() == 4);
    CHECK(Figure("VC 4")["rep"] == 3);
    CHECK(Figure("VC 4")["weapon"] == "com-ak47");
    NothingDrawnOver(h, "roster screen");

    // The burst: "Who?" on its first screen; the shooter in two taps, two VC in three.
    sh::AppOpenCalculator(h.app, "fng.burst");
    Settle(h);
    OnFirstScreen(h, "who:shooter");
    OnFirstScreen(h, "who:targets");
    REQUIRE(h.Tap("who:shooter"));
    REQUIRE(h.Tap("who:shooter:" + FigureId("Slag")));
    REQUIRE(h.Tap("who:targets"));
    REQUIRE(h.Tap("who:targets:" + FigureId("VC 1")));
    REQUIRE(h.Tap("who:targets:" + FigureId("VC 2")));
    REQUIRE(h.Tap("who:targets:done"));
    CHECK(h.app.cast == json::parse("{\"shooter\":\"" + FigureId("Slag") + "\",\"targets\":[\"" + FigureId("VC 1") +
                                    "\",\"" + FigureId("VC 2") + "\"]}"));
    // The request carries the figures; the core filled the parameters and says from whom.
    json req = sh::AppRequest(h.app);
    REQUIRE(req.contains("figures"));
    CHECK_FALSE(req["params"].contains("rep"));
    CHECK(h.app.response["from_figures"]["rep"]["figure"] == "Slag");
    CHECK(h.app.params["rep"] == 5);
    CHECK(h.app.params["targets"] == 2);
    CHECK(TextShown(h, "\xc2\xb7 Slag"));
    NothingDrawnOver(h, "fng.burst with figures");

    // A seeded roll; Apply writes the core's effects, each target's status its own roll's.
    sh::AppRoll(h.app);
    Settle(h);
    REQUIRE(h.app.response.contains("effects"));
    REQUIRE(h.DragIntoView("apply"));
    const json roll = h.app.response["roll"];
    REQUIRE(h.Tap("apply"));
    int kills = 0;
    for (int i = 0; i < 2; ++i) {
        const std::string key = roll["targets"][i]["key"];
        const std::string want = key == "KD"    ? "knocked-down"
                                 : key == "OOF" ? "out-of-the-fight"
                                 : key == "OD"  ? "obviously-dead"
                                                : "ready";
        CHECK(Figure("VC " + std::to_string(i + 1))["status"] == want);
        kills += key == "OD";
    }
    CHECK(Figure("Slag")["kills"] == kills);
    const json& log = sh::SavedRoster()["log"];
    REQUIRE(log.size() == 1);
    CHECK(log[0]["words"] == h.app.response["rolled"]);
    CHECK(log[0]["figures"] == json::array({"Slag", "VC 1", "VC 2"}));
    // Undo: as before.
    REQUIRE(h.DragIntoView("undo"));
    REQUIRE(h.Tap("undo"));
    CHECK(Figure("VC 1")["status"] == "ready");
    CHECK(Figure("Slag")["kills"] == 0);
    CHECK(sh::SavedRoster()["log"][0]["undone"] == true);
    // Applied again, and the roster shows it with the log.
    REQUIRE(h.DragIntoView("apply"));
    REQUIRE(h.Tap("apply"));
    sh::AppOpenRoster(h.app);
    Settle(h);
    CHECK(TextShown(h, "Game log"));
    NothingDrawnOver(h, "roster with the log");
    sh::SavedChange({{"op", "replace"}, {"store", pm::empty_store()}});
}

TEST_CASE("roster: Who? on the first screen of every calculator with roles at 320x640, and a share link") {
    sh::SavedChange({{"op", "replace"}, {"store", pm::empty_store()}});
    REQUIRE(sh::SavedChange(json::parse(R"({"op":"put_squad","squad":{"id":"s","name":"Squad","figures":[
        {"id":"a","name":"Able","rep":4,"weapon":"us-m16","counters":1},{"id":"b","name":"Baker","rep":3}]}})")));
    Headless h(320, 640, Phone{2});
    Settle(h);
    int with_roles = 0;
    for (const auto& c : pm::list_json()) {
        const std::string id = c["id"];
        json d = pm::describe_json(id);
        if (!d.contains("roles") || d["roles"].empty()) continue;
        ++with_roles;
        h.app.cast = json::object();  // (a figure picked stays in a role of the same name: start bare)
        sh::AppOpenCalculator(h.app, id);
        Settle(h);
        CAPTURE(id);
        const std::string role = d["roles"][0]["role"];
        OnFirstScreen(h, "who:" + role);
        // Two taps: the role, then the figure.
        REQUIRE(h.Tap("who:" + role));
        const bool list = d["roles"][0].value("list", 0) > 0;
        REQUIRE(h.Tap("who:" + role + ":a"));
        CHECK(h.app.cast[role] == (list ? json::array({"a"}) : json("a")));
        CHECK_MESSAGE(h.app.response.value("ok", false), h.app.response.dump().substr(0, 300));
    }
    CHECK(with_roles >= 30);
    // A shared squad's link opens it into a roster (here: into this one again, the same squad).
    const std::string link = pm::squad_link(sh::SavedRoster()["squads"][0]);
    sh::SavedChange({{"op", "replace"}, {"store", pm::empty_store()}});
    sh::AppOpenLink(h.app, link);
    Settle(h);
    CHECK(h.app.screen == sh::AppScreen_Roster);
    REQUIRE(sh::SavedRoster()["squads"].size() == 1);
    CHECK(sh::SavedRoster()["squads"][0]["figures"][1]["name"] == "Baker");
    sh::AppOpenLink(h.app, "#/squad/AAAA");
    CHECK(h.app.notice.find("cannot open the squad") != std::string::npos);
    sh::SavedChange({{"op", "replace"}, {"store", pm::empty_store()}});
}

}  // namespace shell_test_roster
