// Pointman shell — the result of an evaluation, drawn only from the response JSON.
//
// [SECTION] outcome bars and the at-least / at-most table (exact fractions: short beside, long a tap away)
// [SECTION] roll, modifiers, actions
// [SECTION] values
// [SECTION] DrawResult
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "app/export_view.h"
#include "app/style.h"
#include "app/table_editor.h"
#include "app/views.h"
#include "app/widgets.h"
#include "contract/present.h"
#include "imgui_internal.h"

namespace pm::shell {

// [SECTION] outcome bars and the at-least / at-most table (exact fractions: short beside, long a tap away)
// Every word and number here is the presented answer's (contract/present.h): the view lays it out.

// A tap on [p0, p1] (released where it was pressed: not a scroll) toggles `id` in s.exact_open.
static void ExactTapTarget(AppState& s, const std::string& id, ImVec2 p0, ImVec2 p1, bool has_long) {
    if (!has_long || !ImGui::IsWindowHovered() || !ImGui::IsMouseHoveringRect(p0, p1)) return;
    if (ImGui::IsMouseReleased(ImGuiMouseButton_Left) && ImGui::GetIO().MouseDragMaxDistanceSqr[0] < Em() * Em() &&
        ImGui::IsMouseHoveringRect(ImGui::GetIO().MouseClickedPos[0], ImGui::GetIO().MouseClickedPos[0])) {
        s.exact_open = s.exact_open == id ? std::string() : id;
        s.wants_frames = std::max(s.wants_frames, 3);
    }
}

static std::string Str(const json& j, const char* key) {
    return j.is_object() ? j.value(key, std::string()) : std::string();
}

static void DrawBars(AppState& s, const json& outcomes) {
    ImDrawList* dl = ImGui::GetWindowDrawList();
    const float w = ImGui::GetContentRegionAvail().x;
    const float bar_h = Em() * 0.7f;
    for (const auto& o : outcomes) {
        const std::string key = Str(o, "key");
        const std::string percent = Str(o, "percent"), exact = Str(o, "exact"), long_one = Str(o, "long");
        const double p = o.value("p", 0.0);
        std::string right = percent + (exact.empty() ? std::string() : "  " + exact);
        // The exact fraction only while it leaves the label room beside it (a long one would be
        // drawn over the label): otherwise the percentage alone.
        if (ImGui::CalcTextSize(right.c_str()).x > w - Em() * 8) right = percent;
        const bool rolled = o.value("rolled", false);
        std::string left = Str(o, "label");
        if (rolled) left = "\xe2\x96\xb6 " + left;  // ▶ marks the rolled outcome
        float right_w = ImGui::CalcTextSize(right.c_str()).x;
        ImVec2 p0 = ImGui::GetCursorScreenPos();
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + std::max(Em() * 4, w - right_w - Em()));
        if (rolled) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Warn)));
        TextFlow(left);
        if (rolled) ImGui::PopStyleColor();
        ImGui::PopTextWrapPos();
        DrawText(ImVec2(p0.x + w - right_w, p0.y), ImGui::GetColorU32(ImGuiCol_Text), right);
        RecordText(percent);
        if (right != percent) RecordText(exact);
        const std::string id = "outcome:" + key;
        if (!long_one.empty() && s.exact_open == id) TextDim("Exactly " + long_one);
        ImVec2 b = ImGui::GetCursorScreenPos();
        dl->AddRectFilled(b, ImVec2(b.x + w, b.y + bar_h), ImGui::GetColorU32(ImGuiCol_FrameBg), bar_h * 0.3f);
        // On the 0-100 % scale: a bar's length is its chance, whatever the other rows hold.
        float bw = static_cast<float>(w * p);
        if (bw > 0)
            dl->AddRectFilled(b, ImVec2(b.x + std::max(bw, 2.0f), b.y + bar_h),
                              rolled ? ToneColor(Tone_Warn) : ImGui::GetColorU32(ImGuiCol_PlotHistogram), bar_h * 0.3f);
        ImGui::Dummy(ImVec2(w, bar_h));
        // The row (label, figures and bar) as control "outcome:<key>", measured from the cursor so
        // that recording it moves nothing; the bar itself as "bar:<key>" (its filled length).
        const ImVec2 p1(p0.x + w, ImGui::GetCursorScreenPos().y - ImGui::GetStyle().ItemSpacing.y);
        const bool visible = ImGui::GetCurrentWindow()->ClipRect.Contains(ImRect(p0, p1));
        s.controls.push_back({id, p0, p1, visible});
        s.controls.push_back({"bar:" + key, b, ImVec2(b.x + std::max(bw, 0.0f), b.y + bar_h), visible});
        s.controls.push_back({"bar-track:" + key, b, ImVec2(b.x + w, b.y + bar_h), visible});
        ExactTapTarget(s, id, p0, p1, !long_one.empty());
        ImGui::Spacing();
    }
}

