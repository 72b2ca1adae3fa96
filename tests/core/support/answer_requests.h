// The requests that show a calculator's answers one way after another, for tests that hold every
// answer of every calculator to a rule (the one presented answer: tests/core/contract/test_present.cpp,
// tests/shell/test_same_words.cpp): its defaults, each parameter alone at its smallest and largest
// value (a bool flipped, an enum's first and last choice), and three seeds at the defaults.
#pragma once

#include <string>
#include <vector>

#include "contract/codec.h"
#include "contract/registry.h"

namespace pm_test {

inline std::vector<pm::json> answer_requests(const std::string& id) {
    using pm::json;
    std::vector<json> out;
    const json spec = pm::describe_json(id);
    if (!spec.value("ok", false)) return out;
    out.push_back(json{{"calc", id}, {"params", json::object()}});
    for (const auto& p : spec["params"]) {
        const std::string name = p.value("name", std::string()), type = p.value("type", std::string());
        std::vector<json> values;
        if (type == "int" || type == "number") {
            values = {p["min"], p["max"]};
        } else if (type == "bool") {
            values = {!p.value("default", false)};
        } else if (type == "enum" && p.contains("choices") && !p["choices"].empty()) {
            values = {p["choices"].front()["value"], p["choices"].back()["value"]};
        }
        for (const json& v : values) {
            if (p.contains("default") && v == p["default"]) continue;
            out.push_back(json{{"calc", id}, {"params", {{name, v}}}});
        }
    }
    for (uint32_t seed : {1u, 7u, 20261208u})
        out.push_back(json{{"calc", id}, {"params", json::object()}, {"seed", seed}});
    return out;
}

inline std::vector<std::string> calculator_ids() {
    std::vector<std::string> ids;
    for (const auto& c : pm::list_json()) ids.push_back(c.value("id", std::string()));
    return ids;
}

}  // namespace pm_test
