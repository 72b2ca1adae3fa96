// Pointman shell — theme, fonts and tones.
//
// [SECTION] tones
// [SECTION] style
// [SECTION] fonts
#include "app/style.h"

#include <cstdlib>
#include <cstring>

namespace pm::shell {

// [SECTION] tones
struct ToneInfo {
    const char* name;
    ImVec4 color[Theme_COUNT];  // dark, light, high contrast: each readable on its own background
};
static const ToneInfo GTones[] = {
    {"neutral",
     {ImVec4(0.55f, 0.58f, 0.62f, 1.0f), ImVec4(0.33f, 0.36f, 0.40f, 1.0f), ImVec4(0.85f, 0.85f, 0.85f, 1.0f)}},
    {"good", {ImVec4(0.30f, 0.70f, 0.38f, 1.0f), ImVec4(0.10f, 0.45f, 0.18f, 1.0f), ImVec4(0.40f, 1.00f, 0.50f, 1.0f)}},
    {"warn", {ImVec4(0.90f, 0.66f, 0.20f, 1.0f), ImVec4(0.60f, 0.36f, 0.00f, 1.0f), ImVec4(1.00f, 0.85f, 0.20f, 1.0f)}},
    {"bad", {ImVec4(0.86f, 0.32f, 0.30f, 1.0f), ImVec4(0.70f, 0.12f, 0.10f, 1.0f), ImVec4(1.00f, 0.55f, 0.55f, 1.0f)}},
    {"info", {ImVec4(0.32f, 0.56f, 0.90f, 1.0f), ImVec4(0.10f, 0.32f, 0.70f, 1.0f), ImVec4(0.55f, 0.80f, 1.00f, 1.0f)}},
    {"accent",
     {ImVec4(0.62f, 0.74f, 0.36f, 1.0f), ImVec4(0.27f, 0.38f, 0.06f, 1.0f), ImVec4(1.00f, 1.00f, 0.00f, 1.0f)}},
};
static_assert(sizeof(GTones) / sizeof(GTones[0]) == Tone_COUNT, "one entry per Tone_");

static Theme GTheme = Theme_Dark;
static const char* const GThemeNames[] = {"dark", "light", "contrast"};
static_assert(sizeof(GThemeNames) / sizeof(GThemeNames[0]) == Theme_COUNT, "one name per Theme_");

Theme AppCurrentTheme() {
    return GTheme;
}
const char* ThemeName(Theme t) {
    return GThemeNames[t >= 0 && t < Theme_COUNT ? t : 0];
}
Theme ThemeFromName(const char* name, Theme fallback) {
    if (!name) return fallback;
    for (int i = 0; i < Theme_COUNT; ++i)
        if (std::strcmp(GThemeNames[i], name) == 0) return i;
    return fallback;
}

ImU32 ToneColor(Tone t, float alpha) {
    if (t < 0 || t >= Tone_COUNT) t = Tone_Neutral;
    ImVec4 c = GTones[t].color[GTheme];
    c.w *= alpha;
    return ImGui::ColorConvertFloat4ToU32(c);
}

Tone ToneFromName(const char* name) {
    if (!name) return Tone_Neutral;
    for (int i = 0; i < Tone_COUNT; ++i)
        if (std::strcmp(GTones[i].name, name) == 0) return i;
    return Tone_Neutral;
}

float Em() {
    return ImGui::GetFontSize();
}

// [SECTION] style
// One palette per theme (WCAG AA: text 4.5:1 or more on its background; the keyboard focus frame
// 3:1 or more). The text view's twin of each is in web/text/text-view.css.
static void ColorsDark(ImVec4* c) {
    c[ImGuiCol_WindowBg] = ImVec4(0.09f, 0.10f, 0.09f, 1.0f);
    c[ImGuiCol_ChildBg] = ImVec4(0.13f, 0.14f, 0.13f, 1.0f);
    c[ImGuiCol_PopupBg] = ImVec4(0.14f, 0.15f, 0.14f, 1.0f);
    c[ImGuiCol_Text] = ImVec4(0.94f, 0.94f, 0.90f, 1.0f);
    c[ImGuiCol_TextDisabled] = ImVec4(0.72f, 0.73f, 0.69f, 1.0f);  // 5.2:1 on a button
    c[ImGuiCol_Button] = ImVec4(0.22f, 0.27f, 0.20f, 1.0f);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.28f, 0.35f, 0.25f, 1.0f);
    c[ImGuiCol_ButtonActive] = ImVec4(0.31f, 0.40f, 0.22f, 1.0f);  // a chosen segment: 5.6:1 under its label
    c[ImGuiCol_FrameBg] = ImVec4(0.18f, 0.20f, 0.18f, 1.0f);
    c[ImGuiCol_FrameBgHovered] = ImVec4(0.24f, 0.27f, 0.23f, 1.0f);
    c[ImGuiCol_FrameBgActive] = ImVec4(0.30f, 0.34f, 0.28f, 1.0f);
    c[ImGuiCol_Header] = ImVec4(0.24f, 0.30f, 0.22f, 1.0f);
    c[ImGuiCol_HeaderHovered] = ImVec4(0.30f, 0.37f, 0.27f, 1.0f);
    c[ImGuiCol_HeaderActive] = ImVec4(0.40f, 0.50f, 0.30f, 1.0f);
    c[ImGuiCol_TableHeaderBg] = ImVec4(0.18f, 0.21f, 0.17f, 1.0f);
    c[ImGuiCol_TableRowBgAlt] = ImVec4(1, 1, 1, 0.04f);
    c[ImGuiCol_PlotHistogram] = ImVec4(0.55f, 0.70f, 0.36f, 1.0f);
    c[ImGuiCol_Separator] = ImVec4(0.30f, 0.32f, 0.29f, 1.0f);
    c[ImGuiCol_NavHighlight] = ImVec4(1.00f, 0.82f, 0.30f, 1.0f);  // amber: 11:1 on the page
}
static void ColorsLight(ImVec4* c) {
    c[ImGuiCol_WindowBg] = ImVec4(0.98f, 0.98f, 0.96f, 1.0f);
    c[ImGuiCol_ChildBg] = ImVec4(0.93f, 0.94f, 0.90f, 1.0f);
    c[ImGuiCol_PopupBg] = ImVec4(1.00f, 1.00f, 0.99f, 1.0f);
    c[ImGuiCol_Border] = ImVec4(0.42f, 0.45f, 0.38f, 1.0f);
    c[ImGuiCol_Text] = ImVec4(0.09f, 0.10f, 0.08f, 1.0f);
    c[ImGuiCol_TextDisabled] = ImVec4(0.30f, 0.32f, 0.28f, 1.0f);
    c[ImGuiCol_Button] = ImVec4(0.84f, 0.87f, 0.79f, 1.0f);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.78f, 0.83f, 0.70f, 1.0f);
    c[ImGuiCol_ButtonActive] = ImVec4(0.67f, 0.76f, 0.52f, 1.0f);
    c[ImGuiCol_FrameBg] = ImVec4(0.89f, 0.90f, 0.86f, 1.0f);
    c[ImGuiCol_FrameBgHovered] = ImVec4(0.84f, 0.86f, 0.80f, 1.0f);
    c[ImGuiCol_FrameBgActive] = ImVec4(0.78f, 0.82f, 0.72f, 1.0f);
    c[ImGuiCol_Header] = ImVec4(0.80f, 0.85f, 0.72f, 1.0f);
    c[ImGuiCol_HeaderHovered] = ImVec4(0.74f, 0.81f, 0.64f, 1.0f);
    c[ImGuiCol_HeaderActive] = ImVec4(0.67f, 0.76f, 0.52f, 1.0f);
    c[ImGuiCol_TableHeaderBg] = ImVec4(0.86f, 0.88f, 0.82f, 1.0f);
    c[ImGuiCol_TableRowBgAlt] = ImVec4(0, 0, 0, 0.04f);
    c[ImGuiCol_PlotHistogram] = ImVec4(0.33f, 0.47f, 0.12f, 1.0f);
    c[ImGuiCol_Separator] = ImVec4(0.62f, 0.65f, 0.58f, 1.0f);
    c[ImGuiCol_CheckMark] = ImVec4(0.15f, 0.30f, 0.05f, 1.0f);
    c[ImGuiCol_SliderGrab] = ImVec4(0.27f, 0.38f, 0.06f, 1.0f);
    c[ImGuiCol_NavHighlight] = ImVec4(0.05f, 0.30f, 0.80f, 1.0f);  // blue: 7:1 on the page
}
static void ColorsContrast(ImVec4* c) {
    c[ImGuiCol_WindowBg] = ImVec4(0, 0, 0, 1.0f);
    c[ImGuiCol_ChildBg] = ImVec4(0, 0, 0, 1.0f);
    c[ImGuiCol_PopupBg] = ImVec4(0, 0, 0, 1.0f);
    c[ImGuiCol_Border] = ImVec4(1, 1, 1, 1.0f);
    c[ImGuiCol_Text] = ImVec4(1, 1, 1, 1.0f);
    c[ImGuiCol_TextDisabled] = ImVec4(0.85f, 0.85f, 0.85f, 1.0f);
    c[ImGuiCol_Button] = ImVec4(0.12f, 0.12f, 0.12f, 1.0f);
    c[ImGuiCol_ButtonHovered] = ImVec4(0.20f, 0.20f, 0.20f, 1.0f);
    c[ImGuiCol_ButtonActive] = ImVec4(0.25f, 0.25f, 0.05f, 1.0f);
    c[ImGuiCol_FrameBg] = ImVec4(0.10f, 0.10f, 0.10f, 1.0f);
    c[ImGuiCol_FrameBgHovered] = ImVec4(0.18f, 0.18f, 0.18f, 1.0f);
    c[ImGuiCol_FrameBgActive] = ImVec4(0.25f, 0.25f, 0.05f, 1.0f);
    c[ImGuiCol_Header] = ImVec4(0.22f, 0.22f, 0.05f, 1.0f);
    c[ImGuiCol_HeaderHovered] = ImVec4(0.28f, 0.28f, 0.08f, 1.0f);
    c[ImGuiCol_HeaderActive] = ImVec4(0.34f, 0.34f, 0.10f, 1.0f);
    c[ImGuiCol_TableHeaderBg] = ImVec4(0.15f, 0.15f, 0.15f, 1.0f);
    c[ImGuiCol_TableRowBgAlt] = ImVec4(1, 1, 1, 0.06f);
    c[ImGuiCol_PlotHistogram] = ImVec4(1.00f, 1.00f, 0.00f, 1.0f);
    c[ImGuiCol_Separator] = ImVec4(0.75f, 0.75f, 0.75f, 1.0f);
    c[ImGuiCol_CheckMark] = ImVec4(1, 1, 0, 1.0f);
    c[ImGuiCol_NavHighlight] = ImVec4(1.00f, 1.00f, 0.00f, 1.0f);  // yellow on black: 19:1
}