static void TextCell(const std::string& t) {
    RecordText(t);
    ImGui::TextUnformatted(t.c_str(), t.c_str() + t.size());
    RecordItemText(t);
}

static void DrawCumulative(const json& rows) {
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    if (ImGui::BeginTable("cumulative", 4, flags)) {
        ImGui::TableSetupColumn("Result", ImGuiTableColumnFlags_WidthStretch, 1.3f);
        ImGui::TableSetupColumn("Exactly", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        ImGui::TableSetupColumn("At least", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        ImGui::TableSetupColumn("At most", ImGuiTableColumnFlags_WidthStretch, 1.0f);
        ImGui::TableHeadersRow();
        for (const auto& row : rows) {
            ImGui::TableNextRow();
            ImGui::TableNextColumn();
            TextFlow(Str(row, "name"));  // wraps in its column
            for (const char* k : {"percent", "at_least", "at_most"}) {
                ImGui::TableNextColumn();
                TextCell(Str(row, k));
            }
        }
        ImGui::EndTable();
    }
}

// [SECTION] roll, modifiers, actions
// The roll: its header, its sentence (the response's "rolled"), then each die drawn as a labelled
// row (which die, what it is, its face). A generated map's many dice fold away.
static void DrawRoll(const json& roll, const std::string& rolled) {
    if (!roll.is_object()) return;
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Warn)));
    Heading(Str(roll, "header"));
    ImGui::PopStyleColor();
    if (roll.contains("nothing")) {
        TextDim(Str(roll, "nothing"));
        return;
    }
    if (!rolled.empty()) TextFlow(rolled);
    const json& dice = roll.contains("dice") ? roll["dice"] : json::array();
    if (!dice.is_array() || dice.empty()) return;
    if (roll.contains("fold") && !ImGui::CollapsingHeader((Str(roll, "fold") + "###every-die").c_str())) return;
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchSame;
    if (ImGui::BeginTable("roll-dice", 3, flags)) {
        ImGui::TableSetupColumn("Die");
        ImGui::TableSetupColumn("Size");
        ImGui::TableSetupColumn("Rolled");
        ImGui::TableHeadersRow();
        for (const auto& f : dice) {
            ImGui::TableNextRow();
            for (const char* k : {"die", "size", "rolled"}) {
                ImGui::TableNextColumn();
                TextCell(Str(f, k));
            }
        }
        ImGui::EndTable();
    }
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
            TextFlow(Str(m, "label"));
            const std::string rule = Str(m, "rule");
            if (!rule.empty()) TextDim(rule);
            ImGui::TableNextColumn();
            TextFlow(Str(m, "value"));
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
        const bool pressed = WideButton(s, id.c_str(), label.c_str());
        // What the next calculator will not know (contract/handoff.h), under its button.
        if (a.contains("note") && a["note"].is_string()) TextDim(a["note"].get<std::string>());
        if (!pressed) continue;
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

// [SECTION] values
// The values as the core presents them (contract/present.h): labels, percentages with their short
// exact fractions, small labelled tables; a value with long fractions unfolds them when tapped.
static bool ValuesInHead(const json& r);

