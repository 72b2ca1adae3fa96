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

json eval(const json& req) {
    return pm::evaluate_request(req);
}

Rational exact_of(const json& outcome) {
    return Rational::parse(outcome.at("exact").get<std::string>());
}
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

TEST_CASE("fng.tunnel outcomes: size by 1d6, rows by 1d6/2d6/3d6 (brute force over faces)") {
    json r = eval({{"calc", "fng.tunnel"}});
    REQUIRE(r["ok"] == true);
    std::map<std::string, Rational> size;
    for (const auto& o : r["outcomes"]) size[o["key"]] = exact_of(o);
    // p.57: 1–3 small, 4–5 moderate, 6 large, counted face by face.
    int count[3] = {0, 0, 0};
    for (int f = 1; f <= 6; ++f) ++count[f <= 3 ? 0 : f <= 5 ? 1 : 2];
    CHECK(size["small"] == Rational(count[0], 6));
    CHECK(size["moderate"] == Rational(count[1], 6));
    CHECK(size["large"] == Rational(count[2], 6));
    CHECK(size.size() == 3);

    for (auto [name, dice] : {std::pair<const char*, int>{"small", 1}, {"moderate", 2}, {"large", 3}}) {
        json q = eval({{"calc", "fng.tunnel"}, {"params", {{"size", name}}}});
        REQUIRE(q["ok"] == true);
        std::map<int, int> faces;
        int total = 1;
        for (int i = 0; i < dice; ++i) total *= 6;
        for (int code = 0; code < total; ++code) {
            int c = code, s = 0;
            for (int i = 0; i < dice; ++i, c /= 6) s += c % 6 + 1;
            ++faces[s];
        }
        Rational sum(0);
        CHECK(q["outcomes"].size() == faces.size());
        for (const auto& o : q["outcomes"]) {
            int key = std::stoi(o["key"].get<std::string>());
            CHECK(exact_of(o) == Rational(faces[key], total));
            sum = sum + exact_of(o);
        }
        CHECK(sum == Rational(1));
    }
    // The digest's 3d6 frequencies (fng.md §4.2): 9 and 16 are both the guard alcove, 25 + 6 of 216.
    json l = eval({{"calc", "fng.tunnel"}, {"params", {{"size", "large"}}}});
    for (const auto& k : l["values"]["next_section"])
        if (k["kind"] == "alcove") CHECK(k["exact"] == Rational(31, 216).str());
}

TEST_CASE("fng.tunnel-entrances: FNG-T70 by Support Level, T71 spotting, T72 collapse (p.56)") {
    auto ent = [](int support) {
        json r = eval({{"calc", "fng.tunnel-entrances"}, {"params", {{"support", support}}}});
        REQUIRE(r["ok"] == true);
        std::map<int, Rational> m;
        for (const auto& o : r["outcomes"]) m[std::stoi(o["key"].get<std::string>())] = exact_of(o);
        return m;
    };
    auto s1 = ent(1);  // one entrance with its exit (E-46)
    CHECK(s1.size() == 1);
    CHECK(s1[1] == Rational(1));
    auto s2 = ent(2);  // 1d6
    CHECK(s2.size() == 6);
    for (int k = 1; k <= 6; ++k) CHECK(s2[k] == Rational(1, 6));
    for (int support = 3; support <= 5; ++support) {  // up to 2d6, enumerated face by face
        auto s = ent(support);
        std::map<int, int> faces;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b) ++faces[a + b];
        CHECK(s.size() == 11);
        for (auto [k, n] : faces) CHECK(s[k] == Rational(n, 36));
    }
    // T71: 1d6 against Rep − 1, Pointman +1 (digest: Rep 3 → 1/3, Rep 4 → 1/2, Rep 5 → 2/3).
    auto spot = [](int rep, bool pointman) {
        json r = eval({{"calc", "fng.tunnel-entrances"}, {"params", {{"rep", rep}, {"pointman", pointman}}}});
        return Rational::parse(r["values"]["spot_chance"]["exact"].get<std::string>());
    };
    CHECK(spot(3, false) == Rational(1, 3));
    CHECK(spot(4, false) == Rational(1, 2));
    CHECK(spot(5, false) == Rational(2, 3));
    CHECK(spot(4, true) == Rational(2, 3));
    CHECK(spot(6, true) == Rational(1));
    // T72: 500 lb collapses on 1–2 for 1d6+3", 750 lb on 1–3 for 2d6+3".
    json b5 = eval({{"calc", "fng.tunnel-entrances"}, {"params", {{"bomb", "500lb"}}}});
    CHECK(b5["values"]["collapse"]["chance"]["exact"] == "1/3");
    CHECK(b5["values"]["collapse"]["length"].size() == 6);
    CHECK(b5["values"]["collapse"]["length"][0]["inches"] == 4);
    json b7 = eval({{"calc", "fng.tunnel-entrances"}, {"params", {{"bomb", "750lb"}}}});
    CHECK(b7["values"]["collapse"]["chance"]["exact"] == "1/2");
    CHECK(b7["values"]["collapse"]["length"].size() == 11);
    CHECK(b7["values"]["collapse"]["length"][5]["inches"] == 10);  // 2d6 = 7, + 3
    CHECK(b7["values"]["collapse"]["length"][5]["exact"] == "1/6");
    // Charges: blast circle + 2" (E-43: satchel 1" → 3", demo 5" → 7"); smoke OOF 1–3 per turn.
    CHECK(b5["values"]["charge_collapse_inches"] == 3);
    json demo = eval({{"calc", "fng.tunnel-entrances"}, {"params", {{"charge", "demo"}, {"smoke_turns", 2}}}});
    CHECK(demo["values"]["charge_collapse_inches"] == 7);
    CHECK(demo["values"]["smoke"]["oof_within_turns"]["exact"] == "3/4");
}

TEST_CASE("fng.tunnel contract: parameters validated, outcomes sum to 1, roll.sections with a seed") {
    CHECK(eval({{"calc", "fng.tunnel"}, {"params", {{"sections", 0}}}})["error"]["code"] == "out_of_range");
    CHECK(eval({{"calc", "fng.tunnel"}, {"params", {{"sections", 201}}}})["error"]["code"] == "out_of_range");
    CHECK(eval({{"calc", "fng.tunnel"}, {"params", {{"size", "huge"}}}})["error"]["code"] == "out_of_range");
    CHECK(eval({{"calc", "fng.tunnel-entrances"}, {"params", {{"support", 6}}}})["error"]["code"] == "out_of_range");
    json r = eval({{"calc", "fng.tunnel"}, {"params", {{"size", "moderate"}, {"sections", 12}}}, {"seed", 99}});
    REQUIRE(r["ok"] == true);
    double sum = 0;
    for (const auto& o : r["outcomes"]) sum += o["p"].get<double>();
    CHECK(sum == doctest::Approx(1.0).epsilon(1e-12));
    REQUIRE(r["roll"]["sections"].is_array());
    CHECK(r["roll"]["size"] == "moderate");
    CHECK(r["roll"]["sections"][0]["kind"] == "entrance");
    CHECK(r["figure"]["type"] == "map");
    CHECK(r["generator"] == 1);
}
