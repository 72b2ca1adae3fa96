// The configurations the registry-wide roll tests run every rolling calculator in (never a
// hand-written list): the defaults, then one parameter changed at a time (every other choice of a
// choice, each switch flipped, whole and decimal numbers at their minimum and maximum; free text
// keeps its default); for a calculator that reads player tables, all of that again with the invented
// example table the product ships for each (data/tables/kinds.json "example"), and again with each
// table that has a die re-laid on another die (a d6 table on a d8: rows 1-6 as printed, rows 7-8
// repeating the last row). Used by tests/core/engine/test_roll_matches_odds.cpp and
// tests/core/engine/test_player_dice.cpp.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "contract/calculator.h"
#include "contract/tables/table_kinds.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

// PM_TEST_INSTRUMENTED: the builds where a roll costs many times what it costs natively
// (WebAssembly; AddressSanitizer, as in ci/sanitize and the fuzzers' build), where the two roll
// tests run fewer rolls. A macro of this header, not of a test file: the test files are compiled in
// unity batches, where a file's own macro would reach the files after it (CONTRIBUTING.md, "Unity
// batches of the test files").
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define PM_TEST_INSTRUMENTED 1
#endif
#endif
#if defined(__EMSCRIPTEN__) || defined(__SANITIZE_ADDRESS__)
#define PM_TEST_INSTRUMENTED 1
#endif

namespace pm_test {

using pm::json;

struct Config {
    std::string name;  // "calc | change | tables"
    json params = json::object();
    json tables;  // null: none sent
};

inline std::string value_text(const json& v) {
    return v.is_string() ? v.get<std::string>() : v.dump();
}

// The defaults, then one parameter changed at a time.
inline std::vector<std::pair<std::string, json>> parameter_changes(const pm::Calculator& c) {
    std::vector<std::pair<std::string, json>> out = {{"defaults", json::object()}};
    auto add = [&](const pm::ParamSpec& s, const json& v) {
        if (v == s.def) return;
        out.push_back({s.name + "=" + value_text(v), json{{s.name, v}}});
    };
    for (const pm::ParamSpec& s : c.params) {
        switch (s.type) {
            case pm::ParamType::Bool: add(s, !s.def.get<bool>()); break;
            case pm::ParamType::Enum:
                for (const pm::Choice& ch : s.choices) add(s, ch.value);
                break;
            case pm::ParamType::Int:
                add(s, static_cast<int>(s.min));
                if (s.max != s.min) add(s, static_cast<int>(s.max));
                break;
            case pm::ParamType::Number:
                add(s, s.min);
                if (s.max != s.min) add(s, s.max);
                break;
            case pm::ParamType::Text: break;  // free text (an exploration's choices …): the default only
        }
    }
    return out;
}

// A table re-laid on another die: a d6 table on a d8 (any other die on a d6). Rows 1..old stay as
// printed; the new rows repeat the last printed row; a smaller die keeps the first rows. Null when
// the table's kind has no die (suppress tables read d6 faces; roll tables read modified rolls).
inline json on_other_die(const std::string& kind, const json& t) {
    if (kind != "crt" && kind != "deviation") return nullptr;
    const int from = t.value("die", 6);
    const int to = from == 6 ? 8 : 6;
    json out = t;
    out["die"] = to;
    if (kind == "crt") {
        json rows = json::array(), cells = json::array();
        for (int j = 1; j <= to; ++j) {
            const size_t src = static_cast<size_t>(std::min(j, static_cast<int>(t["rows"].size())) - 1);
            rows.push_back(std::to_string(j));
            cells.push_back(t["cells"][src]);
        }
        out["rows"] = rows;
        out["cells"] = cells;
    } else {
        json rows = json::array();
        for (int j = 1; j <= to; ++j) {
            const size_t src = static_cast<size_t>(std::min(j, static_cast<int>(t["rows"].size())) - 1);
            json row = t["rows"][src];
            row["roll"] = j;
            rows.push_back(row);
        }
        out["rows"] = rows;
    }
    return out;
}

// No tables; the shipped examples; the examples re-laid on another die (when any table has a die).
inline std::vector<std::pair<std::string, json>> table_sets(const pm::Calculator& c) {
    std::vector<std::pair<std::string, json>> out = {{"", nullptr}};
    json shipped = json::object(), relaid = json::object();
    bool any_relaid = false;
    for (const pm::TableSpec& spec : c.tables) {
        const pm::tables::TableKind* kind = pm::tables::find_table_kind(spec.id);
        REQUIRE_MESSAGE(kind != nullptr, c.id << " reads table " << spec.id << ", which has no kind");
        if (kind->example.empty()) continue;
        const json& example = pm::data_json(kind->example);
        shipped[spec.id] = example;
        json other = on_other_die(kind->kind, example);
        if (other.is_null()) {
            relaid[spec.id] = example;
            continue;
        }
        const auto faults = pm::tables::validate_user_table(spec.id, other);
        REQUIRE_MESSAGE(faults.empty(), spec.id << " re-laid: " << (faults.empty() ? "" : faults.front()));
        relaid[spec.id] = other;
        any_relaid = true;
    }
    if (!shipped.empty()) out.push_back({"shipped example tables", shipped});
    if (any_relaid) out.push_back({"tables re-laid on another die", relaid});
    return out;
}

inline std::vector<Config> configurations(const pm::Calculator& c) {
    std::vector<Config> out;
    for (const auto& [tname, tables] : table_sets(c))
        for (const auto& [pname, params] : parameter_changes(c)) {
            Config k;
            k.name = c.id + " | " + pname + (tname.empty() ? "" : " | " + tname);
            k.params = params;
            k.tables = tables;
            out.push_back(std::move(k));
        }
    return out;
}

inline json request_for(const pm::Calculator& c, const Config& k) {
    json req = {{"calc", c.id}, {"params", k.params}};
    if (!k.tables.is_null()) req["tables"] = k.tables;
    return req;
}

}  // namespace pm_test
