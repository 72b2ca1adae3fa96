// Pointman — the player's saved work (presets, roll history, user tables), as stored on the device.
//
// The browser keeps one JSON document (localStorage "pointman.store"); this file is the only code
// that reads it, so the app, the import of an exported file and the fuzzer all share one checker.
//
//   {"app": "pointman", "schema": 1,
//    "presets": {"<calc id>": [{"name": "...", "params": {...}}]},
//    "history": {"<calc id>": [{"seed": N, "params": {...}, "key": "...", "dice": [...], "time": T}]},
//    "tables":  {"<table id>": {...}},
//    "settings": {"recent": ["<calc id>", …], "pinned": ["<calc id>", …], "ruleset": "fng", …}}
//
// settings (the picker's memory): "recent" = the last calculators opened, newest first, at most
// kMaxRecent; "pinned" = the player's pins in the order pinned, at most kMaxPinned; "ruleset" =
// the rule-set filter ("" = all). Ids this build does not know are kept like any other; other
// keys of "settings" are kept untouched.
//
// Nothing here deletes data: a document that cannot be read is reported (the front door keeps the
// raw text aside and starts clean); entries for calculators this build does not know are kept as
// they are, so a newer or older build never loses them.
#pragma once

#include <string>
#include <string_view>

#include "registry/json.h"

namespace pm {

constexpr int kStoreSchema = 1;
constexpr size_t kMaxStoreBytes = 4 * 1024 * 1024;   // localStorage holds ~5 MB per origin
constexpr size_t kMaxHistoryPerCalc = 200;
constexpr size_t kMaxPresetsPerCalc = 100;
constexpr size_t kMaxRecent = 8;
constexpr size_t kMaxPinned = 200;
constexpr size_t kMaxSettingsId = 80;  // a calculator id or rule-set id in settings, bytes

json empty_store();

// The picker's memory, as the app changes it (each returns the changed settings object; other
// keys are kept). settings_opened: the id moves to the front of "recent", trimmed to kMaxRecent.
// settings_toggle_pin: pins at the end, or unpins. settings_set_ruleset: "" = all rule sets.
json settings_opened(const json& settings, const std::string& calc_id);
json settings_toggle_pin(const json& settings, const std::string& calc_id);
json settings_set_ruleset(const json& settings, const std::string& ruleset);

// Reads a stored document. Returns {"ok": true, "store": {...}, "notes": [...]} or
// {"ok": false, "reason": "corrupt" | "future" | "too_large", "message": "..."}.
// History lists are trimmed to the newest kMaxHistoryPerCalc entries and settings.recent to the
// newest kMaxRecent (noted in "notes"); a settings.recent / pinned that is not a list of ids, or a
// settings.ruleset that is not a string, makes the document "corrupt" like any other shape fault.
json check_store(std::string_view text);

// An exported file being imported: stricter than check_store (every preset's parameters must
// be valid for a calculator this build knows). Returns {"ok": true, "store": {...}} or
// {"ok": false, "message": "<names the fault: which calculator, preset, parameter>"}.
json check_import(std::string_view text);

}  // namespace pm