static void DrawValues(AppState& s, const json& r) {
    const json& shown = s.presented.contains("values") ? s.presented["values"] : json::array();
    if (!shown.is_array() || shown.empty()) return;
    ImGui::Spacing();
    if (ImGui::GetIO().DisplaySize.y >= Em() * 46 || !ValuesInHead(r))
        Heading("Values");  // a short screen: the answer itself
    ImGuiTableFlags flags = ImGuiTableFlags_RowBg | ImGuiTableFlags_BordersInnerH | ImGuiTableFlags_SizingStretchProp;
    int i = 0;
    for (const auto& v : shown) {
        ImGui::PushID(i++);
        const std::string key = v.value("key", std::string());
        const std::string id = "value:" + key;
        const bool open = s.exact_open == id;
        bool has_long = v.contains("long");
        // Long exact fractions are left out of the texts until the value is tapped.
        auto shown_text = [&](const json& x) { return Str(x, open && x.contains("full") ? "full" : "text"); };
        const std::string label = v.value("label", key);
        const std::string text = shown_text(v);
        const bool has_rows = v.contains("rows") && v["rows"].is_array() && !v["rows"].empty();
        const ImVec2 top = ImGui::GetCursorScreenPos();
        const float width = ImGui::GetContentRegionAvail().x;
        if (!has_rows) {
            if (ImGui::BeginTable("value", 2, flags)) {
                ImGui::TableSetupColumn("k", ImGuiTableColumnFlags_WidthStretch, 0.45f);
                ImGui::TableSetupColumn("v", ImGuiTableColumnFlags_WidthStretch, 0.55f);
                ImGui::TableNextRow();
                ImGui::TableNextColumn();
                TextDim(label);
                ImGui::TableNextColumn();
                TextFlow(text);
                ImGui::EndTable();
            }
        } else {
            TextDim(label);
            if (!text.empty()) TextFlow(text);
            ImGui::Indent(Em() * 0.6f);
            if (ImGui::BeginTable("rows", 2, flags)) {
                ImGui::TableSetupColumn("k", ImGuiTableColumnFlags_WidthStretch, 0.45f);
                ImGui::TableSetupColumn("v", ImGuiTableColumnFlags_WidthStretch, 0.55f);
                for (const auto& row : v["rows"]) {
                    ImGui::TableNextRow();
                    ImGui::TableNextColumn();
                    TextFlow(Str(row, "label"));
                    ImGui::TableNextColumn();
                    TextFlow(shown_text(row));
                    has_long = has_long || row.contains("long");
                }
                ImGui::EndTable();
            }
            ImGui::Unindent(Em() * 0.6f);
        }
        // Each value as control "value:<key>" (measured from the cursor: recording moves nothing).
        const ImVec2 bottom(top.x + width, ImGui::GetCursorScreenPos().y - ImGui::GetStyle().ItemSpacing.y);
        s.controls.push_back({id, top, bottom, ImGui::GetCurrentWindow()->ClipRect.Contains(ImRect(top, bottom))});
        ExactTapTarget(s, id, top, bottom, has_long);
        ImGui::PopID();
    }
}

// [SECTION] DrawResult
void DrawRollButtons(AppState& s, float width) {
    if (!AppCanRoll(s)) return;  // nothing to roll: no Roll, no I rolled…
    if (s.dice_open) {           // the player's own dice: Roll and I rolled… (start again) stay, the panel below
        float half = (width - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        if (WideButton(s, "roll", "Roll", half)) AppRoll(s);
        ImGui::SameLine();
        DrawDiceButton(s, half);
        DrawDicePanel(s);
        return;
    }
    if (s.has_seed) {
        float half = (width - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        if (WideButton(s, "roll", "Roll again", half)) AppRoll(s);
        ImGui::SameLine();
        if (WideButton(s, "clear-roll", "Clear roll", half)) AppClearRoll(s);
    } else {
        float half = (width - ImGui::GetStyle().ItemSpacing.x) * 0.5f;
        if (WideButton(s, "roll", "Roll", half)) AppRoll(s);
        ImGui::SameLine();
        DrawDiceButton(s, half);
    }
}

// The calculators are still downloading (app.h, `waiting`): what loads, where the answer will be.
static void DrawWaiting(const AppState& s) {
    if (s.waiting_failed) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Bad)));
    TextFlow(s.waiting);
    if (s.waiting_failed) ImGui::PopStyleColor();
}

