// Regression tests for faults found by the hostile-input browser test and the fuzzers (issue 8).
#include <doctest/doctest.h>

#include "api/codec.h"

using pm::json;

namespace {
std::string code_of(const json& r) { return r.contains("ok") && !r["ok"].get<bool>() ? r["error"]["code"].get<std::string>() : "ok"; }
}  // namespace

TEST_CASE("link values with an embedded NUL are not numbers (found: \"turns=%00\" read as 0)") {
    // strtoll/strtod stop at the NUL, which used to look like the end of the text.
    CHECK(code_of(pm::request_from_link("#/fng.weather?turns=%00")) == "bad_type");
    CHECK(code_of(pm::request_from_link("#/fng.weather?turns=3%00junk")) == "bad_type");
    CHECK(code_of(pm::request_from_link("#/fng.weather?month=%00")) == "bad_type");
    CHECK(code_of(pm::request_from_link("#/fng.weather?seed=5%00")) == "bad_type");
    // The same values without the NUL are fine.
    CHECK(pm::request_from_link("#/fng.weather?turns=3&seed=5")["params"]["turns"] == 3);
}

TEST_CASE("link_for_request takes any JSON without throwing (found: {\"calc\":5} threw type_error)") {
    CHECK(pm::link_for_request(json{{"calc", 5}}) == "#/");
    CHECK(pm::link_for_request(json::array({1, 2})) == "#/");
    CHECK(pm::link_for_request(json("fng.weather")) == "#/");
    CHECK(pm::link_for_request(json{{"calc", "fng.weather"}, {"params", 7}, {"seed", "x"}}) == "#/fng.weather");
    CHECK(pm::link_for_request(json{{"calc", "fng.weather"}, {"params", {{"month", 7}}}, {"seed", 3}}).rfind("#/fng.weather?month=7&seed=3", 0) == 0);
}
