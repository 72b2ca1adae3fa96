// Nothing a request or a link holds is dropped without a word (issue 38): a top-level field no
// request has ("sed": 5 used to give an unseeded answer and say nothing) and a link's gen (a roll
// shared from another generator version used to be rolled again without notice) are reported in
// the answer's "warnings"; neither is refused. A request with nothing to warn about has no
// "warnings", so no recorded answer changes.
#include <doctest/doctest.h>

#include <string>

#include "contract/codec.h"
#include "contract/registry.h"

namespace core_contract_test_request_warnings {

using pm::json;

namespace {
bool warns(const json& r, const std::string& part) {
    if (!r.contains("warnings")) return false;
    for (const auto& w : r["warnings"])
        if (w.get<std::string>().find(part) != std::string::npos) return true;
    return false;
}
}  // namespace

TEST_CASE("request warnings: an unknown top-level field is named, ignored and never refused") {
    const json r = pm::evaluate_request_text(R"({"calc":"fng.weather","sed":5})");
    CHECK(r["ok"] == true);
    CHECK(warns(r, "the request's field \"sed\" is not one Pointman reads, so it was ignored"));
    CHECK(!r.contains("seed"));
    // Its place: after "summary", as the warnings about tables.
    auto it = r.begin();
    while (it != r.end() && it.key() != "summary") ++it;
    REQUIRE(it != r.end());
    CHECK((++it).key() == "warnings");
    // The text writer writes the same bytes.
    CHECK(pm::answer_text(R"({"calc":"fng.weather","sed":5})") == pm::to_text(r));
    // With an error too, before the calculator is even found.
    const json e = pm::evaluate_request_text(R"({"calc":"no.such","sed":5})");
    CHECK(e["error"]["code"] == "unknown_calc");
    CHECK(warns(e, "\"sed\""));
    // Never more than ten named: the rest counted.
    json many = {{"calc", "fng.weather"}};
    for (int i = 0; i < 5000; ++i) many["x" + std::to_string(i)] = i;
    const json m = pm::evaluate_request(many);
    CHECK(m["ok"] == true);
    CHECK(m["warnings"].size() == 11);
    CHECK(warns(m, "4990 more fields of the request were ignored"));
    // A key that is not printable is not echoed as it is.
    CHECK(warns(pm::evaluate_request(json{{"calc", "fng.weather"}, {"bad\x01\xff", 1}}), "\"bad\""));
}

TEST_CASE("request warnings: none for a request with nothing to warn about (no recorded answer changes)") {
    for (const pm::Calculator* c : pm::all_calculators()) {
        CAPTURE(c->id);
        CHECK(!pm::evaluate_request(json{{"calc", c->id}}).contains("warnings"));
        CHECK(!pm::evaluate_request(json{{"calc", c->id}, {"params", json::object()}, {"seed", 12}})
                   .contains("warnings"));
        CHECK(!pm::evaluate_request(json{{"calc", c->id}, {"seed", 12}, {"generator", c->generator}})
                   .contains("warnings"));
        CHECK(!pm::evaluate_request(json{{"calc", c->id}, {"seed", nullptr}, {"dice", nullptr}, {"tables", nullptr}})
                   .contains("warnings"));
    }
}

TEST_CASE("request warnings: a link's gen is checked; a roll from another generator version says so") {
    const pm::Calculator* fire = pm::find_calculator("fng.fire");
    REQUIRE(fire);
    REQUIRE(fire->generator != 1);
    // The link's gen travels in the request as "generator".
    const json req = pm::request_from_link("#/fng.fire?seed=5&gen=1");
    REQUIRE(!req.contains("ok"));
    CHECK(req["generator"] == 1);
    const json r = pm::evaluate_request(req);
    CHECK(r["ok"] == true);
    CHECK(warns(r,
                "this roll was made with generator version 1 of fng.fire, and this version of Pointman rolls it "
                "with version " +
                    std::to_string(fire->generator) + ": the same seed gives a different roll"));
    // The player's own dice the same way.
    CHECK(warns(pm::evaluate_request(pm::request_from_link("#/fng.fire?rolled=4&gen=1")), "the same dice may be read"));
    // The link this answer gives back carries this version.
    CHECK(pm::link_for_request(req).find("&gen=" + std::to_string(fire->generator)) != std::string::npos);
    // The same version: no warning; a link without gen: none either (nothing to check).
    CHECK(!pm::evaluate_request(pm::request_from_link("#/fng.fire?seed=5&gen=" + std::to_string(fire->generator)))
               .contains("warnings"));
    CHECK(!pm::evaluate_request(pm::request_from_link("#/fng.fire?seed=5")).contains("warnings"));
    // Nothing rolled: the generator does not matter.
    CHECK(!pm::evaluate_request(pm::request_from_link("#/fng.fire?gen=1")).contains("warnings"));
    // A gen that is no version: named and ignored, the link still opens (it always did).
    for (const char* link : {"#/fng.fire?seed=5&gen=abc", "#/fng.fire?seed=5&gen=", "#/fng.fire?seed=5&gen=-1",
                             "#/fng.fire?seed=5&gen=99999999999"}) {
        CAPTURE(link);
        const json q = pm::request_from_link(link);
        REQUIRE(!q.contains("ok"));
        const json a = pm::evaluate_request(q);
        CHECK(a["ok"] == true);
        CHECK(warns(a, "\"generator\" must be a generator version, a whole number"));
    }
    CHECK(warns(pm::evaluate_request(json{{"calc", "fng.fire"}, {"seed", 1}, {"generator", -3}}), "(-3 is not)"));
    CHECK(warns(pm::evaluate_request(json{{"calc", "fng.fire"}, {"seed", 1}, {"generator", "2"}}), "(\"2\" is not)"));
    // validate_request (an import's presets) takes the request as before.
    CHECK(pm::validate_request(req).is_null());
}

}  // namespace core_contract_test_request_warnings
