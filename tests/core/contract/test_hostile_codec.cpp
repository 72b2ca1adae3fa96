// Regression tests for faults found by the hostile-input browser test and the fuzzers.
#include <doctest/doctest.h>

#include "contract/codec.h"
#include "contract/saved_store.h"
#include "contract/tables/user_tables.h"

namespace core_contract_test_hostile_codec {

using pm::json;

namespace {
std::string code_of(const json& r) {
    return r.contains("ok") && !r["ok"].get<bool>() ? r["error"]["code"].get<std::string>() : "ok";
}
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
    CHECK(pm::link_for_request(json{{"calc", "fng.weather"}, {"params", {{"month", 7}}}, {"seed", 3}})
              .rfind("#/fng.weather?month=7&seed=3", 0) == 0);
}

TEST_CASE("saved data with wrong types is reported, not thrown (found by review: {\"app\":5}, a preset name 7)") {
    // json::value() throws type_error when the key holds another type.
    pm::json r = pm::check_store(R"({"app":5,"schema":1})");
    CHECK(r["ok"] == false);
    CHECK(r["reason"] == "corrupt");
    r = pm::check_import(R"({"app":"pointman","schema":1,"presets":{"fng.weather":[{"name":7,"params":{}}]}})");
    CHECK(r["ok"] == false);
    CHECK(r["message"].get<std::string>().find("has no name") != std::string::npos);
}

TEST_CASE("table faults never cut a UTF-8 character (found while writing the table-importer fuzz target)") {
    // "aé…": the 12-byte cut of the column text used to fall inside an é.
    pm::json t = {
        {"columns", {"a\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9"}}, {"rows", {"1"}}, {"cells", {{"X"}}}};
    auto faults = pm::tables::validate_crt(t);
    REQUIRE(!faults.empty());
    for (const auto& f : faults) CHECK_NOTHROW((void)pm::json(f).dump());
    CHECK(faults[0].find("(\"a\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\")") != std::string::npos);
}

}  // namespace core_contract_test_hostile_codec
