// Pointman — JSON text read from outside, in linear time and within limits (json_read.h).
//
// [SECTION] the tree: one builder for both readers
// [SECTION] numbers: the text of a number as json::parse reads it
// [SECTION] the two readers' events
// [SECTION] read_json_text
#include "contract/json_read.h"

#include <rapidjson/encodings.h>
#include <rapidjson/memorystream.h>
#include <rapidjson/reader.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string>
#include <vector>

namespace pm {
namespace {

// [SECTION] the tree: one builder for both readers
// An object's first kSearchedKeys keys are looked up as they come (a request's objects are small:
// a short search costs less than anything kept beside them); beyond that, keys are appended and
// the object's repeated keys merged once it closes, as json::parse has them: the first place, the
// last value.
constexpr size_t kSearchedKeys = 16;

class TreeBuilder {
public:
    explicit TreeBuilder(int max_depth) : max_depth_(max_depth) {}

    json root;
    bool too_deep = false;  // refused by the depth limit (not by the text)

    bool null() {
        place() = nullptr;
        return true;
    }
    bool boolean(bool b) {
        place() = b;
        return true;
    }
    bool integer(std::int64_t i) {
        place() = i;
        return true;
    }
    bool unsigned_integer(std::uint64_t u) {
        place() = u;
        return true;
    }
    bool fraction(double d) {
        place() = d;
        return true;
    }
    bool number_text(std::string_view t);  // [SECTION] numbers
    bool string(std::string s) {
        place() = std::move(s);
        return true;
    }
    bool key(std::string_view k) {
        Open& o = open_.back();
        auto& fields = o.value->get_ref<json::object_t&>();
        if (!o.appended && fields.size() < kSearchedKeys) {
            for (auto& f : fields)
                if (f.first == k) {
                    slot_ = &f.second;
                    return true;
                }
        } else {
            o.appended = true;
        }
        slot_ = &fields.emplace_back(std::string(k), nullptr).second;
        return true;
    }
    bool start_object() {
        if (!opens()) return false;
        json& o = place();
        o = json::object();
        o.get_ref<json::object_t&>().reserve(8);  // a request's objects are small: no regrowing
        open_.push_back({&o, false});
        return true;
    }
    bool end_object() {
        if (open_.back().appended) merge_repeated(open_.back().value->get_ref<json::object_t&>());
        open_.pop_back();
        return true;
    }
    bool start_array() {
        if (!opens()) return false;
        json& a = place();
        a = json::array();
        open_.push_back({&a, false});
        return true;
    }
    bool end_array() {
        open_.pop_back();
        return true;
    }

private:
    struct Open {
        json* value;    // an object or array being read (its parent does not grow meanwhile)
        bool appended;  // an object past kSearchedKeys: its keys appended, merged at its end
    };

    bool opens() {
        if (open_.size() < static_cast<size_t>(std::max(max_depth_, 0))) return true;
        too_deep = true;
        return false;
    }
    json& place() {
        if (open_.empty()) return root;
        json& top = *open_.back().value;
        if (top.is_array()) return top.get_ref<json::array_t&>().emplace_back();
        return *slot_;
    }
    // A repeated key keeps its first place and takes its last value; the others go. One pass with
    // an open-addressing table of places (no allocation per key: a node-based map took 4 times as
    // long as reading the whole object).
    static void merge_repeated(json::object_t& object) {
        auto& fields = static_cast<json::object_t::Container&>(object);  // by place (its [] is by key)
        const size_t n = fields.size();
        size_t size = 2;
        while (size < 2 * n) size *= 2;
        constexpr size_t kEmpty = ~size_t{0};
        std::vector<size_t> table(size, kEmpty), hash(n), owner(n);  // owner: the first place of its key
        bool repeated = false;
        for (size_t i = 0; i < n; ++i) {
            const std::string& k = fields[i].first;
            hash[i] = std::hash<std::string_view>()(k);
            size_t at = hash[i] & (size - 1);
            owner[i] = i;
            for (; table[at] != kEmpty; at = (at + 1) & (size - 1)) {
                const size_t j = table[at];
                if (hash[j] == hash[i] && fields[j].first == k) {
                    owner[i] = j;
                    repeated = true;
                    break;
                }
            }
            if (owner[i] == i) table[at] = i;
        }
        if (!repeated) return;
        std::vector<size_t> last(n);
        for (size_t i = 0; i < n; ++i) last[owner[i]] = i;
        json::object_t::Container merged;
        merged.reserve(n);
        for (size_t i = 0; i < n; ++i)
            if (owner[i] == i) merged.emplace_back(fields[i].first, std::move(fields[last[i]].second));
        fields.swap(merged);
    }

