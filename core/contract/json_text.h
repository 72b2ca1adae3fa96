// Pointman — JSON text as every front door sends it: compact, written by RapidJSON's streaming
// Writer (Debian's rapidjson-dev), byte for byte what nlohmann-json's dump() gave before it.
//
// What keeps the bytes the same: numbers with a fraction are written by nlohmann-json's own
// shortest-round-trip formatter (RapidJSON's would write 1e-5 for 1e-05); a string that holds a
// control byte RapidJSON would escape in capitals (\u001F for \u001f), or bytes that are not UTF-8
// (nlohmann-json writes U+FFFD for them), is escaped by nlohmann-json; everything else, nearly every
// string, by RapidJSON. tests/core/contract/test_json_text.cpp holds the two equal.
#pragma once

#include <string>

#include "engine/json.h"

namespace pm {

// Compact JSON text of `j`; never throws.
std::string json_text(const json& j);

}  // namespace pm
