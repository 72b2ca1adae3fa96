// JSON text read from outside (contract/json_read.h): json::parse's tree and verdict for numbers of
// every shape, in time linear in an object's keys, within its depth and size limits, refusing a NUL
// byte and text after the value. The regressions of issue 38 (a 379-byte request that crashed the
// core; 30,000 keys that took seconds) are here first.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>

#include "contract/catalog.h"
#include "contract/codec.h"
#include "contract/json_read.h"
#include "contract/saved_store.h"

namespace core_contract_test_json_read {

using pm::json;
using pm::JsonFault;

namespace {
pm::JsonRead read(const std::string& t) {
    return pm::read_json_text(t, 1u << 30, 1000);
}
// The same value with the same number types all the way down (1u and 1 compare equal in nlohmann-json).
bool same_tree(const json& a, const json& b) {
    if (a.type() != b.type() || a.size() != b.size()) return false;
    if (a.is_object()) {
        auto i = a.begin();
        for (auto j = b.begin(); j != b.end(); ++i, ++j)
            if (i.key() != j.key() || !same_tree(*i, *j)) return false;
        return true;
    }
    if (a.is_array()) {
        for (size_t k = 0; k < a.size(); ++k)
            if (!same_tree(a[k], b[k])) return false;
        return true;
    }
    if (a.is_number_float()) {  // the same bits (-0.0 and 0.0 apart)
        const double x = a.get<double>(), y = b.get<double>();
        return std::memcmp(&x, &y, sizeof x) == 0;
    }
    return a == b;
}
// json::parse's verdict and tree, which the reader must give.
void check_as_nlohmann(const std::string& t) {
    CAPTURE(t.size() > 200 ? t.substr(0, 100) + "…" + t.substr(t.size() - 60) : t);
    const pm::JsonRead ours = read(t);
    const json theirs = json::parse(t.begin(), t.end(), nullptr, false);
    CHECK((ours.fault == JsonFault::None) == !theirs.is_discarded());
    if (!theirs.is_discarded()) CHECK(same_tree(ours.value, theirs));
}
double ms_to_read(const std::string& t, int reps = 3) {
    double best = 1e9;
    for (int i = 0; i < reps; ++i) {
        const auto start = std::chrono::steady_clock::now();
        const pm::JsonRead r = pm::read_json_text(t, 1u << 30, 32);
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        REQUIRE(r.fault == JsonFault::None);
        best = std::min(best, ms);
    }
    return best;
}
std::string object_of(size_t keys, size_t pad = 0) {
    std::string t = "{";
    for (size_t i = 0; i < keys; ++i)
        t += (i ? ",\"k" : "\"k") + std::to_string(i) + std::string(pad, 'x') + "\":" + std::to_string(i % 7);
    return t + "}";
}
}  // namespace

// [SECTION] numbers

TEST_CASE("json read: the 379-byte request of issue 38 (0. and 348 zeros) is answered, not a crash") {
    // RapidJSON 1.1.0's full-precision path wrote past a buffer here (exit 139 in the CLI).
    const std::string request = "{\"calc\":\"fng.weather\",\"x\":0." + std::string(348, '0') + "1}\n";
    REQUIRE(request.size() == 379);  // with its newline, as the issue's line of batch
    const json r = pm::evaluate_request_text(request);
    CHECK(r["ok"] == true);
    CHECK(pm::answer_text(request) == pm::to_text(r));
    for (int zeros : {300, 307, 308, 320, 323, 324, 330, 340, 347, 348, 349, 400, 1000, 5000}) {
        CAPTURE(zeros);
        const std::string t = "0." + std::string(zeros, '0') + "1";
        const pm::JsonRead got = read(t);
        REQUIRE(got.fault == JsonFault::None);
        // 324 to 347 zeros used to read as about -1e300.
        CHECK(got.value.get<double>() == std::strtod(t.c_str(), nullptr));
        check_as_nlohmann("[" + t + ",-" + t + "]");
        check_as_nlohmann("{\"x\":" + t + "e300}");
    }
}

TEST_CASE("json read: numbers of every shape read as json::parse and strtod read them") {
    std::mt19937 rng(38);
    auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    auto digits = [&](int n, bool zeros) {
        std::string s;
        for (int i = 0; i < n; ++i) s += static_cast<char>('0' + (zeros && pick(3) ? 0 : pick(10)));
        return s;
    };
    const int lengths[] = {0, 1, 2, 5, 15, 16, 17, 18, 19, 20, 25, 40, 120, 330, 800};
    for (int i = 0; i < 20000; ++i) {
        std::string t = pick(2) ? "-" : "";
        const int whole = lengths[pick(15)];
        t += whole == 0 ? "0" : std::to_string(1 + pick(9)) + digits(whole - 1, pick(2));
        if (pick(3)) t += "." + digits(1 + lengths[pick(15)], pick(2));
        if (pick(2)) {
            t += pick(2) ? "e" : "E";
            const int signs = pick(3);
            t += signs == 0 ? "" : signs == 1 ? "+" : "-";
            const int e = pick(4) == 0 ? pick(30) : pick(4) == 0 ? 280 + pick(60) : pick(800);
            t += std::string(static_cast<size_t>(pick(3) == 0 ? pick(4) : 0), '0') + std::to_string(e);
        }
        check_as_nlohmann(t);
        check_as_nlohmann("{\"n\":[" + t + "]}");
        const pm::JsonRead got = read(t);
        if (got.fault == JsonFault::None && got.value.is_number_float()) {
            const double want = std::strtod(t.c_str(), nullptr);
            const double have = got.value.get<double>();
            CHECK(std::memcmp(&want, &have, sizeof want) == 0);
        }
    }
    for (const char* t : {"0",
                          "-0",
                          "0.0",
                          "-0.0",
                          "0e400",
                          "0.0e-99999",
                          "1e-400",
                          "-1e-400",
                          "4.9e-324",
                          "2.5e-324",
                          "2.4703282292062328e-324",
                          "2.2250738585072011e-308",
                          "1.7976931348623157e308",
                          "1.7976931348623159e308",
                          "1e309",
                          "9007199254740993",
                          "9007199254740993.0",
                          "18446744073709551615",
                          "18446744073709551616",
                          "-9223372036854775808",
                          "-9223372036854775809",
                          "123456789012345678901234567890",
                          "0.1",
                          "0.3",
                          "1e22",
                          "1e23",
                          "8.98846567431158e307",
                          "1e-7"})
        check_as_nlohmann(t);
    // A double's largest value written out whole (RapidJSON refuses it as too big; json::parse does not).
    check_as_nlohmann("179769313486231570" + std::string(291, '0'));
}

TEST_CASE("json read: the tree nlohmann-json's parser makes, and its refusals") {
    using namespace std::string_literals;
    const std::string texts[] = {
        R"({"calc":"fng.fire","params":{"rep":4,"dice":6,"target":"open"},"seed":1})",
        R"({"a":1,"b":2,"a":3})",
        R"([0,-0,1,-1,4294967295,4294967296,-2147483648,-2147483649,18446744073709551615,18446744073709551616])",
        R"([-9223372036854775808,-9223372036854775809,4.0,4e0,-0.0,0.1,1e-7,5e-324,2.2250738585072011e-308])",
        R"([1.7976931348623157e308,1e400,-1e400,123456789012345678901234567890])",
        R"(["\u0000","\u00e9","\ud83c\udfb2","\ud800","\udc00","\ud800x","tab\t"])",
        R"({"k\u006fy":"\/\b\f\n\r\t\"\\"})",
        "\xef\xbb\xbf{\"bom\":1}",
        "{\"bad\":\"\xff\"}",
        "{\"cut\":\"\xe2\x88\"}",
        "{\"surrogate\":\"\xed\xa0\x80\"}",
        "{\"ok\":\"\xe2\x88\x92\"}",
        "{\"raw\":\"a\x01b\"}",
        "{} x",
        "{}\0"s,
        "{\"a\":\0}"s,
        "",
        "   ",
        "nul",
        "[1,]",
        "{\"a\" 1}",
        "01",
        "1.",
        ".5",
        "+1",
        "[NaN]",
        "//c\n{}",
        " {\"calc\" : \"x\" , \"params\" : { } } \n",
        "true",
        "\"just a string\"",
    };
    for (const std::string& t : texts) {
        if (t.find('\0') != std::string::npos)
            CHECK(read(t).fault == JsonFault::NulByte);  // json::parse stops there and takes what came before
        else
            check_as_nlohmann(t);
    }
}

