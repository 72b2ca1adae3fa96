// The saved-data checker: what the app does with good, damaged, future and oversized stores,
// and the stricter import check.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>

#include "contract/saved_store.h"
#include "engine/data/data_files.h"

namespace core_contract_test_saved_store {

using pm::json;

TEST_CASE("a good store is accepted and keeps entries of unknown calculators") {
    std::string text = R"({"app":"pointman","schema":1,"presets":{"zz.gone":[{"name":"old","params":{"x":1}}]},)"
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

// Issue 38: an import brought tables nobody checked; an invalid or 300 KB one then broke its
// calculator until deleted. Each table now passes the core's validator (and a size cap) first.
TEST_CASE("import: every table is validated, table by table; a bad or oversized one refuses the file") {
    json good = pm::empty_store();
    good["tables"]["skirmish.deviation"] = pm::data_json("skirmish/example-deviation.json");
    good["tables"]["zz.future-table"] = {{"anything", 1}};  // a newer build's table: kept
    json ok = pm::check_import(good.dump());
    REQUIRE(ok["ok"].get<bool>());
    CHECK(ok["store"]["tables"].contains("zz.future-table"));

    json bad = good;
    bad["tables"]["sd.points-crt"] = {{"columns", {"1:1", "1:1"}}, {"rows", json::array()}};
    json r = pm::check_import(bad.dump());
    CHECK_FALSE(r["ok"].get<bool>());
    CHECK(r["table"] == "sd.points-crt");
    CHECK(r["message"].get<std::string>().find("sd.points-crt") != std::string::npos);
    CHECK(r["message"].get<std::string>().find("Nothing was changed") != std::string::npos);

    json big = good;
    big["tables"]["skirmish.deviation"]["note"] = std::string(300 * 1024, 'x');
    r = pm::check_import(big.dump());
    CHECK_FALSE(r["ok"].get<bool>());
    CHECK(r["table"] == "skirmish.deviation");
    CHECK(r["message"].get<std::string>().find("300 KB") != std::string::npos);
    json big_unknown = good;
    big_unknown["tables"]["zz.future-table"]["x"] = std::string(200 * 1024, 'x');
    CHECK_FALSE(pm::check_import(big_unknown.dump())["ok"].get<bool>());
    // What is already stored is read as before (a saved document always loads).
    CHECK(pm::check_store(bad.dump())["ok"].get<bool>());
    // Nor can the editor's or the API's set_table store a table too large to travel in a request.
    json huge = {{"op", "set_table"}, {"id", "skirmish.deviation"}, {"table", big["tables"]["skirmish.deviation"]}};
    json applied = pm::apply_change(pm::empty_store(), huge);
    CHECK_FALSE(applied["ok"].get<bool>());
    CHECK(applied["message"].get<std::string>().find("KB") != std::string::npos);
}

// [SECTION] the picker's memory: recent, pinned, rule-set filter
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

TEST_CASE("the display choice (theme, text size) is one change, checked, and kept with the rest of settings") {
    json doc = pm::empty_store();
    doc["settings"] = {{"ruleset", "fng"}, {"pinned", json::array({"fng.los"})}};
    json r = pm::apply_change(doc, {{"op", "display"}, {"theme", "light"}});
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["store"]["settings"]["theme"] == "light");
    CHECK(r["store"]["settings"]["ruleset"] == "fng");  // the picker's memory is untouched
    r = pm::apply_change(r["store"], {{"op", "display"}, {"text_size", 2}});
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["store"]["settings"]["text_size"] == 2);
    CHECK(r["store"]["settings"]["theme"] == "light");
    for (const json& bad : {json({{"op", "display"}, {"theme", "sepia"}}), json({{"op", "display"}, {"text_size", 4}}),
                            json({{"op", "display"}, {"text_size", -1}}), json({{"op", "display"}, {"text_size", "2"}}),
                            json({{"op", "display"}})}) {
        json b = pm::apply_change(r["store"], bad);
        CHECK_FALSE(b["ok"].get<bool>());
        CHECK(!b["message"].get<std::string>().empty());
    }
    // Through the merge, beside another tab's pin, and read back by check_store.
    json m = pm::merge_change(r["store"].dump(), {{"op", "display"}, {"theme", "contrast"}, {"text_size", 3}});
    REQUIRE(m["ok"].get<bool>());
    json back = pm::check_store(m["text"].get<std::string>());
    REQUIRE(back["ok"].get<bool>());
    CHECK(back["store"]["settings"]["theme"] == "contrast");
    CHECK(back["store"]["settings"]["text_size"] == 3);
    CHECK(back["store"]["settings"]["pinned"] == json::array({"fng.los"}));
    // A newer build's value is kept, not a reason to call the document damaged.
    doc["settings"]["theme"] = "sepia";
    CHECK(pm::check_store(doc.dump())["ok"].get<bool>());
}

