// Pointman — the player's saved work (presets, roll history, user tables), as stored on the device.
//
// The browser keeps one JSON document (localStorage "pointman.store"); this file is the only code
// that reads it, so the app, the import of an exported file and the fuzzer all share one checker.
//
//   {"app": "pointman", "schema": 1,
//    "presets": {"<calc id>": [{"name": "...", "params": {...}}]},
//    "history": {"<calc id>": [{"seed": N, "params": {...}, "key": "...", "dice": [...], "time": T}]},
//    "tables":  {"<table id>": {...}},
//    "settings": {"recent": ["<calc id>", …], "pinned": ["<calc id>", …], "ruleset": "fng", …},
//    "roster": {"version": 1, …},  (squads, figures and the game log: contract/roster.h; optional)
//    "writes": ["<write id>", …]}   (bookkeeping of merge_changes; optional, left out of exports)
//
// A document written before the roster has no "roster" and loads as it was. A "roster" that
// check_roster refuses is moved, as it was, to "roster_aside" (never deleted; check_store's answer
// then has "roster_aside": what to tell the player), and the rest of the saved work loads.
//
// settings (the picker's memory): "recent" = the last calculators opened, newest first, at most
// kMaxRecent; "pinned" = the player's pins in the order pinned, at most kMaxPinned; "ruleset" =
// the rule-set filter ("" = all). Ids this build does not know are kept like any other; other
// keys of "settings" are kept untouched. The display, shared by the canvas app, the text view and
// the embed: "theme" = "auto" (follow the device's light/dark and contrast preference), "dark",
// "light" or "contrast"; "text_size" = 0 (normal) … kMaxTextSize. A value this build does not know
// reads as "auto" / 0 and is kept as it is (a newer build's choice survives an older one).
//
// Nothing here deletes data: a document that cannot be read is reported (the front door keeps the
// raw text aside and starts clean); entries for calculators this build does not know are kept as
// they are, so a newer or older build never loses them.
#pragma once

#include <string>
#include <string_view>

#include "engine/json.h"

namespace pm {

constexpr int kStoreSchema = 1;
constexpr size_t kMaxStoreBytes = 4 * 1024 * 1024;  // localStorage holds ~5 MB per origin
constexpr size_t kMaxTableBytes = 128 * 1024;       // one user table (it travels in a 256 KB request)
constexpr size_t kMaxHistoryPerCalc = 200;
constexpr size_t kMaxPresetsPerCalc = 100;
constexpr size_t kMaxRecent = 8;
constexpr size_t kMaxPinned = 200;
constexpr size_t kMaxSettingsId = 80;  // a calculator id or rule-set id in settings, bytes
constexpr size_t kMaxWriteLog = 64;
constexpr int kMaxTextSize = 3;  // settings.text_size: 0 = normal, 1..3 larger steps    // ids of the last writes kept
                                 // in "writes" (merge_changes)

json empty_store();

// The picker's memory, as the app changes it (each returns the changed settings object; other
// keys are kept). settings_opened: the id moves to the front of "recent", trimmed to kMaxRecent.
// settings_toggle_pin: pins at the end, or unpins. settings_set_ruleset: "" = all rule sets.
json settings_opened(const json& settings, const std::string& calc_id);
json settings_toggle_pin(const json& settings, const std::string& calc_id);
json settings_set_ruleset(const json& settings, const std::string& ruleset);
// The display choice: `display` may hold "theme" and/or "text_size"; a value out of range is
// refused (returns the settings unchanged and sets *error when given).
json settings_set_display(const json& settings, const json& display, std::string* error = nullptr);
bool is_theme_name(const std::string& theme);  // "auto", "dark", "light", "contrast"

// [SECTION] changes
// One change to the saved document, as the app makes it. Every save, in every open tab, is
// "re-read what is stored now, apply this one change, write" (merge_change), never a write of a
// copy the tab holds in memory: changes of different entries made in different tabs all survive,
// and changes of the same entry keep the later one.
//   {"op": "set_table",     "id": T, "table": {...}}             add or replace one user table
//   {"op": "remove_table",  "id": T}
//   {"op": "put_preset",    "calc": C, "name": N, "params": {...}} add, or replace the preset named N
//   {"op": "rename_preset", "calc": C, "name": N, "to": M}      a preset already named M is replaced
//   {"op": "delete_preset", "calc": C, "name": N}
//   {"op": "add_roll",      "calc": C, "roll": {...}}            appended; the newest kMaxHistoryPerCalc kept
//   {"op": "opened",        "calc": C}                           settings_opened
//   {"op": "pin",           "calc": C, "pinned": true|false}     pins at the end, or unpins
//   {"op": "ruleset",       "ruleset": R}                        settings_set_ruleset
//   {"op": "display",       "theme": T, "text_size": N}          settings_set_display (either or both)
//   {"op": "put_squad" | "remove_squad" | "put_figure" | "remove_figure" | "add_group" | "apply" |
//          "undo" | "turn", …}                                    the roster's changes (contract/roster.h)
//   {"op": "replace",       "store": {...}}                      the whole document (an import; a clean
//                                                                start after an unreadable one was kept aside)
// An entry that is no longer there (a preset another tab deleted) is not an error: nothing changes.
// Returns {"ok": true, "store": {...}} or {"ok": false, "message": "..."} (a malformed change, or a
// preset list already full). `store` must be a document check_store accepted.
json apply_change(const json& store, const json& change);

// The merge a save performs: `stored` is the text on the device now ("" = nothing stored yet).
// Returns {"ok": true, "store": {...}, "text": "<what to write>"} — a document check_store accepts —
// or {"ok": false, "reason": "unreadable" | "invalid" | "too_large", "message": "..."}.
// "unreadable": what is stored cannot be read, so it must not be written over (only a "replace"
// may, once the app has kept the unreadable text aside); "too_large": the result would pass
// kMaxStoreBytes.
json merge_change(std::string_view stored, const json& change);
// Several changes in order, in one read and one write (what a commit does with the changes queued
// while storage was busy or full). A malformed change is skipped and listed in "refused":
// [{"index": i, "message": "..."}]; the others are applied. Same failures as merge_change.
//
// write_id (optional, at most 32 bytes) is appended to the document's write log "writes" (the ids
// of the last kMaxWriteLog writes, oldest first). A tab that wrote id X and later reads a document
// whose log lacks X knows another tab wrote over its save without having seen it (browsers keep a
// per-process copy of localStorage that can lag behind for a moment), and sends its changes
// again; every change is idempotent (a roll already in the list is not added twice).
json merge_changes(std::string_view stored, const json& changes, const std::string& write_id = "");

// Reads a stored document. Returns {"ok": true, "store": {...}, "notes": [...]} or
// {"ok": false, "reason": "corrupt" | "future" | "too_large", "message": "..."}.
// History lists are trimmed to the newest kMaxHistoryPerCalc entries and settings.recent to the
// newest kMaxRecent (noted in "notes"); a settings.recent / pinned that is not a list of ids, or a
// settings.ruleset that is not a string, makes the document "corrupt" like any other shape fault.
json check_store(std::string_view text);

// An exported file being imported: stricter than check_store (every preset's parameters must
// be valid for a calculator this build knows; every table of a known id must pass the core's
// table validator, and no table may pass kMaxTableBytes). Returns {"ok": true, "store": {...}} or
// {"ok": false, "message": "<names the fault: which calculator, preset, parameter, table>",
// "table": "<id>" when a table is the fault}.
json check_import(std::string_view text);

}  // namespace pm
