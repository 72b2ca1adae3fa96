// Pointman — citations a player can look up, and the Pointman readings.
//
// The rule code and its data carry short note ids for developers (tables "FNG-T78", algorithms
// "FNG-A6", Vietnam Skirmish sections "VS-13", ambiguity notes "E-36" or "ambiguity 12" of the
// rules digests). No player can find those in a book, so every string of a describe or evaluate
// response passes through `scrub_citations`: a table id becomes the table's name as printed (with
// its page or section when the text has none), a section id the book's heading, an algorithm id
// disappears (the page or section beside it is the citation), and an ambiguity note becomes
// "Pointman reading N", the numbered reading of data/readings/readings.json, recorded in `used`.
// The maps are data: data/readings/citations.json and data/readings/readings.json.
#pragma once

#include <set>
#include <string>

#include "contract/json.h"

namespace pm {

// One string. `ruleset` ("fng", "tcs", "sd", "skirmish", "soldiers") decides whose ambiguity list
// a bare "ambiguity N" means. Numbers of the readings named are added to `used` (may be null).
std::string scrub_citation_text(const std::string& text, const std::string& ruleset, std::set<int>* used);

// Every string of a response, in place. Identifiers a link or program uses are left alone:
// object keys, and the values of "id", "calc", "key", "link", "name", "default", "table", and of
// "value" inside a parameter's choices.
void scrub_citations(json& j, const std::string& ruleset, std::set<int>* used);

// False when the environment sets POINTMAN_INTERNAL_NOTES=1: responses then keep the note ids and
// carry no "readings" field, byte for byte as before citations existed. Only the contract golden
// test uses it (tests/node/contract_golden.test.mjs), to check every number, outcome and roll
// against the responses recorded before this change.
bool citations_enabled();

// The registry of Pointman readings: [{number, title, text, cite, calculators}, …].
json readings_json();

}  // namespace pm
