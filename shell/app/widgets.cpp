// Pointman shell — thumb-sized widgets.
//
// [SECTION] hit targets
// [SECTION] stepper
// [SECTION] segmented and combo
// [SECTION] toggle
// [SECTION] buttons
// [SECTION] text that wraps at spaces only
#include "app/widgets.h"

#include <cmath>
#include <cstdio>

#include "app/style.h"
#include "imgui_internal.h"

namespace pm::shell {

// [SECTION] hit targets
void RecordControl(AppState& s, const std::string& id) {
    ImRect r(ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
    // One pixel of slack: the clip rectangle is rounded to whole pixels while a control laid out at
    // the content edge may end a fraction past it (a right-aligned stepper's + button).
    ImRect clip = ImGui::GetCurrentWindow()->ClipRect;
    clip.Expand(1.0f);
    bool visible = clip.Contains(r);
    ImGuiContext& g = *GImGui;
    ImGuiWindow* w = ImGui::GetCurrentWindow();
    const ImGuiID item = g.LastItemData.ID;
    const bool enabled = (g.LastItemData.InFlags & ImGuiItemFlags_Disabled) == 0;
    s.controls.push_back({id, r.Min, r.Max, visible, item, w->ID, enabled});
    if (item == 0) return;
    if (!s.focus_request.empty() && s.focus_request == id) {  // the keyboard focus moves here (Escape back to a row)
        s.focus_request.clear();
        ImGui::SetFocusID(item, w);
        g.NavDisableHighlight = false;
        g.NavDisableMouseHover = true;
        if (!visible) ImGui::ScrollToRectEx(w, r, ImGuiScrollFlags_KeepVisibleEdgeY);
    }
    if (item == g.NavId && !g.NavDisableHighlight && g.NavWindow == w) {
        s.focus = id;
        s.focus_min = r.Min;
        s.focus_max = r.Max;
        s.focus_window = w->ID;
    }
}

float TouchHeight() {
    return std::round(Em() * 2.6f);
}

// [SECTION] stepper
static std::string FormatNumber(double v, bool is_int, double step) {
    char buf[64];
    if (is_int) {
        std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(std::llround(v)));
    } else {
        int decimals = 0;
        for (double st = step; decimals < 4 && std::fabs(st - std::round(st)) > 1e-9; st *= 10) ++decimals;
        std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    }
    return buf;
}

bool Stepper(AppState& s, const char* name, double* v, double min, double max, double step, bool is_int) {
    if (step <= 0) step = 1;
    const float h = TouchHeight();
    const float avail = std::floor(ImGui::GetContentRegionAvail().x);
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    // The buttons give way before the value box does, so the row never runs past the column (a
    // narrow right-hand column beside its label on a phone).
    const float w_btn = std::max(std::round(h * 0.9f),
                                 std::min(std::round(h * 1.5f), std::floor((avail - 2 * gap - Em() * 3.0f) * 0.5f)));
    const float w_val = std::max(Em() * 2.0f, std::floor(avail - 2 * w_btn - 2 * gap));
    double old = *v;
    ImGui::PushID(name);
    ImGui::PushButtonRepeat(true);
    ImGui::BeginDisabled(*v <= min);
    if (ImGui::Button("\xe2\x88\x92", ImVec2(w_btn, h))) *v = std::max(min, *v - step);  // U+2212 minus
    ImGui::EndDisabled();
    RecordControl(s, std::string("param:") + name + ":-");
    ImGui::SameLine();
    std::string text = FormatNumber(*v, is_int, step);
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::InvisibleButton("value", ImVec2(w_val, h));
    ImDrawList* dl = ImGui::GetWindowDrawList();
    dl->AddRectFilled(p, ImVec2(p.x + w_val, p.y + h), ImGui::GetColorU32(ImGuiCol_FrameBg),
                      ImGui::GetStyle().FrameRounding);
    ImFont* big = AppHeadingFont();
    ImFont* f = big ? big : ImGui::GetFont();
    float fs = big ? big->FontSize : ImGui::GetFontSize();
    ImVec2 ts = f->CalcTextSizeA(fs, FLT_MAX, 0, text.c_str());
    DrawText(ImVec2(p.x + (w_val - ts.x) * 0.5f, p.y + (h - ts.y) * 0.5f), ImGui::GetColorU32(ImGuiCol_Text), text, f,
             fs);
    ImGui::SameLine();
    ImGui::BeginDisabled(*v >= max);
    if (ImGui::Button("+", ImVec2(w_btn, h))) *v = std::min(max, *v + step);
    ImGui::EndDisabled();
    RecordControl(s, std::string("param:") + name + ":+");
    ImGui::PopButtonRepeat();
    ImGui::PopID();
    if (is_int)
        *v = std::round(*v);
    else
        *v = std::round(*v / step) * step;  // keep decimal steps clean (0.1 + 0.2 …)
    *v = std::min(max, std::max(min, *v));
    return *v != old;
}

// [SECTION] segmented and combo
int SegmentedRows(const std::vector<std::string>& labels, float avail) {
    const int n = static_cast<int>(labels.size());
    if (n == 0) return 1;
    const ImGuiStyle& st = ImGui::GetStyle();
    float widest = 0;
    for (const auto& l : labels) widest = std::max(widest, ImGui::CalcTextSize(l.c_str()).x + st.FramePadding.x * 2);
    const int per_row =
        std::max(1, std::min(n, static_cast<int>((avail + st.ItemSpacing.x) / (widest + st.ItemSpacing.x))));
    return (n + per_row - 1) / per_row;
}

bool Segmented(AppState& s, const char* name, const std::vector<std::string>& labels,
               const std::vector<std::string>& values, int* index) {
    const int n = static_cast<int>(labels.size());
    if (n == 0) return false;
    const ImGuiStyle& st = ImGui::GetStyle();
    const float avail = ImGui::GetContentRegionAvail().x;
    const int rows = SegmentedRows(labels, avail);
    const int per_row = (n + rows - 1) / rows;  // balance the rows
    const float w = std::floor((avail - st.ItemSpacing.x * (per_row - 1)) / per_row);
    bool changed = false;
    ImGui::PushID(name);
    for (int i = 0; i < n; ++i) {
        if (i % per_row != 0) ImGui::SameLine();
        bool sel = i == *index;
        if (sel) {
            ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
            ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
        } else {
            ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
            ImGui::PushStyleColor(ImGuiCol_ButtonHovered, ImGui::GetStyleColorVec4(ImGuiCol_FrameBgHovered));
        }
        ImGui::PushID(i);
        if (ImGui::Button(labels[i].c_str(), ImVec2(w, TouchHeight())) && !sel) {
            *index = i;
            changed = true;
        }
        ImGui::PopID();
        ImGui::PopStyleColor(2);
        RecordControl(s, std::string("choice:") + name + ":" + values[i]);
    }
    ImGui::PopID();
    return changed;
}

// `text` cut to fit `width` with an ellipsis ("Evening (6 day tu…"), whole characters only.
static std::string Ellipsised(const std::string& text, float width) {
    if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
    static const std::string kDots = "\xe2\x80\xa6";  // …
    std::string t = text;
    while (!t.empty()) {
        size_t cut = t.size() - 1;
        while (cut > 0 && (static_cast<unsigned char>(t[cut]) & 0xC0) == 0x80) --cut;  // a UTF-8 start byte
        t.resize(cut);
        while (!t.empty() && t.back() == ' ') t.pop_back();
        if (ImGui::CalcTextSize((t + kDots).c_str()).x <= width) break;
    }
    return t + kDots;
}

// `text` as lines of at most `width`: itself when it fits (nearly every label, every frame, so
// measured once instead of word by word), else FlowLines'.
static std::vector<std::string> FittedLines(const std::string& text, float width) {
    if (text.find('\n') == std::string::npos && ImGui::CalcTextSize(text.c_str()).x <= width) return {text};
    return FlowLines(text, width);
}

// Lines joined for ImGui (a multi-line label): `lines` from FlowLines.
static std::string JoinedLines(const std::vector<std::string>& lines) {
    std::string t;
    for (const auto& l : lines) t += (t.empty() ? "" : "\n") + l;
    return t;
}

bool ChoiceCombo(AppState& s, const char* name, const std::vector<std::string>& labels,
                 const std::vector<std::string>& values, int* index) {
    bool changed = false;
    ImGui::PushID(name);
    const std::string full = (*index >= 0 && *index < static_cast<int>(labels.size())) ? labels[*index] : "";
    const float w = ImGui::GetContentRegionAvail().x;
    const ImGuiStyle& st = ImGui::GetStyle();
    // The closed combo shows the whole choice: a choice longer than the box wraps at spaces onto
    // more lines and the box grows to hold them (its arrow keeps its width: drawn here, not by
    // ImGui, whose arrow is as wide as the box is high).
    // On a screen too short for that (the answer must still start on it; the same rule as the
    // choice buttons, params_view.cpp) the choice is cut with an ellipsis instead; the whole text
    // is then in the list it opens, and beside the keyboard focus.
    const float line_h = ImGui::GetTextLineHeight();
    const float arrow_w = TouchHeight();
    const float text_w = w - arrow_w - st.FramePadding.x * 2;
    std::vector<std::string> lines;
    if (ImGui::GetIO().DisplaySize.y >= Em() * 46)
        lines = FittedLines(full, text_w);
    else
        lines = {Ellipsised(full, text_w)};
    const float frame_h = std::max(TouchHeight(), lines.size() * line_h + (TouchHeight() - Em()));
    const std::string preview = JoinedLines(lines);
    // The list is as wide as its longest choice, up to the screen's width; a longer choice wraps.
    const ImGuiIO& io = ImGui::GetIO();
    float widest = 0;
    for (const auto& l : labels) widest = std::max(widest, ImGui::CalcTextSize(l.c_str()).x);
    const float pop_w =
        std::max(w, std::min(widest + st.WindowPadding.x * 2 + st.FramePadding.x * 2 + Em(), io.DisplaySize.x - Em()));
    ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(pop_w, std::max(Em() * 6, io.DisplaySize.y - Em() * 2)));
    ImGui::SetNextItemWidth(w);
    // ImGui draws the preview on one line: the box is made as high as the lines need (its frame
    // padding), the preview left empty and the lines drawn into it.
    // (In this window: while the list is open, ImGui's current window is the list's.)
    const ImVec2 box = ImGui::GetCursorScreenPos();
    const float text_y = box.y + (frame_h - lines.size() * line_h) * 0.5f;
    const bool hovered =
        ImGui::IsWindowHovered() && ImGui::IsMouseHoveringRect(box, ImVec2(box.x + w, box.y + frame_h));
    auto draw_preview = [&] {
        DrawText(ImVec2(box.x + st.FramePadding.x, text_y), ImGui::GetColorU32(ImGuiCol_Text), preview);
        // The arrow, as ImGui draws it, in a square of the box's usual height at its right end.
        ImDrawList* dl = ImGui::GetWindowDrawList();
        const float x = box.x + w - arrow_w;
        dl->AddRectFilled(ImVec2(x, box.y), ImVec2(box.x + w, box.y + frame_h),
                          ImGui::GetColorU32(hovered ? ImGuiCol_ButtonHovered : ImGuiCol_Button), st.FrameRounding,
                          ImDrawFlags_RoundCornersRight);
        ImGui::RenderArrow(dl, ImVec2(x + (arrow_w - Em()) * 0.5f, box.y + (frame_h - Em()) * 0.5f),
                           ImGui::GetColorU32(ImGuiCol_Text), ImGuiDir_Down, 1.0f);
    };
    ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(st.FramePadding.x, (frame_h - Em()) * 0.5f));
    bool open = ImGui::BeginCombo("##combo", "", ImGuiComboFlags_HeightLargest | ImGuiComboFlags_NoArrowButton);
    ImGui::PopStyleVar();
    RecordControl(s, std::string("combo:") + name);
    if (!open) draw_preview();
    if (!open && preview != full && lines.size() == 1 && ImGui::IsItemFocused() && !GImGui->NavDisableHighlight)
        ImGui::SetTooltip("%s", full.c_str());
    if (open) {
        const float text_w = std::max(Em() * 4, ImGui::GetContentRegionAvail().x - st.FramePadding.x * 2);
        for (int i = 0; i < static_cast<int>(labels.size()); ++i) {
            ImGui::PushID(i);
            const std::vector<std::string> lines = FlowLines(labels[i], text_w);
            const float text_h = lines.size() * ImGui::GetTextLineHeight();
            const float h = std::max(TouchHeight() * 0.8f, text_h + st.FramePadding.y * 2);
            if (ImGui::Selectable("##choice", i == *index, 0, ImVec2(0, h)) && i != *index) {
                *index = i;
                changed = true;
            }
            RecordControl(s, std::string("choice:") + name + ":" + values[i]);
            const ImVec2 at = ImGui::GetItemRectMin();
            ImGui::GetWindowDrawList()->AddText(ImVec2(at.x + st.FramePadding.x, at.y + (h - text_h) * 0.5f),
                                                ImGui::GetColorU32(ImGuiCol_Text), JoinedLines(lines).c_str());
            ImGui::PopID();
        }
        ImGui::EndCombo();
        draw_preview();
    }
    ImGui::PopID();
    return changed;
}

