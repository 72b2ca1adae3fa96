// Pointman shell — the result of an evaluation, drawn only from the response JSON.
//
// [SECTION] generic JSON display
// [SECTION] outcome bars and the at-least / at-most table
// [SECTION] roll, modifiers, actions
// [SECTION] DrawResult
#include <cmath>
#include <cstdio>

#include "app/export_view.h"
#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"

namespace pm::shell {

// [SECTION] generic JSON display
static std::string ScalarText(const json& v) {
    if (v.is_string()) return v.get<std::string>();
    if (v.is_boolean()) return v.get<bool>() ? "yes" : "no";
    if (v.is_null()) return "\xe2\x80\x94";  // em dash
    if (v.is_number_float()) {
        char buf[48];
        std::snprintf(buf, sizeof buf, "%.4g", v.get<double>());
        return buf;
    }
    return v.dump();
}

static bool IsScalarArray(const json& v) {
    if (!v.is_array()) return false;
    for (const auto& e : v)
        if (e.is_structured()) return false;
    return true;
}

static std::string Pretty(std::string key) {
    for (auto& ch : key)
        if (ch == '_') ch = ' ';
    if (!key.empty() && key[0] >= 'a' && key[0] <= 'z') key[0] = static_cast<char>(key[0] - 'a' + 'A');
    return key;
}

static void DrawObjectRows(const json& obj);

void DrawJsonValue(const json& v) {
    if (v.is_object()) {
        DrawObjectRows(v);
    } else if (IsScalarArray(v)) {
        std::string t;
        for (size_t i = 0; i < v.size(); ++i) t += (i ? ", " : "") + ScalarText(v[i]);
        ImGui::TextWrapped("%s", t.c_str());
    } else if (v.is_array()) {
        // An array of objects reads best as a numbered list of small tables (e.g. turn by turn).
        int i = 0;
        for (const auto& e : v) {
            ImGui::PushID(i);
            ImGui::TextDisabled("#%d", ++i);
            DrawJsonValue(e);
            ImGui::PopID();
        }
    } else {
        ImGui::TextWrapped("%s", ScalarText(v).c_str());
    }
}

static bool IsStructured(const json& v) { return v.is_object() ? !v.empty() : (v.is_array() && !IsScalarArray(v)); }

// Scalars (and lists of scalars) go in a two-column table; nested objects and lists of objects get
// the full width under their own label, so deep results stay readable on a phone.
static void DrawObjectRows(const json& obj) {
    if (obj.empty()) return;
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    static int depth = 0;
    ImGui::PushID(depth++);
    auto it = obj.begin();
    int run = 0;
    while (it != obj.end()) {
        if (IsStructured(it.value())) {
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
            ImGui::TextWrapped("%s", Pretty(it.key()).c_str());
            ImGui::PopStyleColor();
            ImGui::Indent(Em() * 0.6f);
            ImGui::PushID(it.key().c_str());
            DrawJsonValue(it.value());
            ImGui::PopID();
            ImGui::Unindent(Em() * 0.6f);
            ++it;
            continue;
        }
        ImGui::PushID(run++);
        if (ImGui::BeginTable("kv", 2, flags)) {
            ImGui::TableSetupColumn("k", ImGuiTableColumnFlags_WidthStretch, 0.4f);
            ImGui::TableSetupColumn("v", ImGuiTableColumnFlags_WidthStretch, 0.6f);
            for (; it != obj.end() && !IsStructured(it.value()); ++it) {
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
                ImGui::TextWrapped("%s", Pretty(it.key()).c_str());
                ImGui::PopStyleColor();
                ImGui::TableNextColumn();
                DrawJsonValue(it.value());
            }
            ImGui::EndTable();
        } else {
            while (it != obj.end() && !IsStructured(it.value())) ++it;
        }
        ImGui::PopID();
    }
    ImGui::PopID();
    depth--;
}

// [SECTION] outcome bars and the at-least / at-most table
static std::string Percent(double p) {
    char buf[32];
    if (p > 0 && p < 0.0005)
        std::snprintf(buf, sizeof buf, "<0.1%%");
    else if (p < 1 && p > 0.9995)
        std::snprintf(buf, sizeof buf, ">99.9%%");
    else
        std::snprintf(buf, sizeof buf, "%.1f%%", p * 100.0);
    return buf;
}

static void DrawBars(AppState& s, const json& outcomes, const std::string& rolled_key) {
    double pmax = 0;
    for (const auto& o : outcomes) pmax = std::max(pmax, o.value("p", 0.0));
    if (pmax <= 0) pmax = 1;
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float w = ImGui::GetContentRegionAvail().x;
    const float bar_h = Em() * 0.7f;
    for (const auto& o : outcomes) {
        std::string key = o.value("key", std::string());
        std::string label = o.value("label", key);
        double p = o.value("p", 0.0);
        std::string right = Percent(p) + "  " + o.value("exact", std::string());
        bool rolled = !rolled_key.empty() && key == rolled_key;
        std::string left = (key == label || label.empty()) ? key : key + "  " + label;
        if (rolled) left = "\xe2\x96\xb6 " + left;  // ▶ marks the rolled outcome
        float right_w = ImGui::CalcTextSize(right.c_str()).x;
        ImVec2 p0 = ImGui::GetCursorScreenPos();
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w - right_w - Em());
        if (rolled) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Warn)));
        ImGui::TextWrapped("%s", left.c_str());
        if (rolled) ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
        dl->AddText(ImVec2(p0.x + w - right_w, p0.y), ImGui::GetColorU32(ImGuiCol_Text), right.c_str());
        ImVec2 b = ImGui::GetCursorScreenPos();
        dl->AddRectFilled(b, ImVec2(b.x + w, b.y + bar_h), ImGui::GetColorU32(ImGuiCol_FrameBg), bar_h * 0.3f);
        float bw = static_cast<float>(w * p / pmax);
        if (bw > 0)
            dl->AddRectFilled(b, ImVec2(b.x + std::max(bw, 2.0f), b.y + bar_h),
                              rolled ? ToneColor(Tone_Warn) : ImGui::GetColorU32(ImGuiCol_PlotHistogram), bar_h * 0.3f);
        ImGui::Dummy(ImVec2(w, bar_h));
        ImGui::Spacing();
    }
}

