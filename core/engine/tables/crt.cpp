// Pointman — reading a player's combat results table or base-game roll table (crt.h).
#include "engine/tables/crt.h"

#include <algorithm>

namespace pm::tables {

// [SECTION] combat results tables

int crt_column(const Crt& crt, const Rational& ratio, int shift_left) {
    const int n = static_cast<int>(crt.columns.size());
    auto col = [&](int i) { return Rational(crt.columns[i].a, crt.columns[i].b); };
    int idx = -1;
    bool below = false;
    if (crt.round == "up") {
        idx = n - 1;
        for (int i = 0; i < n; ++i)
            if (col(i) >= ratio) {
                idx = i;
                break;
            }
    } else {
        for (int i = 0; i < n; ++i)
            if (col(i) <= ratio) idx = i;
        if (idx < 0) {
            below = true;
            idx = 0;
        }
        if (crt.round == "nearest") {
            // nearest on the ratio scale; a tie goes to the lower (defender's) column; odds under
            // the lowest column are nearest to it
            if (below)
                below = false;
            else if (idx + 1 < n && col(idx + 1) - ratio < ratio - col(idx))
                idx = idx + 1;
        }
    }
    idx -= shift_left;
    if (idx < 0) {
        below = true;
        idx = 0;
    }
    if (below && crt.below == "no-attack") return -1;
    return idx;
}

Dist crt_row_dist(const Crt& crt, int drm) {
    Dist d = Dist::die(crt.die).shifted(drm).clamped(crt.rows.front(), crt.rows.back());
    return d.map([&](int v) { return v - crt.rows.front(); });
}

std::string crt_label(const Crt& crt, const std::string& code) {
    if (crt.results.contains(code) && crt.results[code].is_object() && crt.results[code].contains("label") &&
        crt.results[code]["label"].is_string())
        return crt.results[code]["label"].get<std::string>();
    return code;
}

std::string crt_effect(const Crt& crt, const std::string& code) {
    if (crt.results.contains(code) && crt.results[code].is_object() && crt.results[code].contains("effect") &&
        crt.results[code]["effect"].is_string())
        return crt.results[code]["effect"].get<std::string>();
    return "";
}

std::string odds_string(const Rational& attack, const Rational& defence) {
    // attack/defence = (an/ad)/(dn/dd) = an·dd : dn·ad, then reduce.
    Rational r = attack / defence;
    return std::to_string(r.num()) + ":" + std::to_string(r.den());
}

// [SECTION] results by modified roll

const std::string& roll_table_result(const RollTable& t, int modified_roll) {
    const int i = std::clamp(modified_roll, t.rows.front(), t.rows.back()) - t.rows.front();
    return t.results[static_cast<size_t>(i)];
}

std::vector<std::pair<std::string, Rational>> roll_table_results(const RollTable& t, const Dist& modified_roll) {
    std::vector<std::pair<std::string, Rational>> out;
    const Dist clamped = modified_roll.clamped(t.rows.front(), t.rows.back());
    for (const auto& [roll, p] : clamped.entries()) {
        const std::string& res = roll_table_result(t, roll);
        auto it = std::find_if(out.begin(), out.end(), [&](const auto& x) { return x.first == res; });
        if (it == out.end())
            out.emplace_back(res, p);
        else
            it->second = it->second + p;
    }
    return out;
}

// [SECTION] an answer that waits for a table

void wait_for_table(Answer& r, const std::string& needs) {
    r.values["table"] = "needs_table";
    r.values["needs"] = needs;
}

}  // namespace pm::tables