// [SECTION] objects in linear time

TEST_CASE("json read: a repeated key keeps its first place and its last value, as json::parse has it") {
    check_as_nlohmann(R"({"a":1,"b":2,"a":3})");
    check_as_nlohmann(R"({"a":{"x":1},"b":[1,{"c":1,"c":2}],"a":{"y":2}})");
    // Past the first 16 keys (appended, merged when the object closes): early and late repeats.
    for (size_t n : {15, 16, 17, 40, 300}) {
        CAPTURE(n);
        std::string t = "{";
        for (size_t i = 0; i < n; ++i) t += "\"k" + std::to_string(i % (n / 3 + 1)) + "\":" + std::to_string(i) + ",";
        t += "\"k0\":\"last\",\"nested\":" + object_of(n) + ",\"k1\":[1,2]}";
        check_as_nlohmann(t);
        const json got = read(t).value;
        CHECK(got.begin().key() == "k0");
        CHECK(got["k0"] == "last");
        CHECK(got["k1"] == json::array({1, 2}));
    }
}

TEST_CASE("json read: a 256 KB object is read in linear time (30,000 keys took 1.8 s)") {
    // The keys of an object used to be searched one by one (nlohmann-json's ordered object): four
    // times the keys took sixteen times as long. The limit is generous (the budget is 50 ms
    // natively; a loaded 2-core machine or a sanitizer build is slower); the ratio is what fails.
    const std::string big = object_of(24000);  // 256 KB
    REQUIRE(big.size() > 200 * 1024);
    REQUIRE(big.size() <= pm::kMaxRequestBytes);
    const double t_big = ms_to_read(big, 5);
    const double t_eighth = ms_to_read(object_of(3000), 5);
    MESSAGE("a 256 KB object of 24,000 keys: " << t_big << " ms; an eighth of it: " << t_eighth << " ms");
    CHECK(t_big < 500);
    CHECK(t_big < 24 * std::max(t_eighth, 0.05));  // linear: 8x; quadratic: 64x
    CHECK(read(big).value.size() == 24000);
    // With repeated keys too (merged once, when the object closes).
    const std::string twice =
        "{" + object_of(12000).substr(1, object_of(12000).size() - 2) + "," + object_of(12000).substr(1);
    CHECK(ms_to_read(twice) < 500);
    CHECK(read(twice).value.size() == 12000);
}

