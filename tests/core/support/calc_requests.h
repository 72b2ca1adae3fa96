// The one set of helpers every C++ test uses to ask a calculator, as any client does (through the
// codec), and to read its answer: no test file keeps its own copy.
//   ev            an answer that must be ok (by calculator and params, or a whole request)
//   whole         ev, and its outcomes add up to exactly 1
//   ev_dice       ev with the player's dice; replay: a seeded answer's faces sent back as dice
//   roll_with     the first seeded answer whose roll shows the given dice
//   raw::answer   whatever comes back (refusals too), raw::with_dice, raw::ok, raw::refused
//   P / outcome   one outcome's exact chance (0 when absent / the test fails when absent), of
//                 an answer or of a rule's typed pm::Answer; total: all of them added up
//   outcome_map, exact_of, has_text, has_modifier, names_a_reading
//   describe, param, choice_label, check_sim, two_dice_at_least; vdt, grenades: invented tables
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "contract/codec.h"
#include "engine/answer.h"
#include "engine/exact/rational.h"

namespace pm_test {

using pm::json;
using pm::Rational;

// Trials for the simulation checks. 10^6 natively; the same tests compiled to
// WebAssembly and run under Node use 2·10^5 to keep the suite fast (tolerances scale with it).
#ifdef __EMSCRIPTEN__
constexpr int kTrials = 200000;
#else
constexpr int kTrials = 1000000;
#endif

// Evaluates a whole request and fails the test case unless the answer is ok.
inline json ev(const json& req) {
    json r = pm::evaluate_request(req);
    REQUIRE_MESSAGE(r.at("ok").get<bool>(), r.dump());
    return r;
}

// Evaluates a calculator's params (and seed) and fails the test case unless the answer is ok.
inline json ev(const std::string& calc, json params, std::optional<uint32_t> seed = std::nullopt) {
    json req = {{"calc", calc}, {"params", std::move(params)}};
    if (seed) req["seed"] = *seed;
    return ev(req);
}

// The exact chance of an outcome object.
inline Rational exact_of(const json& outcome) {
    return Rational::parse(outcome.at("exact").get<std::string>());
}

// The exact chance of one outcome (0 when the answer has no such key).
inline Rational P(const json& r, const std::string& key) {
    for (const auto& o : r.at("outcomes"))
        if (o.at("key") == key) return exact_of(o);
    return Rational(0);
}

// The exact chance of one outcome that must be there.
inline Rational outcome(const json& r, const std::string& key) {
    for (const auto& o : r.at("outcomes"))
        if (o.at("key") == key) return exact_of(o);
    FAIL("no outcome " << key);
    return Rational(0);
}

// The outcomes' chances added up (1 for a whole distribution).
inline Rational total(const json& r) {
    Rational t;
    for (const auto& o : r.at("outcomes")) t += exact_of(o);
    return t;
}

// The same three for a rule's typed answer (a rule function called directly).
inline Rational P(const pm::Answer& a, const std::string& key) {
    for (const auto& o : a.outcomes)
        if (o.key == key) return o.p;
    return Rational(0);
}
inline Rational outcome(const pm::Answer& a, const std::string& key) {
    for (const auto& o : a.outcomes)
        if (o.key == key) return o.p;
    FAIL("no outcome " << key);
    return Rational(0);
}
inline Rational total(const pm::Answer& a) {
    Rational t(0);
    for (const auto& o : a.outcomes) t += o.p;
    return t;
}

// Every outcome's exact chance by its key.
inline std::map<std::string, Rational> outcome_map(const json& r) {
    std::map<std::string, Rational> m;
    for (const auto& o : r.at("outcomes")) m[o.at("key").get<std::string>()] = exact_of(o);
    return m;
}

// An ok answer whose outcomes add up to exactly 1.
inline json whole(const std::string& calc, json params, std::optional<uint32_t> seed = std::nullopt) {
    json r = ev(calc, std::move(params), seed);
    CHECK(total(r) == Rational(1));
    return r;
}

// An ok answer to the player's own dice.
inline json ev_dice(const std::string& calc, json params, json dice) {
    return ev({{"calc", calc}, {"params", std::move(params)}, {"dice", std::move(dice)}});
}

// A seeded answer's faces sent back as the player's dice (the same request otherwise).
inline json replay(const json& seeded) {
    json dice = json::array();
    for (const auto& f : seeded.at("roll").at("faces")) dice.push_back(f.at("face"));
    return ev_dice(seeded.at("calc").get<std::string>(), seeded.at("params"), std::move(dice));
}

// The first seeded answer (seeds 1, 2, …) whose roll shows the given dice.
inline json roll_with(const std::string& calc, const json& params, const std::vector<int>& want) {
    for (uint32_t seed = 1; seed < 100000; ++seed) {
        json r = ev(calc, params, seed);
        if (r["roll"]["dice"].get<std::vector<int>>() == want) return r;
    }
    FAIL("no seed gives those dice");
    return json();
}

// Whether the text appears anywhere in the answer.
inline bool has_text(const json& r, const std::string& text) {
    return r.dump().find(text) != std::string::npos;
}

// A calculator's description, as describe() gives it.
inline json describe(const std::string& calc) {
    return pm::describe_json(calc);
}

// A parameter of a description (the test fails when there is none).
inline const json& param(const json& described, const std::string& name) {
    for (const auto& p : described.at("params"))
        if (p.at("name") == name) return p;
    FAIL("no parameter " << name);
    return described;
}

// The label of a choice of an enum parameter ("" when there is none).
inline std::string choice_label(const json& p, const std::string& value) {
    for (const auto& c : p.at("choices"))
        if (c.at("value") == value) return c.at("label");
    return "";
}

// Whether a modifier's label holds the words.
inline bool has_modifier(const json& r, const std::string& words) {
    for (const auto& m : r.at("modifiers"))
        if (m.at("label").get<std::string>().find(words) != std::string::npos) return true;
    return false;
}

// Whether the answer names a Pointman reading.
inline bool names_a_reading(const json& r) {
    return r.contains("readings") && !r.at("readings").empty();
}

// Independent: the chance that two dice plus drm reach need, counted over the 36 faces.
inline Rational two_dice_at_least(int need, int drm) {
    int n = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) n += a + b + drm >= need;
    return Rational(n, 36);
}

