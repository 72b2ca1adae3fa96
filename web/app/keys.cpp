// Pointman web platform — the keyboard, for players who use no mouse or touch.
//
// What GLFW 3.1.6 in the browser and Dear ImGui 1.86 get wrong, and what this file does about it:
//   * ImGui 1.86 reads io.KeysDown once per frame, and the backend writes it as events arrive:
//     a key pressed and released between two frames (a quick tap; every synthetic key press) is
//     never seen. Each press is held down for at least one frame here.
//   * ImGui 1.86's Tab visits text fields only. Tab is kept from ImGui and handed to the app
//     (AppGesture::tab), which walks every control (shell/app/app.cpp [SECTION] keyboard).
//   * 1.86 maps Enter to "input" only: buttons ignore it. Enter activates the focused control like
//     Space, unless a text field has the keys.
//   * GLFW listens on the whole window and swallows Tab (preventDefault): web/app/loader.js hands
//     keys to GLFW only while the canvas (or the text agent) has the focus, so the page's own Tab
//     order (the skip link to the text view first) keeps working.
//
// [SECTION] state
// [SECTION] entry points
#include <GLFW/glfw3.h>

#include "imgui.h"
#include "platform.h"

namespace pm::web {

// [SECTION] state
static bool GDown[GLFW_KEY_LAST + 1];     // down now, as the events say
static bool GLatched[GLFW_KEY_LAST + 1];  // pressed since the last frame
static bool GForced[GLFW_KEY_LAST + 1];   // held down for this frame by ApplyKeysToImGui
static int GTabs = 0;                     // Tab presses not handed over yet (+ forward, − back)

// [SECTION] entry points
void KeyEvent(int key, int action, int mods) {
    if (key < 0 || key > GLFW_KEY_LAST) return;
    if (key == GLFW_KEY_TAB) {
        if (action != GLFW_RELEASE) GTabs += (mods & GLFW_MOD_SHIFT) ? -1 : 1;  // a held Tab repeats
        return;
    }
    if (action == GLFW_PRESS)
        GDown[key] = GLatched[key] = true;
    else if (action == GLFW_RELEASE)
        GDown[key] = false;
}

void ApplyKeysToImGui(pm::shell::AppGesture* g) {
    ImGuiIO& io = ImGui::GetIO();
    static_assert(GLFW_KEY_LAST < sizeof(ImGuiIO::KeysDown) / sizeof(ImGuiIO::KeysDown[0]),
                  "GLFW key codes index io.KeysDown");
    for (int k = 0; k <= GLFW_KEY_LAST; ++k) {
        if (!GLatched[k]) continue;
        GLatched[k] = false;
        if (!io.KeysDown[k]) GForced[k] = true;
        io.KeysDown[k] = true;
    }
    io.KeysDown[GLFW_KEY_TAB] = false;  // ImGui's own tabbing stays off: the app's runs instead
    if (GTabs != 0) {
        g->tab = GTabs > 0 ? 1 : -1;  // one step per frame; the rest on the next ones
        GTabs -= g->tab;
        if (GTabs != 0) Wake(2);
    }
    if (!io.WantTextInput && (io.KeysDown[GLFW_KEY_ENTER] || io.KeysDown[GLFW_KEY_KP_ENTER]))
        io.NavInputs[ImGuiNavInput_Activate] = 1.0f;  // after the backend cleared NavInputs
}

void KeysAfterFrame() {
    ImGuiIO& io = ImGui::GetIO();
    bool released = false;
    for (int k = 0; k <= GLFW_KEY_LAST; ++k) {
        if (!GForced[k]) continue;
        GForced[k] = false;
        io.KeysDown[k] = GDown[k];
        released = released || !GDown[k];
    }
    if (released) Wake(2);  // ImGui sees the release on the next frame
}

}  // namespace pm::web
