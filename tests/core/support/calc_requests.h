// Helpers the rules tests share: ask a calculator through the codec, as any client does, and read
// the exact outcomes of its answer.
#pragma once

#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "contract/codec.h"
#include "engine/exact/rational.h"

namespace pm_test {

using pm::json;
using pm::Rational;

// Evaluates a request and fails the test case unless the answer is ok.
inline json ev(const std::string& calc, json params, std::optional<uint32_t> seed = std::nullopt) {
    json req = {{"calc", calc}, {"params", std::move(params)}};
    if (seed) req["seed"] = *seed;
    json r = pm::evaluate_request(req);
    REQUIRE_MESSAGE(r.at("ok").get<bool>(), r.dump());
    return r;
}

// The exact chance of one outcome (0 when the answer has no such key).
inline Rational P(const json& r, const std::string& key) {
    for (const auto& o : r.at("outcomes"))
        if (o.at("key") == key) return Rational::parse(o.at("exact").get<std::string>());
    return Rational(0);
}

// The outcomes' chances added up (1 for a whole distribution).
inline Rational total(const json& r) {
    Rational t;
    for (const auto& o : r.at("outcomes")) t += Rational::parse(o.at("exact").get<std::string>());
    return t;
}

// Whether the text appears anywhere in the answer.
inline bool has_text(const json& r, const std::string& text) {
    return r.dump().find(text) != std::string::npos;
}

// Answers that may be refusals, with the player's tables: `answer` returns whatever comes back,
// `ok` insists on an answer, `refused` on a not_possible naming the parameter.
namespace raw {

inline json answer(const std::string& calc, json params, json tables = json(), json seed = nullptr) {
    json req = {{"calc", calc}, {"params", std::move(params)}};
    if (!tables.is_null()) req["tables"] = std::move(tables);
    if (!seed.is_null()) req["seed"] = std::move(seed);
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
