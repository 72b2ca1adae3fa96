// Pointman — JSON text written as nlohmann-json's dump() wrote it (json_text.h).
#include "contract/json_text.h"

#include <rapidjson/encodings.h>
#include <rapidjson/stream.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>

namespace pm {
namespace text_out {  // named: JsonTextWriter::Impl holds a Text

struct DiscardOut {  // an output stream for RapidJSON's UTF-8 check that keeps nothing
    typedef char Ch;
    void Put(char) {}
};

std::string nlohmann_text(const json& j) {
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

// [SECTION] the text: one growing buffer, a comma before every value but an object's or array's first
class Text {
public:
    Text() { grow(4096); }
    std::string str() const { return std::string(buf_.get(), size_); }

    void start(char open) {
        separate();
        put(open);
        first_ = true;
    }
    void end(char close) {
        put(close);
        first_ = false;
        after_key_ = false;
    }
    void key(std::string_view k) {
        separate();
        string_text(k);
        put(':');
        after_key_ = true;
    }
    void string(std::string_view s) {
        separate();
        string_text(s);
    }
    void raw(std::string_view t) {
        separate();
        append(t.data(), t.size());
    }
    void integer(std::int64_t i) {
        char buf[24];
        raw(std::string_view(buf, static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, i).ptr - buf)));
    }
    void unsigned_integer(std::uint64_t u) {
        char buf[24];
        raw(std::string_view(buf, static_cast<size_t>(std::to_chars(buf, buf + sizeof buf, u).ptr - buf)));
    }
    // A fraction as nlohmann-json writes it (shortest round trip, 1e-05), not finite as null.
    void number(double d) {
        if (!std::isfinite(d)) return raw("null");
        char buf[64];
        raw(std::string_view(buf, static_cast<size_t>(nlohmann::detail::to_chars(buf, buf + sizeof buf, d) - buf)));
    }
    void value(const json& j);

private:
    void separate() {
        if (after_key_)
            after_key_ = false;
        else if (!first_)
            put(',');
        first_ = false;
    }
    // Room for `more` bytes after what is written (the buffer at least doubles: few copies).
    char* room(size_t more) {
        if (size_ + more > capacity_) grow(std::max(2 * capacity_, size_ + more));
        return buf_.get() + size_;
    }
    void grow(size_t capacity) {
        std::unique_ptr<char[]> bigger(new char[capacity]);
        if (size_) std::memcpy(bigger.get(), buf_.get(), size_);
        buf_ = std::move(bigger);
        capacity_ = capacity;
    }
    void put(char c) { *room(1) = c, ++size_; }
    void append(const char* p, size_t n) {
        std::memcpy(room(n), p, n);
        size_ += n;
    }
    void string_text(std::string_view s);

