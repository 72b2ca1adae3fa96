// Pointman shell — user-entered tables (Calculator::tables, describe "tables"): the editor in
// app/table_editor.cpp (enter by taps, check with the core, save on the device, export/import).
#include "app/table_editor.h"
#include "app/views.h"

namespace pm::shell {

void DrawUserTablesHook(AppState& s) { DrawTableEditors(s); }

}  // namespace pm::shell
