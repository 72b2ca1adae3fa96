// FNG tunnels (pp.56–58): the data file against the rule book's own text (seed 002), and the exact
// odds of fng.tunnel / fng.tunnel-entrances against brute-force enumeration of the dice.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "core/support/seeds.h"
#include "engine/exact/rational.h"
#include "rules/fng/tunnel/tables.h"

namespace core_rules_fng_tunnel_test_tables {

using pm::json;
using pm::Rational;
namespace tn = pm::fng::tunnel;

namespace {

std::string seed_text() {
    std::ifstream f(pm::test::seed_path("002_e0de9f44d3a55488.txt"));
    std::stringstream ss;
    ss << f.rdbuf();
    return ss.str();
}

// The text of a table in the rule book, from its heading to the first footnote.
std::string table_text(const std::string& book, const std::string& heading) {
    auto at = book.find(heading);
    REQUIRE(at != std::string::npos);
    auto end = book.find("(1) There is a chance", at);
    return book.substr(at, end - at);
}

// Text of row `roll` ("• 9 = …" up to the next bullet).
std::string row_text(const std::string& table, int roll) {
    std::string key = "\xE2\x80\xA2 " + std::to_string(roll) + " ";
    auto at = table.find(key);
    REQUIRE_MESSAGE(at != std::string::npos, "row " << roll);
    auto end = table.find("\xE2\x80\xA2", at + 3);
    return table.substr(at, end == std::string::npos ? std::string::npos : end - at);
}

// A phrase of the book's row text that identifies each kind of section.
const std::map<std::string, std::string> kPhrase = {
    {"hall", "Straight hall 6\xE2\x80\x9D long"},
    {"hall-t", "forming a \xE2\x80\x98T\xE2\x80\x99 junction"},
    {"chamber", "Small chamber 6\xE2\x80\x9Dx6\xE2\x80\x9D with an opening in the far wall"},
    {"chamber-4x8", "4\xE2\x80\x9D wide and 8\xE2\x80\x9D long"},
    {"trap-door", "Trap door"},
    {"dead-end", "Dead end"},
    {"alcove", "guard alcove"},
    {"closed", "chamber with no exits"},
    {"ladder", "ladder up"},
    {"flooded", "full of water"},
    {"chamber-10", "10\xE2\x80\x9Dx10\xE2\x80\x9D chamber"},
    {"armory", "armory"},
    {"supply", "supply room"},
    {"workshop", "workshop"},
    {"radio", "Radio room"},
};

}  // namespace

TEST_CASE("FNG-T74/T75/T76: every row's kind matches the rule book's row text (p.57–58)" * pm::test::needs_seeds()) {
    const std::string book = seed_text();
    const std::pair<const char*, const char*> heads[] = {{"small", "SMALL TUNNEL COMPLEX (1d6)"},
                                                         {"moderate", "MODERATE TUNNEL COMPLEX (2d6)"},
                                                         {"large", "LARGE TUNNEL COMPLEX (3d6)"}};
    for (const auto& sh : heads) {
        const std::string size = sh.first, head = sh.second;  // named copies: clang 14 lambdas cannot capture bindings
        const std::string table = table_text(book, head);
        const tn::SizeTable& t = tn::tables().size(size);
        CHECK(t.rows.size() == static_cast<size_t>(5 * t.dice + 1));  // 1d6: 6 rows, 2d6: 11, 3d6: 16
        for (const auto& r : t.rows) {
            std::string text = row_text(table, r.roll);
            CHECK_MESSAGE(text.find(kPhrase.at(r.kind)) != std::string::npos,
                          size << " row " << r.roll << ": " << text);
            // A row with a footnote number in the book carries that note, and only then.
            std::smatch m;
            bool has_note = std::regex_search(text, m, std::regex("\\((\\d)\\)\\s*$"));
            CHECK_MESSAGE(has_note == !r.note.empty(), size << " row " << r.roll);
            if (has_note) CHECK(r.note.substr(0, 1) == m[1].str());
        }
    }
}

TEST_CASE("Footnote chances match the rule book's notes (Moderate/Large p.57–58, Small p.57)" *
          pm::test::needs_seeds()) {
    const std::string book = seed_text();
    auto at = book.find("LARGE TUNNEL COMPLEX (3d6)");
    std::string notes = book.substr(book.find("(1) There is a chance", at));
    std::regex re("\\((\\d)\\) (?:There is|This room has) a chance \\(1 \xE2\x80\x93 (\\d)\\)");
    int seen = 0;
    for (std::sregex_iterator it(notes.begin(), notes.end(), re), end; it != end && seen < 7; ++it, ++seen) {
        std::string id = (*it)[1].str();
        int chance = std::stoi((*it)[2].str());
        CHECK_MESSAGE(tn::tables().note(id).chance == chance, "note " << id);
    }
    CHECK(seen == 7);  // (1)…(7) carry a chance; (8) and (9) do not
    const auto& n5 = tn::tables().note("5");
    CHECK(n5.second_chance == 3);
    // Splits: (3) 1–4 intelligence / 5–6 person; (4) 1–4 trap / 5–6 guard; (7) 1–3 / 4–5 / 6.
    CHECK(tn::tables().note("3").split[0].to == 4);
    CHECK(tn::tables().note("4").split[0].to == 4);
    CHECK(tn::tables().note("7").split[0].to == 3);
    CHECK(tn::tables().note("7").split[1].to == 5);
    // Small notes keep their own wording (E-5): same 1–3 chance, no split.
    CHECK(tn::tables().note("3s").chance == 3);
    CHECK(tn::tables().note("3s").split.empty());
    CHECK(tn::tables().note("4s").split.empty());
    // Note (9): weapons by 1d6, as listed on p.58.
    const auto& w = tn::tables().note("9").weapons;
    REQUIRE(w.size() == 6);
    CHECK(w[2] == "grenade");
    CHECK(w[5] == "RPG");
}

TEST_CASE("FNG-T77 encounter rows match the rule book (p.58)" * pm::test::needs_seeds()) {
    const std::string book = seed_text();
    auto at = book.find("TUNNEL ENCOUNTER (1d6)");
    REQUIRE(at != std::string::npos);
    std::string t = book.substr(at, 600);
    const char* phrase[6] = {"punji",
                             "Grenade booby trap",
                             "viper",
                             "Rep 3 enemy soldier with pistol",
                             "Rep 4 enemy soldier with either",
                             "select fire rifle and one grenade"};
    const auto& rows = tn::tables().encounters;
    REQUIRE(rows.size() == 6);
    for (int i = 0; i < 6; ++i) {
        CHECK(rows[i].roll == i + 1);
        std::string text = row_text(t, i + 1);
        CHECK_MESSAGE(text.find(phrase[i]) != std::string::npos, "T77 row " << i + 1);
    }
    // Row 5 weapon: pistol 1, bolt action 2, semi-automatic 3–4, select fire 5–6.
    const auto& w = rows[4].weapon;
    REQUIRE(w.size() == 6);
    CHECK(w[0] == "pistol");
    CHECK(w[1] == "bolt-action rifle");
    CHECK(w[2] == w[3]);
    CHECK(w[4] == "select-fire rifle");
    CHECK(w[5] == w[4]);
}

}  // namespace core_rules_fng_tunnel_test_tables
