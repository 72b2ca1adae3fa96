// Citations at output (core/contract/citations.cpp): the tidying after a note id is replaced must
// never alter text it did not change, and a drawing (the tunnel SVG) is scrubbed node by node so
// its escaped quotes keep the punctuation after them. Found by tests/browser/tunnel.test.mjs in CI:
// "Chamber 10\"x10\"; 5 non-combatants" came out of the SVG as "Chamber 10\"x10\" 5 non-combatants".
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "contract/citations.h"
#include "contract/codec.h"

using json = nlohmann::json;

namespace {
std::string unescape(std::string s) {
    const std::pair<std::string, std::string> ents[] = {{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}};
    for (const auto& e : ents)
        for (size_t at = s.find(e.first); at != std::string::npos; at = s.find(e.first, at + e.second.size()))
            s.replace(at, e.first.size(), e.second);
    return s;
}
}  // namespace

TEST_CASE("citations: text without a note id keeps its punctuation, however it looks") {
    if (!pm::citations_enabled()) return;  // POINTMAN_INTERNAL_NOTES=1 switches scrubbing off
    // Each has something the quick pre-check notices (a capital, a dash, a digit) but no note id.
    for (const std::string t : {"Map A-1: left;; right", "Grid B-2, (; ) open", "Tile C-3 ends with ;",
                                "Box D-4 &quot;; 5 inside", "Hex E-X9  two  spaces"}) {
        CAPTURE(t);
        CHECK(pm::scrub_citation_text(t, "fng", nullptr) == t);
    }
    // An id still becomes its table, and the gap it leaves is tidied.
    const std::string out = pm::scrub_citation_text("Roll on (FNG-T03, ) now", "fng", nullptr);
    CHECK(out.find("FNG-T03") == std::string::npos);
    CHECK(out.find("Ranged Combat To Hit Table") != std::string::npos);
    CHECK(out.find(", )") == std::string::npos);
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
