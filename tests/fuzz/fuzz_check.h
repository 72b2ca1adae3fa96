// Shared checks for the fuzz targets: any response must be well-formed and dumpable, and a
// successful one must carry a proper distribution. A violation aborts (libFuzzer reports it).
#pragma once

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "contract/errors.h"
#include "engine/json.h"

namespace pm_fuzz {

inline void check_response(const pm::json& r) {
    if (!r.is_object() || !r.contains("ok") || !r["ok"].is_boolean()) std::abort();
    (void)r.dump();  // throws (→ crash report) if a string is not valid UTF-8
    if (!r["ok"].get<bool>()) {
        const auto& e = r["error"];
        if (!e.is_object() || !e["code"].is_string() || !e["message"].is_string()) std::abort();
        // The contract's codes, from the one list the core answers with (contract/errors.h): a copy
        // here had fallen behind (needs_dice, the player's own dice too few, aborted a fuzz run).
        bool known = false;
        for (int c = 0; c < static_cast<int>(pm::ErrorCode::Count); ++c)
            known = known || e["code"] == pm::error_code_name(static_cast<pm::ErrorCode>(c));
        if (!known) std::abort();
        return;
    }
    double sum = 0;
    for (const auto& o : r["outcomes"]) {
        double p = o["p"].get<double>();
        if (!(p >= 0 && p <= 1)) std::abort();
        sum += p;
    }
    if (!r["outcomes"].empty() && std::fabs(sum - 1) > 1e-9) {
        std::fprintf(stderr, "outcomes sum to %.17g for %s\n", sum, r["calc"].dump().c_str());
        std::abort();
    }
}

// present_values: an array of {key, label, kind, text} with text as valid UTF-8.
inline void check_presented(const pm::json& shown) {
    if (!shown.is_array()) std::abort();
    for (const auto& v : shown)
        if (!v.is_object() || !v.contains("text") || !v.at("text").is_string() || !v.contains("label") ||
            !v.at("label").is_string())
            std::abort();
    (void)shown.dump();  // throws (→ crash report) on invalid UTF-8
}

}  // namespace pm_fuzz
