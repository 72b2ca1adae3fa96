// Pointman shell — user-entered tables (Calculator::tables, describe "tables").
//
// HOOK: the table editor (type a table in once, save it on the device, send it as the request's
// "tables") is a later issue. This panel is where it plugs in: it already lists the tables a
// calculator can use and whether the last response asked for one (needs_table).
#include "app/saved.h"
#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"

namespace pm::shell {

void DrawUserTablesHook(AppState& s) {
    DrawSavedPanel(s);  // app/saved_view.cpp: presets, share, history, luck, export/import
    if (!s.spec.is_object() || !s.spec.contains("tables") || !s.spec["tables"].is_array()) return;
    ImGui::Spacing();
    Heading("Your tables");
    for (const auto& t : s.spec["tables"]) {
        ImGui::Bullet();
        ImGui::TextWrapped("%s", t.value("title", t.value("id", std::string())).c_str());
        std::string help = t.value("help", std::string());
        if (!help.empty()) TextDim(help);
    }
    TextDim("Entering these tables on this device is not available yet; results that need one say so.");
}

}  // namespace pm::shell