// [SECTION] toggle
bool Toggle(AppState& s, const char* name, const char* label, bool* v) {
    const float h = TouchHeight();
    const float avail = ImGui::GetContentRegionAvail().x;
    ImVec2 p = ImGui::GetCursorScreenPos();
    ImGui::PushID(name);
    bool clicked = ImGui::InvisibleButton("toggle", ImVec2(avail, h));
    ImGui::PopID();
    RecordControl(s, std::string("toggle:") + name);
    if (clicked) *v = !*v;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    bool hovered = ImGui::IsItemHovered();
    dl->AddRectFilled(p, ImVec2(p.x + avail, p.y + h),
                      ImGui::GetColorU32(hovered ? ImGuiCol_FrameBgHovered : ImGuiCol_FrameBg),
                      ImGui::GetStyle().FrameRounding);
    const float sw = h * 1.5f, sh = h * 0.56f;
    ImVec2 a(p.x + avail - sw - Em() * 0.5f, p.y + (h - sh) * 0.5f);
    dl->AddRectFilled(a, ImVec2(a.x + sw, a.y + sh), *v ? ToneColor(Tone_Good) : ToneColor(Tone_Neutral, 0.5f),
                      sh * 0.5f);
    float knob_x = *v ? a.x + sw - sh * 0.5f : a.x + sh * 0.5f;
    dl->AddCircleFilled(ImVec2(knob_x, a.y + sh * 0.5f), sh * 0.42f, IM_COL32(245, 245, 240, 255));
    float text_w = avail - sw - Em() * 1.5f;
    ImVec2 ts = ImGui::CalcTextSize(label, nullptr, false, text_w);
    DrawText(ImVec2(p.x + Em() * 0.6f, p.y + (h - ts.y) * 0.5f), ImGui::GetColorU32(ImGuiCol_Text), label, nullptr,
             0.0f, text_w);
    return clicked;
}

