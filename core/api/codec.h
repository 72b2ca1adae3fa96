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

#include "registry/calculator.h"
#include "registry/json.h"

namespace pm {

// [SECTION] requests and responses
json evaluate_request(const json& request);
json evaluate_request_text(std::string_view text);  // parses first; malformed → bad_json
// Checks calculator id, parameters and seed without evaluating: null when valid, else an error response.
json validate_request(const json& request);
json error_response(const std::string& code, const std::string& param, const std::string& message);

// Compact JSON text of a response; never throws (invalid UTF-8 is replaced, not fatal).
std::string to_text(const json& j, int indent = -1);

// [SECTION] discovery
json list_json();                            // [{id,title,ruleset,family,citation}, …]
json describe_json(const std::string& id);   // full spec, or an error response
json describe_calculator(const Calculator& c);

// [SECTION] text parameters (share links, CLI key=value)
// Converts "key=value" strings to a typed request for calculator `id`. Errors come back as an
// error response (check "ok").
json request_from_pairs(const std::string& id, const std::vector<std::pair<std::string, std::string>>& pairs);
// "#/fng.weather?month=7&half=late&seed=12" (leading '#' and '/' optional) → request, or error response.
json request_from_link(std::string_view link);
// The canonical link for a request (only non-default parameters, then seed and gen).
std::string link_for_request(const json& request);

// [SECTION] limits on untrusted text
constexpr size_t kMaxRequestBytes = 256 * 1024;
constexpr int kMaxJsonDepth = 32;
// Depth of [ and { nesting outside strings: a cheap guard before the parser sees hostile text.
int json_depth(std::string_view text);

}  // namespace pm