void DrawResultBar(AppState& s) {
    const json& r = s.response;
    if (!s.waiting.empty()) {
        const float pad_y = std::round(Em() * 0.3f);
        const float w = ImGui::GetContentRegionAvail().x - Em() * 0.8f;
        const float h = std::max(std::max(TouchHeight(), s.bar_h - pad_y * 2),
                                 ImGui::CalcTextSize(s.waiting.c_str(), nullptr, false, w).y) +
                        pad_y * 2;
        ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(Em() * 0.4f, pad_y));
        ImGui::BeginChild("result-bar", ImVec2(0, h), false,
                          ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
        ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + w);
        DrawWaiting(s);
        ImGui::PopTextWrapPos();
        ImGui::EndChild();
        ImGui::PopStyleVar();
        return;
    }
    if (!r.is_object()) return;
    const json& pr = s.presented;
    const bool err = !pr.value("ok", false);
    std::string text = Str(pr, err ? "error" : "summary");
    // A roll's sentence first (what happened), the odds summary after it.
    const std::string rolled = Str(pr, "rolled");
    const float roll_w = AppCanRoll(s) ? Em() * 5.5f : 0.0f;  // nothing to roll: the summary takes the row
    const float text_w = ImGui::GetContentRegionAvail().x - roll_w - ImGui::GetStyle().ItemSpacing.x;
    // Measured with the same line breaks TextFlow draws (at spaces only: "11.1%" stays whole).
    const float line_h = ImGui::GetTextLineHeight();
    const float cap = Em() * (rolled.empty() ? 7.2f : 9.6f);  // a roll's sentence may take two more lines
    if (!rolled.empty()) {
        // The roll's lines all stay; the summary keeps the whole lines left under the cap, the last
        // one ending in an ellipsis when some are left out (the chances below say the same).
        const size_t room = static_cast<size_t>(std::max(0.0f, std::floor(cap / line_h)));
        const size_t rolled_lines = FlowLines(rolled, text_w).size();
        std::vector<std::string> lines = FlowLines(text, text_w);
        const size_t keep = room > rolled_lines ? room - rolled_lines : 0;
        if (lines.size() > keep) {
            lines.resize(keep);
            if (!lines.empty()) {
                std::string& last = lines.back();
                while (ImGui::CalcTextSize((last + "\xe2\x80\xa6").c_str()).x > text_w &&
                       last.rfind(' ') != std::string::npos)
                    last.resize(last.rfind(' '));
                last += "\xe2\x80\xa6";
            }
            text.clear();
            for (const auto& l : lines) text += (text.empty() ? "" : "\n") + l;
        }
    }
    const size_t lines_shown =
        (rolled.empty() ? 0 : FlowLines(rolled, text_w).size()) + (text.empty() ? 0 : FlowLines(text, text_w).size());
    const float text_h = lines_shown * line_h;
    if (s.bar_texts_w != text_w) {  // the longest summary one tap away, at this width (app.cpp)
        s.bar_texts_w = text_w;
        s.bar_texts_lines = 0;
        for (const std::string& t : s.bar_texts)
            s.bar_texts_lines = std::max(s.bar_texts_lines, static_cast<int>(FlowLines(t, text_w).size()));
    }
    const float reserve_h = s.bar_reserve ? s.bar_texts_lines * ImGui::GetTextLineHeight() : 0.0f;
    const float pad_y = std::round(Em() * 0.3f);
    // A summary one line shorter than the last one keeps the bar's height: the panel below does
    // not move up under the finger that just changed a parameter (a new calculator starts anew).
    float h = std::max(TouchHeight(), std::min(std::max(text_h, reserve_h), cap)) + pad_y * 2;
    s.bar_reserve_extra = h - (std::max(TouchHeight(), std::min(text_h, cap)) + pad_y * 2);
    h = s.bar_h = std::max(h, s.bar_h);
    ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(Em() * 0.4f, pad_y));
    ImGui::BeginChild("result-bar", ImVec2(0, h), false,
                      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + text_w);
    if (err) ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Bad)));
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + std::max(0.0f, (TouchHeight() - text_h) * 0.5f));
    if (!rolled.empty()) {  // no gap between the two: the height above counts their lines only
        ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(ImGui::GetStyle().ItemSpacing.x, 0));
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Warn)));
        TextFlow(rolled);
        ImGui::PopStyleColor();
        ImGui::PopStyleVar();
    }
    if (!text.empty()) TextFlow(text);
    if (err) ImGui::PopStyleColor();
    ImGui::PopTextWrapPos();
    ImGui::SetCursorPos(ImVec2(ImGui::GetWindowContentRegionMax().x - roll_w, ImGui::GetStyle().WindowPadding.y));
    if (roll_w > 0 && WideButton(s, "roll", s.has_seed || s.dice_open ? "Reroll" : "Roll", roll_w)) AppRoll(s);
    ImGui::EndChild();
    ImGui::PopStyleVar();
}

