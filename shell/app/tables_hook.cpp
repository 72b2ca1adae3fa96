// Pointman shell — below the parameters: the player's saved work (app/saved_view.cpp: presets,
// share, history, luck, export/import) and the user-table editor (app/table_editor.cpp: enter a
// base game's table by taps, check it with the core, keep it in the same saved document).
#include "app/saved.h"
#include "app/table_editor.h"
#include "app/views.h"

namespace pm::shell {

void DrawUserTablesHook(AppState& s) {
    DrawSavedPanel(s);
    DrawTableEditors(s);
}

}  // namespace pm::shell
