// Pointman — citations a player can look up, and the Pointman readings.
//
// Rule code and data cite a book the way a player can look it up: a table by the name printed in
// the book with its page or section, and a point the book leaves open as "Pointman reading N", the
// numbered reading of data/readings/readings.json. Developers' note ids (tables "FNG-T78",
// algorithms "FNG-A6", Vietnam Skirmish sections "VS-13", the digests' ambiguity notes "E-36") stay
// in code comments and in identifiers a program uses; tests/node/citations.test.mjs proves no
// response a player reads names one. data/readings/citations.json maps each table id to its name.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "engine/json.h"

namespace pm {

// [SECTION] reading a citation: the one parser of the places a citation points at, used by the
// section index (contract/sections.h), the search index (contract/catalog.cpp) and the readings.

// One place, or a range of them ("63"–"64", "2.5e"–"2.5h"): hi == lo for one.
struct CitedRange {
    std::string lo, hi;
};

// What a citation, as the code and data write it, points at.
struct CitationParts {
    std::vector<CitedRange> pages;   // after "p." / "pp.": "p.38", "pp.63-64, 67", "pp. 18 and 38", FNG 2.0's "p.2.0-1"
    std::vector<CitedRange> rules;   // rule numbers: "2.5c", "§31.17", "§32.0–§32.8", "[32.0]–[32.8]"
    std::vector<CitedRange> cases;   // Soldiers cases: "(I)", "(G)–(J)"
    std::vector<CitedRange> tables;  // our table ids: "FNG-T78", "FNG-T73 … FNG-T77"
    std::vector<int> readings;       // "Pointman reading 12"
};
CitationParts parse_citation(const std::string& citation);

// The numbers of the Pointman readings a response names ("Pointman reading N" in any text a player
// reads), added to `used`. Identifiers a link or program uses are not read: object keys, and the
// values of "id", "calc", "key", "link", "name", "default", "table", "ruleset", "family", "group",
// "type", "kind", "exact", and of "value" inside a parameter's choices.
void collect_readings(const json& j, std::set<int>& used);
void collect_text_readings(const std::string& text, std::set<int>& used);  // one text a player reads
// (both read a text as parse_citation reads its readings)

// A table as a player looks it up, for a value that holds one of our table ids (values.table of
// the table-roller and the tunnel, part of the contract): table_citation("FNG-T10") is "Where'd the
// Grenade Go? Table (FNG p. 20)", table_name("FNG-T10") "Where'd the Grenade Go? Table". Any other
// text is returned as it is.
std::string table_citation(const std::string& id);
std::string table_name(const std::string& id);

// Every text of `j` a player reads (as collect_readings) that is exactly a table id becomes its
// table_citation: the presented values of a response.
void cite_table_ids(json& j);

// The registry of Pointman readings: [{number, title, text, cite, calculators}, …].
json readings_json();

}  // namespace pm
