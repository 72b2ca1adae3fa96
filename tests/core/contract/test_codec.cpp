// The request codec every front door uses: each error code of the contract, seed limits, hostile
// text (deep nesting, huge input, non-objects), defaults, and share links both ways.
#include <doctest/doctest.h>

#include <set>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"

namespace core_contract_test_codec {

using pm::json;
using pm_test::raw::answer_text;

namespace {
// An error response exactly as the contract shows it: ok false, error {code, param?, message}.
void check_error(const json& r, const std::string& code, const std::string& param = "") {
    CAPTURE(r.dump());
    REQUIRE(r.is_object());
    CHECK(r["ok"] == false);
    REQUIRE(r.contains("error"));
    CHECK(r["error"]["code"] == code);
    CHECK(!r["error"]["message"].get<std::string>().empty());
    if (!param.empty()) CHECK(r["error"]["param"] == param);
    CHECK(!r.contains("outcomes"));
}

std::string nested(int depth) {
    return std::string(depth, '[') + std::string(depth, ']');
}
}  // namespace

// [SECTION] error codes

TEST_CASE("codec: bad_json for malformed text and non-object requests") {
    for (const char* text : {"", "{", "{\"calc\":", "[1,2", "nonsense", "{\"calc\":\"fng.weather\",}", "\xff\xfe"})
        check_error(answer_text(text), "bad_json");
    // Valid JSON that is not an object.
    for (const char* text : {"[]", "[{\"calc\":\"fng.weather\"}]", "42", "\"fng.weather\"", "null", "true"})
        check_error(answer_text(text), "bad_json");
    check_error(pm::evaluate_request(json::array()), "bad_json");
}

TEST_CASE("codec: unknown_calc, unknown_param and missing_param") {
    check_error(answer_text(R"({"calc":"fng.nope"})"), "unknown_calc", "calc");
    check_error(answer_text(R"({"calc":""})"), "unknown_calc", "calc");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"bogus":1}})"), "unknown_param", "bogus");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"Month":7}})"), "unknown_param", "Month");
    // seed is a request field, not a parameter.
    check_error(answer_text(R"({"calc":"fng.weather","params":{"seed":1}})"), "unknown_param", "seed");
    check_error(answer_text(R"({})"), "missing_param", "calc");
    check_error(answer_text(R"({"params":{"month":7}})"), "missing_param", "calc");
}

TEST_CASE("codec: bad_type for values of the wrong type") {
    check_error(answer_text(R"({"calc":5})"), "bad_type", "calc");
    check_error(answer_text(R"({"calc":"fng.weather","params":[]})"), "bad_type", "params");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"month":"7"}})"), "bad_type", "month");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"month":7.5}})"), "bad_type", "month");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"month":true}})"), "bad_type", "month");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"month":null}})"), "bad_type", "month");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"half":3}})"), "bad_type", "half");
    check_error(answer_text(R"({"calc":"fng.weather","tables":[]})"), "bad_type", "tables");
    check_error(answer_text(R"({"calc":"fng.weather","seed":"12"})"), "bad_type", "seed");
    check_error(answer_text(R"({"calc":"fng.weather","seed":1.5})"), "bad_type", "seed");
    // A whole number written as 7.0 is still a whole number.
    CHECK(answer_text(R"({"calc":"fng.weather","params":{"month":7.0}})")["params"]["month"] == 7);
}

TEST_CASE("codec: out_of_range for numbers outside the range and unknown enum values") {
    check_error(answer_text(R"({"calc":"fng.weather","params":{"month":0}})"), "out_of_range", "month");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"month":13}})"), "out_of_range", "month");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"month":-1e300}})"), "out_of_range", "month");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"turns":61}})"), "out_of_range", "turns");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"half":"middle"}})"), "out_of_range", "half");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"mission":"Probe"}})"), "out_of_range", "mission");
    json r = answer_text(R"({"calc":"fng.weather","params":{"month":13}})");
    CHECK(r["error"]["message"] == "month must be 1 to 12");  // the contract's example message
    // Bounds themselves are fine.
    CHECK(answer_text(R"({"calc":"fng.weather","params":{"month":12,"turns":60}})")["ok"] == true);
    CHECK(answer_text(R"({"calc":"fng.weather","params":{"month":1,"turns":0}})")["ok"] == true);
}

