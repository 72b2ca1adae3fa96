// fng.tunnel (core/calculators/fng/tunnel.cpp): each test says the rule in our words, works out the book's answer on
// its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
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

namespace core_calculators_fng_test_tunnel {

using pm::json;
using pm::Rational;
using pm_test::exact_of;
using pm_test::raw::answer;
namespace tn = pm::fng::tunnel;

TEST_CASE("fng.tunnel outcomes: size by 1d6, rows by 1d6/2d6/3d6 (brute force over faces)") {
    json r = answer({{"calc", "fng.tunnel"}});
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
        json q = answer({{"calc", "fng.tunnel"}, {"params", {{"size", name}}}});
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
    json l = answer({{"calc", "fng.tunnel"}, {"params", {{"size", "large"}}}});
    for (const auto& k : l["values"]["next_section"])
        if (k["kind"] == "alcove") CHECK(k["exact"] == Rational(31, 216).str());
}

TEST_CASE("fng.tunnel contract: parameters validated, outcomes sum to 1, roll.sections with a seed") {
    CHECK(answer({{"calc", "fng.tunnel"}, {"params", {{"sections", 0}}}})["error"]["code"] == "out_of_range");
    CHECK(answer({{"calc", "fng.tunnel"}, {"params", {{"sections", 201}}}})["error"]["code"] == "out_of_range");
    CHECK(answer({{"calc", "fng.tunnel"}, {"params", {{"size", "huge"}}}})["error"]["code"] == "out_of_range");
    CHECK(answer({{"calc", "fng.tunnel-entrances"}, {"params", {{"support", 6}}}})["error"]["code"] == "out_of_range");
    json r = answer({{"calc", "fng.tunnel"}, {"params", {{"size", "moderate"}, {"sections", 12}}}, {"seed", 99}});
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

}  // namespace core_calculators_fng_test_tunnel
