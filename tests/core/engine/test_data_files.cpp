// The data files: embedded ones, and ones a program is given at run time (engine/data/data_files.h:
// the browser's canvas app is given the search's word lists after its first frame).
#include <doctest/doctest.h>

#include <string>

#include "contract/catalog.h"
#include "engine/data/data_files.h"

namespace core_engine_test_data_files {

TEST_CASE("data files: a file given at run time reads like an embedded one; an embedded one is never replaced") {
    const int before = pm::data_given();
    CHECK(pm::data_file("test/given-at-run-time.json").empty());
    pm::data_give("test/given-at-run-time.json", R"({"given": true})");
    CHECK(pm::data_given() == before + 1);
    CHECK(pm::data_file("test/given-at-run-time.json") == R"({"given": true})");
    CHECK(pm::data_json("test/given-at-run-time.json").at("given") == true);
    pm::data_give("test/given-at-run-time.json", "{}");  // already there: left as it is
    CHECK(pm::data_json("test/given-at-run-time.json").at("given") == true);

    const std::string words(pm::data_file("catalog/words.json"));
    REQUIRE(!words.empty());
    pm::data_give("catalog/words.json", "{}");
    CHECK(pm::data_file("catalog/words.json") == words);
    CHECK(pm::data_given() == before + 1);
}

TEST_CASE("data files: the catalog built before a file was given is built again, and still answers") {
    const auto* group = pm::catalog_group("fng", "firefight");
    REQUIRE(group);
    const std::string title = group->title;
    pm::data_give("test/another-given-file.json", "{}");
    const auto* again = pm::catalog_group("fng", "firefight");
    REQUIRE(again);
    CHECK(again->title == title);
    CHECK(group->title == title);  // what was read from the catalog before stays valid
}

}  // namespace core_engine_test_data_files
