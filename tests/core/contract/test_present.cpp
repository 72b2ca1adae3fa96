// One presented answer (contract/present.h): the words every view lays out, with the one percent
// rule and the one rule for exact fractions, checked over every answer of every calculator.
#include <doctest/doctest.h>

#include <functional>
#include <string>

#include "contract/codec.h"
#include "contract/present.h"
#include "core/support/answer_requests.h"
#include "core/support/calc_requests.h"
#include "engine/exact/percent.h"
#include "engine/exact/rational.h"

namespace core_contract_test_present {

using pm::json;

namespace {

// Every string of a presented answer, with where it is.
void each_text(const json& j, const std::string& at,
               const std::function<void(const std::string&, const std::string&)>& f) {
    if (j.is_string()) f(at, j.get<std::string>());
    if (j.is_object())
        for (const auto& [k, v] : j.items()) each_text(v, at + "." + k, f);
    if (j.is_array())
        for (size_t i = 0; i < j.size(); ++i) each_text(j[i], at + "[" + std::to_string(i) + "]", f);
}

// "0.0%" or "100.0%" as a whole number in a text (not "10.0%" or "20.0%").
bool reads_certain_or_impossible(const std::string& t) {
    for (const std::string bad : {"0.0%", "100.0%"}) {
        for (size_t at = t.find(bad); at != std::string::npos; at = t.find(bad, at + 1))
            if (at == 0 || !(t[at - 1] >= '0' && t[at - 1] <= '9') || bad == "100.0%") return true;
    }
    return false;
}

}  // namespace

TEST_CASE("present: every calculator's answers read one percent rule and one fraction rule") {
    size_t answers = 0, outcomes = 0, longs = 0, between = 0;
    for (const std::string& id : pm_test::calculator_ids()) {
        for (const json& req : pm_test::answer_requests(id)) {
            const json r = pm::evaluate_request(req);
            const json pr = pm::present(r);
            CAPTURE(req.dump());
            REQUIRE(pr.is_object());
            CHECK(pr.value("ok", false) == r.value("ok", false));
            if (!r.value("ok", false)) {
                CHECK(pr.value("error", std::string()).find(r["error"].value("message", std::string())) == 0);
                continue;
            }
            ++answers;
            CHECK(pr.value("summary", std::string()) == r.value("summary", std::string()));
            // No text of the answer reads "0.0%" or "100.0%": certain is "100%", impossible "0%",
            // everything between one decimal, "< 0.1%" or "> 99.9%".
            each_text(pr, "", [&](const std::string& at, const std::string& t) {
                CAPTURE(at);
                CAPTURE(t);
                CHECK_FALSE(reads_certain_or_impossible(t));
            });
            if (!r.contains("outcomes") || r["outcomes"].empty()) {
                CHECK_FALSE(pr.contains("outcomes"));
                continue;
            }
            REQUIRE(pr.contains("outcomes"));
            REQUIRE(pr["outcomes"].size() == r["outcomes"].size());
            for (size_t i = 0; i < r["outcomes"].size(); ++i) {
                const json& o = r["outcomes"][i];
                const json& p = pr["outcomes"][i];
                ++outcomes;
                const std::string exact = o.value("exact", std::string());
                const pm::Rational x = pm::Rational::parse(exact);
                CHECK(p["percent"] == pm::percent_text(x));
                if (x.num() > 0 && x.num() < x.den()) {
                    ++between;
                    CHECK(p["percent"] != "0%");
                    CHECK(p["percent"] != "100%");
                }
                if (pm::fraction_is_short(exact)) {
                    CHECK(p["exact"] == (exact == "0" || exact == "1" ? std::string() : exact));
                    CHECK_FALSE(p.contains("long"));
                } else {
                    ++longs;
                    CHECK(p["exact"] == "");
                    CHECK(p["long"].get<std::string>().find(" / ") != std::string::npos);
                }
                CHECK(p["label"] == o.value("label", o.value("key", std::string())));
            }
            // The at-least and at-most table of ordered results: the first result is at least
            // certain, the last at most.
            if (pr.contains("cumulative")) {
                CHECK(pr["cumulative"].front()["at_least"] == "100%");
                CHECK(pr["cumulative"].back()["at_most"] == "100%");
            }
        }
    }
    MESSAGE(answers << " answers, " << outcomes << " outcomes (" << between << " strictly between 0 and 1, " << longs
                    << " with a long fraction)");
    CHECK(answers > 1000);
    CHECK(longs > 0);
}

TEST_CASE("present: the roll's header and dice, and the next die of the player's own dice") {
    const json seeded = pm_test::ev("fng.activation", json::object(), 7u);
    const json pr = pm::present(seeded);
    REQUIRE(pr.contains("roll"));
    CHECK(pr["roll"]["header"] == "Roll (seed 7)");
    CHECK(pr["rolled"] == seeded["rolled"]);
    REQUIRE(pr["roll"]["dice"].size() == seeded["roll"]["faces"].size());
    CHECK(pr["roll"]["dice"][0]["die"] == "#1");
    CHECK(pr["roll"]["dice"][0]["size"] == "d6");
    CHECK(pr["roll"]["dice"][0]["rolled"] == std::to_string(seeded["roll"]["faces"][0]["face"].get<int>()));
    CHECK_FALSE(pr["roll"].contains("fold"));
    int rolled_rows = 0;
    for (const auto& o : pr["outcomes"]) rolled_rows += o.value("rolled", false);
    CHECK(rolled_rows == 1);

    // One die of two: the core says which request shows the odds meanwhile, and the next die.
    const json req = {{"calc", "fng.activation"}, {"params", json::object()}, {"dice", {4}}};
    const json needs = pm::evaluate_request(req);
    REQUIRE(needs["error"]["code"] == "needs_dice");
    const json odds = pm::odds_request(req, needs);
    REQUIRE(odds.is_object());
    CHECK_FALSE(odds.contains("dice"));
    const json shown = pm::present(pm::evaluate_request(odds), needs);
    CHECK(shown["ok"] == true);
    CHECK(shown["next"]["sides"] == 6);
    CHECK(shown["next"]["text"] == "Next: a d6");
    CHECK_FALSE(shown.contains("roll"));
    // Enough dice: nothing to ask again, and the roll is the player's.
    const json both = {{"calc", "fng.activation"}, {"params", json::object()}, {"dice", {4, 5}}};
    const json done = pm::evaluate_request(both);
    CHECK(pm::odds_request(both, done).is_null());
    CHECK(pm::present(done)["roll"]["header"] == "Roll (your dice)");
}

TEST_CASE("present: a value's fractions, short beside the percentage, long a tap away") {
    // A fraction alone reads as its percentage with the fraction (the canvas drew "1/6" bare).
    const json r = pm_test::ev("fng.rep-check", json::object());
    const json pr = pm::present(r);
    REQUIRE(pr.contains("values"));
    bool seen = false;
    for (const auto& v : pr["values"])
        if (v["key"] == "p_doubles") {
            seen = true;
            CHECK(v["text"] == "16.7% (1/6)");
            CHECK_FALSE(v.contains("long"));
        }
    CHECK(seen);
    // Every long fraction of every value is out of its text and in its full text.
    size_t long_values = 0;
    for (const std::string& id : pm_test::calculator_ids())
        for (const json& req : pm_test::answer_requests(id)) {
            const json p = pm::present(pm::evaluate_request(req));
            if (!p.contains("values")) continue;
            std::function<void(const json&)> check = [&](const json& v) {
                if (v.contains("long")) {
                    ++long_values;
                    for (const auto& f : v["long"]) {
                        const std::string whole = f.get<std::string>();
                        CHECK(v["full"].get<std::string>().find(whole) != std::string::npos);
                        const std::string plain =
                            whole.substr(0, whole.find(' ')) + "/" + whole.substr(whole.rfind(' ') + 1);
                        CHECK(v["text"].get<std::string>().find(plain) == std::string::npos);
                    }
                }
                if (v.contains("rows"))
                    for (const auto& row : v["rows"]) check(row);
            };
            for (const auto& v : p["values"]) check(v);
        }
    MESSAGE(long_values << " value texts with a long fraction");
}

TEST_CASE("present: an error reads message and code; unreadable text is an error too") {
    const json pr = pm::present(pm::evaluate_request(json{{"calc", "no.such"}}));
    CHECK(pr["ok"] == false);
    CHECK(pr["error"].get<std::string>().find("[unknown_calc]") != std::string::npos);
    CHECK(pm::present_text("{")["ok"] == false);
    CHECK(pm::present_text(std::string(100000, '[') + std::string(100000, ']'))["ok"] == false);
}

}  // namespace core_contract_test_present
