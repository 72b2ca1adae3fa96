// Pointman — JSON text as every front door sends and reads it: compact, byte for byte what
// nlohmann-json's dump() gave, written straight into one string (no tree, no second copy).
//
// What keeps the bytes the same: numbers with a fraction are written by nlohmann-json's own
// shortest-round-trip formatter (1e-05); a string is copied eight plain bytes at a time, with the
// quote, the backslash and the five short control escapes escaped, its UTF-8 sequences checked by RapidJSON; a string
// that holds another control byte (nlohmann-json writes \u001f) or bytes that are not UTF-8 (nlohmann-json writes
// U+FFFD) is escaped by nlohmann-json. tests/core/contract/test_json_text.cpp holds them equal. JSON text read
// from outside: contract/json_read.h.
//
// [SECTION] a JSON value as text: json_text
// [SECTION] text written as it goes: JsonTextWriter (a response written without building its tree)
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "engine/json.h"

namespace pm {

// [SECTION] a JSON value as text
// Compact JSON text of `j`; never throws.
std::string json_text(const json& j);

// [SECTION] text written as it goes
// The same text as json_text of the tree the calls describe, with no tree built: open and close
// objects and arrays, give each member's key, then its value (a scalar, or a whole json value).
class JsonTextWriter {
public:
    JsonTextWriter();
    ~JsonTextWriter();
    JsonTextWriter(const JsonTextWriter&) = delete;
    JsonTextWriter& operator=(const JsonTextWriter&) = delete;

    void start_object();
    void end_object();
    void start_array();
    void end_array();
    void key(std::string_view k);
    void string(std::string_view s);
    void boolean(bool b);
    void integer(std::int64_t i);
    void number(double d);
    void value(const json& j);

    std::string text() const;  // what was written (complete once every object and array is closed)

private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace pm