static void DrawCumulative(const json& outcomes) {
    std::vector<double> ps;
    for (const auto& o : outcomes) ps.push_back(o.value("p", 0.0));
    const size_t n = ps.size();
    std::vector<double> at_most(n), at_least(n);
    double acc = 0;
    for (size_t i = 0; i < n; ++i) at_most[i] = std::min(1.0, acc += ps[i]);
    acc = 0;
    for (size_t i = n; i-- > 0;) at_least[i] = std::min(1.0, acc += ps[i]);
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("cumulative", 4, flags)) {
        ImGui::TableSetupColumn("Result", ImGuiTableColumnFlags_WidthStretch, 1.3f);
        ImGui::TableSetupColumn("Exactly", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        ImGui::TableSetupColumn("At least", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        ImGui::TableSetupColumn("At most", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        ImGui::TableHeadersRow();
        for (size_t i = 0; i < n; ++i) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(outcomes[i].value("key", std::string()).c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(Percent(ps[i]).c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(Percent(at_least[i]).c_str());
            ImGui::TableNextColumn();
            ImGui::TextUnformatted(Percent(at_most[i]).c_str());
        }
        ImGui::EndTable();
    }
}

// [SECTION] roll, modifiers, actions
static void DrawRoll(AppState& s, const json& r) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Warn)));
    Heading("Roll (seed " + std::to_string(s.seed) + ")");
    ImGui::PopStyleColor();
    const json& roll = r.contains("roll") ? r["roll"] : json();
    if (roll.is_null()) {
        TextDim("This calculator has nothing to roll.");
        return;
    }
    // A generated map's roll is the whole artefact (hundreds of lines) and the map above shows it:
    // keep the raw record folded away until asked for.
    const bool folded = r.contains("figure") && r["figure"].is_object() && r["figure"].value("type", "") == "map";
    if (folded && !ImGui::CollapsingHeader("Everything rolled, as recorded")) return;
    DrawJsonValue(roll);
}

static void DrawModifiers(const json& mods) {
    if (!mods.is_array() || mods.empty()) return;
    Heading("Modifiers");
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("mods", 2, flags)) {
        ImGui::TableSetupColumn("what", ImGuiTableColumnFlags_WidthStretch, 0.75f);
        ImGui::TableSetupColumn("value", ImGuiTableColumnFlags_WidthStretch, 0.25f);
        for (const auto& m : mods) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            ImGui::TextWrapped("%s", m.value("label", std::string()).c_str());
            std::string rule = m.value("rule", std::string());
            if (!rule.empty()) TextDim(rule);
            ImGui::TableNextColumn();
            ImGui::TextWrapped("%s", m.value("value", std::string()).c_str());
        }
        ImGui::EndTable();
    }
}

static void DrawActions(AppState& s, const json& actions) {
    if (!actions.is_array() || actions.empty()) return;
    int i = 0;
    for (const auto& a : actions) {
        std::string label = a.value("label", std::string("Go"));
        std::string id = "action:" + std::to_string(i++);
        if (!WideButton(s, id.c_str(), label.c_str())) continue;
        if (a.contains("params") && a["params"].is_object()) {
            AppSetParams(s, a["params"]);
        } else if (a.contains("link") && a["link"].is_string()) {
            std::string link = a["link"].get<std::string>();
            if (link.rfind("#/", 0) == 0) {
                AppOpenLink(s, link);
                if (s.platform.SetShareLink) s.platform.SetShareLink(s.link);
            } else if (s.platform.OpenExternal) {
                s.platform.OpenExternal(link);
            }
        }
    }
}