TEST_CASE("codec: seed limits are the unsigned 32-bit range") {
    CHECK(answer_text(R"({"calc":"fng.weather","seed":0})")["seed"] == 0);
    CHECK(answer_text(R"({"calc":"fng.weather","seed":4294967295})")["seed"] == 4294967295u);
    check_error(answer_text(R"({"calc":"fng.weather","seed":4294967296})"), "out_of_range", "seed");
    check_error(answer_text(R"({"calc":"fng.weather","seed":-1})"), "out_of_range", "seed");
    check_error(answer_text(R"({"calc":"fng.weather","seed":18446744073709551615})"), "out_of_range", "seed");
    // A null seed is no seed: no roll.
    json r = answer_text(R"({"calc":"fng.weather","seed":null})");
    CHECK(r["ok"] == true);
    CHECK(!r.contains("roll"));
    CHECK(!r.contains("seed"));
}

TEST_CASE("codec: hostile text is refused, never crashes") {
    // Nesting: 32 levels pass the guard (then fail as a request), 33 and far more are refused.
    json at_limit = answer_text(nested(32));
    CHECK(at_limit["ok"] == false);
    CHECK(at_limit["error"]["code"] == "bad_json");  // an array is not a request
    CHECK(at_limit["error"]["message"] != "the request is nested too deeply");
    check_error(answer_text(nested(33)), "bad_json");
    CHECK(answer_text(nested(33))["error"]["message"] == "the request is nested too deeply");
    check_error(answer_text(nested(100000)), "bad_json");
    check_error(answer_text(R"({"calc":"fng.weather","params":{"month":)" + nested(40) + "}}"), "bad_json");
    // Brackets inside strings do not count as nesting.
    check_error(answer_text(R"({"calc":"fng.weather","params":{")" + std::string(200, '[') + "\":1}}"),
                "unknown_param");
    // Too large.
    std::string big = R"({"calc":"fng.weather","x":")" + std::string(pm::kMaxRequestBytes, 'a') + "\"}";
    check_error(answer_text(big), "bad_json");
    // Odd bytes in an unknown id are not echoed raw.
    json r = answer_text("{\"calc\":\"fng.\\u0001\\u00e9x\"}");
    check_error(r, "unknown_calc", "calc");
    CHECK(r["error"]["message"] == "no calculator called \"fng.x\"");
}

TEST_CASE("codec: omitted parameters take their defaults; extra request fields are ignored") {
    json r = answer_text(R"({"calc":"fng.weather","params":{"month":7},"note":"hi"})");
    REQUIRE(r["ok"] == true);
    CHECK(r["params"] ==
          json::parse(
              R"({"month":7,"half":"early","mission":"search-and-destroy","turns":0,"variable_rule":"first-roll"})"));
}

// [SECTION] share links

TEST_CASE("links: a share link becomes the same typed request") {
    json req = pm::request_from_link("#/fng.weather?month=7&half=late&seed=12");
    CHECK(req == json::parse(R"({"calc":"fng.weather","seed":12,"params":{"month":7,"half":"late"}})"));
    // '#' and '/' are optional.
    CHECK(pm::request_from_link("fng.weather?month=7&half=late&seed=12") == req);
    CHECK(pm::request_from_link("/fng.weather?month=7&half=late&seed=12") == req);
    // No query at all: defaults.
    CHECK(pm::request_from_link("#/fng.weather") == json::parse(R"({"calc":"fng.weather","params":{}})"));
    // Empty parts are skipped.
    CHECK(pm::request_from_link("#/fng.weather?&month=7&&")["params"]["month"] == 7);
    // Booleans and numbers arrive typed (the registry's bool spellings).
    json r = pm::evaluate_request(pm::request_from_link("#/fng.weather?turns=12"));
    CHECK(r["params"]["turns"] == 12);
}

