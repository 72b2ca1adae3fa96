// Pointman — JSON text written by RapidJSON's Writer (json_text.h).
#include "contract/json_text.h"

// RapidJSON scans a string's plain run sixteen bytes at a time where the machine has SSE2 (every
// x86-64); elsewhere (WebAssembly) a byte at a time, the same text either way.
#if defined(__SSE2__) && !defined(RAPIDJSON_SSE2)
#define RAPIDJSON_SSE2
#endif
#include <rapidjson/encodings.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>

namespace pm {
namespace {

using JsonWriter = rapidjson::Writer<rapidjson::StringBuffer>;

struct DiscardOut {  // an output stream for RapidJSON's UTF-8 check that keeps nothing
    typedef char Ch;
    void Put(char) {}
};

// A string RapidJSON writes as nlohmann-json did: valid UTF-8 (each sequence checked by RapidJSON)
// whose only control bytes are the ones with a short escape (\b \t \n \f \r).
bool rapidjson_writes_it(std::string_view s) {
    const char* p = s.data();
    const char* const end = p + s.size();
    DiscardOut out;
    while (p < end) {
        // Eight plain bytes at a time, nearly every text: none has its high bit, and each is at least
        // 0x20 (adding 0x60 sets its high bit; no carry crosses bytes below 0x80).
        constexpr std::uint64_t high = 0x8080808080808080ULL;
        std::uint64_t eight = 0;
        if (end - p >= 8) {
            std::memcpy(&eight, p, 8);
            if ((eight & high) == 0 && ((eight + 0x6060606060606060ULL) & high) == high) {
                p += 8;
                continue;
            }
        }
        const auto c = static_cast<unsigned char>(*p);
        if (c >= 0x20 && c < 0x80) {
            ++p;
        } else if (c < 0x20) {
            if (c != '\b' && c != '\t' && c != '\n' && c != '\f' && c != '\r') return false;
            ++p;
        } else {
            // One sequence (at most 4 bytes) copied with a NUL after it, which no sequence runs
            // into: the view need not end in one.
            char seq[5] = {};
            for (int i = 0; i < 4 && p + i < end; ++i) seq[i] = p[i];
            rapidjson::StringStream in(seq);
            if (!rapidjson::UTF8<>::Validate(in, out)) return false;
            p += in.Tell();
        }
    }
    return true;
}

std::string nlohmann_text(const json& j) {
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

bool write_json(JsonWriter& w, const json& j);

// A string, or a member's key (RapidJSON writes a key as a string in the key's place).
bool write_json_string(JsonWriter& w, std::string_view s) {
    if (rapidjson_writes_it(s)) return w.String(s.data(), static_cast<rapidjson::SizeType>(s.size()));
    const std::string t = nlohmann_text(json(std::string(s)));
    return w.RawValue(t.data(), t.size(), rapidjson::kStringType);
}

bool write_json_number(JsonWriter& w, double d) {
    if (!std::isfinite(d)) return w.RawValue("null", 4, rapidjson::kNullType);
    char buf[64];
    const char* end = nlohmann::detail::to_chars(buf, buf + sizeof buf, d);
    return w.RawValue(buf, static_cast<size_t>(end - buf), rapidjson::kNumberType);
}

bool write_json(JsonWriter& w, const json& j) {
    switch (j.type()) {
        case json::value_t::null: return w.Null();
        case json::value_t::boolean: return w.Bool(j.get<bool>());
        case json::value_t::number_integer: return w.Int64(j.get<std::int64_t>());
        case json::value_t::number_unsigned: return w.Uint64(j.get<std::uint64_t>());
        case json::value_t::number_float: return write_json_number(w, j.get<double>());
        case json::value_t::string: return write_json_string(w, j.get_ref<const std::string&>());
        case json::value_t::array:
            w.StartArray();
            for (const auto& e : j.get_ref<const json::array_t&>())
                if (!write_json(w, e)) return false;
            return w.EndArray();
        case json::value_t::object: {
            const auto& fields = j.get_ref<const json::object_t&>();
            for (const auto& [k, v] : fields)
                if (!rapidjson_writes_it(k)) {  // a key RapidJSON cannot write as nlohmann-json did
                    const std::string t = nlohmann_text(j);
                    return w.RawValue(t.data(), t.size(), rapidjson::kObjectType);
                }
            w.StartObject();
            for (const auto& [k, v] : fields) {
                w.Key(k.data(), static_cast<rapidjson::SizeType>(k.size()));
                if (!write_json(w, v)) return false;
            }
            return w.EndObject();
        }
        default: {  // binary or discarded: never in a response; written as nlohmann-json writes them
            const std::string t = nlohmann_text(j);
            return w.RawValue(t.data(), t.size(), rapidjson::kStringType);
        }
    }
}

}  // namespace

std::string json_text(const json& j) {
    rapidjson::StringBuffer out;
    JsonWriter w(out);
    if (!write_json(w, j)) return nlohmann_text(j);
    return std::string(out.GetString(), out.GetSize());
}

// [SECTION] text written as it goes
// (RapidJSON's Writer never fails without its validating flag: what it returns is not read.)
struct JsonTextWriter::Impl {
    rapidjson::StringBuffer out;
    JsonWriter w{out};
};

JsonTextWriter::JsonTextWriter() : impl_(std::make_unique<Impl>()) {}
JsonTextWriter::~JsonTextWriter() = default;

void JsonTextWriter::start_object() {
    impl_->w.StartObject();
}
void JsonTextWriter::end_object() {
    impl_->w.EndObject();
}
void JsonTextWriter::start_array() {
    impl_->w.StartArray();
}
void JsonTextWriter::end_array() {
    impl_->w.EndArray();
}
void JsonTextWriter::key(std::string_view k) {
    write_json_string(impl_->w, k);
}
void JsonTextWriter::string(std::string_view s) {
    write_json_string(impl_->w, s);
}
void JsonTextWriter::boolean(bool b) {
    impl_->w.Bool(b);
}
void JsonTextWriter::integer(std::int64_t i) {
    impl_->w.Int64(i);
}
void JsonTextWriter::number(double d) {
    write_json_number(impl_->w, d);
}
void JsonTextWriter::value(const json& j) {
    write_json(impl_->w, j);
}

std::string JsonTextWriter::text() const {
    return std::string(impl_->out.GetString(), impl_->out.GetSize());
}

}  // namespace pm
