// Pointman — the request/response codec shared by every front door (CLI, JS API, share links,
// the ImGui shell, tests). It validates a request against the calculator's ParamSpecs, runs
// `evaluate`, and encodes the contract's response. Nothing here ever throws to the caller: every
// failure becomes {"ok": false, "error": {"code", "param", "message"}}.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "contract/calculator.h"
#include "engine/json.h"

namespace pm {

// [SECTION] requests and responses
// A request rolls with "seed" (the seeded generator) or "dice" (the player's own faces, in the
// calculator's draw order); every response with a roll lists the dice drawn in roll.faces as
// {"d": sides, "face": n}. Too few dice: error needs_dice, with error.needs = {"more", "at_least",
// "sides"} (the next die is sides[0]); a face outside its die, or more faces than the roll uses:
// out_of_range (param "dice").
json evaluate_request(const json& request);
json evaluate_request_text(std::string_view text);  // parses first; malformed → bad_json
// The same answer as its text, to_text(evaluate_request_text(text)) byte for byte, written as it
// goes (no JSON tree of the response is built): what the CLI, the bindings and the bench send.
std::string answer_text(std::string_view text);
// Checks calculator id, parameters and seed without evaluating: null when valid, else an error response.
json validate_request(const json& request);
json error_response(ErrorCode code, const std::string& param, const std::string& message);
// A request's "tables" may hold tables the calculator does not read (a typo in an id, or a table
// meant for another calculator). evaluate_request answers as usual and adds "warnings" (after
// "summary", or after "error"), one sentence per such table, instead of ignoring it silently.
std::vector<std::string> unused_table_warnings(const Calculator& c, const json& tables);
// The warnings a request's own fields give, in every answer to it (its error's too), before any
// table warning: a top-level field no request has ("sed": 5), named and ignored, never refused;
// a "generator" (the version a shared roll was made with: a link's gen) that is not a version, or
// that differs from the calculator's while the request rolls (the roll shown is not the one shared).
std::vector<std::string> request_warnings(const json& request);

// Compact JSON text of a response; never throws (invalid UTF-8 is replaced, not fatal).
std::string to_text(const json& j, int indent = -1);

// [SECTION] discovery
json list_json();                           // [{id,title,ruleset,family,citation,group,group_title,group_order}, …]
json describe_json(const std::string& id);  // full spec, or an error response
json describe_calculator(const Calculator& c);

// [SECTION] text parameters (share links, CLI key=value)
// Converts "key=value" strings to a typed request for calculator `id`. Errors come back as an
// error response (check "ok").
json request_from_pairs(const std::string& id, const std::vector<std::pair<std::string, std::string>>& pairs);
// "#/fng.weather?month=7&half=late&seed=12" (leading '#' and '/' optional) → request, or error response.
// A link's gen becomes the request's "generator" (a whole number, or the text given), which
// evaluate_request checks (request_warnings).
json request_from_link(std::string_view link);
// The link key of the player's own faces: "#/fng.fire?rolled=4.5.2". Not "dice": fng.fire,
// fng.reaction and others have a parameter called dice (the contract's names keep their meaning).
// Link keys seed, gen and rolled are reserved: no calculator may have a parameter of those names.
constexpr const char* kRolledKey = "rolled";
// The canonical link for a request (only non-default parameters, then seed or rolled, and gen).
std::string link_for_request(const json& request);

// [SECTION] limits on untrusted text
constexpr size_t kMaxRequestBytes = 256 * 1024;
constexpr int kMaxJsonDepth = 32;
constexpr size_t kMaxDice = 20000;  // faces in one request's "dice"
// Both are checked by the reader (contract/json_read.h) before it copies or opens anything.

}  // namespace pm