TEST_CASE("links: percent-encoding is decoded in keys and values") {
    CHECK(pm::request_from_link("#/fng.weather?half=l%61te")["params"]["half"] == "late");
    CHECK(pm::request_from_link("#/fng.weather?%6Donth=7")["params"]["month"] == 7);
    CHECK(pm::request_from_link("#/fng%2Eweather?month=3")["calc"] == "fng.weather");
    CHECK(pm::request_from_link("#/fng.weather?mission=perimeter%2dpatrol")["params"]["mission"] == "perimeter-patrol");
    // '+' is a space, which is no enum value; a broken escape stays literal.
    check_error(pm::request_from_link("#/fng.weather?half=la+te"), "out_of_range", "half");
    check_error(pm::request_from_link("#/fng.weather?half=late%"), "out_of_range", "half");
    check_error(pm::request_from_link("#/fng.weather?half=%zzlate"), "out_of_range", "half");
}

TEST_CASE("links: unknown keys, bad values and empty links are errors") {
    check_error(pm::request_from_link("#/fng.weather?colour=red"), "unknown_param", "colour");
    check_error(pm::request_from_link("#/fng.weather?month=abc"), "bad_type", "month");
    check_error(pm::request_from_link("#/fng.weather?month="), "bad_type", "month");
    check_error(pm::request_from_link("#/fng.weather?month"), "bad_type", "month");
    check_error(pm::request_from_link("#/fng.weather?month=7x"), "bad_type", "month");
    check_error(pm::request_from_link("#/fng.weather?month=13"), "out_of_range", "month");
    check_error(pm::request_from_link("#/fng.weather?month=99999999999999999999"), "bad_type", "month");
    check_error(pm::request_from_link("#/fng.weather?seed=-1"), "bad_type", "seed");
    check_error(pm::request_from_link("#/fng.weather?seed=abc"), "bad_type", "seed");
    check_error(pm::request_from_link("#/fng.weather?seed=4294967296"), "out_of_range", "seed");
    check_error(pm::request_from_link("#/fng.nope?month=1"), "unknown_calc", "calc");
    for (const char* empty : {"", "#", "#/", "#/?month=7", "?month=7"})
        check_error(pm::request_from_link(empty), "missing_param", "calc");
    check_error(pm::request_from_link(std::string(5000, 'a')), "bad_json");
}

TEST_CASE("links: gen (the generator of a shared roll) is accepted and is not a parameter") {
    json req = pm::request_from_link("#/fng.weather?seed=5&gen=1");
    CHECK(req == json::parse(R"({"calc":"fng.weather","seed":5,"generator":1,"params":{}})"));
    CHECK(pm::evaluate_request(req)["ok"] == true);
}

TEST_CASE("links: link_for_request writes only non-defaults, then seed and gen, and round-trips") {
    CHECK(pm::link_for_request(json::parse(R"({"calc":"fng.weather","params":{"month":1}})")) == "#/fng.weather");
    CHECK(pm::link_for_request(json::parse(R"({"calc":"fng.weather","params":{"month":7,"half":"late"}})")) ==
          "#/fng.weather?month=7&half=late");
    CHECK(pm::link_for_request(json::parse(R"({"calc":"fng.weather","params":{},"seed":9})")) ==
          "#/fng.weather?seed=9&gen=1");
    const char* requests[] = {
        R"({"calc":"fng.weather","params":{"month":7,"half":"late","turns":20},"seed":123})",
        R"({"calc":"fng.weather","params":{"mission":"perimeter-patrol","variable_rule":"start-clear"},"seed":0})",
        R"({"calc":"fng.weather","params":{"month":12,"half":"late","mission":"defend"}})",
    };
    for (const char* text : requests) {
        CAPTURE(text);
        json req = json::parse(text);
        std::string link = pm::link_for_request(req);
        json back = pm::request_from_link(link);
        REQUIRE(!back.contains("ok"));
        CHECK(pm::evaluate_request(back).dump() == pm::evaluate_request(req).dump());
        CHECK(pm::link_for_request(back) == link);  // stable
    }
}