// [SECTION] DrawResult
static std::string SummaryText(const json& r, bool* is_error) {
    *is_error = !r.value("ok", false);
    if (*is_error) {
        const json& e = r.contains("error") ? r["error"] : json::object();
        return e.value("message", std::string("This cannot be computed.")) + " [" + e.value("code", std::string("error")) + "]";
    }
    return r.value("summary", std::string());
}

void DrawRollButtons(AppState& s, float width) {
    if (s.has_seed) {
        float half = (width - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        if (WideButton(s, "roll", "Roll again", half)) AppRoll(s);
        ImGui::SameLine();
        if (WideButton(s, "clear-roll", "Clear roll", half)) AppClearRoll(s);
    } else if (WideButton(s, "roll", "Roll", width)) {
        AppRoll(s);
    }
}

void DrawResultBar(AppState& s) {
    const json& r = s.response;
    if (!r.is_object()) return;
    bool err = false;
    std::string text = SummaryText(r, &err);
    const float roll_w = Em() * 5.5f;
    const float text_w = ImGui::GetContentRegionAvail().x - roll_w - ImGui::GetStyle().ItemSpacing.x;
    float text_h = ImGui::CalcTextSize(text.c_str(), nullptr, false, text_w).y;
    const float pad_y = std::round(Em() * 0.3f);
    float h = std::max(TouchHeight(), std::min(text_h, Em() * 7.2f)) + pad_y * 2;
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(Em() * 0.4f, pad_y));
    ImGui::BeginChild("result-bar", ImVec2(0, h), false, ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
    if (err) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Bad)));
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + std::max(0.0f, (TouchHeight() - text_h) * 0.5f));
    ImGui::TextWrapped("%s", text.c_str());
    if (err) ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::SetCursorPos(ImVec2(ImGui::GetWindowContentRegionMax().x - roll_w, ImGui::GetStyle().WindowPadding.y));
    if (WideButton(s, "roll", s.has_seed ? "Reroll" : "Roll", roll_w)) AppRoll(s);
    ImGui::EndChild();
    ImGui::PopStyleVar();
}

void DrawResult(AppState& s, bool roll_buttons, const AppGesture& g) {
    const json& r = s.response;
    if (!r.is_object()) return;
    ImGui::Spacing();
    bool err = false;
    std::string text = SummaryText(r, &err);
    if (err) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Bad)));
        ImGui::TextWrapped("%s", text.c_str());
        ImGui::PopStyleColor();
    } else if (!text.empty() && roll_buttons) {  // on a phone the pinned bar shows it already
        Heading(text);
    }
    ImGui::Spacing();
    if (roll_buttons) DrawRollButtons(s, ImGui::GetContentRegionAvail().x);
    else if (s.has_seed && WideButton(s, "clear-roll", "Clear roll")) AppClearRoll(s);
    if (!r.value("ok", false)) return;
    // Buttons first (advance, next target, export), then the picture, then the roll: a generated
    // artefact's roll can be long, and the thumb should not have to scroll past it to act or to
    // see the map.
    DrawActions(s, r.contains("actions") ? r["actions"] : json());
    DrawExports(s);
    if (r.contains("figure")) DrawFigure(s, r["figure"], g);
    if (s.has_seed) DrawRoll(s, r);

    const json& outcomes = r.contains("outcomes") ? r["outcomes"] : json::array();
    if (outcomes.is_array() && !outcomes.empty()) {
        ImGui::Spacing();
        Heading("Chances");
        std::string rolled;
        if (s.has_seed && r.contains("roll") && r["roll"].is_object()) rolled = r["roll"].value("key", std::string());
        DrawBars(s, outcomes, rolled);
        if (s.spec.value("ordered", false)) {
            ImGui::Spacing();
            DrawCumulative(outcomes);
        }
    }
    if (r.contains("values") && r["values"].is_object() && !r["values"].empty()) {
        ImGui::Spacing();
        Heading("Values");
        DrawJsonValue(r["values"]);
    }
    ImGui::Spacing();
    DrawModifiers(r.contains("modifiers") ? r["modifiers"] : json());
    ImGui::Spacing();
    if (ImGui::CollapsingHeader("About this calculator")) {
        ImGui::TextWrapped("%s", s.spec.value("help", std::string()).c_str());
        TextDim(s.spec.value("citation", std::string()));
    }
}

}  // namespace pm::shell