TEST_CASE("json read: a saved document of 40,000 keys and values of 100,000 keys are read in linear time") {
    // Issue 38: 56 s to import such a file in Node; presentValues of 100,000 keys, 300 s.
    std::string doc = R"({"app":"pointman","schema":1,"settings":)" + object_of(40000) + "}";
    auto start = std::chrono::steady_clock::now();
    const json r = pm::check_store(doc);
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    MESSAGE("check_store, 40,000 keys: " << ms << " ms");
    CHECK(r["ok"] == true);
    CHECK(ms < 2000);
    std::string answer = pm::answer_text(R"({"calc":"fng.weather"})");
    const std::string values = "\"values\":{", many = object_of(100000);
    REQUIRE(answer.find(values) != std::string::npos);
    answer.insert(answer.find(values) + values.size(), many.substr(1, many.size() - 2) + ",");
    start = std::chrono::steady_clock::now();
    const json shown = pm::present_values_text(answer);
    ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    MESSAGE("present_values_text, 100,000 keys: " << ms << " ms");
    CHECK(shown.is_array());
    CHECK(!shown.empty());
    CHECK(ms < 2000);
}

// [SECTION] limits, a NUL byte, text after the value

TEST_CASE("json read: nesting deeper than the limit is refused as it opens, never recursed into") {
    auto nested = [](int n) {
        return std::string(static_cast<size_t>(n), '[') + std::string(static_cast<size_t>(n), ']');
    };
    CHECK(pm::read_json_text(nested(32), 1000, 32).fault == JsonFault::None);
    CHECK(pm::read_json_text(nested(33), 1000, 32).fault == JsonFault::TooDeep);
    CHECK(pm::read_json_text("{\"a\":" + nested(40) + "}", 1000, 32).fault == JsonFault::TooDeep);
    // A million open brackets: refused at the 33rd, with no stack to overflow.
    CHECK(pm::read_json_text(std::string(1000000, '['), 2000000, 32).fault == JsonFault::TooDeep);
    CHECK(pm::read_json_text("\xef\xbb\xbf" + nested(33), 1000, 32).fault ==
          JsonFault::TooDeep);  // nlohmann's reader too
    const json r = pm::evaluate_request_text("{\"calc\":\"fng.weather\",\"params\":" + nested(40) + "}");
    CHECK(r["error"]["code"] == "bad_json");
    CHECK(r["error"]["message"] == "the request is nested too deeply");
}