// [SECTION] the player's own dice answered as far as they go (error.needs.so_far, next_for)
TEST_CASE("codec: too few of the player's dice still answers what they decided, and what the next die is for") {
    // fng.fire, 3 dice at Rep 4 in the open: 5, 6, 2 give 2 hits; their damage dice come next.
    json r = pm::evaluate_request({{"calc", "fng.fire"}, {"params", {{"dice", 3}}}, {"dice", {5, 6, 2}}});
    REQUIRE(r["ok"] == false);
    const json& needs = r["error"]["needs"];
    CAPTURE(needs.dump());
    CHECK(needs.value("so_far", std::string()).find("2 hits") != std::string::npos);
    CHECK(needs.value("so_far", std::string()).find("5, 6, 2 to hit") != std::string::npos);
    CHECK(needs.value("next_for", std::string()) == "for damage");
    // A burst at two targets: the to-hit dice say who was hit before any damage die is in.
    json b = pm::evaluate_request(
        {{"calc", "fng.burst"}, {"params", {{"dice", 4}, {"targets", 2}}}, {"dice", {6, 6, 1, 2}}});
    REQUIRE(b["ok"] == false);
    const std::string so_far = b["error"]["needs"].value("so_far", std::string());
    CAPTURE(so_far);
    CHECK(so_far.find("on target 1") != std::string::npos);
    CHECK(so_far.find("target 2 missed") != std::string::npos);
    CHECK(b["error"]["needs"].value("next_for", std::string()) == "for damage on target 1");
}

// [SECTION] a setting that changes nothing says so (no_effect)
TEST_CASE("codec: a choice that changes nothing in this answer is named and said in the summary") {
    // TCS ATGM: a night visibility limit typed while no night sight is chosen changes nothing in
    // the kill number, and the rule says nothing of it; the answer now says so.
    json r = pm_test::ev("tcs.atgm", {{"night_limit", 60}});
    REQUIRE(r.contains("no_effect"));
    CHECK(r["no_effect"] == json::array({"night_limit"}));
    CHECK(r["summary"].get<std::string>().find("Night visibility limit 60 changes nothing here.") != std::string::npos);
    // A value that does change the answer is never named: heavy rain doubles artillery deviation.
    CHECK_FALSE(pm_test::ev("fng.artillery-deviation", {{"heavy_rain", true}}).contains("no_effect"));
    // A value left at its default is never named.
    CHECK_FALSE(pm_test::ev("tcs.atgm", {{"night_limit", 0}}).contains("no_effect"));
    // TCS ATGM: thermal sights with no night limit say they count weather and smoke only (daylight).
    json atgm = pm_test::ev("tcs.atgm", {{"sight", "thermal"}});
    CHECK(pm_test::has_modifier(atgm, "Thermal sights in daylight"));
}

// [SECTION] a picture's contents in words (figure.words)
TEST_CASE("codec: a generated map lists what it holds in words, each once") {
    json r = pm_test::ev("fng.tunnel", json::object(), 5);
    REQUIRE(r["figure"].contains("words"));
    const json& words = r["figure"]["words"];
    CHECK(words.size() >= 2);
    std::set<std::string> seen;
    for (const auto& w : words) CHECK(seen.insert(w.get<std::string>()).second);
    bool section = false;
    for (const auto& w : words) section = section || w.get<std::string>().rfind("Section ", 0) == 0;
    CHECK(section);
}
}  // namespace core_contract_test_codec
