// fng.tunnel-entrances (core/calculators/fng/tunnel-entrances.cpp): each test says the rule in our words, works out the
// book's answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the
// codec.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <regex>
#include <sstream>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "core/support/seeds.h"
#include "engine/exact/rational.h"
#include "rules/fng/tunnel/tables.h"

namespace core_calculators_fng_test_tunnel_entrances {

using pm::json;
using pm::Rational;
using pm_test::exact_of;
using pm_test::raw::answer;
namespace tn = pm::fng::tunnel;

TEST_CASE("fng.tunnel-entrances: FNG-T70 by Support Level, T71 spotting, T72 collapse (p.56)") {
    auto ent = [](int support) {
        json r = answer({{"calc", "fng.tunnel-entrances"}, {"params", {{"support", support}}}});
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
        json r = answer({{"calc", "fng.tunnel-entrances"}, {"params", {{"rep", rep}, {"pointman", pointman}}}});
        return Rational::parse(r["values"]["spot_chance"]["exact"].get<std::string>());
    };
    CHECK(spot(3, false) == Rational(1, 3));
    CHECK(spot(4, false) == Rational(1, 2));
    CHECK(spot(5, false) == Rational(2, 3));
    CHECK(spot(4, true) == Rational(2, 3));
    CHECK(spot(6, true) == Rational(1));
    // T72: 500 lb collapses on 1–2 for 1d6+3", 750 lb on 1–3 for 2d6+3".
    json b5 = answer({{"calc", "fng.tunnel-entrances"}, {"params", {{"bomb", "500lb"}}}});
    CHECK(b5["values"]["collapse"]["chance"]["exact"] == "1/3");
    CHECK(b5["values"]["collapse"]["length"].size() == 6);
    CHECK(b5["values"]["collapse"]["length"][0]["inches"] == 4);
    json b7 = answer({{"calc", "fng.tunnel-entrances"}, {"params", {{"bomb", "750lb"}}}});
    CHECK(b7["values"]["collapse"]["chance"]["exact"] == "1/2");
    CHECK(b7["values"]["collapse"]["length"].size() == 11);
    CHECK(b7["values"]["collapse"]["length"][5]["inches"] == 10);  // 2d6 = 7, + 3
    CHECK(b7["values"]["collapse"]["length"][5]["exact"] == "1/6");
    // Charges: blast circle + 2" (E-43: satchel 1" → 3", demo 5" → 7"); smoke OOF 1–3 per turn.
    CHECK(b5["values"]["charge_collapse_inches"] == 3);
    json demo = answer({{"calc", "fng.tunnel-entrances"}, {"params", {{"charge", "demo"}, {"smoke_turns", 2}}}});
    CHECK(demo["values"]["charge_collapse_inches"] == 7);
    CHECK(demo["values"]["smoke"]["oof_within_turns"]["exact"] == "3/4");
}

}  // namespace core_calculators_fng_test_tunnel_entrances