// [SECTION] changes merged into what is stored (saved work that no tab can wipe)
namespace {
json merged(const std::string& stored, const json& change) {
    json r = pm::merge_change(stored, change);
    REQUIRE_MESSAGE(r["ok"].get<bool>(), r.dump());
    json again = pm::check_store(r["text"].get<std::string>());  // what is written always passes the check
    REQUIRE_MESSAGE(again["ok"].get<bool>(), again.dump());
    CHECK(again["store"] == r["store"]);
    return r;
}
std::string text_of(const json& r) {
    return r["text"].get<std::string>();
}
}  // namespace

TEST_CASE("two tabs saving different entries: both survive, whichever writes last") {
    json a_table = {{"id", "sd.crt"}, {"op", "set_table"}, {"table", {{"columns", {"1:1"}}}}};
    json b_table = {{"id", "soldiers.crt"}, {"op", "set_table"}, {"table", {{"columns", {"2:1"}}}}};
    json a_preset = {{"op", "put_preset"}, {"calc", "fng.fire"}, {"name", "A"}, {"params", {{"rep", 4}}}};
    json b_preset = {{"op", "put_preset"}, {"calc", "fng.fire"}, {"name", "B"}, {"params", {{"rep", 5}}}};
    json a_roll = {{"op", "add_roll"}, {"calc", "fng.fire"}, {"roll", {{"seed", 1}, {"params", json::object()}}}};
    json b_roll = {{"op", "add_roll"}, {"calc", "fng.fire"}, {"roll", {{"seed", 2}, {"params", json::object()}}}};
    for (int order = 0; order < 2; ++order) {
        std::string t;
        const json* seq[] = {&a_table, &b_table, &a_preset, &b_preset, &a_roll, &b_roll};
        for (int i = 0; i < 6; ++i) t = text_of(merged(t, *seq[order ? 5 - i : i]));
        json s = pm::check_store(t)["store"];
        CHECK(s["tables"].size() == 2);
        CHECK(s["presets"]["fng.fire"].size() == 2);
        CHECK(s["history"]["fng.fire"].size() == 2);
    }
}

TEST_CASE("the same entry saved by two tabs keeps the later one") {
    std::string t;
    t = text_of(merged(t, {{"op", "set_table"}, {"id", "sd.crt"}, {"table", {{"v", 1}}}}));
    t = text_of(merged(t, {{"op", "set_table"}, {"id", "sd.crt"}, {"table", {{"v", 2}}}}));
    t = text_of(merged(t, {{"op", "put_preset"}, {"calc", "c.x"}, {"name", "N"}, {"params", {{"a", 1}}}}));
    t = text_of(merged(t, {{"op", "put_preset"}, {"calc", "c.x"}, {"name", "N"}, {"params", {{"a", 2}}}}));
    t = text_of(merged(t, {{"op", "ruleset"}, {"ruleset", "fng"}}));
    t = text_of(merged(t, {{"op", "ruleset"}, {"ruleset", "sd"}}));
    json s = pm::check_store(t)["store"];
    CHECK(s["tables"]["sd.crt"]["v"] == 2);
    REQUIRE(s["presets"]["c.x"].size() == 1);
    CHECK(s["presets"]["c.x"][0]["params"]["a"] == 2);
    CHECK(s["settings"]["ruleset"] == "sd");
}

