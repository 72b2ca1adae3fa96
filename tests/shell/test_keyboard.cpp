// The canvas app by keyboard alone, headless: Tab walks every control across the top
// bar and the panels, Space activates the focused one, Escape leaves a calculator for the picker
// and puts the focus back on its row; the display choice (theme, text size) is saved and read back.
// The browser side (keys held a frame, Enter, the page's skip link) is tests/browser/keyboard.test.mjs.
#include <doctest/doctest.h>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <string>

#include "app/app.h"
#include "app/saved.h"
#include "app/style.h"
#include "imgui.h"
#include "shell/headless.h"

namespace shell_test_keyboard {

namespace sh = pm::shell;
using Headless = pm::shell::test::Headless;

namespace {

// GLFW's key codes, as the browser and desktop backends fill io.KeysDown.
constexpr int kSpace = 32, kEscape = 256, kEnter = 257;

void KeyboardOn() {
    ImGuiIO& io = ImGui::GetIO();
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
    io.KeyMap[ImGuiKey_Space] = kSpace;
    io.KeyMap[ImGuiKey_Escape] = kEscape;
    io.KeyMap[ImGuiKey_Enter] = kEnter;
}

// One frame with a Tab step (+1, −1) and/or a key held down, then one with the key released.
void Keys(Headless& h, int tab, int key = -1) {
    ImGuiIO& io = ImGui::GetIO();
    io.MousePos = ImVec2(-FLT_MAX, -FLT_MAX);
    if (key >= 0) io.KeysDown[key] = true;
    sh::AppGesture g;
    g.tab = tab;
    ImGui::NewFrame();
    sh::AppFrame(h.app, g);
    ImGui::Render();
    if (key >= 0) {
        io.KeysDown[key] = false;
        h.Frame();
    }
}

// Tabs forward until the focus is on `id` (false after `limit` steps).
bool TabTo(Headless& h, const std::string& id, int limit = 600) {
    for (int i = 0; i < limit; ++i) {
        Keys(h, +1);
        if (h.app.focus == id) return true;
    }
    return false;
}

}  // namespace

TEST_CASE("keyboard: Tab walks the controls in order, Shift+Tab walks back, disabled ones are passed over") {
    Headless h(390, 844);
    KeyboardOn();
    h.Frame();
    h.Frame();
    CHECK(h.app.focus.empty());  // nothing has the focus until the player tabs
    Keys(h, +1);
    CHECK(h.app.focus == "search");
    Keys(h, +1);
    CHECK(h.app.focus == "filter:all");
    Keys(h, +1);
    const std::string third = h.app.focus;
    CHECK(third.rfind("filter:", 0) == 0);
    Keys(h, -1);
    CHECK(h.app.focus == "filter:all");
    Keys(h, -1);
    CHECK(h.app.focus == "search");
    Keys(h, -1);  // wraps to the last control: the Roster button, drawn after the list
    CHECK(h.app.focus == "roster");
    Keys(h, -1);  // then the display settings at the end of the list
    CHECK(h.app.focus.rfind("choice:theme:", 0) == 0);
}

TEST_CASE("keyboard: Space opens the focused calculator, Escape goes back to its row, Tab reaches a stepper") {
    Headless h(390, 844);
    KeyboardOn();
    h.Frame();
    h.Frame();
    REQUIRE(TabTo(h, "pick:fng.weather"));
    Keys(h, 0, kSpace);
    CHECK(h.app.screen == sh::AppScreen_Calculator);
    CHECK(h.app.calc == "fng.weather");
    h.Frame();
    // Tab to the month stepper's + and press it with Enter's twin, Space: the answer follows.
    const int month = h.app.params["month"].get<int>();
    const std::string plus = month < 12 ? "param:month:+" : "param:month:-";
    REQUIRE(TabTo(h, plus, 200));
    Keys(h, 0, kSpace);
    CHECK(h.app.params["month"].get<int>() == (month < 12 ? month + 1 : month - 1));
    CHECK(h.app.response.value("ok", false));
    // Escape: back to the picker, the focus on the calculator's row (Recent's first).
    Keys(h, 0, kEscape);
    h.Frame();
    CHECK(h.app.screen == sh::AppScreen_Picker);
    CHECK(h.app.focus == "recent:fng.weather");
    // Escape on the picker with nothing typed leaves things as they are.
    Keys(h, 0, kEscape);
    CHECK(h.app.screen == sh::AppScreen_Picker);
}

TEST_CASE("display: the theme and text size are saved settings; \"auto\" follows the device") {
    Headless h(390, 844);
    h.Frame();
    sh::SavedSetDisplay({{"theme", "auto"}, {"text_size", 0}});
    h.app.device_theme = sh::Theme_Light;
    CHECK(sh::AppTheme(h.app) == sh::Theme_Light);
    h.app.device_theme = sh::Theme_Contrast;
    CHECK(sh::AppTheme(h.app) == sh::Theme_Contrast);
    sh::SavedSetDisplay({{"theme", "dark"}});
    CHECK(sh::AppTheme(h.app) == sh::Theme_Dark);  // the player's choice wins over the device
    CHECK(sh::SavedSettings()["theme"] == "dark");
    sh::SavedSetDisplay({{"text_size", 2}});
    CHECK(sh::AppTextSize() == 2);
    CHECK(sh::AppTextScale() == doctest::Approx(1.3f));
    sh::SavedSetDisplay({{"text_size", 9}});  // refused: nothing changes
    CHECK(sh::AppTextSize() == 2);
    // Every theme draws text well apart from its background (WCAG AA: 4.5:1).
    for (int t = 0; t < sh::Theme_COUNT; ++t) {
        sh::AppApplyStyle(1.0f, t);
        auto lum = [](ImVec4 c) {
            auto ch = [](float v) { return v <= 0.03928f ? v / 12.92f : std::pow((v + 0.055f) / 1.055f, 2.4f); };
            return 0.2126f * ch(c.x) + 0.7152f * ch(c.y) + 0.0722f * ch(c.z);
        };
        const ImVec4* c = ImGui::GetStyle().Colors;
        for (ImGuiCol bg :
             {ImGuiCol_WindowBg, ImGuiCol_ChildBg, ImGuiCol_Button, ImGuiCol_FrameBg, ImGuiCol_ButtonActive}) {
            for (ImGuiCol fg : {ImGuiCol_Text, ImGuiCol_TextDisabled}) {
                // Dim text (hints, help) never sits on a pressed or chosen button; labels do.
                if (fg == ImGuiCol_TextDisabled && bg == ImGuiCol_ButtonActive) continue;
                float a = lum(c[fg]), b = lum(c[bg]);
                float ratio = (std::max(a, b) + 0.05f) / (std::min(a, b) + 0.05f);
                CAPTURE(t);
                CAPTURE(bg);
                CAPTURE(fg);
                CHECK(ratio >= 4.5f);
            }
        }
    }
    sh::AppApplyStyle(1.0f);
    sh::SavedSetDisplay({{"theme", "auto"}, {"text_size", 0}});
}

}  // namespace shell_test_keyboard
