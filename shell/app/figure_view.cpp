// Pointman shell — figures (core/contract/figure.md): `strip`, `curve`, `map`, drawn from JSON only.
//
// [SECTION] strip
// [SECTION] curve
// [SECTION] map
// [SECTION] DrawFigure
#include <cfloat>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"
#include "imgui_internal.h"

namespace pm::shell {

static float Num(const json& o, const char* key, float def = 0.0f) {
    auto it = o.find(key);
    return (it != o.end() && it->is_number()) ? it->get<float>() : def;
}
static std::string Str(const json& o, const char* key) {
    auto it = o.find(key);
    return (it != o.end() && it->is_string()) ? it->get<std::string>() : std::string();
}
static Tone ItemTone(const json& o) {
    return ToneFromName(Str(o, "tone").c_str());
}

static float NiceStep(float range, int target_ticks) {
    if (range <= 0) return 1;
    float raw = range / static_cast<float>(target_ticks);
    float mag = std::pow(10.0f, std::floor(std::log10(raw)));
    float n = raw / mag;
    return (n < 1.5f ? 1 : n < 3.5f ? 2 : n < 7.5f ? 5 : 10) * mag;
}

static std::string Fmt(float v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", std::round(v * 1000.0f) / 1000.0f);
    return buf;
}

// [SECTION] strip
static void DrawStrip(const json& f) {
    const json& bands = f.contains("bands") ? f["bands"] : json::array();
    const json& markers = f.contains("markers") ? f["markers"] : json::array();
    float vmax = Num(f, "max", 0);
    for (const auto& b : bands) vmax = std::max(vmax, Num(b, "to"));
    for (const auto& m : markers) vmax = std::max(vmax, Num(m, "at"));
    if (vmax <= 0) vmax = 1;
    std::string unit = Str(f, "unit");
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float w = ImGui::GetContentRegionAvail().x;
    const float row = Em() * 1.6f;
    ImVec2 o = ImGui::GetCursorScreenPos();
    float y = o.y;
    auto X = [&](float v) { return o.x + w * std::min(1.0f, std::max(0.0f, v / vmax)); };
    // The bands, then the markers' lines, then the labels on a backdrop of their own: no line nor
    // other band's colour runs through a label's letters.
    std::vector<std::pair<ImVec2, std::string>> labels;
    for (const auto& b : bands) {
        float x0 = X(Num(b, "from")), x1 = X(Num(b, "to"));
        dl->AddRectFilled(ImVec2(x0, y), ImVec2(std::max(x1, x0 + 2), y + row), ToneColor(ItemTone(b), 0.55f), 4);
        std::string label = Str(b, "label") + " " + Fmt(Num(b, "from")) + "\xe2\x80\x93" + Fmt(Num(b, "to")) + unit;
        labels.push_back({ImVec2(o.x + Em() * 0.3f, y + (row - Em()) * 0.5f), label});
        y += row + 2;
    }
    float axis_y = y + Em() * 0.2f;
    for (const auto& m : markers) {
        float x = X(Num(m, "at"));
        dl->AddLine(ImVec2(x, o.y), ImVec2(x, axis_y), ToneColor(Tone_Warn), 2.0f);
    }
    for (const auto& [at, label] : labels) {
        const ImVec2 ts = ImGui::CalcTextSize(label.c_str());
        const float pad = Em() * 0.15f;
        ImVec4 bg = ImGui::GetStyleColorVec4(ImGuiCol_WindowBg);
        bg.w = 0.85f;
        dl->AddRectFilled(ImVec2(at.x - pad, at.y - pad * 0.5f), ImVec2(at.x + ts.x + pad, at.y + ts.y + pad * 0.5f),
                          ImGui::ColorConvertFloat4ToU32(bg), pad);
        DrawText(at, ImGui::GetColorU32(ImGuiCol_Text), label);
    }
    dl->AddLine(ImVec2(o.x, axis_y), ImVec2(o.x + w, axis_y), ImGui::GetColorU32(ImGuiCol_TextDisabled));
    float step = NiceStep(vmax, std::max(2, static_cast<int>(w / (Em() * 3.5f))));
    for (float t = 0; t <= vmax + 1e-4f; t += step) {
        float x = X(t);
        dl->AddLine(ImVec2(x, axis_y), ImVec2(x, axis_y + Em() * 0.3f), ImGui::GetColorU32(ImGuiCol_TextDisabled));
        std::string s = Fmt(t);
        float tw = ImGui::CalcTextSize(s.c_str()).x;
        DrawText(ImVec2(std::min(x - tw * 0.5f, o.x + w - tw), axis_y + Em() * 0.35f),
                 ImGui::GetColorU32(ImGuiCol_TextDisabled), s);
    }
    float marker_y = axis_y + Em() * 1.5f;
    for (const auto& m : markers) {
        float x = X(Num(m, "at"));
        std::string s = Str(m, "label") + " " + Fmt(Num(m, "at")) + unit;
        float tw = ImGui::CalcTextSize(s.c_str()).x;
        DrawText(ImVec2(std::max(o.x, std::min(x - tw * 0.5f, o.x + w - tw)), marker_y), ToneColor(Tone_Warn), s);
        marker_y += Em() * 1.2f;
    }
    ImGui::Dummy(ImVec2(w, marker_y - o.y + Em() * 0.3f));
}

// [SECTION] curve
static void DrawCurve(const json& f) {
    const json& pts = f.contains("points") ? f["points"] : json::array();
    float xmax = Num(f, "x_max", 0);
    for (const auto& p : pts)
        if (p.is_array() && p.size() >= 2 && p[0].is_number()) xmax = std::max(xmax, p[0].get<float>());
    if (xmax <= 0) xmax = 1;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float w = ImGui::GetContentRegionAvail().x;
    const float left = Em() * 2.6f, h = Em() * 9.0f;
    std::string ylab = Str(f, "y_label");
    if (!ylab.empty()) TextDim(ylab);
    ImVec2 o = ImGui::GetCursorScreenPos();
    ImVec2 a(o.x + left, o.y), b(o.x + w - Em() * 0.5f, o.y + h);
    auto P = [&](float x, float p) {
        return ImVec2(a.x + (b.x - a.x) * x / xmax, b.y - (b.y - a.y) * std::min(1.0f, std::max(0.0f, p)));
    };
    ImU32 dim = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    dl->AddRectFilled(a, b, ImGui::GetColorU32(ImGuiCol_FrameBg), 4);
    for (int i = 0; i <= 4; ++i) {
        float p = i / 4.0f;
        ImVec2 q = P(0, p);
        dl->AddLine(ImVec2(a.x, q.y), ImVec2(b.x, q.y), ImGui::GetColorU32(ImGuiCol_Separator));
        char buf[16];
        std::snprintf(buf, sizeof buf, "%d%%", i * 25);
        DrawText(ImVec2(o.x, q.y - Em() * 0.5f), dim, buf);
    }
    float step = NiceStep(xmax, std::max(2, static_cast<int>((b.x - a.x) / (Em() * 3.5f))));
    for (float t = 0; t <= xmax + 1e-4f; t += step) {
        std::string s = Fmt(t);
        float tw = ImGui::CalcTextSize(s.c_str()).x;
        DrawText(ImVec2(std::min(P(t, 0).x - tw * 0.5f, b.x - tw), b.y + Em() * 0.2f), dim, s);
    }
    std::vector<ImVec2> line;
    for (const auto& p : pts)
        if (p.is_array() && p.size() >= 2 && p[0].is_number() && p[1].is_number())
            line.push_back(P(p[0].get<float>(), p[1].get<float>()));
    if (line.size() >= 2)
        dl->AddPolyline(line.data(), static_cast<int>(line.size()), ToneColor(Tone_Info), 0, Em() * 0.15f);
    if (f.contains("marker") && f["marker"].is_object()) {
        const json& m = f["marker"];
        float x = P(Num(m, "x"), 0).x;
        dl->AddLine(ImVec2(x, a.y), ImVec2(x, b.y), ToneColor(Tone_Warn), 2.0f);
        std::string s = Str(m, "label");
        DrawText(ImVec2(std::min(x + 4, b.x - ImGui::CalcTextSize(s.c_str()).x), a.y + 2), ToneColor(Tone_Warn), s);
    }
    ImGui::Dummy(ImVec2(w, h + Em() * 1.4f));
    std::string xlab = Str(f, "x_label");
    if (!xlab.empty()) TextDim(xlab);
}

// [SECTION] map
static void DrawMap(AppState& s, const json& f, const AppGesture& g) {
    std::vector<int> levels;
    if (f.contains("levels") && f["levels"].is_array())
        for (const auto& l : f["levels"])
            if (l.is_number_integer()) levels.push_back(l.get<int>());
    if (levels.empty()) levels.push_back(0);
    if (s.map.level_index >= static_cast<int>(levels.size())) s.map.level_index = 0;
    if (levels.size() > 1) {
        std::vector<std::string> labels, values;
        // The figure's own names for its levels ("Level -1 (above)") where it gives them.
        const json& names = f.contains("level_names") && f["level_names"].is_array() ? f["level_names"] : json();
        for (size_t i = 0; i < levels.size(); ++i) {
            const int l = levels[i];
            labels.push_back(names.is_array() && i < names.size() && names[i].is_string()
                                 ? names[i].get<std::string>()
                                 : "Level " + std::to_string(l));
            values.push_back(std::to_string(l));
        }
        int idx = s.map.level_index;
        if (Segmented(s, "map-level", labels, values, &idx)) {
            s.map.level_index = idx;
            s.map.pan = ImVec2(0, 0);
            s.map.zoom = 1;
        }
    }
    const int level = levels[s.map.level_index];
    const json& items = f.contains("items") ? f["items"] : json::array();
    auto on_level = [&](const json& it) { return static_cast<int>(Num(it, "level", 0)) == level; };
    float x0 = FLT_MAX, y0 = FLT_MAX, x1 = -FLT_MAX, y1 = -FLT_MAX;
    for (const auto& it : items) {
        if (!on_level(it)) continue;
        std::string kind = Str(it, "kind");
        if (kind == "rect") {
            x0 = std::min(x0, Num(it, "x"));
            y0 = std::min(y0, Num(it, "y"));
            x1 = std::max(x1, Num(it, "x") + Num(it, "w"));
            y1 = std::max(y1, Num(it, "y") + Num(it, "h"));
        } else if (kind == "line") {
            x0 = std::min({x0, Num(it, "x1"), Num(it, "x2")});
            x1 = std::max({x1, Num(it, "x1"), Num(it, "x2")});
            y0 = std::min({y0, Num(it, "y1"), Num(it, "y2")});
            y1 = std::max({y1, Num(it, "y1"), Num(it, "y2")});
        } else {
            x0 = std::min(x0, Num(it, "x"));
            x1 = std::max(x1, Num(it, "x"));
            y0 = std::min(y0, Num(it, "y"));
            y1 = std::max(y1, Num(it, "y"));
        }
    }
    if (x0 > x1) {
        x0 = 0;
        x1 = 1;
        y0 = 0;
        y1 = 1;
    }
    const float w = ImGui::GetContentRegionAvail().x;
    const float margin = Em();
    float fit = (w - 2 * margin) / std::max(1e-3f, x1 - x0);
    // At most 24 em, and at most a third of the screen's height: on a phone the map, its buttons and
    // what came above it (main parameters, summary) share the first screen.
    const float cap = std::max(Em() * 6, std::min(Em() * 24, ImGui::GetIO().DisplaySize.y * 0.34f));
    float h = std::min(cap, std::max(std::min(cap, Em() * 8), (y1 - y0) * fit + 2 * margin));
    fit = std::min(fit, (h - 2 * margin) / std::max(1e-3f, y1 - y0));
    ImVec2 o = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("map", ImVec2(w, h));
    RecordControl(s, "map");
    s.map.rect_min = o;
    s.map.rect_max = ImVec2(o.x + w, o.y + h);
    s.map.visible = true;
    // Gestures: one finger pans, two fingers pinch; the mouse drags and the wheel zooms.
    if (g.dragging && MapOwnsDrag(s, g)) s.map.pan = ImVec2(s.map.pan.x + g.delta.x, s.map.pan.y + g.delta.y);
    if (ImGui::IsItemActive() && ImGui::IsMouseDragging(0, 0)) {
        ImVec2 d = ImGui::GetIO().MouseDelta;
        s.map.pan = ImVec2(s.map.pan.x + d.x, s.map.pan.y + d.y);
    }
    ImVec2 center(o.x + w * 0.5f, o.y + h * 0.5f);
    auto zoom_at = [&](float factor, ImVec2 at) {
        float nz = std::min(8.0f, std::max(0.5f, s.map.zoom * factor));
        factor = nz / s.map.zoom;
        s.map.pan = ImVec2((s.map.pan.x - (at.x - center.x)) * factor + (at.x - center.x),
                           (s.map.pan.y - (at.y - center.y)) * factor + (at.y - center.y));
        s.map.zoom = nz;
    };
    if (g.pinch != 1.0f && g.pinch_center.x >= o.x && g.pinch_center.x <= o.x + w && g.pinch_center.y >= o.y &&
        g.pinch_center.y <= o.y + h)
        zoom_at(g.pinch, g.pinch_center);
    if (ImGui::IsItemHovered() && ImGui::GetIO().MouseWheel != 0)
        zoom_at(std::pow(1.15f, ImGui::GetIO().MouseWheel), ImGui::GetIO().MousePos);

    float k = fit * s.map.zoom;
    ImVec2 mid((x0 + x1) * 0.5f, (y0 + y1) * 0.5f);
    auto M = [&](float x, float y) {
        return ImVec2(center.x + s.map.pan.x + (x - mid.x) * k, center.y + s.map.pan.y + (y - mid.y) * k);
    };
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->PushClipRect(o, ImVec2(o.x + w, o.y + h), true);
    dl->AddRectFilled(o, ImVec2(o.x + w, o.y + h), ImGui::GetColorU32(ImGuiCol_FrameBg), 6);
    for (const auto& it : items) {
        if (!on_level(it) || Str(it, "kind") != "line") continue;
        dl->AddLine(M(Num(it, "x1"), Num(it, "y1")), M(Num(it, "x2"), Num(it, "y2")), ToneColor(ItemTone(it)),
                    std::max(2.0f, Em() * 0.15f));
    }
    for (const auto& it : items) {
        if (!on_level(it)) continue;
        std::string kind = Str(it, "kind");
        std::string label = Str(it, "label");
        if (kind == "rect") {
            ImVec2 a = M(Num(it, "x"), Num(it, "y")), b = M(Num(it, "x") + Num(it, "w"), Num(it, "y") + Num(it, "h"));
            dl->AddRectFilled(a, b, ToneColor(ItemTone(it), 0.45f), 2);
            dl->AddRect(a, b, ToneColor(ItemTone(it)), 2, 0, 1.5f);
            if (!label.empty()) {
                ImVec2 ts = ImGui::CalcTextSize(label.c_str());
                DrawText(ImVec2((a.x + b.x - ts.x) * 0.5f, (a.y + b.y - ts.y) * 0.5f),
                         ImGui::GetColorU32(ImGuiCol_Text), label);
            }
        } else if (kind == "point") {
            ImVec2 p = M(Num(it, "x"), Num(it, "y"));
            dl->AddCircleFilled(p, Em() * 0.35f, ToneColor(ItemTone(it)));
            // Above the point: beside it, a room's own number at the same place read as one word ("TD1").
            if (!label.empty())
                DrawText(ImVec2(p.x - ImGui::CalcTextSize(label.c_str()).x * 0.5f, p.y - Em() * 1.5f),
                         ImGui::GetColorU32(ImGuiCol_Text), label);
        }
    }
    dl->PopClipRect();
    std::string unit = Str(f, "unit");
    float bw = (w - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
    if (WideButton(s, "map-zoom-out", "Zoom \xe2\x88\x92", bw)) zoom_at(1 / 1.5f, center);
    ImGui::SameLine();
    if (WideButton(s, "map-reset", "Fit", bw)) {
        s.map.zoom = 1;
        s.map.pan = ImVec2(0, 0);
    }
    ImGui::SameLine();
    if (WideButton(s, "map-zoom-in", "Zoom +", bw)) zoom_at(1.5f, center);
    if (!unit.empty()) TextDim("Drag to move, pinch to zoom. Units: " + unit + ".");
}

// [SECTION] DrawFigure
void DrawFigure(AppState& s, const json& figure, const AppGesture& g) {
    if (!figure.is_object()) return;
    std::string type = Str(figure, "type");
    ImGui::Spacing();
    // The picture's rect is recorded as control "figure:<type>" (tests find and screenshot it). It is
    // measured from the cursor, not with a group, so that recording never moves what follows.
    const ImVec2 top = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    std::string title = Str(figure, "title");
    Heading(title.empty() ? "Picture" : title);
    ImGui::PushID("figure");
    if (type == "strip")
        DrawStrip(figure);
    else if (type == "curve")
        DrawCurve(figure);
    else if (type == "map")
        DrawMap(s, figure, g);
    // What the picture holds, in words (the core's figure.words): open at first on a phone too.
    if (figure.contains("words") && figure["words"].is_array() && !figure["words"].empty()) {
        const std::string head = "In words (" + std::to_string(figure["words"].size()) + ")###figure-words";
        ImGui::SetNextItemOpen(true, ImGuiCond_Once);
        if (ImGui::CollapsingHeader(head.c_str()))
            for (const auto& w : figure["words"])
                if (w.is_string()) TextFlow(w.get<std::string>());
    } else
        TextDim("This picture type (" + type + ") is not known to this version of the app.");
    ImGui::PopID();
    const ImVec2 bottom(top.x + width, ImGui::GetCursorScreenPos().y);
    const bool visible = ImGui::GetCurrentWindow()->ClipRect.Contains(ImRect(top, bottom));
    s.controls.push_back({"figure:" + type, top, bottom, visible});
}

}  // namespace pm::shell
