// Pointman shell — thumb-sized widgets: steppers, segmented choices, toggles, wide buttons.
// Every widget records its hit targets in AppState::controls (tests and embedders find them there).
#pragma once

#include <string>
#include <vector>

#include "app/app.h"

namespace pm::shell {

void RecordControl(AppState& s, const std::string& id);  // the last item's rect
float TouchHeight();                                     // minimum height of a hit target (~2.6 em)

// Big "−  value  +" stepper; returns true when *v changed. Holding a button repeats.
bool Stepper(AppState& s, const char* name, double* v, double min, double max, double step, bool is_int);
// Segmented buttons (wrapping onto more rows when needed); returns true when *index changed.
int SegmentedRows(const std::vector<std::string>& labels, float avail);  // rows they take in that width
bool Segmented(AppState& s, const char* name, const std::vector<std::string>& labels,
               const std::vector<std::string>& values, int* index);
// A combo for long choice lists, with finger-sized rows.
bool ChoiceCombo(AppState& s, const char* name, const std::vector<std::string>& labels,
                 const std::vector<std::string>& values, int* index);
// An on/off switch with its label; returns true when toggled.
bool Toggle(AppState& s, const char* name, const char* label, bool* v);
// A full-width button (or width w) of touch height.
bool WideButton(AppState& s, const char* id, const char* label, float w = -1.0f);
// Wrapped text that breaks only at spaces, never inside a number ("11.1%" stays whole; ImGui's own
// word wrap breaks after '.') nor between a number and its % or unit ("12 in", "3 %"). Lines are
// measured against the current wrap position (PushTextWrapPos) or the content region.
void TextFlow(const std::string& text);
// Where a text breaks: the lines TextFlow draws for `text` at `width` pixels in the current font.
std::vector<std::string> FlowLines(const std::string& text, float width);
// Every text drawn by TextFlow / TextDim / Heading / RecordText this frame goes here (test hook:
// AppState::texts, read by the browser tests that look for raw doubles); null = nowhere.
void SetTextSink(std::vector<std::string>* sink);
void RecordText(const std::string& text);
// Where each text is drawn (test hook: AppState::text_boxes, read by the browser test that looks
// for texts drawn over each other). Null = nowhere, the normal app: nothing is measured. A box is
// the text's rectangle and the draw clip it was drawn under (AppTextBox, app.h).
void SetTextBoxSink(std::vector<AppTextBox>* sink);
// A text just drawn at [min, max] in the current window's draw list.
void RecordTextBox(const std::string& text, ImVec2 min, ImVec2 max);
// A text item just drawn by ImGui (TextUnformatted, TextWrapped, Text): its item rectangle.
void RecordItemText(const std::string& text);
// ImDrawList::AddText into the current window's draw list, recorded as a box (font null: the
// current font and size).
void DrawText(ImVec2 pos, ImU32 col, const std::string& text, ImFont* font = nullptr, float size = 0.0f,
              float wrap_w = 0.0f);
// Wrapped text in a dim colour.
void TextDim(const std::string& text);
// A section heading in the larger font.
void Heading(const std::string& text);

}  // namespace pm::shell
