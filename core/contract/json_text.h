// Pointman — JSON text as every front door sends it: compact, written by RapidJSON's streaming
// Writer (Debian's rapidjson-dev), byte for byte what nlohmann-json's dump() gave before it.
//
// What keeps the bytes the same: numbers with a fraction are written by nlohmann-json's own
// shortest-round-trip formatter (RapidJSON's would write 1e-5 for 1e-05); a string that holds a
// control byte RapidJSON would escape in capitals (\u001F for \u001f), or bytes that are not UTF-8
// (nlohmann-json writes U+FFFD for them), is escaped by nlohmann-json; everything else, nearly every
// string, by RapidJSON. tests/core/contract/test_json_text.cpp holds the two equal.
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
