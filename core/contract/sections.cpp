// Pointman — from a book citation to the code that implements it (see sections.h).
#include "contract/sections.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "contract/citations.h"
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
std::vector<size_t> rule_entries(const Index& ix, const CitedRange& r) {
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

    // The developers' table ids: "FNG-T78", "TCS-T2", "SD-T3", "SO-T1" (a range's two ends).
    const CitationParts parts = parse_citation(citation);
    auto table = [&](const std::string& id) {
        std::vector<size_t> hits;
        for (size_t i = 0; i < ix.entries.size(); ++i) {
            const auto& ts = ix.entries[i].tables;
            if (std::find(ts.begin(), ts.end(), id) != ts.end()) hits.push_back(i);
        }
        found(id, hits);
    };
    for (const CitedRange& r : parts.tables) {
        table(r.lo);
        if (r.hi != r.lo) table(r.hi);
    }

    if (out.ruleset == "fng") {
        for (const CitedRange& r : parts.pages) {
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
        for (const CitedRange& r : parts.rules) found(r.lo + (r.hi == r.lo ? "" : "-" + r.hi), rule_entries(ix, r));
    } else if (out.ruleset == "soldiers") {
        for (const CitedRange& r : parts.cases) {
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
