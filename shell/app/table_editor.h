// Pointman shell — the user-table editor: type a base game's table in once with a thumb,
// check it with the core (core/contract/tables/user_tables.h), keep it on the device, send it with every
// evaluate, export and import it as JSON.
//
// Tables are kept in the one saved document (app/saved.h, checked by core/contract/saved_store.h):
// read from it in place and written by SavedSetTable, in the browser and natively alike. What a
// table looks like (kind, result codes, limits, example, blank form) comes from describe()
// (core/contract/tables/table_kinds.h); the editor holds no rule knowledge of its own. The platform's
// backend only moves files (download, pick).
//
// [SECTION] backend
// [SECTION] entry points
#pragma once

#include <functional>
#include <string>

#include "app/app.h"

namespace pm::shell {

// [SECTION] backend
struct TableBackend {
    std::function<void(const std::string&, const std::string&)> Download;  // (file name, text)
    std::function<void(const std::string&)> PickImport;  // file picker for a table id → TablesImportText
};

// [SECTION] entry points
void TablesSetBackend(TableBackend b);
json TablesForRequest();  // the saved tables (object, maybe empty): sent as the request's "tables"
// Checks an imported file for table `id`; on success saves it and re-evaluates. A refused import
// changes nothing saved. Returns {"ok":true,"message"} or {"ok":false,"message","faults":[...]}.
json TablesImportText(AppState& s, const std::string& id, const std::string& text);
// A file refused before it was read (the page saw it was too large): said where an import's faults are.
json TablesImportRefused(AppState& s, const std::string& id, const std::string& fault);
std::string TablesExportText(const std::string& id);  // the saved table as a JSON file, "" if none
json TablesStatus();                                  // test hook: saved tables, drafts, messages
void DrawTableEditors(AppState& s);                   // under the parameters (tables_hook.cpp)
void DrawNeededTables(AppState& s);                   // under the answer: the tables it waits for (then not lower down)

}  // namespace pm::shell
