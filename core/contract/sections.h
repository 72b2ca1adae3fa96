// Pointman — from a book citation to the code that implements it.
//
// Each rule set has an index, data/<ruleset>/sections.json: a list of entries, each naming where
// the rule is in the book (FNG "pages" such as "38" or "2.0-2"; TCS and S&D rule numbers and
// Soldiers lettered cases as "sections"; "headings" a citation names; the developers' table ids
// as "tables") and the code that implements it ("code": file under core/ and function names).
// lookup_sections reads a citation as the code and data write it ("FNG p.38 (Variable weather)",
// "TCS Modern 2.5c–2.5d", "S&D §31.17", "Vietnam Skirmish, Firing Grenades", "Soldiers Case (I)")
// and returns the entries it reaches. tests/core/contract/test_sections.cpp checks that every
// citation of the registry, of the embedded data and of the calculators' results reaches one.
#pragma once

#include <string>
#include <vector>

#include "engine/json.h"

namespace pm {

struct SectionLookup {
    std::string ruleset;                  // "fng", "tcs", "sd", "skirmish", "soldiers"; empty if none
    std::vector<size_t> entries;          // indices into sections_json(ruleset)["entries"], ascending
    std::vector<std::string> locators;    // what the citation points at: "p.38", "2.5c", "Firing", "FNG-T78"
    std::vector<std::string> unresolved;  // the locators no entry answers
};

// The rule set a citation names ("FNG"/"QRS", "TCS", "S&D", "Vietnam Skirmish", "Soldiers", the
// first one written), or `fallback` when it names none ("p. 17" inside data/fng/los.json).
std::string citation_ruleset(const std::string& citation, const std::string& fallback = "");

// The index of a rule set: data/<ruleset>/sections.json. Throws std::logic_error if absent.
const json& sections_json(const std::string& ruleset);

// The index entries a citation reaches. A page, rule number or case reaches the entries that list
// it; a range ("pp.45-47", "2.5e–2.5h") the entries with one inside it; a rule number with no entry
// of its own its parts ("3.0" → "3.1"), a lettered one its parent ("3.3a" → "3.3"). On an FNG page, a table
// name or heading the citation also names picks among the entries of that page.
SectionLookup lookup_sections(const std::string& citation, const std::string& fallback_ruleset = "");

}  // namespace pm