    int max_depth_;
    std::vector<Open> open_;
    json* slot_ = nullptr;  // where an object's next value goes (after its key)
};

// [SECTION] numbers: the text of a number as json::parse reads it
// A whole number is an unsigned integer when not negative, a signed one when negative (-0 too),
// when it fits; anything else is a fraction, rounded as strtod rounds it. A fraction of at most 15
// significant digits and a power of ten within 22 is one exact product or quotient of two exact
// doubles, rounded once as strtod would (Clinger's fast path); any other goes to strtod itself.
// A number past the largest double is refused, as json::parse refuses it.
bool fraction_of(std::string_view t, double& out) {
    static const double kTens[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                   1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    const bool negative = !t.empty() && t[0] == '-';
    size_t i = negative ? 1 : 0;
    std::uint64_t m = 0;
    int digits = 0, shift = 0;  // significant digits in m; the power of ten m is multiplied by
    auto digit = [&](char c, bool after_point) {
        if (m == 0 && c == '0') {
            if (after_point) --shift;
            return;
        }
        if (digits < 19) m = m * 10 + static_cast<std::uint64_t>(c - '0');
        ++digits;
        if (after_point) --shift;
    };
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) digit(t[i], false);
    if (i < t.size() && t[i] == '.')
        for (++i; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) digit(t[i], true);
    long exponent = 0;
    if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
        ++i;
        const bool minus = i < t.size() && t[i] == '-';
        if (i < t.size() && (t[i] == '-' || t[i] == '+')) ++i;
        for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i)
            exponent = std::min(exponent * 10 + (t[i] - '0'), 100000L);
        if (minus) exponent = -exponent;
    }
    const long e = exponent + shift;
    if (m == 0) {
        out = negative ? -0.0 : 0.0;
    } else if (digits <= 15 && e >= -22 && e <= 22) {
        const double d = static_cast<double>(m);
        out = e < 0 ? d / kTens[-e] : d * kTens[e];
        if (negative) out = -out;
    } else {
        const std::string z(t);  // strtod reads up to a NUL
        char* end = nullptr;
        out = std::strtod(z.c_str(), &end);
        if (end != z.c_str() + z.size()) return false;
    }
    return std::isfinite(out);
}

bool TreeBuilder::number_text(std::string_view t) {
    if (t.find_first_of(".eE") == std::string_view::npos) {
        const char* end = t.data() + t.size();
        if (!t.empty() && t[0] == '-') {
            std::int64_t i = 0;
            const auto r = std::from_chars(t.data(), end, i);
            if (r.ec == std::errc() && r.ptr == end) return integer(i);
        } else {
            std::uint64_t u = 0;
            const auto r = std::from_chars(t.data(), end, u);
            if (r.ec == std::errc() && r.ptr == end) return unsigned_integer(u);
        }
    }
    double d = 0;
    return fraction_of(t, d) && fraction(d);
}

// [SECTION] the two readers' events
// RapidJSON's: numbers as their text (kParseNumbersAsStringsFlag); U+D800 to U+DFFF written as
// UTF-8 refused (RapidJSON writes a \uDC00 alone so; json::parse refuses it).
struct RapidEvents : rapidjson::BaseReaderHandler<rapidjson::UTF8<>, RapidEvents> {
    explicit RapidEvents(TreeBuilder& t) : tree(t) {}
    TreeBuilder& tree;

    static bool surrogate(const char* s, rapidjson::SizeType n) {
        for (rapidjson::SizeType i = 0; i + 1 < n; ++i)
            if (static_cast<unsigned char>(s[i]) == 0xED && static_cast<unsigned char>(s[i + 1]) >= 0xA0) return true;
        return false;
    }
    bool Null() { return tree.null(); }
    bool Bool(bool b) { return tree.boolean(b); }
    bool RawNumber(const char* s, rapidjson::SizeType n, bool) { return tree.number_text(std::string_view(s, n)); }
    bool String(const char* s, rapidjson::SizeType n, bool) {
        return !surrogate(s, n) && tree.string(std::string(s, n));
    }
    bool Key(const char* s, rapidjson::SizeType n, bool) {
        return !surrogate(s, n) && tree.key(std::string_view(s, n));
    }
    bool StartObject() { return tree.start_object(); }
    bool EndObject(rapidjson::SizeType) { return tree.end_object(); }
    bool StartArray() { return tree.start_array(); }
    bool EndArray(rapidjson::SizeType) { return tree.end_array(); }
};

