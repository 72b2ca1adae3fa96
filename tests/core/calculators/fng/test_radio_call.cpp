// fng.radio-call (core/calculators/fng/radio-call.cpp): each test says the rule in our words, works out the book's
// answer on its own (dice counted here, or the book's printed numbers) and asks the calculator through the codec.
#include <map>
#include <string>

#include "core/support/calc_requests.h"

namespace core_calculators_fng_test_radio_call {

using pm::json;
using pm::Rational;
using pm_test::ev;
using pm_test::outcome;

namespace {

Rational value_p(const json& r, const std::string& key) {
    return Rational::parse(r.at("values").at(key).at("exact").get<std::string>());
}

// [SECTION] the radio call
// The book's delays (FNG pp.50, 55), in turns after the call, 0 = this turn, each with its chance;
// a span "1-3" / "2-4" turns is one die halved, rounded up (+1), as the Medevac table prints its
// 2-4 (Pointman reading 62).
std::map<int, Rational> book_delay(const std::string& req, const std::string& row) {
    const Rational third(1, 3);
    if (req == "artillery") {
        if (row == "3") return {{1, third}, {2, third}, {3, third}};  // spotting round in 1-3 turns
        if (row == "4") return {{1, Rational(1)}};                    // next turn
        return {{0, Rational(1)}};                                    // 5, 6+: this turn
    }
    if (req == "medevac") {
        if (row == "3") {  // 1d6 turns
            std::map<int, Rational> m;
            for (int t = 1; t <= 6; ++t) m[t] = Rational(1, 6);
            return m;
        }
        if (row == "4") return {{2, third}, {3, third}, {4, third}};
        if (row == "5") return {{2, Rational(1)}};
        return {{1, Rational(1)}};  // 6: next turn
    }
    // gunship (air strike without a FAC overhead reads the same)
    if (row == "3") return {{2, third}, {3, third}, {4, third}};
    if (row == "4") return {{2, Rational(1)}};
    if (row == "5") return {{1, Rational(1)}};
    return {{0, Rational(1)}};
}

struct ByHand {
    std::map<int, Rational> by_turn;
    Rational after, denied, still, at_all;
};

// One call's chances from fng.radio's own response (its outcomes are the whole call: no contact,
// grounded, and each request row), turn after turn for `turns` turns.
ByHand radio_by_hand(const std::string& req, json params, int turns) {
    json p1 = params;
    p1["request"] = req;
    json p2 = p1;
    p2["atmospherics"] = "roll";  // every later turn rolls atmospherics again (FNG p.16)
    const json first = ev("fng.radio", p1), later = ev("fng.radio", p2);
    const std::string denied_key = req == "medevac" ? "" : "1";
    const std::string wait_key = req == "medevac" ? "1-2" : "2";
    auto again = [&](const json& r) {
        Rational a = outcome(r, "no-contact") + outcome(r, wait_key);
        for (const auto& o : r.at("outcomes"))
            if (o.at("key") == "grounded") a = a + Rational::parse(o.at("exact").get<std::string>());
        return a;
    };
    ByHand h;
    Rational reach(1);
    for (int j = 1; j <= turns; ++j) {
        const json& r = j == 1 ? first : later;
        for (const auto& o : r.at("outcomes")) {
            std::string k = o.at("key");
            if (k == "no-contact" || k == "grounded" || k == wait_key) continue;
            Rational pk = Rational::parse(o.at("exact").get<std::string>());
            if (k == denied_key) {
                h.denied = h.denied + reach * pk;
                continue;
            }
            for (const auto& [d, pd] : book_delay(req, k)) {
                if (j + d <= turns)
                    h.by_turn[j + d] = h.by_turn[j + d] + reach * pk * pd;
                else
                    h.after = h.after + reach * pk * pd;
            }
        }
        reach = reach * again(r);
    }
    h.still = reach;
    return h;
}

void check_radio_against_steps(const std::string& req, json params, int turns) {
    CAPTURE(req);
    CAPTURE(params.dump());
    CAPTURE(turns);
    ByHand h = radio_by_hand(req, params, turns);
    json q = params;
    q["request"] = req;
    q["turns"] = turns;
    json r = ev("fng.radio-call", q);
    Rational within(0);
    for (int t = 2; t <= turns; ++t) within = within + h.by_turn[t];
    CHECK(outcome(r, "this-turn") == h.by_turn[1]);
    CHECK(outcome(r, "within") == within);
    CHECK(outcome(r, "after") == h.after);
    CHECK(outcome(r, "denied") == h.denied);
    CHECK(outcome(r, "no-answer") == h.still);
    CHECK(value_p(r, "p_within_turns") == h.by_turn[1] + within);
    // comes at all: what came within the horizon, then the still-calling share at the later turns'
    // own rate (a geometric series of fng.radio's rolled-atmospherics call)
    json p2 = params;
    p2["request"] = req;
    p2["atmospherics"] = "roll";
    ByHand one = radio_by_hand(req, p2, 1);
    Rational arrive = one.by_turn[1] + one.after, again = one.still;
    Rational at_all = h.by_turn[1] + within + h.after;
    if (again < Rational(1)) at_all = at_all + h.still * arrive / (Rational(1) - again);
    CHECK(value_p(r, "p_at_all") == at_all);
    // the by-turn table: each turn's chance and the running total
    Rational cum(0);
    for (int t = 1; t <= turns; ++t) {
        cum = cum + h.by_turn[t];
        const json& row = r["values"]["by_turn"][t - 1];
        CHECK(row["turn"] == t);
        CHECK(Rational::parse(row["exact"].get<std::string>()) == h.by_turn[t]);
        CHECK(Rational::parse(row["by_then_exact"].get<std::string>()) == cum);
    }
}

}  // namespace

// The FNG chains fng.radio-call and fng.booby-trap-chain, each against its step calculators' own
// exact answers combined by hand here, the book's examples, and the player's own dice step by step.
// (Their seeded rolls against their odds: tests/core/engine/test_roll_matches_odds.cpp, which walks
// the whole registry.)
TEST_CASE("Radio call chain: the step calculators' own odds, turn by turn (FNG pp.16, 38, 50, 55)") {
    // Rules: contact 1d6 <= Rep' each turn (p.16); a failed call or "Wait one, out" calls again
    // next turn, "Request denied!" ends it (p.50); the Medevac table's 1-2 tries again (p.55);
    // overcast grounds air support on 1-2 and delays it on 1-3 (p.38).
    check_radio_against_steps("artillery", {{"rep", 4}, {"caller_rep", 4}}, 3);
    check_radio_against_steps("artillery", {{"rep", 5}, {"caller_rep", 3}, {"atmospherics", "good"}}, 6);
    check_radio_against_steps("artillery", {{"rep", 3}, {"caller_rep", 6}, {"weather", "rain"}, {"tunnel", true}}, 4);
    check_radio_against_steps("medevac", {{"rep", 4}, {"weather", "rain"}}, 5);
    check_radio_against_steps("medevac", {{"rep", 2}, {"atmospherics", "poor"}}, 1);
    check_radio_against_steps("gunship", {{"rep", 4}, {"caller_rep", 5}, {"helicopter_down", true}}, 4);
    check_radio_against_steps("gunship", {{"rep", 6}, {"caller_rep", 4}, {"weather", "rain"}}, 6);
    check_radio_against_steps("artillery", {{"rep", 4}}, 12);
    check_radio_against_steps("air-strike", {{"rep", 4}, {"forward_observer", true}, {"caller_rep", 5}}, 5);
}

TEST_CASE("Radio call chain: comes at all, closed forms (FNG pp.50, 55)") {
    // Calling every turn until answered, the artillery comes exactly when a row 3-6 is rolled before
    // a row 1 (row 2 and a failed contact only delay it): with no modifier 4 rows against 1, 4/5,
    // whatever the operator's Rep.
    for (int rep = 2; rep <= 6; ++rep) {
        json r = ev("fng.radio-call", {{"request", "artillery"}, {"rep", rep}, {"caller_rep", 4}});
        CHECK(value_p(r, "p_at_all") == Rational(4, 5));
    }
    // A Rep 3 leader's -1: row 1 on faces 1-2, row 2 on 3, granted on 4-6: 3 against 2, 3/5.
    CHECK(value_p(ev("fng.radio-call", {{"request", "artillery"}, {"caller_rep", 3}}), "p_at_all") == Rational(3, 5));
    // The Medevac table denies nothing: it always comes in the end, even in rain (grounded 1-4 of a die
    // only delays it).
    CHECK(value_p(ev("fng.radio-call", {{"request", "medevac"}, {"weather", "rain"}}), "p_at_all") == Rational(1));
    // Artillery this turn, Rep 4, normal atmospherics, caller Rep 4: contact 4/6, then 5 or 6 on the
    // table: 4/6 * 2/6 = 2/9.
    json a = ev("fng.radio-call", {{"request", "artillery"}, {"atmospherics", "normal"}});
    CHECK(value_p(a, "p_this_turn") == Rational(2, 9));
    // Rain: no air strike ever (p.38); every call that gets through ends there.
    json rain = ev("fng.radio-call", {{"request", "air-strike"}, {"weather", "rain"}, {"turns", 2}});
    CHECK(value_p(rain, "p_at_all") == Rational(0));
    CHECK(outcome(rain, "grounded") + outcome(rain, "no-answer") == Rational(1));
    CHECK(rain["summary"].get<std::string>().find("never") != std::string::npos);
    // Twelve turns of a gunship in rain need fractions beyond 64 bits: a clear refusal on "turns"
    // that still gives the chance it comes at all.
    json big =
        pm::evaluate_request({{"calc", "fng.radio-call"},
                              {"params", {{"request", "gunship"}, {"rep", 6}, {"weather", "rain"}, {"turns", 12}}}});
    REQUIRE(big["ok"] == false);
    {
        CHECK(big["error"]["code"] == "not_possible");
        CHECK(big["error"]["param"] == "turns");
        CHECK(big["error"]["message"].get<std::string>().find("comes at all") != std::string::npos);
    }
}

TEST_CASE("Radio call chain: Cpl Jones's call with his own dice, step by step (FNG p.16 example)") {
    // The book: Cpl Jones, Rep 4, atmospherics normal, rolls 3 on 1d6: contact. Then (our dice) the
    // artillery table 5: one battery, spotting round this turn.
    json r = ev({{"calc", "fng.radio-call"},
                 {"params", {{"request", "artillery"}, {"rep", 4}, {"atmospherics", "normal"}}},
                 {"dice", {3, 5}}});
    const json& steps = r["roll"]["steps"];
    REQUIRE(steps.size() == 2);
    CHECK(steps[0]["dice"] == json::array({3}));
    CHECK(steps[0]["result"] == "contact");
    CHECK(steps[1]["dice"] == json::array({5}));
    CHECK(r["roll"]["key"] == "this-turn");
    CHECK(r["roll"]["arrival_turn"] == 1);
    // A 5 for contact fails (5 > 4): turn 2 rolls atmospherics (6: poor, Rep' 3), contact 2, the
    // table 3 (stand by), and its delay die 6: 3 turns after turn 2, so turn 5, after a 3-turn look.
    json late = ev({{"calc", "fng.radio-call"},
                    {"params", {{"request", "artillery"}, {"rep", 4}, {"atmospherics", "normal"}}},
                    {"dice", {5, 6, 2, 3, 6}}});
    CHECK(late["roll"]["key"] == "after");
    CHECK(late["roll"]["arrival_turn"] == 5);
    CHECK(late["roll"]["steps"].size() == 5);
}

TEST_CASE("fng.radio-call and fng.radio name the rain modifier alike (FNG p.16)") {
    // FNG p.16: rain, heavy or not, is -1 Rep on radio rolls for the whole game; both calculators
    // apply it and must say it in the same words.
    for (const char* weather : {"rain", "storm"}) {
        CAPTURE(weather);
        auto rain = [](const pm::json& r) {
            for (const auto& m : r["modifiers"])
                if (m["value"] == "-1 Rep" && m["rule"] == "FNG p.16") return m["label"].get<std::string>();
            return std::string();
        };
        const std::string a = rain(pm_test::ev("fng.radio", {{"weather", weather}}));
        const std::string b = rain(pm_test::ev("fng.radio-call", {{"weather", weather}}));
        CHECK(!a.empty());
        CHECK(a == b);
    }
}

}  // namespace core_calculators_fng_test_radio_call
