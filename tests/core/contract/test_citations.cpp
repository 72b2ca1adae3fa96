// Citations a player can look up: no response names an internal note id, and a drawing (the tunnel
// SVG) carries the figure's details character for character. The note ids of the rules digests
// ("FNG-T78", "FNG-A6", "VS-13", "SD-A4", "digest E-36", "ambiguity 12", the bare "T78") stay in
// code comments; every text a player reads names the table as printed, with its page or section,
// or "Pointman reading N". tests/node/citations.test.mjs sweeps every choice and switch; this is
// the quick check at each calculator's defaults, with and without a seed. The SVG case was found by
// tests/browser/tunnel.test.mjs in CI: "Chamber 10\"x10\"; 5 non-combatants" came out of the SVG
// as "Chamber 10\"x10\" 5 non-combatants".
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "contract/catalog.h"
#include "contract/citations.h"
#include "contract/codec.h"
#include "contract/registry.h"
#include "contract/sections.h"

namespace core_contract_test_citations {

using json = nlohmann::json;

namespace {
std::string unescape(std::string s) {
    const std::pair<std::string, std::string> ents[] = {{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}};
    for (const auto& e : ents)
        for (size_t at = s.find(e.first); at != std::string::npos; at = s.find(e.first, at + e.second.size()))
            s.replace(at, e.first.size(), e.second);
    return s;
}

// Every scheme of note id the code has used (as in tests/node/citations.test.mjs).
const std::regex& note_id() {
    static const std::regex re(
        R"(\bdigest\b|\b(?:FNG|VS|SD|TCS|SO)-[AT]?[0-9]+\b|\bE-[0-9]+\b|\bambiguity [0-9]+|§\s?9\b|\bT[0-9]{1,3}\b)");
    return re;
}

// The texts of a response a player reads, with where they are: not object keys, not identifiers a
// link or program uses, not the echoed request parameters.
void player_texts(const json& j, const std::string& where, bool in_choices, std::vector<std::string>& out) {
    static const std::set<std::string> skip = {"id",      "calc",   "key",   "link", "name", "default", "table",
                                               "ruleset", "family", "group", "type", "kind", "exact"};
    if (j.is_string()) {
        out.push_back(where + ": " + j.get<std::string>());
    } else if (j.is_array()) {
        for (size_t i = 0; i < j.size(); ++i)
            player_texts(j[i], where + "[" + std::to_string(i) + "]", in_choices, out);
    } else if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            if (skip.count(it.key()) || (in_choices && it.key() == "value")) continue;
            if (where.empty() && it.key() == "params" && !it.value().is_array()) continue;
            player_texts(it.value(), where + "." + it.key(), it.key() == "choices", out);
        }
    }
}

std::vector<std::string> with_note_ids(const json& j) {
    std::vector<std::string> texts, bad;
    player_texts(j, "", false, texts);
    for (const auto& t : texts)
        if (std::regex_search(t, note_id())) bad.push_back(t);
    return bad;
}
}  // namespace

TEST_CASE("citations: the note-id check finds each scheme of id") {
    // The check below must be able to fail: each of these is text a player must never read.
    for (const std::string t : {"Roll on FNG-T03", "see digest E-36", "VS-13 applies", "(SD-A4)", "T17 note 1",
                                "ambiguity 12", "TCS-T2/T3"}) {
        CAPTURE(t);
        CHECK(with_note_ids(json{{"summary", t}}).size() == 1);
    }
    CHECK(with_note_ids(json{{"table", "FNG-T21"}, {"summary", "Ranged Combat To Hit Table (FNG pp. 18–19)"}}).empty());
}

TEST_CASE("citations: no calculator's describe or answer at its defaults names a note id") {
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        CHECK(with_note_ids(pm::describe_json(c->id)) == std::vector<std::string>{});
        for (const json& seed : {json(), json(1), json(2)}) {
            json req = {{"calc", c->id}, {"params", json::object()}};
            if (!seed.is_null()) req["seed"] = seed;
            CHECK(with_note_ids(pm::evaluate_request(req)) == std::vector<std::string>{});
        }
    }
    for (const json& e : pm::list_json()) {
        CAPTURE(e.dump());
        CHECK(!std::regex_search(e.at("title").get<std::string>(), note_id()));
        CHECK(!std::regex_search(e.at("citation").get<std::string>(), note_id()));
    }
}

TEST_CASE("citations: the tunnel SVG's titles are the figure's details, character for character") {
    static const std::regex title(R"(<rect[^>]*><title>([^<]*)</title>)");
    int quoted = 0;
    for (const char* mode : {"explore", "referee"}) {
        for (int seed = 1; seed <= 60; ++seed) {
            CAPTURE(mode);
            CAPTURE(seed);
            json r = pm::evaluate_request(
                {{"calc", "fng.tunnel"}, {"params", {{"mode", mode}, {"format", "svg"}}}, {"seed", seed}});
            REQUIRE(r.value("ok", false));
            const std::string svg = r["values"]["svg"];
            std::vector<std::string> want, got;
            for (const auto& it : r["figure"]["items"])
                if (it.value("kind", "") == "rect") want.push_back(it.value("detail", ""));
            for (std::sregex_iterator m(svg.begin(), svg.end(), title), e; m != e; ++m)
                got.push_back(unescape((*m)[1]));
            REQUIRE(got.size() == want.size());
            std::sort(got.begin(), got.end());  // the SVG groups sections by level
            std::sort(want.begin(), want.end());
            for (size_t i = 0; i < got.size(); ++i) {
                CHECK(got[i] == want[i]);
                if (want[i].find("\";") != std::string::npos || want[i].find("\",") != std::string::npos) ++quoted;
            }
        }
    }
    CHECK(quoted > 0);  // the case that broke: a quote mark followed by ';' or ','
}

