// Pointman web platform — storage, download and file picker for the user-table editor
// (shell/app/table_editor.h).
//
// TO BE REPLACED by the offline layer's saved-data store (shell/app/saved.h, web/app/saved_glue.cpp)
// when it lands on main: this shim reads and writes the same document (localStorage
// "pointman.store", checked by core/api/saved_store.h) and only ever changes its "tables"
// section, so the switch keeps every table a player saved.
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
#include "app/table_editor.h"
#include "platform.h"

// [SECTION] EM_JS glue
EM_JS(char*, pm_tables_load, (void), {
    var t = "";
    try { t = localStorage.getItem("pointman.store") || ""; } catch (e) { t = ""; }
    var n = lengthBytesUTF8(t) + 1;
    var p = _malloc(n);
    stringToUTF8(t, p, n);
    return p;
});

EM_JS(int, pm_tables_save, (const char* text), {
    try { localStorage.setItem("pointman.store", UTF8ToString(text)); return 1; } catch (e) { return 0; }
});

EM_JS(void, pm_tables_download, (const char* name, const char* text), {
    var blob = new Blob([UTF8ToString(text)], { type: "application/json" });
    var a = document.createElement("a");
    a.href = URL.createObjectURL(blob);
    a.download = UTF8ToString(name);
    document.body.appendChild(a);
    a.click();
    setTimeout(function() { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
});

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
std::string Load() {
    char* p = pm_tables_load();
    std::string t = p ? p : "";
    free(p);
    return t;
}

struct Install {
    Install() {
        pm::shell::TableBackend b;
        b.Load = Load;
        b.Save = [](const std::string& t) { return pm_tables_save(t.c_str()) != 0; };
        b.Download = [](const std::string& n, const std::string& t) { pm_tables_download(n.c_str(), t.c_str()); };
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
