// Pointman — citations a player can look up, and the Pointman readings (see citations.h).
#include "contract/citations.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <map>
#include <string>
#include <utility>

#include "engine/data/data_files.h"

namespace pm {
namespace {

// The parser's own helpers (named apart: the core is compiled in unity batches with sections.cpp).
namespace parse {

bool is_digit(char c) {
    return c >= '0' && c <= '9';
}
bool word_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}
// A dash between the ends of a range: '-' or the en dash "–".
size_t dash_at(const std::string& s, size_t i) {
    if (i < s.size() && s[i] == '-') return 1;
    if (s.compare(i, 3, "\xE2\x80\x93") == 0) return 3;
    return 0;
}
size_t skip_spaces(const std::string& s, size_t i) {
    while (i < s.size() && s[i] == ' ') ++i;
    return i;
}
size_t read_int(const std::string& s, size_t i, int& v) {
    v = 0;
    size_t j = i;
    while (j < s.size() && is_digit(s[j]) && j - i < 6) v = v * 10 + (s[j++] - '0');
    return j;
}

// "Pointman reading N"; an SVG's markup names none of its own, so it is read as text.
template <class Each>
void readings_in(const std::string& s, Each&& each) {
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
        if (any) each(v);
    }
}
void readings_in(const std::string& s, std::set<int>& used) {
    readings_in(s, [&](int v) { used.insert(v); });
}

// Pages after "p." / "pp." (FNG, QRS): "p.38", "pp.63-64, 67, 69-70", "pp. 18 and 38", "p.2.0-1".
void pages_in(const std::string& s, std::vector<CitedRange>& out) {
    for (size_t at = s.find('p'); at != std::string::npos; at = s.find('p', at + 1)) {
        if (at > 0 && word_char(s[at - 1])) continue;
        size_t i = at + 1;
        if (i < s.size() && s[i] == 'p') ++i;
        if (i >= s.size() || s[i] != '.') continue;
        i = skip_spaces(s, i + 1);
        while (i < s.size() && is_digit(s[i])) {
            CitedRange r;
            if (s.compare(i, 4, "2.0-") == 0 && i + 4 < s.size() && is_digit(s[i + 4])) {  // an FNG 2.0 page
                int n;
                const size_t e = read_int(s, i + 4, n);
                r.lo = r.hi = s.substr(i, e - i);
                i = e;
            } else {
                int a, b;
                i = read_int(s, i, a);
                r.lo = r.hi = std::to_string(a);
                const size_t j = skip_spaces(s, i), d = dash_at(s, j);
                if (d && is_digit(s[skip_spaces(s, j + d)])) {
                    i = read_int(s, skip_spaces(s, j + d), b);
                    r.hi = std::to_string(b);
                }
            }
            out.push_back(r);
            size_t j = skip_spaces(s, i);  // ", 67" or " and 38" continue the list
            if (j < s.size() && s[j] == ',') {
                j = skip_spaces(s, j + 1);
            } else if (s.compare(j, 4, "and ") == 0) {
                j = skip_spaces(s, j + 4);
            } else {
                break;
            }
            if (j >= s.size() || !is_digit(s[j])) break;
            i = j;
        }
    }
}

// One rule number at i, "2.5c" or "31.17": its end, or i when there is none.
size_t read_rule(const std::string& s, size_t i, std::string& out) {
    int a, b;
    size_t j = read_int(s, i, a);
    if (j == i || j + 1 >= s.size() || s[j] != '.' || !is_digit(s[j + 1])) return i;
    j = read_int(s, j + 1, b);
    out = std::to_string(a) + "." + std::to_string(b);
    if (j < s.size() && s[j] >= 'a' && s[j] <= 'z' && (j + 1 >= s.size() || !word_char(s[j + 1]))) out += s[j++];
    return j;
}

// Rule numbers (TCS, S&D) and their ranges: "2.5c", "§31.17", "2.5e–2.5h", "§32.0–§32.8", "[32.0]–[32.8]".
void rules_in(const std::string& s, std::vector<CitedRange>& out) {
    for (size_t i = 0; i < s.size(); ++i) {
        if (!is_digit(s[i]) || (i > 0 && (word_char(s[i - 1]) || s[i - 1] == '.' || s[i - 1] == '-'))) continue;
        CitedRange r;
        const size_t e = read_rule(s, i, r.lo);
        if (e == i) continue;
        r.hi = r.lo;
        size_t j = skip_spaces(s, e < s.size() && s[e] == ']' ? e + 1 : e);
        if (const size_t d = dash_at(s, j)) {
            size_t k = skip_spaces(s, j + d);
            if (s.compare(k, 2, "\xC2\xA7") == 0) k += 2;  // "§"
            if (k < s.size() && s[k] == '[') ++k;
            const size_t e2 = read_rule(s, k, r.hi);
            if (e2 != k) j = e2;
        }
        out.push_back(r);
        i = std::max(e, j) - 1;
    }
}

// Soldiers cases "(I)", "(A), (C), (G)–(J)".
void cases_in(const std::string& s, std::vector<CitedRange>& out) {
    for (size_t i = 0; i + 2 < s.size(); ++i) {
        if (s[i] != '(' || s[i + 1] < 'A' || s[i + 1] > 'Z' || s[i + 2] != ')') continue;
        CitedRange r{std::string(1, s[i + 1]), std::string(1, s[i + 1])};
        size_t j = skip_spaces(s, i + 3);
        if (const size_t d = dash_at(s, j)) {
            j = skip_spaces(s, j + d);
            if (j + 2 < s.size() && s[j] == '(' && s[j + 2] == ')') {
                r.hi = std::string(1, s[j + 1]);
                i = j + 2;  // the range's end is read
            }
        }
        out.push_back(r);
    }
}

// One table id at the "-T" at `at` ("FNG-T78": capitals, "-T", a number): where it starts and
// ends, or false.
bool table_id_at(const std::string& s, size_t at, size_t& begin, size_t& end) {
    if (s.compare(at, 2, "-T") != 0) return false;
    begin = at;
    while (begin > 0 && std::isupper(static_cast<unsigned char>(s[begin - 1]))) --begin;
    int n;
    end = read_int(s, at + 2, n);
    return begin != at && end != at + 2 && (end >= s.size() || !word_char(s[end]));
}

// Our table ids and their ranges: "FNG-T78", "FNG-T73 … FNG-T77", "FNG-T15–FNG-T24".
void tables_in(const std::string& s, std::vector<CitedRange>& out) {
    for (size_t at = s.find("-T"); at != std::string::npos; at = s.find("-T", at + 2)) {
        size_t b, e;
        if (!table_id_at(s, at, b, e)) continue;
        CitedRange r;
        r.lo = r.hi = s.substr(b, e - b);
        size_t j = skip_spaces(s, e), d = dash_at(s, j);
        if (!d && s.compare(j, 3, "\xE2\x80\xA6") == 0) d = 3;  // "…"
        if (d) {
            const size_t k = skip_spaces(s, j + d);
            const size_t t = s.find("-T", k);
            size_t b2, e2;
            if (t != std::string::npos && table_id_at(s, t, b2, e2) && b2 == k &&
                s.compare(b2, at - b, s, b, at - b) == 0 && t - b2 == at - b) {
                r.hi = s.substr(b2, e2 - b2);
                at = t;
            }
        }
        out.push_back(r);
    }
}

}  // namespace parse

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
        parse::readings_in(j.get_ref<const std::string&>(), used);
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

CitationParts parse_citation(const std::string& citation) {
    CitationParts out;
    parse::pages_in(citation, out.pages);
    parse::rules_in(citation, out.rules);
    parse::cases_in(citation, out.cases);
    parse::tables_in(citation, out.tables);
    parse::readings_in(citation, [&](int v) { out.readings.push_back(v); });
    return out;
}

void collect_readings(const json& j, std::set<int>& used) {
    walk(j, used, false);
}

void collect_text_readings(const std::string& text, std::set<int>& used) {
    parse::readings_in(text, used);
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
