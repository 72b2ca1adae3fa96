// Pointman shell — the player's saved work: named presets, roll history, luck statistics, user
// tables and the picker's memory (recent, pinned, rule-set filter), kept in ONE document checked by
// core/contract/saved_store.h (the only reader of saved data).
//
// The shell keeps the document in memory for drawing, but never writes that copy: every change
// (a preset, a roll, a table, a pin) is one change object (core/contract/saved_store.h apply_change),
// applied to memory at once and queued; SavedCommit() then re-reads what is stored NOW, merges
// the queued changes into it (merge_change), writes the result and takes it as the new memory.
// So another tab's saves are never written over. The platform runs SavedCommit inside its
// critical section (the browser: Web Locks) and calls SavedRefresh() when another tab changed
// the stored document (the browser: storage events). Natively or in tests: memory only.
// Nothing is ever deleted: a document that cannot be read is handed to KeepAside() before the app
// starts clean, and the player is told. Storage that cannot be used, or is full, is told once
// each (a plain notice), the app keeps working in memory, and what is stored is left as it is.
//
// [SECTION] backend
// [SECTION] entry points
#pragma once

#include <functional>
#include <string>

#include "app/app.h"

namespace pm::shell {

// [SECTION] backend
enum SaveResult { Save_Ok = 0, Save_Unavailable = 1, Save_Full = 2 };
struct SavedBackend {
    std::function<std::string()> Load;                         // raw text, "" when nothing is stored
    std::function<int(const std::string&)> Save;               // a SaveResult
    std::function<bool()> Available;                           // false: no storage at all (sandbox, blocked)
    std::function<bool()> Commit;                              // true: SavedCommit() will run in the platform's
                                                               // critical section soon; false: run it now
    std::function<std::string(const std::string&)> KeepAside;  // stores unreadable text, returns where
    std::function<void(const std::string&)> Notify;            // tells the player (page banner)
    std::function<void(const std::string&)> Download;          // export: offer the text as a file
    std::function<void()> PickImport;                          // import: file picker → SavedImportText
    std::function<void(bool)> TextAgent;                       // phone keyboard: focus the hidden input
    std::function<void(const std::string&, const std::string&)> Share;  // (title, link): share sheet or clipboard
    std::function<void(const std::string&)> Announce;                   // screen readers: params + result as text
    // The saved work from before the last accepted import (one copy, replaced at each import):
    // keep it (false: could not, it then lasts this session only) and read it back ("" = none).
    std::function<bool(const std::string&)> KeepBeforeImport;
    std::function<std::string()> LoadBeforeImport;
};

// [SECTION] entry points
void SavedSetBackend(SavedBackend b);
void SavedLoad();                               // reads and checks the stored document (once; later calls do nothing)
const json& SavedStore();                       // the document (empty store before SavedLoad)
void SavedCommit();                             // merges the queued changes into what is stored now, writes
bool SavedRefresh();                            // re-reads the stored document (another tab changed it); true if
                                                // memory changed. Queued changes stay applied on top.
unsigned SavedRevision();                       // changes whenever the document in memory does
size_t SavedPending();                          // changes not yet stored (storage full or unavailable: kept)
const std::string& SavedNotice();               // what went wrong (load, storage unavailable or full), or ""
const std::string& SavedAsideKey();             // where the unreadable copy was kept, or ""
std::string SavedExportText();                  // the whole document, stable bytes
json SavedImportText(const std::string& text);  // check_import; on success keeps the document aside, replaces it
json SavedImportRefused(const std::string& message);  // a file refused before it was read (too large)
// The way back from an import: {"ok", "message", "can_restore"}. Restoring swaps the two documents,
// so the import can be taken back again. Refused imports change neither.
bool SavedCanRestore();
json SavedRestoreBeforeImport();
json SavedTables();  // the user tables (sent with every evaluate)
bool SavedSetTable(const std::string& id, const json& table);
bool SavedAddPreset(const std::string& calc, const std::string& name, const json& params);
bool SavedRenamePreset(const std::string& calc, size_t index, const std::string& name);
bool SavedDeletePreset(const std::string& calc, size_t index);
void SavedRecordRoll(const AppState& s);  // after a seeded evaluation: newest first, at most 200
json SavedLuck(const AppState& s);        // observed vs exact for the current calculator and params
void SavedShare(const AppState& s);
// The platform's answer to Share: via "clipboard" (copied), "share" (the share sheet took it) or
// "failed" (neither: `url` is shown to copy by hand). Shown under the Share button.
void SavedShareDone(const std::string& via, const std::string& url);
std::string SavedResultText(const AppState& s);  // the current calculator's params and result, as one text // the
                                                 // current link through the platform
void DrawSavedPanel(AppState& s);                // presets, share, history, luck, export/import
// The picker's memory ("settings" of the same document; core/contract/saved_store.h checks it).
json SavedSettings();            // {"recent": [...], "pinned": [...], "ruleset": "..."} (any may be missing)
const json& SavedSettingsRef();  // the same, read in place (no copy: the display reads it every drawn frame)
void SavedNoteOpened(const std::string& calc);     // a calculator was opened: front of Recent (at most 8)
bool SavedTogglePin(const std::string& calc);      // pins or unpins; false when nothing changed
void SavedSetRuleset(const std::string& ruleset);  // the rule-set filter, "" = all
void SavedSetDisplay(const json& display);  // {"theme": "auto"|"dark"|"light"|"contrast"} and/or {"text_size": 0..3}
void SavedTextAgent();                      // phone keyboard up while an ImGui text field is active
// The roster (core/contract/roster.h) in the same document: one roster change saved like any other.
bool SavedChange(const json& change);  // false: refused (SavedStatus() says why)
const std::string& SavedStatus();      // the last refused change's reason, or a storage word
const json& SavedRoster();             // the roster, or an empty one
std::string SavedNewId();              // a fresh id for a squad, figure, group or event
void SavedShareLink(const std::string& title, const std::string& link);  // a squad's link, shared as a result's
const std::string& SavedShareNote();                                     // what became of the last Share

}  // namespace pm::shell