// |observed − p| ≤ 5 binomial standard errors, sqrt(p(1−p)/N) (floor 1/N for p near 0 or 1).
// A correct distribution fails one such check with probability about 6·10^-7.
inline void check_sim(long hits, long trials, const Rational& p, const std::string& what) {
    double pe = p.to_double();
    double se = std::sqrt(std::max(pe * (1 - pe), 1.0 / trials) / trials);
    double obs = static_cast<double>(hits) / trials;
    INFO(what << ": observed " << obs << " exact " << pe << " (" << p.str() << "), 5 SE = " << 5 * se);
    CHECK(std::fabs(obs - pe) <= 5 * se);
}

// Invented player's tables the tests share (not any book's): a Vehicle Defense Table as a rolled
// table (sd.vehicle-defense) and a grenade suppression table (skirmish.grenades).
inline json vdt() {
    return json{{"kind", "roll"},
                {"columns", {"result"}},
                {"rows", {"1", "2", "3", "4", "5", "6", "7", "8"}},
                {"cells", {{"none"}, {"none"}, {"none"}, {"immob"}, {"immob"}, {"kill"}, {"kill"}, {"kill"}}}};
}
inline json grenades() {
    return json{{"kind", "suppress"},
                {"weapons",
                 {{{"id", "frag"}, {"label", "Frag"}, {"suppress", {4, 5, 6}}},
                  {{"id", "wp"}, {"label", "WP"}, {"suppress", {6}}}}}};
}

// Answers that may be refusals, with the player's tables: `answer` returns whatever comes back
// (`with_dice`: to the player's dice; `answer_text`: to a request as JSON text),
// `ok` insists on an answer, `refused` on a not_possible naming the parameter.
namespace raw {

inline json answer_text(const std::string& request_text) {
    return pm::evaluate_request_text(request_text);
}
inline json answer(const json& req) {
    return pm::evaluate_request(req);
}
inline json answer(const std::string& calc, json params, json tables = json(), json seed = nullptr) {
    json req = {{"calc", calc}, {"params", std::move(params)}};
    if (!tables.is_null()) req["tables"] = std::move(tables);
    if (!seed.is_null()) req["seed"] = std::move(seed);
    return pm::evaluate_request(req);
}
inline json with_dice(const std::string& calc, json params, json tables, json dice) {
    json req = {{"calc", calc}, {"params", std::move(params)}, {"dice", std::move(dice)}};
    if (!tables.is_null()) req["tables"] = std::move(tables);
    return pm::evaluate_request(req);
}
inline json ok(const std::string& calc, json params, json tables = json(), json seed = nullptr) {
    json r = answer(calc, std::move(params), std::move(tables), std::move(seed));
    REQUIRE_MESSAGE(r.at("ok").get<bool>(), r.dump());
    return r;
}
inline void refused(const std::string& calc, const json& params, const std::string& param) {
    json r = answer(calc, params);
    CAPTURE(params.dump());
    CHECK(r["ok"] == false);
    CHECK(r["error"]["code"] == "not_possible");
    CHECK(r["error"]["param"] == param);
}

}  // namespace raw

}  // namespace pm_test
