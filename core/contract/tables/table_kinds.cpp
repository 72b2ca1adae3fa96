// Pointman — kinds of player table (see table_kinds.h; data/tables/kinds.json).
#include "contract/tables/table_kinds.h"

#include <cstdlib>

#include "engine/data/data_files.h"

namespace pm::tables {

// [SECTION] kinds and limits
namespace {
std::vector<std::string> strings(const json& a) {
    std::vector<std::string> out;
    if (a.is_array())
        for (const auto& v : a) out.push_back(v.is_string() ? v.get<std::string>() : v.dump());
    return out;
}
const json& kinds_json() {
    return data_json("tables/kinds.json");
}
}  // namespace

const std::vector<TableKind>& table_kinds() {
    static const std::vector<TableKind> kinds = [] {
        std::vector<TableKind> out;
        for (const auto& t : kinds_json()["tables"]) {
            TableKind k;
            k.id = t.at("id").get<std::string>();
            k.kind = t.at("kind").get<std::string>();
            k.effects = strings(t.value("effects", json::array()));
            for (const auto& c : t.value("codes", json::array()))
                k.codes.push_back({c.at("code").get<std::string>(), c.at("label").get<std::string>(),
                                   c.at("effect").get<std::string>()});
            k.example = t.value("example", std::string());
            k.vehicle_mark = t.value("vehicle_mark", std::string());
            out.push_back(std::move(k));
        }
        return out;
    }();
    return kinds;
}

const TableKind* find_table_kind(const std::string& id) {
    for (const auto& k : table_kinds())
        if (k.id == id) return &k;
    return nullptr;
}

const TableLimits& table_limits() {
    static const TableLimits limits = [] {
        const json& l = kinds_json()["limits"];
        TableLimits t;
        t.die_min = l.at("die_min").get<int>();
        t.die_max = l.at("die_max").get<int>();
        t.columns = l.at("columns").get<int>();
        t.rows = l.at("rows").get<int>();
        t.code = l.at("code").get<int>();
        t.result = l.at("result").get<int>();
        t.weapons = l.at("weapons").get<int>();
        t.first_row_min = l.at("first_row_min").get<int>();
        t.last_row_max = l.at("last_row_max").get<int>();
        return t;
    }();
    return limits;
}

// [SECTION] blank forms and describe()
json blank_table(const std::string& id, const json& suggested) {
    const TableKind* k = find_table_kind(id);
    const std::string kind = k ? k->kind : std::string();
    const json empty = json::object();
    const json& s = suggested.is_object() ? suggested : empty;
    if (kind == "crt") {
        json t = {{"kind", "crt"}, {"die", 6}, {"odds_rule", {{"round", "down"}, {"below_lowest", "lowest"}}}};
        std::vector<std::string> cols = strings(s.value("columns", json::array()));
        if (cols.empty()) cols = {"1:1", "2:1"};
        t["columns"] = cols;
        t["rows"] = json::array();
        for (int r = 1; r <= 6; ++r) t["rows"].push_back(std::to_string(r));
        const std::string first = k->codes.empty() ? std::string("-") : k->codes[0].code;
        t["cells"] = json::array();
        for (int r = 0; r < 6; ++r) t["cells"].push_back(std::vector<std::string>(cols.size(), first));
        t["results"] = json::object();
        for (const auto& c : k->codes) t["results"][c.code] = {{"label", c.label}, {"effect", c.effect}};
        return t;
    }
    if (kind == "suppress") {
        json t = {{"kind", "suppress"}, {"weapons", json::array()}};
        std::vector<std::string> names = strings(s.value("rows", json::array()));
        if (names.empty()) names = {"Weapon 1"};
        for (size_t i = 0; i < names.size(); ++i)
            t["weapons"].push_back({{"id", "w" + std::to_string(i + 1)}, {"label", names[i]}, {"suppress", {6}}});
        return t;
    }
    if (kind == "roll") {
        json t = {{"kind", "roll"}, {"columns", {"result"}}, {"rows", json::array()}, {"cells", json::array()}};
        std::vector<std::string> rows = strings(s.value("rows", json::array()));
        if (rows.empty()) rows = {"2", "12"};
        for (int r = std::atoi(rows.front().c_str()); r <= std::atoi(rows.back().c_str()); ++r) {
            t["rows"].push_back(std::to_string(r));
            t["cells"].push_back({"no effect"});
        }
        return t;
    }
    json t = {{"kind", "deviation"}, {"die", 6}, {"rows", json::array()}};
    for (int r = 1; r <= 6; ++r) t["rows"].push_back({{"roll", r}, {"direction", "on target"}, {"distance", 0}});
    return t;
}

json describe_table_kind(const std::string& id, const json& suggested) {
    const TableKind* k = find_table_kind(id);
    if (!k) return json::object();
    json out = json::object();
    out["kind"] = k->kind;
    json codes = json::array();
    for (const auto& c : k->codes) codes.push_back({{"code", c.code}, {"label", c.label}, {"effect", c.effect}});
    out["codes"] = std::move(codes);
    out["effects"] = k->effects;
    const TableLimits& l = table_limits();
    out["limits"] = {{"die_min", l.die_min},
                     {"die_max", l.die_max},
                     {"columns", l.columns},
                     {"rows", l.rows},
                     {"code", l.code},
                     {"result", l.result},
                     {"weapons", l.weapons},
                     {"first_row_min", l.first_row_min},
                     {"last_row_max", l.last_row_max}};
    out["example"] = k->example.empty() ? json() : data_json(k->example);
    out["blank"] = blank_table(id, suggested);
    return out;
}

}  // namespace pm::tables
