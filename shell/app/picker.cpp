// Pointman shell — the calculator picker: every registry calculator, grouped by rule set.
#include <map>

#include "api/codec.h"
#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"
#include "registry/registry.h"

namespace pm::shell {

void DrawPicker(AppState& s) {
    if (!s.calculators.is_array() || s.calculators.empty()) {
        ImGui::TextWrapped("No calculators are available in this build.");
        return;
    }
    // list_json() is already ordered by rule set, then id.
    std::string current;
    for (const auto& c : s.calculators) {
        std::string rs = c.value("ruleset", std::string());
        if (rs != current) {
            current = rs;
            ImGui::Spacing();
            Heading(ruleset_title(rs));
        }
        std::string id = c.value("id", std::string());
        std::string title = c.value("title", id);
        ImGui::PushID(id.c_str());
        ImVec2 p = ImGui::GetCursorScreenPos();
        float w = ImGui::GetContentRegionAvail().x;
        float h = TouchHeight() * 1.25f;
        bool pressed = ImGui::Button("##pick", ImVec2(w, h));
        RecordControl(s, "pick:" + id);
        ImDrawList* dl = ImGui::GetWindowDrawList();
        float pad = ImGui::GetStyle().FramePadding.x;
        ImGui::PushClipRect(p, ImVec2(p.x + w, p.y + h), true);
        dl->AddText(ImVec2(p.x + pad, p.y + h * 0.5f - Em() * 1.05f), ImGui::GetColorU32(ImGuiCol_Text), title.c_str());
        std::string sub = c.value("citation", std::string());
        dl->AddText(ImVec2(p.x + pad, p.y + h * 0.5f + Em() * 0.05f), ImGui::GetColorU32(ImGuiCol_TextDisabled), sub.c_str());
        ImGui::PopClipRect();
        ImGui::PopID();
        if (pressed) {
            AppOpenCalculator(s, id);
            if (s.platform.SetShareLink) s.platform.SetShareLink(s.link);
        }
    }
}

}  // namespace pm::shell
