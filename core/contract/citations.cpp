// Pointman — citations a player can look up, and the Pointman readings (see citations.h).
#include "contract/citations.h"

#include <cstring>
#include <map>
#include <string>
#include <utility>

#include "engine/data/data_files.h"

namespace pm {
namespace {

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

// "Pointman reading N" in a text; an SVG's markup names none of its own, so it is read as text.
void readings_in(const std::string& s, std::set<int>& used) {
    static const char phrase[] = "Pointman reading ";
    const size_t n = sizeof(phrase) - 1;
    for (size_t at = s.find(phrase); at != std::string::npos; at = s.find(phrase, at + n)) {
        size_t i = at + n;
        int v = 0;
        bool any = false;
        while (i < s.size() && is_digit(s[i])) {
            v = v * 10 + (s[i++] - '0');
            any = true;
        }
        if (any) used.insert(v);
    }
}

bool kept_key(const std::string& k) {
    switch (k.size()) {
        case 2: return k == "id";
        case 3: return k == "key";
        case 4: return k == "calc" || k == "link" || k == "name" || k == "type" || k == "kind";
        case 5: return k == "table" || k == "group" || k == "exact";
        case 6: return k == "family";
        case 7: return k == "default" || k == "ruleset";
        default: return false;
    }
}

struct Table {
    std::string name, citation;
};

const Table* find_table(const std::string& id) {
    static const std::map<std::string, Table> tables = [] {
        std::map<std::string, Table> out;
        for (const auto& [key, t] : data_json("readings/citations.json").at("tables").items()) {
            const std::string name = t.at("name").get<std::string>();
            out[key] = {name, name + " (" + t.at("cite").get<std::string>() + ")"};
        }
        return out;
    }();
    if (id.size() < 5 || id[0] < 'A' || id[0] > 'Z') return nullptr;  // no table id: skip the search
    auto it = tables.find(id);
    return it == tables.end() ? nullptr : &it->second;
}

// (Over the containers themselves: a json iterator per element costs more than the search.)
void walk(const json& j, std::set<int>& used, bool in_choices) {
    if (j.is_string()) {
        readings_in(j.get_ref<const std::string&>(), used);
    } else if (j.is_array()) {
        for (const auto& e : j.get_ref<const json::array_t&>()) walk(e, used, in_choices);
    } else if (j.is_object()) {
        for (const auto& [key, value] : j.get_ref<const json::object_t&>()) {
            if (!value.is_structured() && !value.is_string()) continue;
            if (kept_key(key)) continue;
            if (in_choices && key == "value") continue;
            walk(value, used, key == "choices");
        }
    }
}

}  // namespace

void collect_readings(const json& j, std::set<int>& used) {
    walk(j, used, false);
}

void collect_text_readings(const std::string& text, std::set<int>& used) {
    readings_in(text, used);
}

std::string table_citation(const std::string& id) {
    const Table* t = find_table(id);
    return t ? t->citation : id;
}

std::string table_name(const std::string& id) {
    const Table* t = find_table(id);
    return t ? t->name : id;
}

void cite_table_ids(json& j) {
    if (j.is_string()) {
        if (const Table* t = find_table(j.get_ref<const std::string&>())) j = t->citation;
    } else if (j.is_array()) {
        for (auto& e : j) cite_table_ids(e);
    } else if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it)
            if (!kept_key(it.key())) cite_table_ids(it.value());
    }
}

json readings_json() {
    // A compute module of the site for one group of calculators leaves the readings' texts out
    // (web/modules/modules.json): its pages ask the module of every calculator for them.
    // The browser's canvas app is given the file after its first frame (engine/data/data_files.h).
    json out = json::array();
    if (data_file("readings/readings.json").empty()) return out;
    for (const auto& r : data_json("readings/readings.json").at("readings")) {
        json e = json::object();
        e["number"] = r.at("number");
        e["title"] = r.at("title");
        e["text"] = r.at("text");
        e["cite"] = r.at("cite");
        e["calculators"] = r.at("calculators");
        out.push_back(std::move(e));
    }
    return out;
}

}  // namespace pm
