// The section index of each rule set (data/<ruleset>/sections.json, read by contract/sections.h):
// every citation resolves through it, and every entry leads to code that exists.
//
// (a) Every calculator's citation in the registry, every citation-like string of every embedded
//     data file (found by key, so files added later are covered without a change here), and every
//     "rule" a calculator's describe or answer at its defaults names: each reaches an entry of its
//     rule set, and every page, rule number, case, heading or table id it names reaches one.
// (b) Every entry names a file under core/ that exists and holds each named function (native
//     build only: the source tree is passed in as POINTMAN_SOURCE_DIR; the WebAssembly test binary
//     has no source tree and skips just this part). An entry with no code says why in "note".
// (c) Every entry is reached by some citation, or says in "note" why it is there.
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "contract/citations.h"
#include "contract/codec.h"
#include "contract/registry.h"
#include "contract/sections.h"
#include "engine/data/data_files.h"

#ifdef POINTMAN_SOURCE_DIR
#include <filesystem>
#endif

namespace core_contract_test_sections {

using json = nlohmann::json;

namespace {

const std::vector<std::string> kRulesets = {"fng", "sd", "soldiers", "tcs", "skirmish"};

// Keys whose value is a citation: "cite", "citation", "rule", "ref", "source", "page", "pages",
// "rule_2_0", "monsoon_rule", "wp_page" …, and a note id mapped to its citation ("VS-9": "Vietnam
// Skirmish, …" in data/readings/citations.json).
bool citation_key(const std::string& k) {
    static const std::set<std::string> keys = {"cite", "citation", "rule", "ref", "source", "page", "pages"};
    static const std::regex affixed(R"(^rule_.*|.*_(rule|page|cite|ref)$)");
    static const std::regex note_id(R"(^(FNG|TCS|SD|SO|VS)-[A-Z]?[0-9]+$)");
    return keys.count(k) || std::regex_match(k, affixed) || std::regex_match(k, note_id);
}

struct Citation {
    std::string text, fallback, where;
};

void collect(const json& j, const std::string& fallback, const std::string& where, bool top,
             std::vector<Citation>& out) {
    if (j.is_array()) {
        for (size_t i = 0; i < j.size(); ++i)
            collect(j[i], fallback, where + "[" + std::to_string(i) + "]", false, out);
    } else if (j.is_object()) {
        for (auto it = j.begin(); it != j.end(); ++it) {
            const json& v = it.value();
            if (top && it.key() == "params" && v.is_object()) continue;  // the echoed request
            if (citation_key(it.key()) && v.is_string())
                out.push_back({v.get<std::string>(), fallback, where + "." + it.key()});
            else if (citation_key(it.key()) && v.is_number_integer())
                out.push_back({"p. " + std::to_string(v.get<int>()), fallback, where + "." + it.key()});
            else
                collect(v, fallback, where + "." + it.key(), false, out);
        }
    }
}

// Every citation the test reads, with the rule set to assume when the text names none.
std::vector<Citation> all_citations(std::map<std::string, int>& counts) {
    std::vector<Citation> out;
    for (const pm::Calculator* c : pm::all_calculators()) out.push_back({c->citation, c->ruleset, "registry " + c->id});
    counts["registry"] = static_cast<int>(out.size());
    size_t before = out.size();
    for (const std::string& name : pm::data_file_names()) {
        const std::string dir = name.substr(0, name.find('/'));
        if (name == dir + "/sections.json") continue;  // the index itself
        const bool ruleset_dir = std::find(kRulesets.begin(), kRulesets.end(), dir) != kRulesets.end();
        collect(pm::data_json(name), ruleset_dir ? dir : "", "data/" + name, false, out);
    }
    counts["data"] = static_cast<int>(out.size() - before);
    before = out.size();
    for (const pm::Calculator* c : pm::all_calculators()) {
        collect(pm::describe_json(c->id), c->ruleset, "describe " + c->id, true, out);
        for (const json& seed : {json(), json(1)}) {
            json req = {{"calc", c->id}, {"params", json::object()}};
            if (!seed.is_null()) req["seed"] = seed;
            collect(pm::evaluate_request(req), c->ruleset, "evaluate " + c->id, true, out);
        }
    }
    counts["results"] = static_cast<int>(out.size() - before);
    return out;
}

std::string joined(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& e : v) s += (s.empty() ? "" : ", ") + e;
    return s;
}

}  // namespace