ImVec4 AppClearColor() {
    return ImGui::GetStyle().Colors[ImGuiCol_WindowBg];
}
ImU32 AppFocusColor() {
    return ImGui::GetColorU32(ImGuiCol_NavHighlight);
}

void AppApplyStyle(float scale, Theme theme) {
    if (theme < 0 || theme >= Theme_COUNT) theme = Theme_Dark;
    GTheme = theme;
    ImGuiStyle& st = ImGui::GetStyle();
    st = ImGuiStyle();
    if (theme == Theme_Light)
        ImGui::StyleColorsLight(&st);
    else
        ImGui::StyleColorsDark(&st);
    st.WindowPadding = ImVec2(12, 10);
    st.FramePadding = ImVec2(10, 9);
    st.ItemSpacing = ImVec2(8, 8);
    st.ItemInnerSpacing = ImVec2(8, 6);
    st.TouchExtraPadding = ImVec2(2, 2);
    st.ScrollbarSize = 10;
    st.GrabMinSize = 16;
    st.WindowRounding = 0;
    st.ChildRounding = 6;
    st.FrameRounding = 8;
    st.PopupRounding = 8;
    st.GrabRounding = 6;
    st.TabRounding = 6;
    st.WindowBorderSize = 0;
    st.ChildBorderSize = 0;
    // High contrast: every control has an edge (a button is not told from the page by shade alone).
    st.FrameBorderSize = theme == Theme_Contrast ? 1.0f : 0.0f;
    ImVec4* c = st.Colors;
    if (theme == Theme_Light)
        ColorsLight(c);
    else if (theme == Theme_Contrast)
        ColorsContrast(c);
    else
        ColorsDark(c);
    st.ScaleAllSizes(scale);
}

