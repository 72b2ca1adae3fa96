// Pointman shell — "I rolled…": the player rolls real dice at the table and taps their faces.
//
// No rule knowledge here: the app sends the faces entered so far as the request's "dice"; the core
// answers needs_dice with the sides of the next die (error.needs.sides[0]) until it has enough, and
// then the roll itself. This panel only offers a big button per face of that next die, the faces
// entered so far with Undo / Clear, and Close (back to Roll).
#include <algorithm>
#include <string>

#include "app/style.h"
#include "app/views.h"
#include "app/widgets.h"

namespace pm::shell {

// The button beside Roll that opens the panel.
void DrawDiceButton(AppState& s, float width) {
    if (WideButton(s, "i-rolled", "I rolled\xe2\x80\xa6", width)) AppStartDice(s);
}

static std::string FacesText(const AppState& s) {
    std::string out;
    for (size_t i = 0; i < s.dice.size(); ++i) out += (i ? "  " : "") + std::to_string(s.dice[i]);
    return out;
}

// One button per face (1…sides), as big as a thumb, wrapping in rows; a die with very many sides
// (a card drawn from a deck) gets a stepper and an Add button instead.
static void DrawFaceButtons(AppState& s, int sides) {
    const float avail = ImGui::GetContentRegionAvail().x;
    const float gap = ImGui::GetStyle().ItemSpacing.x;
    if (sides > 36) {
        double v = std::clamp(s.dice_face, 1, sides);
        Stepper(s, "dice-face", &v, 1, sides, 1, true);
        s.dice_face = static_cast<int>(v);
        if (WideButton(s, "dice-add", ("Add " + std::to_string(s.dice_face)).c_str())) AppAddDie(s, s.dice_face);
        return;
    }
    const float size = std::max(TouchHeight() * 1.15f, Em() * 3.2f);
    const int per_row = std::max(1, static_cast<int>((avail + gap) / (size + gap)));
    // Equal widths filling the row (six faces of a d6 on one row on a phone when they fit).
    const int cols = std::min(per_row, sides);
    const float w = (avail - gap * (cols - 1)) / cols;
    ImGui::PushFont(AppHeadingFont());
    for (int f = 1; f <= sides; ++f) {
        if ((f - 1) % cols != 0) ImGui::SameLine();
        const std::string id = "die:" + std::to_string(f);
        ImGui::PushID(id.c_str());
        const bool tapped = ImGui::Button(std::to_string(f).c_str(), ImVec2(w, size));
        ImGui::PopID();
        RecordControl(s, id);
        if (tapped) {
            ImGui::PopFont();
            AppAddDie(s, f);
            return;
        }
    }
    ImGui::PopFont();
}

void DrawDicePanel(AppState& s) {
    if (!s.dice_open) return;
    Heading("I rolled\xe2\x80\xa6");
    const json& needs = s.dice_needs;
    const bool waiting =
        needs.is_object() && needs.contains("sides") && needs["sides"].is_array() && !needs["sides"].empty();
    if (!s.dice.empty())
        TextFlow("Your dice: " + FacesText(s));
    else if (waiting)
        TextDim("Roll at the table and tap what each die shows.");
    if (waiting) {
        const int sides = needs["sides"][0].get<int>();
        // The answer as far as the dice go, and the next die (the presented answer's words).
        const json& next = s.presented.contains("next") ? s.presented["next"] : json::object();
        if (next.contains("so_far")) TextFlow(next.value("so_far", std::string()));
        if (next.contains("text")) TextFlow(next.value("text", std::string()));
        DrawFaceButtons(s, sides);
    }
    const float avail = ImGui::GetContentRegionAvail().x;
    const float third = (avail - ImGui::GetStyle().ItemSpacing.x * 2) / 3;
    const bool none = s.dice.empty();
    if (none) ImGui::BeginDisabled();
    if (WideButton(s, "dice-undo", "Undo", third)) AppUndoDie(s);
    ImGui::SameLine();
    if (WideButton(s, "dice-clear", "Clear", third)) AppClearDice(s);
    if (none) ImGui::EndDisabled();
    ImGui::SameLine();
    if (WideButton(s, "dice-close", "Close", third)) AppCloseDice(s);
}

}  // namespace pm::shell