TEST_CASE("sections: the lookup reads each book's way of citing") {
    auto labels = [](const std::string& citation) {
        const pm::SectionLookup l = pm::lookup_sections(citation);
        std::vector<std::string> out;
        for (size_t i : l.entries) out.push_back(pm::sections_json(l.ruleset)["entries"][i]["label"]);
        return out;
    };
    // An FNG page with a table named picks that table's entry among the others on the page.
    CHECK(labels("FNG p.38 (River fordability)") == std::vector<std::string>{"Terrain density and rivers"});
    CHECK(pm::lookup_sections("FNG p.38").entries.size() > 1);
    CHECK(pm::lookup_sections("FNG pp.63-64, 67, 69-70").locators ==
          std::vector<std::string>{"p.63-64", "p.67", "p.69-70"});
    CHECK(pm::lookup_sections("FNG p.2.0-2").locators == std::vector<std::string>{"p.2.0-2"});
    // A lettered TCS rule with no entry of its own reaches its parent rule.
    CHECK(labels("TCS Modern 3.3a (ATGM 2)") == std::vector<std::string>{"AT-8 counterfire (optional)"});
    CHECK(pm::lookup_sections("TCS Modern 2.5e–2.5h, 2.4b").locators == std::vector<std::string>{"2.5e-2.5h", "2.4b"});
    CHECK(labels("S&D §31.17 (additions to existing scenarios)") ==
          std::vector<std::string>{"Additions to existing scenarios"});
    // A Vietnam Skirmish heading is read whole: "Firing Grenades" is not "Firing".
    CHECK(pm::lookup_sections("Vietnam Skirmish, Firing and Firing Arc").locators ==
          std::vector<std::string>{"Firing Arc", "Firing"});
    CHECK(labels("Vietnam Skirmish, Firing Grenades") ==
          std::vector<std::string>{"Launched grenades and where they land"});
    CHECK(pm::lookup_sections("Soldiers Cases (A), (G)–(J)").locators == std::vector<std::string>{"(A)", "(G)-(J)"});
    CHECK(pm::lookup_sections("p. 17", "fng").ruleset == "fng");
    // And it can fail: what no entry answers is reported.
    CHECK(pm::lookup_sections("FNG p.999").unresolved == std::vector<std::string>{"p.999"});
    CHECK(pm::lookup_sections("TCS Modern 99.9").unresolved == std::vector<std::string>{"99.9"});
    CHECK(pm::lookup_sections("S&D §40.1").unresolved == std::vector<std::string>{"40.1"});
    CHECK(pm::lookup_sections("Soldiers Case (Z)").unresolved == std::vector<std::string>{"(Z)"});
    CHECK(pm::lookup_sections("Vietnam Skirmish, Nowhere").locators.empty());
    CHECK(pm::lookup_sections("FNG-T999").unresolved == std::vector<std::string>{"FNG-T999"});
}

