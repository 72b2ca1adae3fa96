// Pointman web app — the browser main: GLFW (Emscripten 3.1.6 emulation) + WebGL2 + shell/app.
//
// Render on demand: the rAF loop keeps running but skips NewFrame/Render entirely unless input,
// a resize, a link or the app itself asked for frames (guide §2 "Idle"); a finger on the glass or
// a fling keeps frames coming.
//
// [SECTION] state
// [SECTION] canvas size and device pixel ratio
// [SECTION] frame
// [SECTION] main
#include <GLES3/gl3.h>
#include <GLFW/glfw3.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <cmath>
#include <cstdio>

#include "app/style.h"
#include "imgui.h"
#include "imgui_impl_glfw.h"
#include "imgui_impl_opengl3.h"
#include "platform.h"

namespace pm::web {

// [SECTION] state
static GLFWwindow* GWindow = nullptr;
static pm::shell::AppState GApp;
static int GFramesLeft = 4;
static float GDpr = 0;       // fonts and style were built for this ratio
static float GPxPerCss = 1;  // canvas pixels per CSS pixel
static unsigned char* GFont = nullptr;
static int GFontSize = 0;
static int GTheme = -1;       // the theme the style was built in
static float GTextScale = 0;  // the player's text size the fonts were built for

pm::shell::AppState& App() {
    return GApp;
}
void Wake(int frames) {
    if (GFramesLeft < frames) GFramesLeft = frames;
}

// [SECTION] canvas size and device pixel ratio
// Fonts and style for the device pixel ratio × the player's text size, in the theme (saved settings,
// or the device's preference while the player has not picked one).
static void RebuildFonts(float dpr) {
    GTextScale = pm::shell::AppTextScale();
    GTheme = pm::shell::AppTheme(GApp);
    bool ok = pm::shell::AppLoadFonts(GFont, GFontSize, dpr * GTextScale);
    if (!ok && GFont) std::printf("pointman: font could not be loaded, using the built-in one\n");
    pm::shell::AppApplyStyle(dpr * GTextScale, GTheme);
    PageSetTheme(pm::shell::ThemeName(GTheme));
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    GDpr = dpr;
    GApp.scale = dpr;
}

static void FitCanvas() {
    double css_w = 0, css_h = 0;
    emscripten_get_element_css_size("#canvas", &css_w, &css_h);
    float dpr = static_cast<float>(emscripten_get_device_pixel_ratio());
    if (!(dpr > 0)) dpr = 1;
    if (css_w < 1 || css_h < 1) return;
    int w = static_cast<int>(std::lround(css_w * dpr)), h = static_cast<int>(std::lround(css_h * dpr));
    int cur_w = 0, cur_h = 0;
    glfwGetWindowSize(GWindow, &cur_w, &cur_h);
    if (w != cur_w || h != cur_h) PageSetCanvasSize(w, h);  // never glfwSetWindowSize (fullscreen trap)
    GPxPerCss = static_cast<float>(w / css_w);
    if (dpr != GDpr && ImGui::GetCurrentContext()) RebuildFonts(dpr);
}

// The display the player (or the device) asks for now: rebuilt between frames when it changed.
static void FitDisplay() {
    GApp.device_theme = PageDeviceTheme();
    const bool still = PageReducedMotion();
    if (still != GApp.reduced_motion) {
        GApp.reduced_motion = still;
    }
    if (GDpr > 0 && (pm::shell::AppTheme(GApp) != GTheme || pm::shell::AppTextScale() != GTextScale))
        RebuildFonts(GDpr);
}

static EM_BOOL OnResize(int, const EmscriptenUiEvent*, void*) {
    FitCanvas();
    Wake(4);
    return EM_FALSE;
}

// [SECTION] frame
static void Frame() {
    if (PageContextLost()) return;
    if (GFramesLeft <= 0 && GApp.wants_frames <= 0 && !TouchBusy()) return;  // idle: draw nothing
    if (GFramesLeft > 0) GFramesLeft--;
    FitCanvas();
    FitDisplay();
    pm::shell::AppGesture g;
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    ApplyTouchToImGui(GPxPerCss, &g);
    ApplyKeysToImGui(&g);
    ImGui::NewFrame();
    pm::shell::AppFrame(GApp, g);
    ImGui::Render();
    KeysAfterFrame();
    int w = 0, h = 0;
    glfwGetFramebufferSize(GWindow, &w, &h);
    glViewport(0, 0, w, h);
    const ImVec4 bg = pm::shell::AppClearColor();
    glClearColor(bg.x, bg.y, bg.z, 1.0f);
    glClear(GL_COLOR_BUFFER_BIT);
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
    // Keep drawing while ImGui animates something the user is touching (held buttons, popups).
    // A text field being typed into is not such a thing: its caret is steady (no blink, see
    // main), and every key wakes the loop by itself; a phone with the search open stays idle.
    if (ImGui::IsAnyItemActive() && !ImGui::GetIO().WantTextInput) Wake(2);
}

static void WakeOnKey(GLFWwindow*, int key, int, int action, int mods) {
    KeyEvent(key, action, mods);
    Wake(4);
}
static void WakeOnChar(GLFWwindow*, unsigned int) {
    Wake(4);
}
static void WakeOnButton(GLFWwindow*, int, int, int) {
    Wake(4);
}
static void WakeOnCursor(GLFWwindow*, double, double) {
    Wake(3);
}

}  // namespace pm::web

