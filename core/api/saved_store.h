// Pointman — the player's saved work (presets, roll history, user tables), as stored on the device.
//
// The browser keeps one JSON document (localStorage "pointman.store"); this file is the only code
// that reads it, so the app, the import of an exported file and the fuzzer all share one checker.
//
//   {"app": "pointman", "schema": 1,
//    "presets": {"<calc id>": [{"name": "...", "params": {...}}]},
//    "history": {"<calc id>": [{"seed": N, "params": {...}, "key": "...", "dice": [...], "time": T}]},
//    "tables":  {"<table id>": {...}},
//    "settings": {...}}
//
// Nothing here deletes data: a document that cannot be read is reported (the front door keeps the
// raw text aside and starts clean); entries for calculators this build does not know are kept as
// they are, so a newer or older build never loses them.
#pragma once

#include <string_view>

#include "registry/json.h"

namespace pm {

constexpr int kStoreSchema = 1;
constexpr size_t kMaxStoreBytes = 4 * 1024 * 1024;   // localStorage holds ~5 MB per origin
constexpr size_t kMaxHistoryPerCalc = 200;
constexpr size_t kMaxPresetsPerCalc = 100;

json empty_store();

// Reads a stored document. Returns {"ok": true, "store": {...}, "notes": [...]} or
// {"ok": false, "reason": "corrupt" | "future" | "too_large", "message": "..."}.
// History lists are trimmed to the newest kMaxHistoryPerCalc entries (noted in "notes").
json check_store(std::string_view text);

// An exported file being imported: stricter than check_store (every preset's parameters must
// be valid for a calculator this build knows). Returns {"ok": true, "store": {...}} or
// {"ok": false, "message": "<names the fault: which calculator, preset, parameter>"}.
json check_import(std::string_view text);

}  // namespace pm
