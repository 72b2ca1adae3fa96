// Pointman shell — the screens and panels AppFrame() composes (one file each).
#pragma once

#include "app/app.h"

namespace pm::shell {

void DrawPickerBar(AppState& s);                               // picker.cpp: search field + rule-set filter (fixed)
void DrawPicker(AppState& s);                                  // picker.cpp: matches, or Pinned, Recent and the groups
void DrawParams(AppState& s);                                  // params_view.cpp: widgets from the spec
void DrawResult(AppState& s, bool roll_buttons, const AppGesture& g);  // result_view.cpp: picture, outcomes, values, roll …
void DrawResultBar(AppState& s);                               // result_view.cpp: phone: summary + Roll, pinned
void DrawRollButtons(AppState& s, float width);                // result_view.cpp: Roll / Roll again + Clear roll
void DrawFigure(AppState& s, const json& figure, const AppGesture& g);  // figure_view.cpp
void DrawUserTablesHook(AppState& s);                          // tables_hook.cpp: user tables (editor later)
void DrawJsonValue(const json& v);                             // result_view.cpp: any JSON, readable
void ApplyDragScroll(AppState& s, const AppGesture& g);        // app.cpp: finger drag scrolls this window
bool MapOwnsDrag(AppState& s, const AppGesture& g);            // app.cpp: this drag began on the map

}  // namespace pm::shell