    std::unique_ptr<char[]> buf_;
    size_t size_ = 0, capacity_ = 0;
    bool first_ = true;  // nothing written yet in the open object or array (or at all)
    bool after_key_ = false;
};

// A string as nlohmann-json writes it: in quotes, the quote and the backslash escaped, the five
// control bytes with a short escape as \b \t \n \f \r, valid UTF-8 as is (each sequence checked by
// RapidJSON). Eight plain bytes are taken at a time, nearly every text. Anything else (another
// control byte: \u001f in small letters; bytes that are not UTF-8: U+FFFD) is left to nlohmann-json.
void Text::string_text(std::string_view s) {
    const char* p = s.data();
    const char* const end = p + s.size();
    char* const start = room(2 * s.size() + 2 + 8);  // a byte is written as at most two, eight at once
    char* d = start;
    *d++ = '"';
    constexpr std::uint64_t ones = 0x0101010101010101ULL, high = 0x8080808080808080ULL;
    auto has_byte = [](std::uint64_t x, std::uint64_t b) { return ((x ^ b) - ones) & ~(x ^ b) & high; };
    while (p < end) {
        // The next eight bytes (fewer at the end, the rest read as spaces) when all are plain: no
        // high bit, each at least 0x20 (adding 0x60 sets its high bit), no quote, no backslash.
        const size_t n = std::min<size_t>(8, static_cast<size_t>(end - p));
        std::uint64_t eight = 0x2020202020202020ULL;
        if (n == 8)
            std::memcpy(&eight, p, 8);
        else
            std::memcpy(&eight, p, n);
        if ((eight & high) == 0 && ((eight + 0x6060606060606060ULL) & high) == high &&
            !has_byte(eight, 0x2222222222222222ULL) && !has_byte(eight, 0x5C5C5C5C5C5C5C5CULL)) {
            std::memcpy(d, &eight, 8);
            d += n;
            p += n;
            continue;
        }
        const auto c = static_cast<unsigned char>(*p);
        if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
            *d++ = *p++;
            continue;
        }
        if (c >= 0x80) {
            // One sequence (at most 4 bytes) copied with a NUL after it, which no sequence runs
            // into: the view need not end in one.
            char seq[5] = {};
            for (int i = 0; i < 4 && p + i < end; ++i) seq[i] = p[i];
            rapidjson::StringStream in(seq);
            DiscardOut none;
            if (!rapidjson::UTF8<>::Validate(in, none)) break;
            for (size_t i = 0; i < in.Tell(); ++i) *d++ = *p++;
            continue;
        }
        char e = 0;
        switch (c) {
            case '"': e = '"'; break;
            case '\\': e = '\\'; break;
            case '\b': e = 'b'; break;
            case '\t': e = 't'; break;
            case '\n': e = 'n'; break;
            case '\f': e = 'f'; break;
            case '\r': e = 'r'; break;
            default: break;
        }
        if (!e) break;
        *d++ = '\\';
        *d++ = e;
        ++p;
    }
    if (p < end) {  // a byte only nlohmann-json writes as it did: the whole string is its
        const std::string t = nlohmann_text(json(std::string(s)));
        append(t.data(), t.size());
        return;
    }
    *d++ = '"';
    size_ += static_cast<size_t>(d - start);
}

void Text::value(const json& j) {
    switch (j.type()) {
        case json::value_t::null: return raw("null");
        case json::value_t::boolean: return raw(j.get<bool>() ? "true" : "false");
        case json::value_t::number_integer: return integer(j.get<std::int64_t>());
        case json::value_t::number_unsigned: return unsigned_integer(j.get<std::uint64_t>());
        case json::value_t::number_float: return number(j.get<double>());
        case json::value_t::string: return string(j.get_ref<const std::string&>());
        case json::value_t::array:
            start('[');
            for (const auto& e : j.get_ref<const json::array_t&>()) value(e);
            return end(']');
        case json::value_t::object:
            start('{');
            for (const auto& [k, v] : j.get_ref<const json::object_t&>()) {
                key(k);
                value(v);
            }
            return end('}');
        default:  // binary or discarded: never in a response; written as nlohmann-json writes them
            return raw(nlohmann_text(j));
    }
}

}  // namespace text_out

std::string json_text(const json& j) {
    text_out::Text t;
    t.value(j);
    return t.str();
}

// [SECTION] text written as it goes
struct JsonTextWriter::Impl {
    text_out::Text t;
};

JsonTextWriter::JsonTextWriter() : impl_(std::make_unique<Impl>()) {}
JsonTextWriter::~JsonTextWriter() = default;

void JsonTextWriter::start_object() {
    impl_->t.start('{');
}
void JsonTextWriter::end_object() {
    impl_->t.end('}');
}
void JsonTextWriter::start_array() {
    impl_->t.start('[');
}
void JsonTextWriter::end_array() {
    impl_->t.end(']');
}
void JsonTextWriter::key(std::string_view k) {
    impl_->t.key(k);
}
void JsonTextWriter::string(std::string_view s) {
    impl_->t.string(s);
}
void JsonTextWriter::boolean(bool b) {
    impl_->t.raw(b ? "true" : "false");
}
void JsonTextWriter::integer(std::int64_t i) {
    impl_->t.integer(i);
}
void JsonTextWriter::number(double d) {
    impl_->t.number(d);
}
void JsonTextWriter::value(const json& j) {
    impl_->t.value(j);
}

std::string JsonTextWriter::text() const {
    return impl_->t.str();
}

}  // namespace pm
