// Response text (contract/json_text.h) must stay byte for byte what nlohmann-json's dump() wrote:
// checked on every calculator's answers and on the values where writers differ (fractions in
// exponent form, control bytes, bytes that are not UTF-8, keys). Reading: test_json_read.cpp.
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <string>

#include "contract/codec.h"
#include "contract/json_text.h"
#include "contract/registry.h"

namespace core_contract_test_json_text {

using pm::json;

namespace {
std::string nlohmann_dump(const json& j) {
    return j.dump(-1, ' ', false, json::error_handler_t::replace);
}
}  // namespace

TEST_CASE("json text: the values where RapidJSON and nlohmann-json write differently") {
    const json cases[] = {
        1e-05,
        0.015625,
        2.5e-07,
        1e21,
        123456789012345680.0,
        -0.0,
        1.0,
        0.1,
        1.0 / 3.0,
        5e-324,
        std::numeric_limits<double>::infinity(),
        std::numeric_limits<double>::quiet_NaN(),
        std::numeric_limits<std::int64_t>::min(),
        std::numeric_limits<std::uint64_t>::max(),
        0,
        -7,
        "plain",
        "",
        "tab\there, line\nthere \"quoted\" back\\slash /",
        std::string("nul\0byte", 8),
        "\x01\x1f control",
        "\x7f delete",
        "\xe2\x88\x92 minus, \xe2\x89\xa5 at least",
        "bad \xff byte",
        "cut \xe2\x88",
        "overlong \xc0\xaf",
        "surrogate \xed\xa0\x80",
        "four \xf0\x9f\x8e\xb2 bytes",
        "a plain run of sixteen, then \x01 a control byte",
        "a plain run of sixteen, then a bad \xff byte, then more plain text",
        "eight ok\x7f\x1f~ and the rest",
        json::array(),
        json::object(),
        json::array({json::object(), json::array(), nullptr, true, false}),
        json{{"key \x01", 1}, {"b", json{{"c", "\x02"}}}},
        json{{"\xff", "x"}},
        json{{"", ""}},
    };
    for (const json& j : cases) {
        CAPTURE(nlohmann_dump(j));
        CHECK(pm::json_text(j) == nlohmann_dump(j));
        const json wrapped = {{"a", j}, {"list", json::array({j, j})}};
        CHECK(pm::json_text(wrapped) == nlohmann_dump(wrapped));
    }
}

TEST_CASE("json text: every calculator's answer, roll and description as nlohmann-json wrote them") {
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        for (const json& req : {json{{"calc", c->id}}, json{{"calc", c->id}, {"seed", 7}},
                                json{{"calc", c->id}, {"params", {{"no_such", 1}}}}}) {
            const json r = pm::evaluate_request(req);
            CHECK(pm::to_text(r) == nlohmann_dump(r));
        }
        const json d = pm::describe_json(c->id);
        CHECK(pm::to_text(d) == nlohmann_dump(d));
    }
    const json list = pm::list_json();
    CHECK(pm::to_text(list) == nlohmann_dump(list));
}

// answer_text writes the response as it goes, without its tree: the same bytes as the tree's text,
// for every calculator asked at its defaults, with a seed, at its largest values, with its own
// dice, with too few dice, with a table it does not read and with a parameter it lacks.
TEST_CASE("json text: answer_text is the text of evaluate_request for every calculator") {
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        json largest = json::object();
        for (const auto& s : c->params) {
            if (s.type == pm::ParamType::Int) largest[s.name] = static_cast<int>(s.max);
            if (s.type == pm::ParamType::Number) largest[s.name] = s.max;
            if (s.type == pm::ParamType::Bool) largest[s.name] = true;
            if (s.type == pm::ParamType::Enum && !s.choices.empty()) largest[s.name] = s.choices.back().value;
        }
        const json requests[] = {
            json{{"calc", c->id}},
            json{{"calc", c->id}, {"seed", 7}},
            json{{"calc", c->id}, {"seed", 4242}, {"params", largest}},
            json{{"calc", c->id}, {"dice", json::array({3, 5, 2, 6, 1, 4, 4, 2, 6, 5, 1, 3})}},
            json{{"calc", c->id}, {"dice", json::array({2})}},
            json{{"calc", c->id}, {"seed", 3}, {"tables", {{"no-such-table", json::array()}}}},
            json{{"calc", c->id}, {"params", {{"no_such", 1}}}},
        };
        for (const json& req : requests) {
            CAPTURE(req.dump());
            const std::string text = req.dump();
            CHECK(pm::answer_text(text) == pm::to_text(pm::evaluate_request_text(text)));
        }
    }
    for (const char* text : {"", "{", "[1]", "{\"calc\": 5}", "{\"calc\":\"fng.fire\",\"seed\":1,\"dice\":[1]}"})
        CHECK(pm::answer_text(text) == pm::to_text(pm::evaluate_request_text(text)));
}

}  // namespace core_contract_test_json_text
