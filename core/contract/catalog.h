// Pointman — how a player finds and reads a calculator (the catalog).
//
// Index of this header
// [SECTION] catalog data: groups, search words, main parameters, value descriptions
// [SECTION] discovery: groups_json, search_json
// [SECTION] presentation: present_values, probability_text
//
// The catalog is data, checked by tests/core/contract/test_catalog.cpp: data/catalog/<ruleset>.json
// names a rule set's groups (moments of play, in display order), and each calculator's own data file
// (data/calculators/<ruleset>/<id>.json, contract/calculator_data.h) says the group it belongs to,
// the words players search with, its main parameters (at most five, shown on the first screen; the
// rest fold under "More options"), and how each of its `values` is shown to people.
// list_json() and describe_json() carry it, so the canvas app, the text view, the embed and the CLI
// all read the same thing; the shell holds no list of groups or parameters of its own.
//
// data/catalog/<ruleset>.json:
//   {"ruleset": "fng",
//    "groups": [{"id": "firefight", "title": "In the firefight"}, …]}       // display order
// in data/calculators/fng/fng.fire.json, beside its parameters:
//   "group": "firefight",
//   "words": ["shoot", "shooting", "to hit"],                                // what players type
//   "main": ["rep", "dice", "target"],                                       // ≤ 5 parameter names
//   "rolls": false,                                    // optional: nothing is ever rolled (default true)
//   "values": {"hit_chance": {"label": "Chance one die hits", "kind": "percent"},
//              "hits": {"label": "Hits", "kind": "percents", "item": "{n} hits"}}
// data/catalog/words.json: {"synonyms": {"shoot": ["fire"], "spot": ["sighting", "spotting"], …}}
//
// Value kinds: "percent" (a probability 0…1, or an object {"p", "exact"}), "percents" (an array of
// probabilities, row i labelled by "item" with {n} = i + "start", default 0; or an object of
// probabilities by count, {n} = the key), "count", "inches",
// "number" (optional "unit"), "text", "bool", "list" (array of scalars), "table" (an object or an
// array of objects, shown as labelled rows), "internal" (kept in the JSON, never shown).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/json.h"

namespace pm {

// [SECTION] catalog data
struct ValueSpec {
    std::string key;    // the `values` key (contract)
    std::string label;  // what people read
    std::string kind;   // see the list above
    std::string item;   // "percents": row label pattern, "{n} hits"
    int start = 0;      // "percents": n of the first row
    std::string unit;   // "number": unit after the figure
};

struct CatalogEntry {
    std::string id;
    std::string group;               // a group id of the calculator's rule set
    std::vector<std::string> words;  // search words beyond title, id and citation
    std::vector<std::string> main;   // main parameter names, at most five
    std::vector<ValueSpec> values;   // in display order
    bool rolls = true;               // false: nothing is ever drawn (no seeded roll, no player's dice), e.g. a
                                     // deterministic range or a modifier list; the UI then offers no Roll
};

struct GroupInfo {
    std::string ruleset;
    std::string id;
    std::string title;
    int order = 0;  // position within the rule set
};

const CatalogEntry* catalog_entry(const std::string& calc_id);  // null when the catalog lacks it
const std::vector<GroupInfo>& catalog_groups();                 // every rule set's groups, in order
const GroupInfo* catalog_group(const std::string& ruleset, const std::string& group_id);
// Every fault of the catalog against the registry (missing entries, unknown groups or parameters,
// more than five main parameters …); empty when sound. The tests require it empty.
std::vector<std::string> catalog_faults();

// [SECTION] discovery
// [{"ruleset", "id", "title"}, …] in display order (rule set order, then the file's order).
json groups_json();
// Calculators matching what a player typed, best first:
// [{"id", "title", "ruleset", "group", "group_title", "citation", "why"}, …]. Every word of the
// query must match (title, id, catalog words and their synonyms, citation — "p.38", "2.5" —,
// table titles, parameter labels, help). `ruleset` empty = all rule sets. An empty query gives [].
json search_json(const std::string& query, const std::string& ruleset = "");

// [SECTION] presentation
// The values of an evaluate response as people read them, in catalog order, internal ones left out:
// [{"key", "label", "kind", "text"}, …]; "percents" and "table" also carry
// "rows": [{"label", "text"}, …]. Each value is shown as its calculator's data file declares it
// (label, kind, unit): nothing is guessed from a key's name or a number's size. A value no data
// file describes is not shown (it stays in the response; the catalog test keeps every value of
// every calculator described), and a response that is not ok gives [].
json present_values(const json& response);
// The same from a response's JSON text (the JS API): unparsable, huge or deeply nested text gives [].
json present_values_text(std::string_view response_text);
// "66.7% (2/3)": a probability as a percentage with its exact fraction (recovered from the double
// when no fraction is given; "≈ 66.7%" when none with a denominator ≤ 10^12 fits exactly).
std::string probability_text(double p);

}  // namespace pm