TEST_CASE("presets are changed by name: rename, delete, and entries another tab already removed") {
    std::string t;
    for (const char* n : {"a", "b", "c"})
        t = text_of(merged(t, {{"op", "put_preset"}, {"calc", "c.x"}, {"name", n}, {"params", json::object()}}));
    t = text_of(merged(t, {{"op", "delete_preset"}, {"calc", "c.x"}, {"name", "b"}}));
    t = text_of(merged(t, {{"op", "delete_preset"}, {"calc", "c.x"}, {"name", "b"}}));  // gone already: no change
    t = text_of(merged(t, {{"op", "rename_preset"}, {"calc", "c.x"}, {"name", "zz"}, {"to", "q"}}));  // no such preset
    t = text_of(merged(t, {{"op", "rename_preset"}, {"calc", "c.x"}, {"name", "a"}, {"to", "c"}}));   // replaces "c"
    json s = pm::check_store(t)["store"];
    REQUIRE(s["presets"]["c.x"].size() == 1);
    CHECK(s["presets"]["c.x"][0]["name"] == "c");
    // A full list refuses a new name but still lets an existing one be replaced.
    json doc = pm::empty_store();
    for (size_t i = 0; i < pm::kMaxPresetsPerCalc; ++i)
        doc["presets"]["c.x"].push_back({{"name", "p" + std::to_string(i)}, {"params", json::object()}});
    CHECK(pm::merge_change(
              doc.dump(),
              {{"op", "put_preset"}, {"calc", "c.x"}, {"name", "new"}, {"params", json::object()}})["reason"] ==
          "invalid");
    CHECK(pm::merge_change(doc.dump(),
                           {{"op", "put_preset"}, {"calc", "c.x"}, {"name", "p7"}, {"params", {{"k", 1}}}})["ok"]
              .get<bool>());
}

TEST_CASE("rolls are appended and trimmed to the newest 200; pins are set, not toggled") {
    std::string t;
    for (int i = 0; i < 205; ++i)
        t = text_of(pm::merge_change(t, {{"op", "add_roll"}, {"calc", "c.x"}, {"roll", {{"seed", i}}}}));
    json s = pm::check_store(t)["store"];
    REQUIRE(s["history"]["c.x"].size() == pm::kMaxHistoryPerCalc);
    CHECK(s["history"]["c.x"][0]["seed"] == 5);
    CHECK(s["history"]["c.x"][199]["seed"] == 204);
    // Two tabs both pin the same calculator: pinned once. Both unpin: unpinned, nothing else moves.
    t = text_of(merged(t, {{"op", "pin"}, {"calc", "fng.los"}, {"pinned", true}}));
    t = text_of(merged(t, {{"op", "pin"}, {"calc", "fng.fire"}, {"pinned", true}}));
    t = text_of(merged(t, {{"op", "pin"}, {"calc", "fng.los"}, {"pinned", true}}));
    CHECK(pm::check_store(t)["store"]["settings"]["pinned"] == json::array({"fng.los", "fng.fire"}));
    t = text_of(merged(t, {{"op", "pin"}, {"calc", "fng.los"}, {"pinned", false}}));
    t = text_of(merged(t, {{"op", "pin"}, {"calc", "fng.los"}, {"pinned", false}}));
    t = text_of(merged(t, {{"op", "opened"}, {"calc", "fng.los"}}));
    s = pm::check_store(t)["store"];
    CHECK(s["settings"]["pinned"] == json::array({"fng.fire"}));
    CHECK(s["settings"]["recent"] == json::array({"fng.los"}));
    CHECK(s["history"]["c.x"].size() == pm::kMaxHistoryPerCalc);  // untouched by settings changes
}