TEST_CASE("sections: every citation of the registry, the data and the results resolves through the index") {
    std::map<std::string, int> counts;
    const std::vector<Citation> cites = all_citations(counts);
    std::set<int> readings;
    for (const auto& r : pm::readings_json()) readings.insert(r["number"].get<int>());
    std::map<std::string, std::set<size_t>> reached;
    int resolved = 0, only_readings = 0;
    std::vector<std::string> not_citations;
    for (const Citation& c : cites) {
        CAPTURE(c.where);
        CAPTURE(c.text);
        const pm::SectionLookup l = pm::lookup_sections(c.text, c.fallback);
        if (l.locators.empty()) {
            std::set<int> named;
            pm::collect_readings(json(c.text), named);
            if (!named.empty()) {  // "Pointman reading 10 (…)": the reading carries its own citation
                for (int n : named) CHECK(readings.count(n) == 1);
                ++only_readings;
                continue;
            }
            if (pm::citation_ruleset(c.text).empty() && c.text.find("p.") == std::string::npos) {
                not_citations.push_back(c.where + ": " + c.text);  // a value, not a citation ("first-roll")
                continue;
            }
        }
        CHECK_MESSAGE(!l.ruleset.empty(), "no rule set named or implied");
        if (l.ruleset.empty()) continue;
        CHECK_MESSAGE(!l.entries.empty(), "reaches no entry of data/" << l.ruleset << "/sections.json");
        CHECK_MESSAGE(l.unresolved.empty(), "not in data/" << l.ruleset << "/sections.json: " << joined(l.unresolved));
        if (!l.entries.empty() && l.unresolved.empty()) ++resolved;
        reached[l.ruleset].insert(l.entries.begin(), l.entries.end());
    }
    MESSAGE("citations resolved: " << resolved << " (registry " << counts["registry"] << ", data " << counts["data"]
                                   << ", describe and results " << counts["results"]
                                   << "); naming only a reading: " << only_readings
                                   << "; values under a citation key that cite nothing: " << not_citations.size());
    CHECK(counts["registry"] == static_cast<int>(pm::all_calculators().size()));
    CHECK(resolved > 900);
    CHECK(not_citations.size() < 5);  // a handful of plain values ("first-roll"), not a way to skip citations

    // (c) every entry is reached, or says why it is there.
    for (const std::string& rs : kRulesets) {
        const json& entries = pm::sections_json(rs).at("entries");
        for (size_t i = 0; i < entries.size(); ++i) {
            CAPTURE(rs);
            CAPTURE(entries[i].dump());
            CHECK_MESSAGE((reached[rs].count(i) == 1 || entries[i].contains("note")),
                          "no citation reaches this entry and it has no note saying why it is there");
        }
    }
}

TEST_CASE("sections: every index entry names code that exists") {
    int files = 0, functions = 0;
    for (const std::string& rs : kRulesets) {
        const json& idx = pm::sections_json(rs);
        REQUIRE(idx.at("entries").is_array());
        for (const json& e : idx["entries"]) {
            CAPTURE(rs);
            CAPTURE(e.dump());
            CHECK(e.value("label", "").size() > 3);
            CHECK((e.contains("pages") || e.contains("sections") || e.contains("headings") || e.contains("tables")));
            for (const char* k : {"tables"})
                for (const json& t : e.value(k, json::array()))
                    CHECK_MESSAGE(pm::table_name(t.get<std::string>()) != t.get<std::string>(),
                                  "table id unknown to data/readings/citations.json");
            const json& code = e.at("code");
            CHECK_MESSAGE((!code.empty() || e.contains("note")), "an entry with no code says why in \"note\"");
            for (const json& c : code) {
                const std::string file = c.at("file");
                CHECK(file.rfind("core/", 0) == 0);
                CHECK(!c.at("functions").empty());
#ifdef POINTMAN_SOURCE_DIR
                const std::filesystem::path path = std::filesystem::path(POINTMAN_SOURCE_DIR) / file;
                CHECK_MESSAGE(std::filesystem::is_regular_file(path), file << " does not exist");
                std::ifstream in(path);
                std::stringstream text;
                text << in.rdbuf();
                ++files;
                for (const json& f : c.at("functions")) {
                    const std::string name = f.get<std::string>();
                    const std::regex def("(^|[^A-Za-z0-9_:])" + name + "\\s*\\(");
                    CHECK_MESSAGE(std::regex_search(text.str(), def), file << " has no function " << name);
                    ++functions;
                }
#endif
            }
        }
    }
#ifdef POINTMAN_SOURCE_DIR
    MESSAGE("index code checked: " << files << " file references, " << functions << " functions");
#else
    MESSAGE("no source tree in this build (WebAssembly): the index's files and functions are checked natively");
#endif
}

}  // namespace core_contract_test_sections