// [SECTION] buttons
bool WideButton(AppState& s, const char* id, const char* label, float w) {
    if (w < 0) w = ImGui::GetContentRegionAvail().x;
    // A label longer than the button wraps at spaces onto more lines and the button grows to hold
    // them (ImGui 1.86 would cut it off at the button's edge).
    const ImGuiStyle& st = ImGui::GetStyle();
    const std::vector<std::string> lines = FittedLines(label, w - st.FramePadding.x * 2);
    const float text_h = lines.size() * ImGui::GetTextLineHeight();
    const float h = std::max(TouchHeight(), text_h + (TouchHeight() - Em()));
    ImGui::PushID(id);
    bool r = ImGui::Button(("##" + std::string(id)).c_str(), ImVec2(w, h));
    ImGui::PopID();
    RecordControl(s, id);
    const ImVec2 at = ImGui::GetItemRectMin();
    for (size_t i = 0; i < lines.size(); ++i) {
        const float lw = ImGui::CalcTextSize(lines[i].c_str()).x;
        DrawText(ImVec2(at.x + (w - lw) * 0.5f, at.y + (h - text_h) * 0.5f + i * ImGui::GetTextLineHeight()),
                 ImGui::GetColorU32(ImGuiCol_Text), lines[i]);
    }
    return r;
}

