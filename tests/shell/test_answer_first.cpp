// The answer first, laid out natively with the app's own font at a phone's device pixel
// ratio, so every calculator and every screen size can be checked in seconds. The browser test
// (tests/browser/answer.test.mjs) checks the same in Chromium for 390×844.
//
// For each size and every calculator opened from its default share link: the first drawn outcome
// row or picture (a result with neither: its first value; an error: the Roll button) lies wholly on
// the first screen, nothing is wider than the screen, and More options is there, shut, exactly
// when the calculator has parameters beyond its main ones.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/views.h"
#include "contract/codec.h"
#include "shell/headless.h"

namespace shell_test_answer_first {

using pm::json;
namespace sh = pm::shell;
using sh::test::Headless;
using sh::test::Phone;

namespace {

const sh::AppControl* FirstAnswer(const Headless& h) {
    const json& r = h.app.response;
    const bool ok = r.is_object() && r.value("ok", false);
    const bool plain = ok && !r.contains("figure") && !(r.contains("outcomes") && !r["outcomes"].empty());
    for (const auto& c : h.app.controls) {
        if (!ok) {
            if (c.id == "roll") return &c;
        } else if (plain ? c.id.rfind("value:", 0) == 0
                         : (c.id.rfind("outcome:", 0) == 0 || c.id.rfind("figure:", 0) == 0)) {
            return &c;
        }
    }
    return nullptr;
}

struct Size {
    const char* name;
    float w, h;
};

void CheckEveryCalculator(const Size& size) {
    Headless h(size.w, size.h, Phone{3});
    h.Frame();
    const json list = pm::list_json();
    int checked = 0;
    for (const auto& c : list) {
        const std::string id = c["id"].get<std::string>();
        if (id.rfind("test.", 0) == 0) continue;  // the fixture calculator of these tests
        CAPTURE(id);
        const std::string size_name = size.name;
        CAPTURE(size_name);
        sh::AppOpenLink(h.app, "#/" + id);
        for (int i = 0; i < 4; ++i) h.Frame();
        REQUIRE(h.app.calc == id);
        const sh::AppControl* a = FirstAnswer(h);
        REQUIRE_MESSAGE(a, id << " draws no outcome row, picture or value");
        const float top = a->min.y / h.dpr, bottom = a->max.y / h.dpr;
        std::string above;  // what is drawn before it, for the report
        for (const auto& ctl : h.app.controls) {
            if (&ctl == a) break;
            above += " " + ctl.id + "@" + std::to_string(static_cast<int>(ctl.min.y / h.dpr)) + "+" +
                     std::to_string(static_cast<int>((ctl.max.y - ctl.min.y) / h.dpr));
        }
        CAPTURE(above);
        CHECK_MESSAGE((a->visible && top >= 0 && bottom <= size.h), id << " at " << size_name << ": " << a->id
                                                                       << " spans y " << top << "–" << bottom
                                                                       << std::string(a->visible ? "" : " (clipped)"));
        for (const auto& ctl : h.app.controls)
            CHECK_MESSAGE(ctl.max.x / h.dpr <= size.w + 0.5f,
                          id << ": " << ctl.id << " ends at x " << ctl.max.x / h.dpr);
        // More options: drawn exactly when some parameter is not main, and shut by a default link.
        bool folded = false;
        for (const auto& p : h.app.spec["params"]) folded = folded || !sh::AppParamIsMain(h.app, p);
        CHECK((h.Find("more-options") != nullptr) == folded);
        CHECK_FALSE(h.app.more_open);
        for (const auto& p : h.app.spec["params"]) {
            if (sh::AppParamIsMain(h.app, p)) continue;
            const std::string name = p["name"].get<std::string>();
            for (const auto& ctl : h.app.controls)
                CHECK_MESSAGE(ctl.id.find(":" + name + ":") == std::string::npos,
                              name << " is folded but drawn as " << ctl.id);
            CHECK(h.Find("toggle:" + name) == nullptr);
        }
        ++checked;
    }
    CHECK(checked > 50);
}

}  // namespace

TEST_CASE("answer first: every calculator at 390×844 (phone portrait)") {
    CheckEveryCalculator({"390x844", 390, 844});
}
TEST_CASE("answer first: every calculator at 320×640 (small phone)") {
    CheckEveryCalculator({"320x640", 320, 640});
}
TEST_CASE("answer first: every calculator at 360×740") {
    CheckEveryCalculator({"360x740", 360, 740});
}
TEST_CASE("answer first: every calculator at 430×932 (large phone)") {
    CheckEveryCalculator({"430x932", 430, 932});
}
TEST_CASE("answer first: every calculator at 640×360 (phone landscape)") {
    CheckEveryCalculator({"640x360", 640, 360});
}
TEST_CASE("answer first: every calculator at 844×390 (phone landscape)") {
    CheckEveryCalculator({"844x390", 844, 390});
}
TEST_CASE("answer first: every calculator at 768×1024 (tablet portrait)") {
    CheckEveryCalculator({"768x1024", 768, 1024});
}
TEST_CASE("answer first: every calculator at 1180×820 (tablet landscape, two columns)") {
    CheckEveryCalculator({"1180x820", 1180, 820});
}

// Changing a main parameter (a stepper, a choice, a toggle) leaves that control where the finger
// is, whatever the new answer does above it (the pinned summary growing a line, help lines that
// now fit or no longer do). Every calculator, every visible main control, at a phone's size.
TEST_CASE("answer first: a changed main parameter stays under the thumb, every calculator") {
    Headless h(390, 844, Phone{3});
    h.Frame();
    int checked = 0;
    for (const auto& c : pm::list_json()) {
        const std::string id = c["id"].get<std::string>();
        if (id.rfind("test.", 0) == 0) continue;
        CAPTURE(id);
        sh::AppOpenLink(h.app, "#/" + id);
        for (int i = 0; i < 4; ++i) h.Frame();
        std::vector<std::string> ids;
        for (const auto& ctl : h.app.controls) {
            const std::string& k = ctl.id;
            const bool stepper = k.rfind("param:", 0) == 0 && (k.back() == '+' || k.back() == '-');
            if (ctl.visible && (stepper || k.rfind("choice:", 0) == 0 || k.rfind("toggle:", 0) == 0)) ids.push_back(k);
        }
        for (size_t i = 0; i < ids.size() && i < 8; ++i) {
            const sh::AppControl* before = h.Find(ids[i]);
            if (!before || !before->visible) continue;
            const float y0 = before->min.y / h.dpr;
            const json params = h.app.params;
            REQUIRE(h.Tap(ids[i]));
            for (int k = 0; k < 6; ++k) h.Frame();
            if (h.app.params == params) continue;  // at its limit, or already chosen
            const sh::AppControl* now = h.Find(ids[i]);
            REQUIRE_MESSAGE(now, ids[i] << " is still drawn");
            CHECK_MESSAGE(std::fabs(now->min.y / h.dpr - y0) <= 1.0f,
                          ids[i] << " moved from " << y0 << " to " << now->min.y / h.dpr);
            ++checked;
        }
    }
    CHECK(checked > 100);
}

// Tapping the same + (or −) again and again, as a player steps a month from January to July: the
// summary above may grow a line on the way (fng.weather's monsoon months), and the control must
// stay wholly on screen and under the finger every time (its old centre inside its new box).
TEST_CASE("answer first: a stepper tapped through its range stays on screen under the finger") {
    Headless h(390, 844, Phone{3});
    h.Frame();
    int taps = 0;
    for (const auto& c : pm::list_json()) {
        const std::string id = c["id"].get<std::string>();
        if (id.rfind("test.", 0) == 0) continue;
        CAPTURE(id);
        for (const char* dir : {"+", "-"}) {
            sh::AppOpenLink(h.app, "#/" + id);
            for (int i = 0; i < 4; ++i) h.Frame();
            std::vector<std::string> ids;
            for (const auto& ctl : h.app.controls)
                if (ctl.visible && ctl.id.rfind("param:", 0) == 0 && ctl.id.size() > 1 && ctl.id.back() == dir[0])
                    ids.push_back(ctl.id);
            for (const std::string& k : ids) {
                CAPTURE(k);
                for (int step = 0; step < 12; ++step) {
                    const sh::AppControl* before = h.Find(k);
                    REQUIRE(before);
                    REQUIRE_MESSAGE(before->visible, k << " is on screen before tap " << step);
                    const ImVec2 finger((before->min.x + before->max.x) * 0.5f, (before->min.y + before->max.y) * 0.5f);
                    const json params = h.app.params;
                    REQUIRE(h.Tap(k));
                    for (int f = 0; f < 6; ++f) h.Frame();
                    if (h.app.params == params) break;  // at its limit
                    ++taps;
                    const sh::AppControl* now = h.Find(k);
                    REQUIRE_MESSAGE(now, k << " is still drawn");
                    CHECK_MESSAGE(now->visible, k << " went off screen (under the summary?) after tap " << step + 1);
                    CHECK_MESSAGE((finger.x >= now->min.x && finger.x <= now->max.x && finger.y >= now->min.y &&
                                   finger.y <= now->max.y),
                                  k << " slid from under the finger after tap " << step + 1 << ": finger y "
                                    << finger.y / h.dpr << ", control " << now->min.y / h.dpr << "–"
                                    << now->max.y / h.dpr);
                }
            }
        }
    }
    CHECK(taps > 200);
}

}  // namespace shell_test_answer_first
