// Words that confused players: each confusion renamed, explained or given its own value, and
// each choice the product makes where a book is silent named in the result as a Pointman reading.
// The expected numbers are worked out here from the rule (pass dice counted by hand, the TCS
// adjacent-hex fifth), not read back from the calculators.
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <string>

#include "contract/codec.h"
#include "core/support/calc_requests.h"
#include "engine/exact/rational.h"

using pm::json;
using pm::Rational;

using pm_test::ev;
using pm_test::P;

namespace {

json describe(const std::string& calc) {
    return pm::describe_json(calc);
}
bool has_modifier(const json& r, const std::string& words) {
    for (const auto& m : r.at("modifiers"))
        if (m.at("label").get<std::string>().find(words) != std::string::npos) return true;
    return false;
}
const json& param(const json& d, const std::string& name) {
    for (const auto& p : d.at("params"))
        if (p.at("name") == name) return p;
    FAIL("no parameter " << name);
    return d;
}
std::string choice_label(const json& p, const std::string& value) {
    for (const auto& c : p.at("choices"))
        if (c.at("value") == value) return c.at("label");
    return "";
}
bool names_a_reading(const json& r) {
    return r.contains("readings") && !r.at("readings").empty();
}

}  // namespace

TEST_CASE("16 (confusing) fng.reaction: Heroes All mode and the Who Wants To Be A Hero? table are told apart") {
    const json d = describe("fng.reaction");
    const std::string mode = param(d, "hero").at("label");
    const std::string table = choice_label(param(d, "test"), "hero");
    CHECK(mode.find("Heroes All") != std::string::npos);
    CHECK(table.find("Who Wants To Be A Hero?") != std::string::npos);
    CHECK(mode.find("Who Wants") == std::string::npos);
    CHECK(table.find("Heroes All") == std::string::npos);
    // Hero mode makes Received Fire a sure pass 2; on the table of the same name it changes nothing:
    // 2 dice at Rep 4 pass 2 with (4/6)^2 = 4/9.
    CHECK(P(ev("fng.reaction", {{"test", "received-fire"}, {"hero", true}}), "pass2") == Rational(1));
    const json t = ev("fng.reaction", {{"test", "hero"}, {"hero", true}, {"rep", 4}});
    CHECK(P(t, "pass2") == Rational(4, 9));
    CHECK(has_modifier(t, "does not cover the Who Wants To Be A Hero? table"));
}

TEST_CASE("16 (confusing) fng.reaction: the Knock Down Test under the 2006 rules says it is FNG 2.0's") {
    const json v1 = ev("fng.reaction", {{"test", "knock-down"}, {"rules", "v1"}});
    const json v2 = ev("fng.reaction", {{"test", "knock-down"}, {"rules", "2.0"}});
    CHECK(v1.at("summary").get<std::string>().rfind("Only under FNG 2.0", 0) == 0);
    CHECK(has_modifier(v1, "under the 2006 rules a knocked-down figure"));
    CHECK(v2.at("summary").get<std::string>().rfind("Only under", 0) != 0);
    CHECK_FALSE(has_modifier(v2, "under the 2006 rules"));
    // The numbers are the 2.0 test's either way: 2d6 at Rep 4.
    CHECK(P(v1, "pass2") == Rational(4, 9));
    CHECK(P(v2, "pass2") == Rational(4, 9));
}

TEST_CASE("16 (confusing) fng.reaction: where the book is silent, the result names the reading it used") {
    // Hidden and covering fire on In Sight (2006 rules): 2 + 1 + 1 = 4 dice, at most 2 passes count.
    // At Rep 3 a die passes on 1-3: P(pass 2) = 1 - P(0 or 1 pass of 4) = 1 - (1/16 + 4/16) = 11/16.
    const json both = ev("fng.reaction", {{"test", "in-sight"}, {"rep", 3}, {"hidden", true}, {"covering_fire", true}});
    CHECK(P(both, "pass2") == Rational(11, 16));
    CHECK(has_modifier(both, "Hidden and giving covering fire"));
    CHECK(names_a_reading(both));
    CHECK_FALSE(names_a_reading(ev("fng.reaction", {{"test", "in-sight"}, {"rep", 3}, {"hidden", true}})));
    // Wuss (one die) on Rally with a Leader Die.
    const json wuss = ev("fng.reaction", {{"test", "rally"}, {"wuss", true}, {"leader_rep", 5}});
    CHECK(has_modifier(wuss, "One die (Jodie or Wuss) with the Leader Die"));
    CHECK(names_a_reading(wuss));
}