// [SECTION] text that wraps at spaces only
namespace {
std::vector<std::string>* g_text_sink = nullptr;
std::vector<AppTextBox>* g_box_sink = nullptr;

bool IsDigit(char c) {
    return c >= '0' && c <= '9';
}

// A word that belongs to the number before it: "%", "in", "inches", "″", a closing "(1/27)" is
// not one (it may go to the next line).
bool IsUnitWord(const std::string& w) {
    static const char* kUnits[] = {"%",    "%,",     "%.",      "%)",      "in",  "in.",          "in,",
                                   "inch", "inches", "inches,", "inches.", "\"",  "\xe2\x80\xb3", "cm",
                                   "m",    "km",     "mm",      "hexes",   "hex", "turns",        "rounds",
                                   "dice", "d6",     "pts",     "points"};
    for (const char* u : kUnits)
        if (w == u) return true;
    return !w.empty() && w[0] == '%';
}

// Words of one paragraph joined into unbreakable units: "12 in" and "3 %" stay together.
std::vector<std::string> Units(const std::string& para) {
    std::vector<std::string> words, units;
    size_t i = 0;
    while (i < para.size()) {
        while (i < para.size() && para[i] == ' ') ++i;
        size_t j = i;
        while (j < para.size() && para[j] != ' ') ++j;
        if (j > i) words.push_back(para.substr(i, j - i));
        i = j;
    }
    for (const auto& w : words) {
        if (!units.empty() && IsUnitWord(w) && !units.back().empty() && IsDigit(units.back().back()))
            units.back() += " " + w;
        else
            units.push_back(w);
    }
    return units;
}

float TextWidth(const std::string& t) {
    return ImGui::CalcTextSize(t.c_str(), t.c_str() + t.size()).x;
}
}  // namespace

