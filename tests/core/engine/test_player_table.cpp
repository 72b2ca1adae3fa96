// A player's table is read when the rule needs it (engine/tables/crt.h PlayerTable): a situation the
// rule refuses first is refused for that reason whatever table came with it, an answer that never
// reads the table ignores a bad one, and an answer that reads it reports the table's fault.
#include <doctest/doctest.h>

#include "core/support/calc_requests.h"
#include "engine/tables/crt.h"

namespace core_engine_test_player_table {

using pm::json;
using pm_test::raw::answer;

namespace {

std::string code_of(const json& r) {
    return r.at("ok").get<bool>() ? "ok" : r.at("error").at("code").get<std::string>();
}
std::string param_of(const json& r) {
    return r.at("ok").get<bool>() ? "" : r.at("error").at("param").get<std::string>();
}
const json kBad = {{"bad", 1}};

}  // namespace

TEST_CASE("player table: read once, and only when asked") {
    int reads = 0;
    pm::tables::PlayerTable<int> t([&reads]() -> std::optional<int> {
        ++reads;
        return 7;
    });
    CHECK(reads == 0);
    CHECK(static_cast<bool>(t));
    CHECK(*t == 7);
    CHECK(reads == 1);
    pm::tables::PlayerTable<int> none([]() -> std::optional<int> { return std::nullopt; });
    CHECK_FALSE(static_cast<bool>(none));
    pm::tables::PlayerTable<int> empty;
    CHECK_FALSE(static_cast<bool>(empty));
    empty = 3;
    CHECK(*empty == 3);
    pm::tables::PlayerTable<int> failing(
        []() -> std::optional<int> { throw pm::RuleError(pm::ErrorCode::NeedsTable, "t", "cannot be used"); });
    CHECK_THROWS_AS(static_cast<void>(static_cast<bool>(failing)), pm::RuleError);
}

TEST_CASE("player table: a refusal comes before the fault of a table the rule never reached") {
    // S&D: a sniper may not close assault; the CRT is never read.
    json r = answer("sd.close-assault", {{"attacker_sniper", true}}, {{"sd.points-crt", kBad}});
    CHECK(code_of(r) == "not_possible");
    CHECK(param_of(r) == "attacker_sniper");
    r = answer("sd.close-assault", json::object(), {{"sd.points-crt", kBad}});
    CHECK(code_of(r) == "needs_table");
    CHECK(param_of(r) == "sd.points-crt");
    // Soldiers: ineligible attackers are refused before the CRT.
    r = answer("soldiers.close-assault", {{"ineligible_attackers", true}}, {{"soldiers.crt", kBad}});
    CHECK(code_of(r) == "not_possible");
    CHECK(code_of(answer("soldiers.close-assault", json::object(), {{"soldiers.crt", kBad}})) == "needs_table");
    // S&D recoilless rifle: a spent RPG-7 is refused before the Vehicle Defense Table.
    r = answer("sd.recoilless-rifle", {{"weapon", "rpg-7"}, {"rpg_used", true}}, {{"sd.vehicle-defense", kBad}});
    CHECK(code_of(r) == "not_possible");
    CHECK(code_of(answer("sd.recoilless-rifle", json::object(), {{"sd.vehicle-defense", kBad}})) == "needs_table");
}

TEST_CASE("player table: an answer that never reads the table ignores a bad one") {
    // An APC with a counter already, or after a frag grenade this turn, takes no grenade roll.
    const json frag_in_burst = {{"weapon", "frag"}, {"grenade_result", "in-burst"}};
    json p = frag_in_burst;
    p["apc_counters"] = 1;
    CHECK(code_of(answer("skirmish.apc", p, {{"skirmish.grenades", kBad}})) == "ok");
    p = frag_in_burst;
    p["frag_this_turn"] = true;
    CHECK(code_of(answer("skirmish.apc", p, {{"skirmish.grenades", kBad}})) == "ok");
    CHECK(code_of(answer("skirmish.apc", {{"weapon", "rpg"}}, {{"skirmish.grenades", kBad}})) == "ok");
    // The one case that reads it reports its fault.
    json r = answer("skirmish.apc", frag_in_burst, {{"skirmish.grenades", kBad}});
    CHECK(code_of(r) == "needs_table");
    CHECK(param_of(r) == "skirmish.grenades");
}

}  // namespace core_engine_test_player_table