TEST_CASE("16 (confusing) fng.radio: the requesting leader's Rep is named in the summary when it moves the roll") {
    // Air strike (FNG p.50): -1 from a leader of Rep 4 or less, nothing at Rep 5+ (no FO).
    const std::string at4 = ev("fng.radio", {{"request", "air-strike"}}).at("summary");
    const std::string at5 = ev("fng.radio", {{"request", "air-strike"}, {"caller_rep", 5}}).at("summary");
    CHECK(at4.find("Request roll -1") != std::string::npos);
    CHECK(at4.find("Rep 4 or less") != std::string::npos);
    CHECK(at5.find("Request roll") == std::string::npos);
    // Gunship: +1 at Rep 5+.
    const std::string g5 = ev("fng.radio", {{"request", "gunship"}, {"caller_rep", 5}}).at("summary");
    CHECK(g5.find("Request roll +1") != std::string::npos);
    CHECK(ev("fng.radio", json::object()).at("summary").get<std::string>().find("Request roll") == std::string::npos);
}

TEST_CASE("16 (confusing) fng.los: each light choice says whose light it is; the weather words match the book") {
    const json d = describe("fng.los");
    const json& light = param(d, "light");
    for (const auto& c : light.at("choices")) {
        const std::string v = c.at("value"), l = c.at("label");
        CAPTURE(v);
        if (v == "none") continue;
        const bool whose =
            l.rfind("Viewer's", 0) == 0 || l.rfind("The target", 0) == 0 || l.rfind("Underground", 0) == 0;
        CHECK(whose);
    }
    const json& weather = param(d, "weather");
    CHECK(choice_label(weather, "overcast").find("fog") != std::string::npos);  // the book: cloud or fog
    CHECK(weather.at("help").get<std::string>().find("overcast") != std::string::npos);
}

TEST_CASE("16 (confusing) tcs.artillery-point: the target's own hex has its own area fire strength") {
    // TCS 2.3a: 8 inch and MLRS reach the adjacent hexes at a fifth of their area fire strength.
    for (const auto& sys : {std::pair<const char*, int>{"8in", 36}, {"mlrs", 50}}) {
        const char* system = sys.first;  // (clang 14 cannot capture a structured binding)
        const int fp = sys.second;
        CAPTURE(system);
        const json impact = ev("tcs.artillery-point", {{"system", system}, {"position", "impact"}});
        const json adj = ev("tcs.artillery-point", {{"system", system}, {"position", "adjacent"}});
        CHECK(impact.at("values").at("area_fp") == fp);
        CHECK(impact.at("values").at("target_hex_area_fp") == fp);
        CHECK(adj.at("values").at("area_fp") == fp);  // the contract value stays the impact hex's
        CHECK(adj.at("values").at("target_hex_area_fp") == static_cast<int>(std::floor(fp / 5.0 + 0.5)));
    }
}

TEST_CASE("16 (confusing) soldiers.close-assault: the Slope-and-Crest box is a house rule, named as one") {
    const json d = describe("soldiers.close-assault");
    CHECK(param(d, "slope_and_crest_all_attackers_lower").at("label").get<std::string>().find("House rule") !=
          std::string::npos);
    const json on = ev("soldiers.close-assault",
                       {{"slope_or_crest_all_attackers_lower", true}, {"slope_and_crest_all_attackers_lower", true}});
    CHECK(has_modifier(on, "House rule, not in the book"));
    CHECK(names_a_reading(on));
    CHECK_FALSE(names_a_reading(ev("soldiers.close-assault", {{"slope_or_crest_all_attackers_lower", true}})));
}
