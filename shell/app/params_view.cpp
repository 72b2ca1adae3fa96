// Pointman shell — parameter widgets, built from the calculator's spec (describe JSON):
// int/number → stepper, bool → toggle, enum → segmented buttons (≤ 6 short choices) or a combo.
//
// [SECTION] one parameter
// [SECTION] main parameters and More options
#include <algorithm>
#include <cmath>

#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"
#include "imgui_internal.h"

namespace pm::shell {

// [SECTION] one parameter
// The scroll anchor (AppState::anchor_*): when a parameter changed, whatever the new answer does to
// the layout above it (a pinned summary that grew a line, a figure that got taller), the next frames
// scroll so that the control is drawn where the finger left it. Never above the panel's top edge:
// when the summary bar grows the panel itself moves down, and a control kept where it was would
// then sit under the bar, out of reach; it moves down with the panel instead.
static void KeepAnchored(AppState& s, const std::string& name, float top) {
    if (s.anchor_frames <= 0 || s.anchor_param != name) return;
    s.anchor_frames--;
    ImGuiWindow* w = ImGui::GetCurrentWindow();
    const float want = std::max(s.anchor_y, w->InnerClipRect.Min.y);
    float dy = top - want;
    if (std::fabs(dy) < 0.5f) return;
    float target = ImClamp(w->Scroll.y + dy, 0.0f, std::max(w->ScrollMax.y, w->Scroll.y + dy));
    ImGui::SetScrollY(w, target);
    s.wants_frames = std::max(s.wants_frames, 2);
}

// A label and its control on one row (label left, control right) when the column is wide enough
// for both; otherwise the label above. BeginLabelRow returns the row's bottom (0 = stacked).
static float BeginLabelRow(const std::string& label) {
    const float avail = ImGui::GetContentRegionAvail().x;
    if (avail < Em() * 14) {
        TextFlow(label);
        return 0;
    }
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    const float right_w = std::floor(std::min(avail * 0.56f, Em() * 13));
    const float left_w = avail - right_w - gap;
    const ImVec2 start = ImGui::GetCursorPos();
    const float lines_h = FlowLines(label, left_w).size() * ImGui::GetTextLineHeight();
    ImGui::SetCursorPosY(start.y + std::max(0.0f, (TouchHeight() - lines_h) * 0.5f));
    ImGui::PushTextWrapPos(start.x + left_w);
    TextFlow(label);
    ImGui::PopTextWrapPos();
    const float label_bottom = ImGui::GetCursorPosY();
    ImGui::SetCursorPos(ImVec2(start.x + left_w + gap, start.y));
    return std::max(label_bottom, 1.0f);
}
static void EndLabelRow(float label_bottom) {
    if (label_bottom <= 0) return;
    if (ImGui::GetCursorPosY() < label_bottom) ImGui::SetCursorPosY(label_bottom);
}

// The main parameters' help lines are shown when the screen has room for them and the start of
// the answer (app.cpp decides; otherwise they are under "About").
bool ParamHelpShown(const AppState& s) {
    return s.main_help;
}

static void DrawOneParam(AppState& s, const json& p) {
    const std::string name = p.value("name", std::string());
    const std::string type = p.value("type", std::string());
    std::string label = p.value("label", name);
    // A value a roster figure set: the figure's name beside it ("Rep · Slag").
    if (s.response.is_object() && s.response.contains("from_figures"))
        if (auto f = s.response["from_figures"].find(name); f != s.response["from_figures"].end() && f->is_object())
            label += " \xc2\xb7 " + (f->contains("figure") ? f->value("figure", std::string()) : "from the roster");
    const json cur = s.params.contains(name) ? s.params[name] : p["default"];
    const float top = ImGui::GetCursorScreenPos().y;
    KeepAnchored(s, name, top);
    bool changed_param = false;
    ImGui::PushID(name.c_str());
    if (type == "bool") {
        bool v = cur.is_boolean() && cur.get<bool>();
        if (Toggle(s, name.c_str(), label.c_str(), &v)) changed_param = AppSetParam(s, name, v);
    } else if (type == "int" || type == "number") {
        const float right = BeginLabelRow(label);
        double v = cur.is_number() ? cur.get<double>() : 0.0;
        bool is_int = type == "int";
        double step = is_int ? 1.0 : p.value("step", 1.0);
        if (Stepper(s, name.c_str(), &v, p.value("min", 0.0), p.value("max", 0.0), step, is_int))
            changed_param = AppSetParam(s, name, is_int ? json(static_cast<int>(v)) : json(v));
        EndLabelRow(right);
    } else if (type == "enum") {
        std::vector<std::string> labels, values;
        int index = -1;
        size_t longest = 0;
        for (const auto& ch : p["choices"]) {
            values.push_back(ch.value("value", std::string()));
            labels.push_back(ch.value("label", values.back()));
            longest = std::max(longest, labels.back().size());
            if (cur.is_string() && values.back() == cur.get<std::string>()) index = static_cast<int>(values.size()) - 1;
        }
        // Buttons for a few short choices; on a screen too short for them to wrap onto more rows
        // (the answer must still start on it), a list that opens on a tap.
        bool segmented =
            values.size() <= 6 && longest <= 18 &&
            (SegmentedRows(labels, ImGui::GetContentRegionAvail().x) == 1 || ImGui::GetIO().DisplaySize.y >= Em() * 46);
        bool changed = false;
        if (segmented) {
            TextFlow(label);
            changed = Segmented(s, name.c_str(), labels, values, &index);
        } else {
            const float right = BeginLabelRow(label);
            changed = ChoiceCombo(s, name.c_str(), labels, values, &index);
            EndLabelRow(right);
        }
        if (changed && index >= 0) changed_param = AppSetParam(s, name, values[index]);
    }
    if (changed_param) {
        s.anchor_param = name;
        s.anchor_y = top;
        s.anchor_frames = 4;
    }
    std::string help = p.value("help", std::string());
    if (!help.empty() && AppParamIsMain(s, p)) {
        const float line_h = ImGui::GetTextLineHeight() + ImGui::GetStyle().ItemSpacing.y;
        const float h = FlowLines(help, ImGui::GetContentRegionAvail().x).size() * line_h;
        s.main_help_total += h;
        if (ParamHelpShown(s)) {
            const float y0 = ImGui::GetCursorPosY();
            TextDim(help);
            s.main_help_drawn += ImGui::GetCursorPosY() - y0;
        }
    } else if (!help.empty()) {
        TextDim(help);
    }
    ImGui::PopID();
    ImGui::Spacing();
}

// [SECTION] main parameters and More options
bool AppParamIsMain(const AppState& s, const json& param) {
    if (!s.spec.is_object() || !s.spec.contains("params")) return true;
    const json& ps = s.spec["params"];
    bool any_main = false;
    for (const auto& p : ps) any_main = any_main || p.value("main", false);
    if (any_main) return param.value("main", false);
    int i = 0;  // a calculator the catalog says nothing about: the first five
    for (const auto& p : ps) {
        if (i++ >= 5) break;
        if (p.value("name", std::string()) == param.value("name", std::string())) return true;
    }
    return false;
}

int AppChangedMoreOptions(const AppState& s) {
    if (!s.spec.is_object() || !s.spec.contains("params")) return 0;
    int n = 0;
    for (const auto& p : s.spec["params"]) {
        if (AppParamIsMain(s, p)) continue;
        const std::string name = p.value("name", std::string());
        if (s.params.contains(name) && p.contains("default") && s.params[name] != p["default"]) ++n;
    }
    return n;
}

// In the order describe's "main" gives (the catalog's: the weapon first where it decides the
// answer), then any other main parameter in the spec's order.
void DrawMainParams(AppState& s) {
    if (!s.spec.is_object() || !s.spec.contains("params")) return;
    std::vector<const json*> order;
    if (s.spec.contains("main") && s.spec["main"].is_array())
        for (const auto& name : s.spec["main"])
            for (const auto& p : s.spec["params"])
                if (name.is_string() && p.value("name", std::string()) == name.get<std::string>() &&
                    AppParamIsMain(s, p))
                    order.push_back(&p);
    for (const auto& p : s.spec["params"])
        if (AppParamIsMain(s, p) && std::find(order.begin(), order.end(), &p) == order.end()) order.push_back(&p);
    for (const json* p : order) DrawOneParam(s, *p);
}

void DrawMoreOptions(AppState& s) {
    if (!s.spec.is_object() || !s.spec.contains("params")) return;
    int total = 0;
    for (const auto& p : s.spec["params"]) total += AppParamIsMain(s, p) ? 0 : 1;
    if (total == 0) return;
    const int changed = AppChangedMoreOptions(s);
    std::string label =
        std::string(s.more_open ? "\xe2\x96\xbe" : "\xe2\x96\xb8") + " More options (" + std::to_string(total) + ")";
    if (changed > 0) label += " \xc2\xb7 " + std::to_string(changed) + " changed";
    ImGui::Spacing();
    ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
    if (WideButton(s, "more-options", label.c_str())) {
        s.more_open = !s.more_open;
        s.wants_frames = std::max(s.wants_frames, 3);
    }
    ImGui::PopStyleVar();
    RecordText(label);
    if (!s.more_open) return;
    ImGui::Spacing();
    std::string group = "\x01";
    for (const auto& p : s.spec["params"]) {
        if (AppParamIsMain(s, p)) continue;
        std::string g = p.value("group", std::string());
        if (g != group) {
            group = g;
            if (!g.empty()) {
                ImGui::Spacing();
                Heading(g);
            }
        }
        DrawOneParam(s, p);
    }
}

void DrawParams(AppState& s) {
    DrawWho(s);
    DrawMainParams(s);
    DrawMoreOptions(s);
    DrawUserTablesHook(s);
}

}  // namespace pm::shell