// [SECTION] main
int main() {
    using namespace pm::web;
    if (!glfwInit()) {
        std::printf("pointman: GLFW could not start\n");
        return 1;
    }
    glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
    glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0);
    GWindow = glfwCreateWindow(390, 844, "Pointman", nullptr, nullptr);
    if (!GWindow) {
        std::printf("pointman: WebGL 2 is not available\n");
        return 1;
    }
    glfwMakeContextCurrent(GWindow);
    PageInstallContextLossHandlers();

    // Our wake-ups first: the ImGui backend chains to them.
    glfwSetKeyCallback(GWindow, WakeOnKey);
    glfwSetCharCallback(GWindow, WakeOnChar);
    glfwSetMouseButtonCallback(GWindow, WakeOnButton);
    glfwSetCursorPosCallback(GWindow, WakeOnCursor);

    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO& io = ImGui::GetIO();
    io.IniFilename = nullptr;
    io.ConfigWindowsMoveFromTitleBarOnly = true;
    io.ConfigInputTextCursorBlink = false;                 // a steady caret: no frames to blink it, nothing flashing
    io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;  // arrows, Space/Enter, Escape (web/app/keys.cpp)
    ImGui_ImplGlfw_InitForOpenGL(GWindow, true);
    ImGui_ImplOpenGL3_Init("#version 300 es");
    glfwSetScrollCallback(GWindow, nullptr);  // raw inverted pixels in 3.1.6: our wheel handler instead
    InstallInputCallbacks();
    emscripten_set_resize_callback(EMSCRIPTEN_EVENT_TARGET_WINDOW, nullptr, EM_FALSE, OnResize);

    GFont = PageTakeFontBytes(&GFontSize);
    GApp.platform.NewSeed = [] { return PageRandomSeed(); };
    GApp.platform.SetShareLink = [](const std::string& l) { PageSetHash(l); };
    GApp.platform.OpenExternal = [](const std::string& u) { PageOpenExternal(u); };
    ComputeInstall(GApp);
    pm::shell::AppInit(GApp);
    SavedInstall();  // web/app/saved_glue.cpp
    GApp.device_theme = PageDeviceTheme();
    FitCanvas();
    if (GDpr == 0) RebuildFonts(1.0f);
    emscripten_set_main_loop(Frame, 0, 0);
    return 0;
}
