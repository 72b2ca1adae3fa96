// Pointman — Vietnam Skirmish effects several rules share: where a grenade lands (Throwing and
// Firing Grenades, digest VS-A4), one die against a number (mines, claymores, radio), the player's
// suppress and landing tables as the rules read them, and counters in words.
//
// The weapon "Suppress" figures and the deviation / landing tables are not in the source: the
// player enters them as "skirmish.weapons", "skirmish.grenades", "skirmish.deviation" and
// "skirmish.off-table" (contract/tables/user_tables.h checks them; the adapters hand them in, read
// by suppress_table and landing_table).
#pragma once

#include <set>
#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/json.h"
#include "engine/random/prng.h"

namespace pm::skirmish {

inline std::string n_counters(int n) {
    return std::to_string(n) + (n == 1 ? " counter" : " counters");
}

// [SECTION] where a grenade lands (VS-A4)
// A thrown grenade or a launcher round lands as aimed on 1–2 of the deviation die.
inline bool lands_as_aimed(int deviation_die) {
    return deviation_die <= 2;
}
inline Rational p_lands_as_aimed() {
    return Dist::die().map([](int f) { return lands_as_aimed(f) ? 1 : 0; }).p(1);
}

// [SECTION] mines, claymores, radio: one die against a number
// The odds and the roll read the same rule: `yes` on `from` or more on one die.
struct OneDie {
    int from;
    const char* yes;
    const char* no;
    const char* key(int face) const { return face >= from ? yes : no; }
    Rational p_yes() const {
        return Dist::die().map([&](int f) { return f >= from ? 1 : 0; }).p(1);
    }
};

inline void roll_one_die(const OneDie& rule, Prng& dice, Answer& r) {
    const int d = dice.die();
    r.roll = json{{"die", d}, {"key", rule.key(d)}};
    // "Rolled 3 (+2 counters on 4 or more): No counter."
    r.rolled =
        "Rolled " + std::to_string(d) +
        (rule.from <= 6 ? " (" + r.label(rule.yes) + " on " + std::to_string(rule.from) + " or more)" : std::string()) +
        ": " + r.label(rule.key(d)) + ".";
}

// [SECTION] the player's tables
// A weapon or grenade of a suppress table: its name and the die faces that place a counter.
struct SuppressRow {
    std::string name;
    std::set<int> faces;
};
using SuppressTable = std::vector<SuppressRow>;

// The rows of a checked suppress table ({"weapons": [{"id", "label"?, "suppress": [faces]}]}).
inline SuppressTable suppress_table(const json& t) {
    SuppressTable rows;
    for (const json& w : t["weapons"]) {
        SuppressRow row{w.value("label", w["id"].get<std::string>()), {}};
        for (const auto& f : w["suppress"]) row.faces.insert(f.get<int>());
        rows.push_back(std::move(row));
    }
    return rows;
}

// A deviation or landing table: a die, and for each roll a direction and perhaps a distance.
struct LandingRow {
    int roll = 0;
    std::string direction;
    std::string distance;  // in inches as the player typed it; empty when the row gives none
};
struct LandingTable {
    int die = 6;
    std::vector<LandingRow> rows;
};

// The rows of a checked deviation / landing table ({"die"?, "rows": [{"roll", "direction", "distance"?}]}).
inline LandingTable landing_table(const json& t) {
    LandingTable out;
    out.die = t.value("die", 6);
    for (const json& row : t["rows"])
        out.rows.push_back({row["roll"].get<int>(), row["direction"].get<std::string>(),
                            row.contains("distance") ? row["distance"].dump() : std::string()});
    return out;
}

// "direction" or "direction, 2\"": how a landing row reads.
inline std::string landing_label(const LandingRow& row) {
    return row.distance.empty() ? row.direction : row.direction + ", " + row.distance + "\"";
}

}  // namespace pm::skirmish