TEST_CASE("an unreadable stored document is never written over; only a replace (after keeping it aside) may") {
    const std::string bad = R"({"app":"pointman","schema":1,"presets":{"c":[{"name":"a")";
    json r = pm::merge_change(bad, {{"op", "set_table"}, {"id", "t"}, {"table", json::object()}});
    CHECK(r["reason"] == "unreadable");
    CHECK_FALSE(r.contains("text"));
    CHECK(pm::merge_change(R"({"app":"pointman","schema":9})", {{"op", "opened"}, {"calc", "a.b"}})["reason"] ==
          "unreadable");
    json clean = merged(bad, {{"op", "replace"}, {"store", pm::empty_store()}});
    CHECK(clean["store"] == pm::empty_store());
    // A replace must itself be a good document.
    CHECK(pm::merge_change("", {{"op", "replace"}, {"store", {{"app", "other"}}}})["reason"] == "invalid");
}

TEST_CASE("malformed changes are refused with a message; nothing is written") {
    const json bad[] = {
        json("set_table"),
        {{"op", "nope"}},
        {{"op", "set_table"}, {"id", ""}, {"table", json::object()}},
        {{"op", "set_table"}, {"id", "t"}, {"table", 3}},
        {{"op", "put_preset"}, {"calc", "c"}, {"name", std::string(81, 'n')}, {"params", json::object()}},
        {{"op", "put_preset"}, {"calc", "c"}, {"name", "n"}, {"params", json::array()}},
        {{"op", "add_roll"}, {"calc", "c"}, {"roll", {{"params", 1}}}},
        {{"op", "pin"}, {"calc", "c"}},
        {{"op", "ruleset"}, {"ruleset", 2}},
        {{"op", "opened"}, {"calc", std::string(pm::kMaxSettingsId + 1, 'c')}},
    };
    for (const json& c : bad) {
        json r = pm::merge_change("", c);
        CHECK_MESSAGE(r["reason"] == "invalid", c.dump());
        CHECK_FALSE(r["message"].get<std::string>().empty());
    }
}

TEST_CASE("a change that would make the document too large is refused, what is stored stays") {
    json doc = pm::empty_store();
    doc["tables"]["big"] = {{"blob", std::string(pm::kMaxStoreBytes - 200, 'x')}};
    std::string t = doc.dump();
    REQUIRE(pm::check_store(t)["ok"].get<bool>());
    json r = pm::merge_change(t, {{"op", "set_table"}, {"id", "more"}, {"table", {{"blob", std::string(400, 'y')}}}});
    CHECK(r["reason"] == "too_large");
}

TEST_CASE("three tabs interleaving random changes: every write passes the check, none is lost") {
    // A seeded walk (PCG-like LCG, fixed seed): each tab adds its own presets, tables and rolls and
    // re-saves some of the others' entries; the final document holds every last write of each entry.
    uint64_t state = 0x5eed17;
    auto next = [&state](uint32_t n) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<uint32_t>(state >> 33) % n;
    };
    std::string stored;
    std::map<std::string, int> last_table, last_preset;
    size_t rolls = 0;
    for (int step = 0; step < 300; ++step) {
        int tab = static_cast<int>(next(3));
        int key = static_cast<int>(next(6));
        json change;
        switch (next(3)) {
            case 0:
                change = {
                    {"op", "set_table"}, {"id", "t" + std::to_string(key)}, {"table", {{"tab", tab}, {"step", step}}}};
                last_table["t" + std::to_string(key)] = step;
                break;
            case 1:
                change = {{"op", "put_preset"},
                          {"calc", "c.x"},
                          {"name", "p" + std::to_string(key)},
                          {"params", {{"step", step}}}};
                last_preset["p" + std::to_string(key)] = step;
                break;
            default: change = {{"op", "add_roll"}, {"calc", "c.x"}, {"roll", {{"seed", step}, {"tab", tab}}}}; ++rolls;
        }
        stored = text_of(merged(stored, change));
    }
    json s = pm::check_store(stored)["store"];
    CHECK(s["tables"].size() == last_table.size());
    for (const auto& [id, step] : last_table) CHECK(s["tables"][id]["step"] == step);
    CHECK(s["presets"]["c.x"].size() == last_preset.size());
    for (const auto& p : s["presets"]["c.x"]) CHECK(p["params"]["step"] == last_preset[p["name"].get<std::string>()]);
    CHECK(s["history"]["c.x"].size() == std::min(rolls, pm::kMaxHistoryPerCalc));
}