TEST_CASE("json read: a text larger than the limit is refused before it is read") {
    const std::string big(pm::kMaxRequestBytes + 1, ' ');
    CHECK(pm::read_json_text(big, pm::kMaxRequestBytes, 32).fault == JsonFault::TooLarge);
    CHECK(pm::evaluate_request_text(big)["error"]["message"] == "the request is too large");
    CHECK(pm::read_json_text(std::string(pm::kMaxRequestBytes - 2, ' ') + "{}", pm::kMaxRequestBytes, 32).fault ==
          JsonFault::None);
}

TEST_CASE("json read: a NUL byte and text after the value are refused, with the place named") {
    using namespace std::string_literals;
    // json::parse stops at a NUL and took what came before it: everything after was ignored.
    const std::string nul = "{\"calc\":\"fng.weather\",\"seed\":3}\0{\"calc\":\"fng.fire\"}"s;
    const pm::JsonRead r = read(nul);
    CHECK(r.fault == JsonFault::NulByte);
    CHECK(r.at == 31);
    const json answer = pm::evaluate_request_text(nul);
    CHECK(answer["ok"] == false);
    CHECK(answer["error"]["code"] == "bad_json");
    CHECK(answer["error"]["message"] == "the request is not valid JSON: it holds a NUL byte (after 31 bytes)");
    CHECK(pm::answer_text(nul) == pm::to_text(answer));
    for (const std::string& t : {"{}\0"s, "\0{}"s, "{\"a\":\0}"s, "[\"a\0b\"]"s}) {
        CAPTURE(t);
        CHECK(read(t).fault == JsonFault::NulByte);
    }
    CHECK(read("[\"a\\u0000b\"]").value[0] == "a\0b"s);  // written as JSON writes it: a string's NUL
    const json after = pm::evaluate_request_text("{\"calc\":\"fng.weather\"} {\"calc\":\"fng.fire\"}");
    CHECK(after["error"]["code"] == "bad_json");
    CHECK(after["error"]["message"] == "the request is not valid JSON: more follows its value (after 23 bytes)");
    CHECK(read("{} x").fault == JsonFault::Trailing);
    CHECK(read("{} \r\n\t").fault == JsonFault::None);
    CHECK(read("{\"a\" 1}").fault == JsonFault::NotJson);
    CHECK(pm::evaluate_request_text("{\"a\" 1}")["error"]["message"] == "the request is not valid JSON");
}

}  // namespace core_contract_test_json_read
