// Pointman — when requested support arrives (FNG p.50 artillery, air strike and gunship requests;
// p.55 medevac): each row of a request table that grants support carries "arrives": [min, max],
// the turns after this one when it comes (0 = this turn). Shared by the request tables
// (table_roller.cpp) and fng.radio, so both say the same chances.
#pragma once

#include <functional>
#include <string>

#include "engine/exact/rational.h"
#include "engine/json.h"

namespace pm::fng {

struct SupportArrival {
    Rational granted;  // support comes on this request (some row with "arrives")
    Rational now;      // it comes this turn
    Rational by_next;  // it surely comes by next turn (a row's latest turn ≤ 1)
    bool has_rows = false;
};

// row_p(row) = the chance of the row; delay(k) = the chance the weather adds k turns (k = 0..3).
inline SupportArrival support_arrival(const json& table, const std::function<Rational(const json&)>& row_p,
                                      const std::function<Rational(int)>& delay) {
    SupportArrival a;
    for (const auto& row : table.at("rows")) {
        if (!row.contains("arrives")) continue;
        a.has_rows = true;
        Rational p = row_p(row);
        int latest = row.at("arrives").at(1).get<int>();
        a.granted = a.granted + p;
        for (int k = 0; k <= 3; ++k) {
            if (latest + k <= 0) a.now = a.now + p * delay(k);
            if (latest + k <= 1) a.by_next = a.by_next + p * delay(k);
        }
    }
    return a;
}

// "support comes 66.7% of the time: this turn 33.3%, surely by next turn 50.0%"
inline std::string arrival_words(const SupportArrival& a, const std::string& what) {
    if (a.granted.is_zero()) return what + " never comes on this request";
    std::string s = what + " comes " + percent_text(a.granted) + " of the time: " +
                    (a.now.is_zero() ? std::string("never this turn") : "this turn " + percent_text(a.now));
    if (a.now < a.by_next) s += ", surely by next turn " + percent_text(a.by_next);
    return s;
}

}  // namespace pm::fng
