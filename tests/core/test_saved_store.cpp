// The saved-data checker: what the app does with good, damaged, future and oversized stores,
// and the stricter import check.
#include <doctest/doctest.h>

#include <string>

#include "api/saved_store.h"

using pm::json;

TEST_CASE("a good store is accepted and keeps entries of unknown calculators") {
    std::string text =
        R"({"app":"pointman","schema":1,"presets":{"zz.gone":[{"name":"old","params":{"x":1}}]},)"
        R"("history":{},"tables":{"sd.crt":{"columns":["1:1"]}},"settings":{"theme":"dark"}})";
    json r = pm::check_store(text);
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["store"]["presets"]["zz.gone"][0]["name"] == "old");
    CHECK(r["store"]["tables"]["sd.crt"]["columns"][0] == "1:1");
    CHECK(r["store"]["settings"]["theme"] == "dark");
}

TEST_CASE("damaged, foreign, future and oversized stores are reported, not accepted") {
    CHECK(pm::check_store("{not json")["reason"] == "corrupt");
    CHECK(pm::check_store("[1,2]")["reason"] == "corrupt");
    CHECK(pm::check_store(R"({"app":"other","schema":1})")["reason"] == "corrupt");
    CHECK(pm::check_store(R"({"app":"pointman"})")["reason"] == "corrupt");
    CHECK(pm::check_store(R"({"app":"pointman","schema":1,"presets":[]})")["reason"] == "corrupt");
    CHECK(pm::check_store(R"({"app":"pointman","schema":1,"history":{"a":[1]}})")["reason"] == "corrupt");
    json future = pm::check_store(R"({"app":"pointman","schema":2})");
    CHECK(future["reason"] == "future");
    CHECK(future["message"].get<std::string>().find("newer") != std::string::npos);
    std::string deep(100, '[');
    CHECK(pm::check_store(deep)["reason"] == "corrupt");
    std::string huge(pm::kMaxStoreBytes + 1, ' ');
    CHECK(pm::check_store(huge)["reason"] == "too_large");
}

TEST_CASE("history is trimmed to the newest 200 rolls per calculator") {
    json doc = pm::empty_store();
    for (int i = 0; i < 230; ++i) doc["history"]["c.x"].push_back(json{{"seed", i}});
    json r = pm::check_store(doc.dump());
    REQUIRE(r["ok"].get<bool>());
    REQUIRE(r["store"]["history"]["c.x"].size() == 200);
    CHECK(r["store"]["history"]["c.x"][0]["seed"] == 30);
    CHECK(r["store"]["history"]["c.x"][199]["seed"] == 229);
    CHECK(r["notes"].size() == 1);
}

TEST_CASE("import refuses unknown calculators and unnamed presets with a message naming the fault") {
    json doc = pm::empty_store();
    doc["presets"]["zz.nothing"] = json::array({json{{"name", "a"}, {"params", json::object()}}});
    json r = pm::check_import(doc.dump());
    CHECK_FALSE(r["ok"].get<bool>());
    CHECK(r["message"].get<std::string>().find("zz.nothing") != std::string::npos);
    CHECK_FALSE(pm::check_import("garbage")["ok"].get<bool>());
    CHECK(pm::check_import(pm::empty_store().dump())["ok"].get<bool>());
}