// nlohmann-json's (json::sax_parse): its numbers already read by its own lexer (strtod).
struct NlohmannEvents {
    TreeBuilder& tree;
    size_t error_at = 0;

    bool null() { return tree.null(); }
    bool boolean(bool b) { return tree.boolean(b); }
    bool number_integer(json::number_integer_t i) { return tree.integer(i); }
    bool number_unsigned(json::number_unsigned_t u) { return tree.unsigned_integer(u); }
    bool number_float(json::number_float_t d, const json::string_t&) { return tree.fraction(d); }
    bool string(json::string_t& s) { return tree.string(std::move(s)); }
    bool binary(json::binary_t&) { return false; }
    bool start_object(std::size_t) { return tree.start_object(); }
    bool key(json::string_t& k) { return tree.key(k); }
    bool end_object() { return tree.end_object(); }
    bool start_array(std::size_t) { return tree.start_array(); }
    bool end_array() { return tree.end_array(); }
    bool parse_error(std::size_t at, const std::string&, const nlohmann::detail::exception&) {
        error_at = at;
        return false;
    }
};

}  // namespace

// [SECTION] read_json_text
JsonRead read_json_text(std::string_view text, size_t max_bytes, int max_depth) {
    JsonRead out;
    out.value = json(json::value_t::discarded);
    auto refuse = [&out](JsonFault fault, size_t at) {
        out.value = json(json::value_t::discarded);
        out.fault = fault;
        out.at = at;
        return std::move(out);
    };
    // The size before anything else; a NUL before either reader (json::parse stops at one).
    if (text.size() > max_bytes) return refuse(JsonFault::TooLarge, max_bytes);
    if (const size_t nul = text.find('\0'); nul != std::string_view::npos) return refuse(JsonFault::NulByte, nul);
    try {
        rapidjson::ParseErrorCode rapid_fault = rapidjson::kParseErrorDocumentEmpty;
        size_t rapid_at = 0;
        if (text.size() < (1u << 30)) {
            TreeBuilder tree(max_depth);
            RapidEvents events(tree);
            rapidjson::MemoryStream in(text.data(), text.size());  // its end reads as a NUL: none inside
            rapidjson::Reader reader;
            constexpr unsigned numbers = rapidjson::kParseNumbersAsStringsFlag;
            // Text of plain bytes (nearly every request) has no UTF-8 to check.
            const bool ascii = std::all_of(text.begin(), text.end(), [](char c) { return (c & 0x80) == 0; });
            const rapidjson::ParseResult r =
                ascii ? reader.Parse<numbers>(in, events)
                      : reader.Parse<numbers | rapidjson::kParseValidateEncodingFlag>(in, events);
            if (!r.IsError()) {
                out.value = std::move(tree.root);
                return out;
            }
            if (tree.too_deep) return refuse(JsonFault::TooDeep, r.Offset());
            rapid_fault = r.Code();
            rapid_at = r.Offset();
        }
        // What RapidJSON refuses, json::parse may read (a byte order mark, 0e400, a double's
        // largest value written out in full): its reader decides.
        TreeBuilder tree(max_depth);
        NlohmannEvents events{tree};
        if (json::sax_parse(text.begin(), text.end(), &events, json::input_format_t::json, /*strict=*/true)) {
            out.value = std::move(tree.root);
            return out;
        }
        if (tree.too_deep) return refuse(JsonFault::TooDeep, events.error_at);
        if (rapid_fault == rapidjson::kParseErrorDocumentRootNotSingular) return refuse(JsonFault::Trailing, rapid_at);
        return refuse(JsonFault::NotJson, events.error_at);
    } catch (...) {  // memory ran out
        return refuse(JsonFault::NotJson, 0);
    }
}

std::string json_fault_words(const JsonRead& r, const std::string& what) {
    switch (r.fault) {
        case JsonFault::None: return "";
        case JsonFault::TooLarge: return what + " is too large";
        case JsonFault::TooDeep: return what + " is nested too deeply";
        case JsonFault::NulByte:
            return what + " is not valid JSON: it holds a NUL byte (after " + std::to_string(r.at) + " bytes)";
        case JsonFault::Trailing:
            return what + " is not valid JSON: more follows its value (after " + std::to_string(r.at) + " bytes)";
        case JsonFault::NotJson: break;
    }
    return what + " is not valid JSON";
}

}  // namespace pm