TEST_CASE("merge_changes: queued changes in one write; a malformed one is skipped and named") {
    json batch = json::array({
        {{"op", "set_table"}, {"id", "a"}, {"table", {{"v", 1}}}},
        {{"op", "set_table"}, {"id", "b"}, {"table", "not an object"}},
        {{"op", "put_preset"}, {"calc", "c.x"}, {"name", "n"}, {"params", json::object()}},
    });
    std::string stored = text_of(merged("", {{"op", "set_table"}, {"id", "other"}, {"table", {{"v", 0}}}}));
    json r = pm::merge_changes(stored, batch);
    REQUIRE(r["ok"].get<bool>());
    CHECK(r["refused"].size() == 1);
    CHECK(r["refused"][0]["index"] == 1);
    CHECK(r["store"]["tables"].size() == 2);  // "other" (already stored) and "a"
    CHECK(r["store"]["presets"]["c.x"].size() == 1);
    CHECK(pm::check_store(r["text"].get<std::string>())["store"] == r["store"]);
    // Unreadable stored text: nothing is merged unless the batch starts with a replace.
    CHECK(pm::merge_changes("{oops", batch)["reason"] == "unreadable");
    json fresh = pm::merge_changes("{oops", json::array({{{"op", "replace"}, {"store", pm::empty_store()}}, batch[0]}));
    REQUIRE(fresh["ok"].get<bool>());
    CHECK(fresh["store"]["tables"]["a"]["v"] == 1);
}

TEST_CASE("the write log: each write's id is kept (the last 64), so a tab can tell its save was written over unseen") {
    json roll = {{"op", "add_roll"}, {"calc", "c.x"}, {"roll", {{"seed", 7}, {"time", 1}}}};
    json a = pm::merge_changes("", json::array({roll}), "tab-a-1");
    REQUIRE(a["ok"].get<bool>());
    CHECK(a["store"]["writes"] == json::array({"tab-a-1"}));
    // Tab B read the document before A's write (a stale copy) and writes over it: its log lacks A's id.
    json b =
        pm::merge_changes("", json::array({{{"op", "set_table"}, {"id", "t"}, {"table", json::object()}}}), "tab-b-1");
    json seen_by_a = pm::check_store(b["text"].get<std::string>());
    REQUIRE(seen_by_a["ok"].get<bool>());
    const json& log = seen_by_a["store"]["writes"];
    CHECK(std::find(log.begin(), log.end(), json("tab-a-1")) == log.end());
    // A sends its change again on top of B's document: both are there, the roll once.
    json again = pm::merge_changes(b["text"].get<std::string>(), json::array({roll, roll}), "tab-a-2");
    REQUIRE(again["ok"].get<bool>());
    CHECK(again["store"]["history"]["c.x"].size() == 1);
    CHECK(again["store"]["tables"].contains("t"));
    CHECK(again["store"]["writes"] == json::array({"tab-b-1", "tab-a-2"}));
    // At most 64 ids; a malformed log is left out, never a reason to refuse the document.
    std::string t;
    for (int i = 0; i < 70; ++i)
        t = pm::merge_changes(t, json::array({{{"op", "opened"}, {"calc", "a.b"}}}), "w" + std::to_string(i))["text"]
                .get<std::string>();
    json many = pm::check_store(t)["store"]["writes"];
    REQUIRE(many.size() == pm::kMaxWriteLog);
    CHECK(many[0] == "w6");
    json odd = pm::check_store(R"({"app":"pointman","schema":1,"writes":[1,2]})");
    REQUIRE(odd["ok"].get<bool>());
    CHECK_FALSE(odd["store"].contains("writes"));
}

}  // namespace core_contract_test_saved_store
