// Pointman — JSON text read from outside (a request, a saved document, a response handed back to
// presentValues): the tree nlohmann-json's parser makes, read in time linear in the text, with
// its limits checked before anything is copied or recursed into.
//
// What it gives is json::parse(text)'s tree, number types and all (non-negative integers unsigned,
// negative ones signed, other numbers exactly as strtod rounds them; a repeated key keeping its
// first place and its last value), or its refusal. RapidJSON's reader reads nearly every text
// (several times faster); its numbers arrive as text and are converted here, never by RapidJSON's
// own conversion (RapidJSON 1.1.0 overflows a buffer on a fraction of 348 zeros and misreads one of
// 324 to 347); what RapidJSON refuses goes to nlohmann-json's reader, whose verdict stands. Both
// build the tree through one builder: an object's keys are appended, never searched for one by
// one (nlohmann-json's ordered object searches its keys at every key: quadratic), and a large
// object's repeated keys are merged once it is complete.
//
// Beyond json::parse, and refused with the fault named: text larger than `max_bytes`; nesting
// deeper than `max_depth` (checked as each object or array opens); a NUL byte anywhere
// (nlohmann-json stops at one and ignores the rest); text after the value.
// tests/core/contract/test_json_read.cpp holds it to json::parse.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "engine/json.h"

namespace pm {

enum class JsonFault {
    None,
    NotJson,   // not JSON at all (or a number too large for a double)
    TooLarge,  // more than max_bytes
    TooDeep,   // objects and arrays nested deeper than max_depth
    NulByte,   // a NUL byte (JSON text never holds one: inside a string it is written \u0000)
    Trailing,  // text after the JSON value
};

struct JsonRead {
    json value;                         // a discarded value unless fault is None
    JsonFault fault = JsonFault::None;  //
    size_t at = 0;                      // where the fault is, in bytes from the start (when known)
};

// Never throws.
JsonRead read_json_text(std::string_view text, size_t max_bytes, int max_depth);

// The fault in words, about `what` ("the request"): "the request is not valid JSON: a NUL byte
// after 17 bytes". TooLarge and TooDeep keep the words they always had: "… is too large",
// "… is nested too deeply".
std::string json_fault_words(const JsonRead& r, const std::string& what);

}  // namespace pm
