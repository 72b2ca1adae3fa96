// Pointman web platform — storage, download and file picker for the user-table editor
// (shell/app/table_editor.h).
//
// The tables live in the player's one saved document (shell/app/saved.h, stored by
// web/app/saved_glue.cpp, checked by core/contract/saved_store.h); the editor reads and writes it
// itself (SavedSetTable). This backend only moves files: download and the file picker.
//
// JS surface for tests and embedders: window.pointmanTables = {status(), importText(id, text),
// exportText(id)} (installed once the module runs).
//
// [SECTION] JS library
// [SECTION] backend
// [SECTION] embind hooks
#include <emscripten.h>
#include <emscripten/bind.h>

#include <cstdlib>

#include "app/saved.h"
#include "app/table_editor.h"
#include "contract/codec.h"
#include "platform.h"

// [SECTION] JS library
// web/app/library_tables.js (linked with --js-library by cmake/web_app.cmake).
extern "C" {
void pm_tables_pick(const char* id);  // a file picker; the chosen file goes to _tablesImport
void pm_tables_install_js(void);      // window.pointmanTables
}

// [SECTION] backend
namespace {
struct Install {
    Install() {
        pm::shell::TableBackend b;
        b.Download = [](const std::string& n, const std::string& t) {
            pm::web::PageDownload(n, "application/json", t);
        };
        b.PickImport = [](const std::string& id) { pm_tables_pick(id.c_str()); };
        pm::shell::TablesSetBackend(std::move(b));
        pm_tables_install_js();
    }
} install;

// [SECTION] embind hooks
std::string StatusJson() {
    return pm::to_text(pm::shell::TablesStatus());
}
std::string ImportText(const std::string& id, const std::string& text) {
    pm::json r = pm::shell::TablesImportText(pm::web::App(), id, text);
    pm::web::Wake(6);
    return pm::to_text(r);
}
std::string ImportRefused(const std::string& id, const std::string& fault) {
    pm::json r = pm::shell::TablesImportRefused(pm::web::App(), id, fault);
    pm::web::Wake(6);
    return pm::to_text(r);
}
std::string ExportText(const std::string& id) {
    return pm::shell::TablesExportText(id);
}
}  // namespace

EMSCRIPTEN_BINDINGS(pointman_tables) {
    emscripten::function("_tablesStatus", &StatusJson);
    emscripten::function("_tablesImport", &ImportText);
    emscripten::function("_tablesImportRefused", &ImportRefused);
    emscripten::function("_tablesExport", &ExportText);
}