// The start of the answer: what a player reads first (the picture, the chances, the roll).
void DrawAnswerHead(AppState& s, bool roll_buttons, const AppGesture& g) {
    const json& r = s.response;
    if (!s.waiting.empty() && roll_buttons) {  // on a phone the pinned bar says it
        ImGui::Spacing();
        DrawWaiting(s);
    }
    if (!r.is_object()) return;
    ImGui::Spacing();
    const json& pr = s.presented;
    const bool err = !pr.value("ok", false);
    const std::string text = Str(pr, err ? "error" : "summary");
    if (err) {
        ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Bad)));
        TextFlow(text);
        ImGui::PopStyleColor();
    } else if (!text.empty() && roll_buttons) {  // on a phone the pinned bar shows it already
        const std::string rolled = Str(pr, "rolled");
        if (!rolled.empty()) {  // what the roll gave first, then the odds
            ImGui::PushStyleColor(ImGuiCol_Text, ImGui::ColorConvertU32ToFloat4(ToneColor(Tone_Warn)));
            Heading(rolled);
            ImGui::PopStyleColor();
            TextFlow(text);
        } else {
            Heading(text);
        }
    }
    ImGui::Spacing();
    if (roll_buttons)
        DrawRollButtons(s, ImGui::GetContentRegionAvail().x);
    else if (s.has_seed && WideButton(s, "clear-roll", "Clear roll"))
        AppClearRoll(s);
    DrawApply(s);  // what the roll did to the roster's figures, one tap to keep it
    if (!r.value("ok", false)) {
        if (!roll_buttons && s.dice_open) DrawDicePanel(s);  // e.g. a link's face too big: undo it here
        return;
    }
    // The chances first (a row or two answers the question), then the picture that explains them
    // (range bands, a curve, the tunnel map), then the buttons that act on the result (advance,
    // next target), then the roll: a generated artefact's roll can be long, and the thumb should
    // not have to scroll past it to act. A result with neither picture nor chances answers with
    // its values: they come here instead of after More options.
    if (pr.contains("outcomes")) {
        ImGui::Spacing();
        if (ImGui::GetIO().DisplaySize.y >= Em() * 46) Heading("Chances");  // a short screen: the rows say it
        DrawBars(s, pr["outcomes"]);
    } else if (!r.contains("figure")) {
        DrawValues(s, r);
    }
    if (r.contains("figure")) {
        ImGui::Spacing();
        DrawFigure(s, r["figure"], g);
    }
    DrawActions(s, r.contains("actions") ? r["actions"] : json());
    if (!roll_buttons) {  // a phone: Roll is pinned in the bar; the player's own dice come here
        ImGui::Spacing();
        if (s.dice_open)
            DrawDicePanel(s);
        else if (!s.has_seed && AppCanRoll(s))
            DrawDiceButton(s, ImGui::GetContentRegionAvail().x);
    }
    if (pr.contains("roll")) DrawRoll(pr["roll"], Str(pr, "rolled"));
}

static bool ValuesInHead(const json& r) {
    const json& outcomes = r.contains("outcomes") ? r["outcomes"] : json::array();
    return !r.contains("figure") && !(outcomes.is_array() && !outcomes.empty());
}

// The rest of the answer: the at-least / at-most table, the values, the modifiers with their rules.
void DrawAnswerRest(AppState& s) {
    const json& r = s.response;
    if (!r.is_object() || !r.value("ok", false)) return;
    if (s.presented.contains("cumulative")) {
        ImGui::Spacing();
        DrawCumulative(s.presented["cumulative"]);
    }
    if (!ValuesInHead(r)) DrawValues(s, r);
    ImGui::Spacing();
    DrawModifiers(s.presented.contains("modifiers") ? s.presented["modifiers"] : json());
    // The Pointman readings this answer used (the core's registry; all of them under the picker).
    if (r.contains("readings") && r["readings"].is_array() && !r["readings"].empty() && s.readings.is_array()) {
        const json& registry = s.readings;
        ImGui::Spacing();
        TextFlow("Pointman readings used (where the book is silent or unclear):");
        for (const auto& n : r["readings"])
            for (const auto& reading : registry)
                if (n.is_number_integer() && reading.value("number", 0) == n.get<int>())
                    TextDim("Reading " + std::to_string(n.get<int>()) + ": " + reading.value("title", std::string()) +
                            ". " + reading.value("text", std::string()));
    }
    ImGui::Spacing();
    if (ImGui::CollapsingHeader("About this calculator")) {
        const std::string help = s.spec.value("help", std::string());
        if (help.empty() && s.help_pending)
            TextDim("Loading the help\xe2\x80\xa6");
        else
            TextFlow(help);
        TextDim(s.spec.value("citation", std::string()));
        if (!ParamHelpShown(s) && s.spec.contains("params")) {  // a short screen: the main ones' help is here
            for (const auto& p : s.spec["params"]) {
                if (!AppParamIsMain(s, p) || p.value("help", std::string()).empty()) continue;
                ImGui::Spacing();
                TextFlow(p.value("label", p.value("name", std::string())));
                TextDim(p.value("help", std::string()));
            }
        }
    }
}

void DrawResult(AppState& s, bool roll_buttons, const AppGesture& g) {
    DrawAnswerHead(s, roll_buttons, g);
    DrawNeededTables(s);
    DrawAnswerRest(s);
    if (s.response.is_object() && s.response.value("ok", false)) DrawExports(s);
}

}  // namespace pm::shell