// [SECTION] the one citation parser (sections, search and readings read a citation through it)
namespace parse {

using pm::CitedRange;

std::vector<std::string> shown(const std::vector<CitedRange>& rs) {
    std::vector<std::string> out;
    for (const auto& r : rs) out.push_back(r.lo == r.hi ? r.lo : r.lo + ".." + r.hi);
    return out;
}
using V = std::vector<std::string>;

TEST_CASE("citations: pages after p. and pp., lists, ranges and FNG 2.0 pages") {
    CHECK(shown(pm::parse_citation("FNG p.38 (Variable weather)").pages) == V{"38"});
    CHECK(shown(pm::parse_citation("FNG pp.63-64, 67, 69-70").pages) == V{"63..64", "67", "69..70"});
    CHECK(shown(pm::parse_citation("FNG pp. 18 and 38").pages) == V{"18", "38"});
    CHECK(shown(pm::parse_citation("FNG pp.57\xE2\x80\x93"
                                   "58 (Tunnel Encounter)")
                    .pages) == V{"57..58"});
    CHECK(shown(pm::parse_citation("FNG pp.20-21; QRS p.74; p.2.0-1 (Melee)").pages) == V{"20..21", "74", "2.0-1"});
    // a 'p' inside a word, or with no number after it, is no page
    CHECK(pm::parse_citation("Setup p. and the map").pages.empty());
    CHECK(pm::parse_citation("the step.38 of it").pages.empty());
}

TEST_CASE("citations: rule numbers, with their ranges written every way the data writes them") {
    CHECK(shown(pm::parse_citation("TCS Modern 2.5e\xE2\x80\x93"
                                   "2.5h, 2.4b")
                    .rules) == V{"2.5e..2.5h", "2.4b"});
    CHECK(shown(pm::parse_citation("S&D \xC2\xA7"
                                   "31.0\xE2\x80\x93\xC2\xA7"
                                   "31.16 (cadre units)")
                    .rules) == V{"31.0..31.16"});
    CHECK(shown(pm::parse_citation("S&D [32.0]\xE2\x80\x93[32.8]").rules) == V{"32.0..32.8"});
    CHECK(shown(pm::parse_citation("S&D \xC2\xA7"
                                   "31.13\xE2\x80\x93\xC2\xA7"
                                   "31.15, \xC2\xA7"
                                   "33.34")
                    .rules) == V{"31.13..31.15", "33.34"});
    // pages are not rule numbers: FNG 2.0's "p.2.0-1" and a page range
    CHECK(pm::parse_citation("FNG pp.20-21; p.2.0-1").rules.empty());
}

TEST_CASE("citations: Soldiers cases, table ids and Pointman readings") {
    CHECK(shown(pm::parse_citation("Soldiers Cases (A), (C), (G)\xE2\x80\x93(J) (terrain)").cases) ==
          V{"A", "C", "G..J"});
    CHECK(shown(pm::parse_citation("FNG-T78 and TCS-T2").tables) == V{"FNG-T78", "TCS-T2"});
    CHECK(shown(pm::parse_citation("FNG-T73 \xE2\x80\xA6 FNG-T77").tables) == V{"FNG-T73..FNG-T77"});
    CHECK(shown(pm::parse_citation("FNG-T15 - TCS-T24").tables) == V{"FNG-T15", "TCS-T24"});  // two rule sets
    CHECK(pm::parse_citation("the T78 and FNG-T7x").tables.empty());
    CHECK(pm::parse_citation("as Pointman reading 12 and Pointman reading 3 say").readings == std::vector<int>{12, 3});
    std::set<int> used;
    pm::collect_text_readings("Pointman reading 7; Pointman reading x", used);
    CHECK(used == std::set<int>{7});
}

TEST_CASE("citations: the section index and the search read the parser's places") {
    // the index: the same ranges reach their entries
    CHECK(pm::lookup_sections("S&D [32.0]\xE2\x80\x93[32.8]").locators == V{"32.0-32.8"});
    // the search: a rule number inside a cited range finds the calculator, and a cited page does
    const json range = pm::search_json("32.4");
    REQUIRE(range.is_array());
    bool close_assault = false;
    for (const auto& h : range)
        if (h.value("id", "") == "sd.close-assault") close_assault = true;
    CHECK(close_assault);
    const json page = pm::search_json("p.74");
    bool melee = false;
    for (const auto& h : page)
        if (h.value("id", "") == "fng.melee") melee = true;
    CHECK(melee);
}

}  // namespace parse

}  // namespace core_contract_test_citations
