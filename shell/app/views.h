// Pointman shell — the screens and panels AppFrame() composes (one file each).
#pragma once

#include "app/app.h"

namespace pm::shell {

void DrawPickerBar(AppState& s);         // picker.cpp: search field + rule-set filter (fixed)
void DrawPicker(AppState& s);            // picker.cpp: matches, or Pinned, Recent and the groups
void DrawParams(AppState& s);            // params_view.cpp: main, More options, saved work
void DrawMainParams(AppState& s);        // params_view.cpp: describe's main parameters
void DrawMoreOptions(AppState& s);       // params_view.cpp: the fold with the others
bool ParamHelpShown(const AppState& s);  // params_view.cpp: main parameters show their help
void DrawResult(AppState& s, bool roll_buttons, const AppGesture& g);      // result_view.cpp: head + rest + exports
void DrawAnswerHead(AppState& s, bool roll_buttons, const AppGesture& g);  // result_view.cpp: picture, roll, chances
void DrawAnswerRest(AppState& s);                // result_view.cpp: at least/most, values, modifiers
void DrawResultBar(AppState& s);                 // result_view.cpp: phone: summary + Roll, pinned
void DrawRollButtons(AppState& s, float width);  // result_view.cpp: Roll / Roll again + Clear roll
void DrawDiceButton(AppState& s, float width);   // dice_view.cpp: "I rolled…" beside Roll
void DrawDicePanel(AppState& s);                 // dice_view.cpp: the next die's faces, undo, clear
void DrawFigure(AppState& s, const json& figure, const AppGesture& g);  // figure_view.cpp
void DrawUserTablesHook(AppState& s);                                   // tables_hook.cpp: user tables (editor later)
void ApplyDragScroll(AppState& s, const AppGesture& g);                 // app.cpp: finger drag scrolls this window
bool MapOwnsDrag(AppState& s, const AppGesture& g);                     // app.cpp: this drag began on the map
void DrawWho(AppState& s);                          // roster_view.cpp: "Who?" – the roster's figures in the roles
void DrawApply(AppState& s);                        // roster_view.cpp: a rolled answer's effects → roster, Undo
void DrawRoster(AppState& s, const AppGesture& g);  // roster_view.cpp: squads, figures, groups, game log

}  // namespace pm::shell
