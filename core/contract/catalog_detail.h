// Pointman — the catalog's machinery, built from any JSON (the tests feed it fixtures).
//
// catalog.h serves one Catalog built from the embedded data/catalog/*.json, the calculators' data files and the
// registry; this header lets tests build their own from fixture files and fixture calculators, so search ranking,
// presentation and fault finding are checked without the real data.
//
// Index of this header
// [SECTION] Catalog: entries, groups, faults, search, presentation
// [SECTION] text helpers (normalisation, labels, number formats)
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "contract/calculator.h"
#include "contract/catalog.h"
#include "engine/json.h"

namespace pm::catalog_detail {

// [SECTION] Catalog
class Catalog {
public:
    // files: {"catalog/fng.json": <parsed file>, …} (a value that failed to parse may be null: it
    // becomes a fault). words: the parsed words.json (null when absent). table_index: the parsed
    // data/fng/table_index.json or null (book table names and codes, searchable). calcs: the
    // calculators the catalog describes, in registry order.
    Catalog(const json& files, const json& words, const json& table_index, std::vector<const Calculator*> calcs);
    ~Catalog();
    Catalog(const Catalog&) = delete;
    Catalog& operator=(const Catalog&) = delete;

    const CatalogEntry* entry(const std::string& calc_id) const;  // null when the files lack it
    // The entry used for display: the catalog's, or the fallback (group "other", the first
    // min(5, n) parameters main, no value descriptions).
    const CatalogEntry& effective(const Calculator& c) const;
    const std::vector<GroupInfo>& groups() const { return groups_; }  // includes any "other" groups
    const GroupInfo* group(const std::string& ruleset, const std::string& group_id) const;
    const GroupInfo& group_of(const Calculator& c) const;  // effective group, never null
    const std::vector<std::string>& faults() const { return faults_; }
    // A calculator's "ask" parameters: numbers only the base game prints (a vehicle's defence, a
    // night visibility limit), each with what to tell the player; null when it has none.
    const std::map<std::string, std::string>* asks(const std::string& calc_id) const;
    // Whether an "ask" parameter counts for these parameter values: an ask written
    // {"say": …, "when": {"attack": "aa"}} counts only while every named parameter has that value.
    bool ask_applies(const std::string& calc_id, const std::string& param, const json& params) const;

    json groups_json() const;
    json search(const std::string& query, const std::string& ruleset) const;
    json present(const json& response) const;

private:
    struct Index;
    void load_file(const std::string& name, const json& file);
    void add_fallback_groups();
    void check_registry();
    void build_index(const json& table_index);

    std::vector<const Calculator*> calcs_;
    std::map<std::string, CatalogEntry> entries_;
    std::map<std::string, CatalogEntry> effective_;  // every calculator: its entry made safe, or the fallback
    std::map<std::string, std::string> entry_file_;  // calc id → file that described it
    std::vector<GroupInfo> groups_;
    std::vector<std::string> faults_;
    std::map<std::string, std::vector<std::vector<std::string>>> synonyms_;  // normalised key → phrases
    // A word from other rule books (words.json "instead"): the calculator this book uses in its place,
    // put first in the search with a note saying so. after_own: in a search of every rule set it
    // follows the first result (another book uses the word itself).
    struct Instead {
        std::string calc, note;
        bool after_own = false;
    };
    std::map<std::string, Instead> instead_;  // normalised word or phrase → where to go
    // calc id → parameter → words to tell the player; and the choices under which an ask counts.
    std::map<std::string, std::map<std::string, std::string>> asks_;
    std::map<std::string, std::map<std::string, json>> ask_when_;
    std::unique_ptr<Index> index_;
};

// The catalog of the embedded data and the registry, built once.
const Catalog& embedded_catalog();
// One calculator's part of it (its rule set's groups and its own entry), built the first time that
// calculator is described, answered or presented: the same words, groups, asks and value kinds
// for it as the whole catalog gives, without reading every other calculator (what a link or an
// embed of one calculator needs before its first answer). Search and lists use the whole catalog.
const Catalog& catalog_of(const Calculator& c);

// Faults of catalog files against calculators (what catalog_faults() reports for the real data).
std::vector<std::string> catalog_faults_of(const json& files, const json& words,
                                           const std::vector<const Calculator*>& calcs);

// [SECTION] text helpers
// Lowercase ASCII words: accents folded (é → e), punctuation a space, a '.' kept inside a number
// or next to one ("2.5", "p.38", "2.5c"), apostrophes dropped.
std::vector<std::string> words_of(const std::string& text);
// "hit_chance" → "Hit chance".
std::string label_from_key(const std::string& key);
// A number as people read it: whole numbers plain, others with at most two decimals.
std::string number_text(double v);
// probability_text with a known exact fraction ("2/3"); falls back to recovering it from p.
std::string probability_text_exact(double p, const std::string& exact);
// Recovers n/d (d ≤ 10^12) reproducing p as a double; false when none fits.
bool fraction_of(double p, long long& num, long long& den);

}  // namespace pm::catalog_detail
