// Pointman — from a book citation to the code that implements it (see sections.h).
#include "contract/sections.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "engine/data/data_files.h"

namespace pm {
namespace {

bool digit(char c) {
    return c >= '0' && c <= '9';
}
bool word_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}
std::string lower(std::string s) {
    for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
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
    while (j < s.size() && digit(s[j])) v = v * 10 + (s[j++] - '0');
    return j;
}

// Where `needle` (lower case) stands as whole words in `hay` (lower case), from `from`.
size_t find_words(const std::string& hay, const std::string& needle, size_t from = 0) {
    for (size_t at = hay.find(needle, from); at != std::string::npos; at = hay.find(needle, at + 1)) {
        const bool left = at == 0 || !word_char(hay[at - 1]);
        const bool right = at + needle.size() >= hay.size() || !word_char(hay[at + needle.size()]);
        if (left && right) return at;
    }
    return std::string::npos;
}

// ---- locators ------------------------------------------------------------------------------------

// A page ("38", "2.0-2"), a rule number ("2.5c", "31.17"), a case letter ("I"), each with its range end.
struct Range {
    std::string lo, hi;  // hi == lo for one
};

// FNG pages after "p." / "pp." (QRS pages too): "p.38", "pp.63-64, 67, 69-70", "pp. 18 and 38", "p.2.0-1".
std::vector<Range> fng_pages(const std::string& s) {
    std::vector<Range> out;
    for (size_t at = s.find('p'); at != std::string::npos; at = s.find('p', at + 1)) {
        if (at > 0 && word_char(s[at - 1])) continue;
        size_t i = at + 1;
        if (i < s.size() && s[i] == 'p') ++i;
        if (i >= s.size() || s[i] != '.') continue;
        i = skip_spaces(s, i + 1);
        while (i < s.size() && digit(s[i])) {
            Range r;
            if (s.compare(i, 4, "2.0-") == 0 && i + 4 < s.size() && digit(s[i + 4])) {  // an FNG 2.0 page
                int n;
                const size_t e = read_int(s, i + 4, n);
                r.lo = r.hi = s.substr(i, e - i);
                i = e;
            } else {
                int a, b;
                i = read_int(s, i, a);
                r.lo = r.hi = std::to_string(a);
                const size_t j = skip_spaces(s, i), d = dash_at(s, j);
                if (d && digit(s[skip_spaces(s, j + d)])) {
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
            if (j >= s.size() || !digit(s[j])) break;
            i = j;
        }
    }
    return out;
}

// Rule numbers "2.5c", "§31.17", "[31.17]", and ranges "2.5e–2.5h", "§32.0–§32.8".
size_t read_rule(const std::string& s, size_t i, std::string& out) {
    int a, b;
    size_t j = read_int(s, i, a);
    if (j == i || j + 1 >= s.size() || s[j] != '.' || !digit(s[j + 1])) return i;
    j = read_int(s, j + 1, b);
    out = std::to_string(a) + "." + std::to_string(b);
    if (j < s.size() && s[j] >= 'a' && s[j] <= 'z' && (j + 1 >= s.size() || !word_char(s[j + 1]))) out += s[j++];
    return j;
}
std::vector<Range> rule_numbers(const std::string& s) {
    std::vector<Range> out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (!digit(s[i]) || (i > 0 && (word_char(s[i - 1]) || s[i - 1] == '.' || s[i - 1] == '-'))) continue;
        Range r;
        const size_t e = read_rule(s, i, r.lo);
        if (e == i) continue;
        r.hi = r.lo;
        size_t j = skip_spaces(s, e);
        if (const size_t d = dash_at(s, j)) {
            size_t k = skip_spaces(s, j + d);
            if (s.compare(k, 2, "\xC2\xA7") == 0) k += 2;  // "§"
            const size_t e2 = read_rule(s, k, r.hi);
            if (e2 != k) j = e2;
        }
        out.push_back(r);
        i = std::max(e, j) - 1;
    }
    return out;
}

// Soldiers cases "(I)", "(A), (C), (G)–(J)".
std::vector<Range> case_letters(const std::string& s) {
    std::vector<Range> out;
    for (size_t i = 0; i + 2 < s.size(); ++i) {
        if (s[i] != '(' || s[i + 1] < 'A' || s[i + 1] > 'Z' || s[i + 2] != ')') continue;
        Range r{std::string(1, s[i + 1]), std::string(1, s[i + 1])};
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
    return out;
}

// A rule number as (major, minor, letter): "2.5c" → (2, 5, "c"); "5.0" is chapter 5 as a whole.
using Rule = std::tuple<int, int, std::string>;
Rule rule_key(const std::string& s) {
    int a = 0, b = 0;
    size_t j = read_int(s, 0, a);
    j = read_int(s, j + 1, b);
    return {a, b, j < s.size() ? s.substr(j) : ""};
}

// ---- the index -----------------------------------------------------------------------------------

struct Entry {
    std::set<std::string> pages;                       // FNG
    std::vector<Rule> rules;                           // TCS, S&D
    std::set<std::string> cases;                       // Soldiers
    std::vector<std::string> headings, tables, names;  // names: headings and table names, lower case
};

struct Index {
    std::vector<Entry> entries;
    std::vector<std::string> headings;  // every heading, longest first
};

const std::map<std::string, std::string>& table_names() {
    static const std::map<std::string, std::string> names = [] {
        std::map<std::string, std::string> out;
        for (const auto& [id, t] : data_json("readings/citations.json").at("tables").items())
            out[id] = t.at("name").get<std::string>();
        return out;
    }();
    return names;
}

const Index& index_of(const std::string& ruleset) {
    static std::map<std::string, Index> cache;
    auto it = cache.find(ruleset);
    if (it != cache.end()) return it->second;
    Index ix;
    std::set<std::string> all_headings;
    for (const auto& j : sections_json(ruleset).at("entries")) {
        Entry e;
        for (const auto& p : j.value("pages", json::array())) e.pages.insert(p.get<std::string>());
        for (const auto& s : j.value("sections", json::array())) {
            const std::string v = s.get<std::string>();
            if (ruleset == "soldiers")
                e.cases.insert(v);
            else
                e.rules.push_back(rule_key(v));
        }
        for (const auto& h : j.value("headings", json::array())) {
            e.headings.push_back(lower(h.get<std::string>()));
            all_headings.insert(e.headings.back());
            e.names.push_back(e.headings.back());
        }
        for (const auto& t : j.value("tables", json::array())) {
            e.tables.push_back(t.get<std::string>());
            auto n = table_names().find(e.tables.back());
            if (n != table_names().end()) e.names.push_back(lower(n->second));
        }
        ix.entries.push_back(std::move(e));
    }
    ix.headings.assign(all_headings.begin(), all_headings.end());
    std::stable_sort(ix.headings.begin(), ix.headings.end(),
                     [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    return cache.emplace(ruleset, std::move(ix)).first->second;
}

int page_number(const std::string& p) {
    return p.find('-') == std::string::npos ? std::stoi(p) : -1;  // FNG 2.0 pages match only as written
}

// Entries with a rule number matching `r` at the most specific level that has one.
std::vector<size_t> rule_entries(const Index& ix, const Range& r) {
    std::vector<size_t> out;
    const Rule lo = rule_key(r.lo), hi = rule_key(r.hi);
    auto each = [&](auto&& pred) {
        for (size_t i = 0; i < ix.entries.size(); ++i)
            if (std::any_of(ix.entries[i].rules.begin(), ix.entries[i].rules.end(), pred)) out.push_back(i);
        return !out.empty();
    };
    if (r.lo != r.hi) {
        each([&](const Rule& k) { return lo <= k && k <= hi; });
        return out;
    }
    // Named copies, not a structured binding: C++17 lambdas cannot capture one (clang refuses).
    const auto a = std::get<0>(lo);
    const auto b = std::get<1>(lo);
    const auto& l = std::get<2>(lo);
    if (each([&](const Rule& k) { return k == lo; })) return out;
    if (l.empty() && each([&](const Rule& k) {
            return std::get<0>(k) == a && (b == 0 ? std::get<1>(k) != 0 : std::get<1>(k) == b);
        }))
        return out;  // the parts of a rule ("5.3" → "5.3f"; "3.0" → "3.1")
    if (!l.empty()) each([&](const Rule& k) { return k == Rule{a, b, ""}; });  // the parent rule
    return out;
}

}  // namespace

std::string citation_ruleset(const std::string& citation, const std::string& fallback) {
    static const std::pair<const char*, const char*> marks[] = {
        {"FNG", "fng"},          {"QRS", "fng"}, {"TCS", "tcs"}, {"S&D", "sd"}, {"Vietnam Skirmish", "skirmish"},
        {"Soldiers", "soldiers"}};
    size_t best = std::string::npos;
    std::string out = fallback;
    for (const auto& [mark, ruleset] : marks) {
        const size_t at = citation.find(mark);
        if (at < best) best = at, out = ruleset;
    }
    return out;
}

const json& sections_json(const std::string& ruleset) {
    return data_json(ruleset + "/sections.json");
}

SectionLookup lookup_sections(const std::string& citation, const std::string& fallback_ruleset) {
    SectionLookup out;
    out.ruleset = citation_ruleset(citation, fallback_ruleset);
    if (out.ruleset.empty()) return out;
    const Index& ix = index_of(out.ruleset);
    const std::string low = lower(citation);
    std::set<size_t> reached;
    auto found = [&](const std::string& locator, const std::vector<size_t>& hits) {
        out.locators.push_back(locator);
        if (hits.empty()) out.unresolved.push_back(locator);
        reached.insert(hits.begin(), hits.end());
    };

    // Headings, longest first, each piece of the text read once ("Firing Grenades" is not "Firing").
    std::vector<bool> taken(low.size(), false);
    for (const std::string& h : ix.headings) {
        for (size_t at = find_words(low, h); at != std::string::npos; at = find_words(low, h, at + 1)) {
            if (std::any_of(taken.begin() + at, taken.begin() + at + h.size(), [](bool t) { return t; })) continue;
            std::fill(taken.begin() + at, taken.begin() + at + h.size(), true);
            if (out.ruleset == "fng") continue;  // FNG headings only pick among the entries of a page
            std::vector<size_t> hits;
            for (size_t i = 0; i < ix.entries.size(); ++i) {
                const auto& hs = ix.entries[i].headings;
                if (std::find(hs.begin(), hs.end(), h) != hs.end()) hits.push_back(i);
            }
            found(citation.substr(at, h.size()), hits);
        }
    }

    // The developers' table ids: "FNG-T78", "TCS-T2", "SD-T3", "SO-T1".
    for (size_t at = citation.find("-T"); at != std::string::npos; at = citation.find("-T", at + 2)) {
        size_t b = at;
        while (b > 0 && std::isupper(static_cast<unsigned char>(citation[b - 1]))) --b;
        int n;
        const size_t e = read_int(citation, at + 2, n);
        if (b == at || e == at + 2 || (e < citation.size() && word_char(citation[e]))) continue;
        const std::string id = citation.substr(b, e - b);
        std::vector<size_t> hits;
        for (size_t i = 0; i < ix.entries.size(); ++i) {
            const auto& ts = ix.entries[i].tables;
            if (std::find(ts.begin(), ts.end(), id) != ts.end()) hits.push_back(i);
        }
        found(id, hits);
    }

    if (out.ruleset == "fng") {
        for (const Range& r : fng_pages(citation)) {
            std::vector<size_t> hits;
            const int lo = page_number(r.lo), hi = page_number(r.hi);
            for (size_t i = 0; i < ix.entries.size(); ++i)
                for (const std::string& p : ix.entries[i].pages)
                    if (p == r.lo || (lo >= 0 && page_number(p) >= lo && page_number(p) <= hi)) {
                        hits.push_back(i);
                        break;
                    }
            // A table name or heading the citation names picks among the entries of the page.
            std::vector<size_t> named;
            for (size_t i : hits)
                for (const std::string& n : ix.entries[i].names)
                    if (find_words(low, n) != std::string::npos) {
                        named.push_back(i);
                        break;
                    }
            found("p." + r.lo + (r.hi == r.lo ? "" : "-" + r.hi), named.empty() ? hits : named);
        }
    } else if (out.ruleset == "tcs" || out.ruleset == "sd") {
        for (const Range& r : rule_numbers(citation))
            found(r.lo + (r.hi == r.lo ? "" : "-" + r.hi), rule_entries(ix, r));
    } else if (out.ruleset == "soldiers") {
        for (const Range& r : case_letters(citation)) {
            std::vector<size_t> hits;
            for (size_t i = 0; i < ix.entries.size(); ++i)
                for (const std::string& c : ix.entries[i].cases)
                    if (c >= r.lo && c <= r.hi) {
                        hits.push_back(i);
                        break;
                    }
            found("(" + r.lo + ")" + (r.hi == r.lo ? "" : "-(" + r.hi + ")"), hits);
        }
    }
    out.entries.assign(reached.begin(), reached.end());
    return out;
}

}  // namespace pm
