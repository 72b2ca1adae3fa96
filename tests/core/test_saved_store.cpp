// The saved-data checker: what the app does with good, damaged, future and oversized stores,
// and the stricter import check.
#include <doctest/doctest.h>

#include <algorithm>
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

// [SECTION] the picker's memory: recent, pinned, rule-set filter (issue 13)
TEST_CASE("settings: recent, pinned and the rule-set filter are kept, unknown ids included") {
    std::string text =
        R"({"app":"pointman","schema":1,"settings":{"recent":["fng.fire","zz.future","sd.close-assault"],)"
        R"("pinned":["zz.future","fng.los"],"ruleset":"fng","theme":"dark"}})";
    json r = pm::check_store(text);
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["store"]["settings"]["recent"] == json::array({"fng.fire", "zz.future", "sd.close-assault"}));
    CHECK(r["store"]["settings"]["pinned"] == json::array({"zz.future", "fng.los"}));
    CHECK(r["store"]["settings"]["ruleset"] == "fng");
    CHECK(r["store"]["settings"]["theme"] == "dark");
    CHECK(r["notes"].empty());
    // The import keeps them too: an id a newer build knows is not a reason to refuse a file.
    json imp = pm::check_import(text);
    REQUIRE(imp["ok"].get<bool>());
    CHECK(imp["store"]["settings"] == r["store"]["settings"]);
}

TEST_CASE("settings: a recent list longer than 8 keeps the newest 8, with a note") {
    json doc = pm::empty_store();
    for (int i = 0; i < 11; ++i) doc["settings"]["recent"].push_back("c." + std::to_string(i));
    json r = pm::check_store(doc.dump());
    REQUIRE(r["ok"].get<bool>());
    REQUIRE(r["store"]["settings"]["recent"].size() == pm::kMaxRecent);
    CHECK(r["store"]["settings"]["recent"][0] == "c.0");
    CHECK(r["store"]["settings"]["recent"][7] == "c.7");
    CHECK(r["notes"].size() == 1);
}

TEST_CASE("settings in the wrong shape make the document unreadable, as any shape fault does") {
    const char* bad[] = {
        R"({"app":"pointman","schema":1,"settings":{"recent":"fng.fire"}})",
        R"({"app":"pointman","schema":1,"settings":{"recent":["fng.fire",3]}})",
        R"({"app":"pointman","schema":1,"settings":{"pinned":[""]}})",
        R"({"app":"pointman","schema":1,"settings":{"pinned":{"fng.fire":true}}})",
        R"({"app":"pointman","schema":1,"settings":{"ruleset":7}})",
    };
    for (const char* t : bad) {
        json r = pm::check_store(t);
        CHECK_MESSAGE(r["reason"] == "corrupt", t);
        CHECK(r["message"].get<std::string>().find("settings") != std::string::npos);
        json imp = pm::check_import(t);
        CHECK_FALSE(imp["ok"].get<bool>());
        CHECK(imp["message"].get<std::string>().find("settings") != std::string::npos);
    }
    json many = pm::empty_store();
    for (size_t i = 0; i <= pm::kMaxPinned; ++i) many["settings"]["pinned"].push_back("c." + std::to_string(i));
    CHECK(pm::check_store(many.dump())["reason"] == "corrupt");
    std::string long_id(pm::kMaxSettingsId + 1, 'x');
    CHECK(pm::check_store(R"({"app":"pointman","schema":1,"settings":{"recent":[")" + long_id + R"("]}})")["reason"] ==
          "corrupt");
}

TEST_CASE("settings_opened: newest first, no duplicates, at most 8; other keys untouched") {
    json st = json{{"theme", "dark"}};
    for (int i = 0; i < 10; ++i) st = pm::settings_opened(st, "c." + std::to_string(i));
    REQUIRE(st["recent"].size() == pm::kMaxRecent);
    CHECK(st["recent"][0] == "c.9");
    CHECK(st["recent"][7] == "c.2");
    st = pm::settings_opened(st, "c.5");  // opened again: moves to the front, not twice
    CHECK(st["recent"][0] == "c.5");
    CHECK(st["recent"][1] == "c.9");
    CHECK(std::count(st["recent"].begin(), st["recent"].end(), json("c.5")) == 1);
    CHECK(st["recent"].size() == pm::kMaxRecent);
    CHECK(st["theme"] == "dark");
    // What the app writes is what the checker accepts.
    json doc = pm::empty_store();
    doc["settings"] = st;
    json r = pm::check_store(doc.dump());
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["store"]["settings"] == st);
    // A settings value that is not an object (never stored, but never trusted) starts a fresh one.
    CHECK(pm::settings_opened(json("x"), "a.b")["recent"] == json::array({"a.b"}));
    CHECK(pm::settings_opened(st, "")["recent"] == st["recent"]);
}

TEST_CASE("settings_toggle_pin pins at the end and unpins; settings_set_ruleset remembers the filter") {
    json st = json::object();
    st = pm::settings_toggle_pin(st, "fng.fire");
    st = pm::settings_toggle_pin(st, "zz.future");
    st = pm::settings_toggle_pin(st, "fng.los");
    CHECK(st["pinned"] == json::array({"fng.fire", "zz.future", "fng.los"}));
    st = pm::settings_toggle_pin(st, "fng.fire");
    CHECK(st["pinned"] == json::array({"zz.future", "fng.los"}));
    st = pm::settings_set_ruleset(st, "sd");
    CHECK(st["ruleset"] == "sd");
    st = pm::settings_set_ruleset(st, "");
    CHECK(st["ruleset"] == "");
    json full = json::object();
    for (size_t i = 0; i < pm::kMaxPinned; ++i) full = pm::settings_toggle_pin(full, "c." + std::to_string(i));
    CHECK(full["pinned"].size() == pm::kMaxPinned);
    CHECK(pm::settings_toggle_pin(full, "one.more")["pinned"].size() == pm::kMaxPinned);  // full: unchanged
    CHECK(pm::settings_toggle_pin(full, "c.3")["pinned"].size() == pm::kMaxPinned - 1);   // unpinning still works
    json doc = pm::empty_store();
    doc["settings"] = full;
    CHECK(pm::check_store(doc.dump())["ok"].get<bool>());
}