std::vector<std::string> FlowLines(const std::string& text, float width) {
    std::vector<std::string> lines;
    size_t start = 0;
    while (start <= text.size()) {
        size_t nl = text.find('\n', start);
        std::string para = text.substr(start, nl == std::string::npos ? std::string::npos : nl - start);
        std::string line;
        for (const auto& u : Units(para)) {
            if (line.empty())
                line = u;
            else if (TextWidth(line + " " + u) <= width)
                line += " " + u;
            else {
                lines.push_back(line);
                line = u;
            }
        }
        lines.push_back(line);
        if (nl == std::string::npos) break;
        start = nl + 1;
    }
    return lines;
}

void SetTextSink(std::vector<std::string>* sink) {
    g_text_sink = sink;
}
void RecordText(const std::string& text) {
    if (g_text_sink && !text.empty()) g_text_sink->push_back(text);
}

void SetTextBoxSink(std::vector<AppTextBox>* sink) {
    g_box_sink = sink;
}
void RecordTextBox(const std::string& text, ImVec2 min, ImVec2 max) {
    if (!g_box_sink || text.empty()) return;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    g_box_sink->push_back({text, min, max, dl->GetClipRectMin(), dl->GetClipRectMax()});
}
void RecordItemText(const std::string& text) {
    if (g_box_sink) RecordTextBox(text, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}
void DrawText(ImVec2 pos, ImU32 col, const std::string& text, ImFont* font, float size, float wrap_w) {
    if (!font) font = ImGui::GetFont();
    if (size <= 0) size = ImGui::GetFontSize();
    const char* b = text.c_str();
    const char* e = b + text.size();
    ImGui::GetWindowDrawList()->AddText(font, size, pos, col, b, e, wrap_w);
    if (!g_box_sink) return;
    ImVec2 ts = font->CalcTextSizeA(size, FLT_MAX, wrap_w, b, e);
    RecordTextBox(text, pos, ImVec2(pos.x + ts.x, pos.y + ts.y));
}

void TextFlow(const std::string& text) {
    RecordText(text);
    ImGuiWindow* w = ImGui::GetCurrentWindow();
    float wrap_x = w->DC.TextWrapPos < 0 ? 0.0f : w->DC.TextWrapPos;
    float width = std::max(Em() * 2, ImGui::CalcWrapWidthForPos(w->DC.CursorPos, wrap_x));
    std::string out;
    for (const auto& l : FlowLines(text, width)) out += (out.empty() ? "" : "\n") + l;
    ImGui::PushTextWrapPos(-1.0f);  // the lines fit already: no second wrap by ImGui
    ImGui::TextUnformatted(out.c_str(), out.c_str() + out.size());
    ImGui::PopTextWrapPos();
    RecordItemText(text);
}

void TextDim(const std::string& text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    TextFlow(text);
    ImGui::PopStyleColor();
}

void Heading(const std::string& text) {
    if (ImFont* f = AppHeadingFont()) ImGui::PushFont(f);
    TextFlow(text);
    if (AppHeadingFont()) ImGui::PopFont();
}

}  // namespace pm::shell
