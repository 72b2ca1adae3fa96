// Every calculator's summary answers in plain words (the contract: "summary", one or two sentences
// for people). Walked over the whole registry: each calculator at its defaults, with every choice
// of each choice parameter one at a time, each switch turned on, and each number at its largest.
// For each response:
//   - "most likely X" only when X's chance is strictly the largest of the outcomes (a tie, or a
//     uniform table, must be said as such);
//   - no number 1 followed by a plural ("1 hits", "1 counters", "1 dice", "1 turns", …);
//   - no shorthand after Rep ("Rep' 4");
//   - no developers' note id ("FNG-T66", "E-36") in the summary;
//   - no outcome named in the summary with chance 0 when its label is not also an outcome with a
//     chance above 0 (an outcome advertised that cannot happen).
// The regexes live in this test only; the core never uses std::regex.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/registry.h"
#include "contract/summary_words.h"

namespace core_contract_test_summary_words {

using pm::json;

namespace {

// The requests walked for one calculator: defaults, each enum choice, each bool on, each number max.
std::vector<json> walk_requests(const pm::Calculator& c) {
    std::vector<json> out;
    out.push_back(json{{"calc", c.id}});
    for (const auto& p : c.params) {
        if (p.type == pm::ParamType::Enum)
            for (const auto& ch : p.choices) out.push_back(json{{"calc", c.id}, {"params", {{p.name, ch.value}}}});
        if (p.type == pm::ParamType::Bool) out.push_back(json{{"calc", c.id}, {"params", {{p.name, true}}}});
        if (p.type == pm::ParamType::Int)
            out.push_back(json{{"calc", c.id}, {"params", {{p.name, static_cast<int>(p.max)}}}});
        if (p.type == pm::ParamType::Number) out.push_back(json{{"calc", c.id}, {"params", {{p.name, p.max}}}});
    }
    return out;
}

// The label that follows "most likely" in a summary, up to the quote, " at", " (" or the stop.
std::string likely_label(const std::string& s, size_t at) {
    size_t b = at + std::string("most likely").size();
    while (b < s.size() && (s[b] == ':' || s[b] == ' ')) ++b;
    if (b < s.size() && s[b] == '"') {
        size_t e = s.find('"', b + 1);
        return s.substr(b + 1, e == std::string::npos ? std::string::npos : e - b - 1);
    }
    size_t e = s.size();
    for (const char* stop : {" at ", " (", ";", ". ", ","}) {
        size_t k = s.find(stop, b);
        if (k != std::string::npos && k < e) e = k;
    }
    std::string l = s.substr(b, e - b);
    if (!l.empty() && l.back() == '.') l.pop_back();
    return l;
}

}  // namespace

TEST_CASE("summaries: never 'most likely' among equals, plurals right, no shorthand or note ids") {
    const std::regex one_plural(
        R"((^|[^0-9.,/])1 (hits|dice|counters|figures|turns|kills|casualties|wounds|passes|rounds|steps|points|inches|men|rows|markers|results)\b)");
    const std::regex rep_tick(R"(Rep')");
    // Developers' note ids (FNG-T66, SD-T4, SO-T2, TCS-T9, VS-13, E-36); a weapon's name (F-4, AT-8,
    // M-113) is not one.
    const std::regex note_id(R"(\b(FNG|SD|SO|TCS|VS|E)-[A-Z]?[0-9]+\b)");
    int walked = 0;
    std::set<std::string> faults;
    for (const auto* c : pm::all_calculators()) {
        for (const auto& req : walk_requests(*c)) {
            json r = pm::evaluate_request(req);
            if (r["ok"] != true) continue;  // a choice the rules forbid alone: its error is tested elsewhere
            ++walked;
            const std::string s = r.value("summary", "");
            const std::string where = req.dump() + " -> " + s;
            std::string lower = s;
            for (auto& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
            size_t at = lower.find("most likely");
            if (at != std::string::npos) {
                std::string label = likely_label(s, at);
                // Rows printing the same result count as one result (chances added).
                std::vector<std::pair<std::string, double>> by_label;
                for (const auto& o : r["outcomes"]) {
                    auto it = std::find_if(by_label.begin(), by_label.end(),
                                           [&](const auto& e) { return e.first == o["label"]; });
                    if (it == by_label.end())
                        by_label.emplace_back(o["label"].get<std::string>(), o["p"].get<double>());
                    else
                        it->second += o["p"].get<double>();
                }
                double best = -1, named = -1;
                int at_best = 0;
                for (const auto& [l, p] : by_label) {
                    if (p > best + 1e-12) {
                        best = p;
                        at_best = 1;
                    } else if (p > best - 1e-12) {
                        ++at_best;
                    }
                    if (l == label) named = p;
                }
                if (named >= 0 && (at_best > 1 || named < best - 1e-12))
                    faults.insert("'most likely' among equals or not the largest: " + where);
            }
            if (std::regex_search(s, one_plural)) faults.insert("plural after 1: " + where);
            if (std::regex_search(s, rep_tick)) faults.insert("Rep' shorthand: " + where);
            if (std::regex_search(s, note_id)) faults.insert("note id: " + where);
            // An outcome that cannot happen is not advertised: a zero-chance label in the summary
            // (and no live outcome shares its label).
            std::set<std::string> live;
            for (const auto& o : r["outcomes"])
                if (o["p"].get<double>() > 0) live.insert(o["label"].get<std::string>());
            for (const auto& o : r["outcomes"]) {
                const std::string l = o["label"];
                if (o["p"].get<double>() == 0 && l.size() > 3 && !live.count(l) && s.find(l) != std::string::npos) {
                    bool inside_live = false;  // "1 counter" inside "1 counter or more" is fine
                    for (const auto& lv : live) inside_live = inside_live || lv.find(l) != std::string::npos;
                    if (!inside_live) faults.insert("names an outcome of chance 0 (" + l + "): " + where);
                }
            }
        }
    }
    CHECK(walked > 500);
    for (const auto& f : faults) CAPTURE(f);
    for (const auto& f : faults) FAIL_CHECK(f);
    CHECK(faults.empty());
}

TEST_CASE("summaries: a uniform table says so; a tie names the tied rows") {
    // FNG p.57 Booby Trap Type (solo): one die, one face a row: each row 1 in 6, none "most likely".
    json r = pm::evaluate_request(json{{"calc", "fng.booby-trap-type"}});
    REQUIRE(r["ok"] == true);
    REQUIRE(r["outcomes"].size() == 6);
    for (const auto& o : r["outcomes"]) CHECK(o["exact"] == "1/6");
    const std::string s = r["summary"];
    CHECK(s.find("each of the 6 rows 1 in 6") != std::string::npos);
    CHECK(s.find("most likely") == std::string::npos);

    // The words themselves, over hand-made outcomes: a tie at the top names both, a unique top is
    // "most likely", a row of chance 0 is never named.
    using pm::Outcome;
    using pm::Rational;
    std::vector<Outcome> tie = {{"a", "A", Rational(2, 5)}, {"b", "B", Rational(2, 5)}, {"c", "C", Rational(1, 5)}};
    CHECK(pm::likeliest_words(tie) == "\"A\" and \"B\" equally likely, 40.0% each");
    std::vector<Outcome> top = {{"a", "A", Rational(1, 2)}, {"b", "B", Rational(1, 3)}, {"z", "Z", Rational(1, 6)}};
    CHECK(pm::likeliest_words(top, "rows", false) == "most likely A at 50.0%");
    std::vector<Outcome> zero = {{"a", "A", Rational(1, 2)}, {"b", "B", Rational(1, 2)}, {"z", "Z", Rational(0)}};
    CHECK(pm::likeliest_words(zero) == "each of the 2 possible rows 1 in 2 (50.0%)");
}

TEST_CASE("summaries: fng.radio says the chance that support comes, agreeing with its rows") {
    // FNG p.16: contact on 1d6 <= Rep 4, atmospherics 1-4 normal, 5 +1, 6 -1:
    //   4/6 * 4/6 + 1/6 * 5/6 + 1/6 * 3/6 = 2/3.
    // FNG p.50 artillery request, no modifier: 3 stand by (1-3 turns), 4 next turn, 5 and 6 this turn.
    //   comes at all: 2/3 * 4/6 = 4/9 (44.4%); this turn 2/3 * 2/6 = 2/9 (22.2%);
    //   surely by next turn 2/3 * 3/6 = 1/3 (33.3%).
    json r = pm::evaluate_request(json{{"calc", "fng.radio"}, {"params", {{"request", "artillery"}}}});
    REQUIRE(r["ok"] == true);
    const std::string s = r["summary"];
    CHECK(s.find("Contact 66.7%") != std::string::npos);
    CHECK(s.find("comes 44.4% of the time") != std::string::npos);
    CHECK(s.find("this turn 22.2%") != std::string::npos);
    CHECK(s.find("surely by next turn 33.3%") != std::string::npos);
    // The rows below say the same: the granting rows add up to the summary's chance.
    pm::Rational granted(0);
    for (const auto& o : r["outcomes"])
        if (o["key"] == "3" || o["key"] == "4" || o["key"] == "5" || o["key"] == "6+")
            granted = granted + pm::Rational::parse(o["exact"].get<std::string>());
    CHECK(granted == pm::Rational(4, 9));
    CHECK(s.find("Rep' ") == std::string::npos);

    // FNG p.38 overcast: air support grounded on 1-2, and if it flies delayed 1-3 turns on 1-3.
    // Air strike, caller Rep 4 (-1, FNG p.50): rows 1..6 from 1d6-1 clamped: 1 on faces 1-2,
    // 2 on 3, 3 on 4, 4 on 5, 5 on 6. Strike turns: row 3 in 2-4, row 4 in 2, row 5 next turn.
    // Comes: 2/3 * 4/6 * 3/6 = 2/9 (22.2%); this turn: none (0.0%);
    // surely by next turn: row 5 not delayed: 2/3 * 4/6 * 1/6 * 1/2 = 1/27 (3.7%).
    json o = pm::evaluate_request(
        json{{"calc", "fng.radio"}, {"params", {{"request", "air-strike"}, {"weather", "overcast"}}}});
    REQUIRE(o["ok"] == true);
    const std::string so = o["summary"];
    CHECK(so.find("comes 22.2% of the time: never this turn, surely by next turn 3.7%") != std::string::npos);
}

TEST_CASE("summaries: a number only the base game prints is asked for, and named when assumed") {
    // TCS Modern ATGM fire reads the target's printed defence, which only the base game gives.
    json d = pm::describe_json("tcs.atgm");
    bool asked = false;
    for (const auto& p : d["params"])
        if (p["name"] == "defense") asked = p.value("ask", false) && p.value("main", false);
    CHECK(asked);
    json r = pm::evaluate_request(json{{"calc", "tcs.atgm"}});
    REQUIRE(r["ok"] == true);
    CHECK(r["assumed"] == json::array({"defense"}));
    CHECK(r["summary"].get<std::string>().find("Target defence 7 assumed") != std::string::npos);
    json given = pm::evaluate_request(json{{"calc", "tcs.atgm"}, {"params", {{"defense", 7}}}});
    CHECK(!given.contains("assumed"));
    CHECK(given["summary"].get<std::string>().find("assumed") == std::string::npos);
    // The same answer either way (the contract only grows).
    CHECK(given["outcomes"] == r["outcomes"]);
    // An ask that counts under one choice only: the AA number (TCS Modern 4.2) comes from the base
    // game's AA rules and matters only when AA fire is the attack.
    json aa = pm::evaluate_request(json{{"calc", "tcs.helicopter"}});
    REQUIRE(aa["ok"] == true);
    CHECK(aa["assumed"] == json::array({"aa_number"}));
    json chem = pm::evaluate_request(json{{"calc", "tcs.helicopter"}, {"params", {{"attack", "chem"}}}});
    REQUIRE(chem["ok"] == true);
    CHECK(!chem.contains("assumed"));
}

}  // namespace core_contract_test_summary_words
