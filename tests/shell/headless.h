// Headless shell for the UI tests (Dear ImGui's example_null pattern: a context, a font atlas, no
// window, no GPU). Two kinds:
//   Headless h(390, 16000);          built-in font at scale 1 (fast; the smoke tests)
//   Headless h(390, 844, Phone{3});   the app's own font (DejaVu Sans, as the web build ships it)
//                                      at a device pixel ratio, so positions match the browser's
#pragma once

#include <doctest/doctest.h>

#include <cfloat>
#include <cstdio>
#include <string>
#include <vector>

#include "app/app.h"
#include "app/style.h"
#include "contract/citations.h"
#include "imgui.h"

namespace pm::shell::test {

struct Phone {
    float dpr = 3;
};

// The font the web build subsets (ci/build-web): fonts-dejavu-core, installed by ci/setup.
inline std::vector<unsigned char> AppFontBytes() {
    std::vector<unsigned char> bytes;
    if (FILE* f = std::fopen("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "rb")) {
        unsigned char buf[65536];
        size_t n;
        while ((n = std::fread(buf, 1, sizeof buf, f)) > 0) bytes.insert(bytes.end(), buf, buf + n);
        std::fclose(f);
    }
    return bytes;
}

struct Headless {
    AppState app;
    uint32_t next_seed = 1234;
    float dpr = 1;  // device pixels per CSS pixel: controls are in device pixels, like the app's
    Headless(float w = 390, float h = 16000) { Init(w, h, nullptr, 0, 1.0f); }
    Headless(float w, float h, Phone phone) {
        const std::vector<unsigned char> font = AppFontBytes();
        REQUIRE_MESSAGE(!font.empty(), "DejaVuSans.ttf (fonts-dejavu-core) is needed for the phone-layout tests");
        Init(w * phone.dpr, h * phone.dpr, font.data(), static_cast<int>(font.size()), phone.dpr);
    }
    ~Headless() { ImGui::DestroyContext(); }
    void Init(float w, float h, const void* ttf, int ttf_size, float scale) {
        ImGui::CreateContext();
        ImGuiIO& io = ImGui::GetIO();
        io.IniFilename = nullptr;
        io.DisplaySize = ImVec2(w, h);
        io.DeltaTime = 1.0f / 60.0f;
        AppLoadFonts(ttf, ttf_size, scale);
        unsigned char* px;
        int tw, th;
        io.Fonts->GetTexDataAsRGBA32(&px, &tw, &th);
        AppApplyStyle(scale);
        dpr = scale;
        app.scale = scale;
        app.platform.NewSeed = [this] { return next_seed++; };
        app.platform.Evaluate = AnswerHere;
        app.readings = readings_json();
        AppInit(app);
    }
    void Frame(ImVec2 mouse = ImVec2(-FLT_MAX, -FLT_MAX), bool down = false) {
        ImGuiIO& io = ImGui::GetIO();
        io.MousePos = mouse;
        io.MouseDown[0] = down;
        ImGui::NewFrame();
        AppFrame(app, AppGesture());
        ImGui::Render();
    }
    const AppControl* Find(const std::string& id) const {
        for (const auto& c : app.controls)
            if (c.id == id) return &c;
        return nullptr;
    }
    bool Tap(const std::string& id) {
        const AppControl* c = Find(id);
        if (!c || !c->visible) return false;  // only what a finger could reach
        ImVec2 p((c->min.x + c->max.x) * 0.5f, (c->min.y + c->max.y) * 0.5f);
        Frame(p, false);
        Frame(p, true);
        Frame(p, false);
        Frame();
        return true;
    }
    // A finger drag up the page until the control is wholly on screen (false if it never is).
    bool DragIntoView(const std::string& id, float below = 600) {
        for (int i = 0; i < 60; ++i) {
            const AppControl* c = Find(id);
            if (!c) return false;
            if (c->visible && c->min.y < below * dpr) {
                for (int k = 0; k < 240; ++k) Frame();  // no inertia left
                return Find(id) && Find(id)->visible;
            }
            AppGesture g;
            g.dragging = true;
            g.origin = ImVec2(200 * dpr, 500 * dpr);
            g.delta = ImVec2(0, -60 * dpr);
            ImGui::NewFrame();
            AppFrame(app, g);
            ImGui::Render();
        }
        return false;
    }
};

}  // namespace pm::shell::test