// [SECTION] fonts
static ImFont* GHeading = nullptr;

bool AppLoadFonts(const void* ttf, int ttf_size, float scale) {
    ImGuiIO& io = ImGui::GetIO();
    io.Fonts->Clear();
    GHeading = nullptr;
    // Latin-1 plus the typographic marks the calculators use (– — ‘ ’ “ ” • … ′ ″ ‹ › → − ≈ ≤ ≥) and
    // the three triangles the app draws (▶ ▸ ▾); the web build's font has these and no more
    // (ci/build-web).
    static const ImWchar ranges[] = {0x0020, 0x00FF, 0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D,
                                     0x2022, 0x2022, 0x2026, 0x2026, 0x2032, 0x2033, 0x2039, 0x203A,
                                     0x2192, 0x2192, 0x2212, 0x2212, 0x2248, 0x2248, 0x2264, 0x2265,
                                     0x25B6, 0x25B6, 0x25B8, 0x25B8, 0x25BE, 0x25BE, 0};
    if (ttf && ttf_size > 0) {
        ImFontConfig cfg;
        cfg.OversampleH = 2;
        cfg.OversampleV = 1;
        cfg.PixelSnapH = false;
        for (int i = 0; i < 2; ++i) {
            void* copy = std::malloc(static_cast<size_t>(ttf_size));  // the atlas frees it
            if (!copy) return false;
            std::memcpy(copy, ttf, static_cast<size_t>(ttf_size));
            float px = (i == 0 ? kBaseFontPx : kBaseFontPx * 1.3f) * scale;
            ImFont* f = io.Fonts->AddFontFromMemoryTTF(copy, ttf_size, px, &cfg, ranges);
            if (!f) {
                io.Fonts->Clear();
                break;
            }
            if (i == 1) GHeading = f;
        }
        if (GHeading) return true;
    }
    ImFontConfig cfg;
    cfg.SizePixels = 13.0f * scale;
    io.Fonts->AddFontDefault(&cfg);
    return false;
}

ImFont* AppHeadingFont() {
    return GHeading;
}

}  // namespace pm::shell
