// Pointman web platform — storage, download and file picker for the user-table editor
// (shell/app/table_editor.h).
//
// The tables live in the player's one saved document (shell/app/saved.h, stored by
// web/app/saved_glue.cpp, checked by core/api/saved_store.h); the editor reads and writes it
// itself (SavedSetTable). This backend only moves files: download and the file picker.
//
// JS surface for tests and embedders: window.pointmanTables = {status(), importText(id, text),
// exportText(id)} (installed once the module runs).
//
// [SECTION] EM_JS glue
// [SECTION] backend
// [SECTION] embind hooks
#include <emscripten.h>
#include <emscripten/bind.h>

#include <cstdlib>

#include "api/codec.h"
#include "app/saved.h"
#include "app/table_editor.h"
#include "platform.h"

// [SECTION] EM_JS glue
EM_JS(void, pm_tables_pick, (const char* id), {
    var tableId = UTF8ToString(id);
    var input = document.createElement("input");
    input.type = "file";
    input.accept = ".json,application/json";
    input.style.display = "none";
    input.addEventListener("change", function() {
        var f = input.files && input.files[0];
        input.remove();
        if (!f) return;
        f.text().then(function(text) { Module["_tablesImport"](tableId, text); });
    });
    document.body.appendChild(input);
    input.click();
});

EM_JS(void, pm_tables_install_js, (void), {
    if (typeof window == "undefined") return;
    window["pointmanTables"] = {
        status: function() { return JSON.parse(Module["_tablesStatus"]()); },
        importText: function(id, text) { return JSON.parse(Module["_tablesImport"](String(id), String(text))); },
        exportText: function(id) { return Module["_tablesExport"](String(id)); }
    };
});

// [SECTION] backend
namespace {
struct Install {
    Install() {
        pm::shell::TableBackend b;
        b.Download = [](const std::string& n, const std::string& t) { pm::web::PageDownload(n, "application/json", t); };
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
std::string ExportText(const std::string& id) { return pm::shell::TablesExportText(id); }
}  // namespace

EMSCRIPTEN_BINDINGS(pointman_tables) {
    emscripten::function("_tablesStatus", &StatusJson);
    emscripten::function("_tablesImport", &ImportText);
    emscripten::function("_tablesExport", &ExportText);
}
