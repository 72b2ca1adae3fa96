// Pointman — Vietnam Skirmish, Firing (see firing.h).
#include "rules/skirmish/firing.h"

#include <algorithm>
#include <string>

#include "engine/exact/dist.h"

namespace pm::skirmish {

int counters_placed(const std::vector<int>& faces, const std::set<int>& suppress, bool cover, int counters_now) {
    int hits = 0;
    for (int f : faces) hits += suppress.count(f) ? 1 : 0;
    if (!cover) return hits;
    return counters_now >= 1 ? 0 : std::min(hits, 1);  // cover: never past one counter from fire
}

namespace {

// [SECTION] aimed fire (VS-A3)
// The firing weapon's suppress numbers: from the player's weapon table, or "n and up".
struct Weapon {
    std::set<int> faces;
    std::string name;
    bool from_table = false;
};

Weapon weapon_of(const FireInput& in) {
    Weapon w;
    const int weapon = in.weapon;
    if (weapon > 0) {
        if (!in.weapons)
            throw RuleError(ErrorCode::NeedsTable, "skirmish.weapons",
                            "enter your weapon table (each weapon's suppress numbers) to pick a weapon by number");
        if (weapon > static_cast<int>(in.weapons->size()))
            throw RuleError(ErrorCode::NotPossible, "weapon",
                            "your weapon table has only " + std::to_string(in.weapons->size()) + " weapons");
        const SuppressRow& row = (*in.weapons)[weapon - 1];
        w.faces = row.faces;
        w.name = row.name;
        w.from_table = true;
    } else {
        for (int f = in.suppress_from; f <= 6; ++f) w.faces.insert(f);
        w.name = "the weapon";
    }
    return w;
}

// The text with its first letter raised (ASCII), to open a sentence with a weapon's name.
std::string first_upper(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

}  // namespace

Answer fire(const FireInput& in) {
    Answer r;
    const Weapon wp = weapon_of(in);
    const std::set<int>& faces = wp.faces;
    const std::string& wname = wp.name;
    if (wp.from_table)
        r.modifier("Suppress numbers of " + wname + " from your table", std::to_string(faces.size()) + "/6",
                   "Vietnam Skirmish, Firing; user table");
    else
        r.modifier("Counter placed on " + std::to_string(in.suppress_from) + "+", std::to_string(faces.size()) + "/6",
                   "Vietnam Skirmish, Firing");
    const int dice = in.dice, had = in.counters;
    const bool cover = in.cover;
    const Rational ph(static_cast<int64_t>(faces.size()), 6);
    // Every set of phase dice, through the rule the seeded roll uses too.
    const Dist added =
        Dist::from_sorted_faces(dice, [&](const std::vector<int>& f) { return counters_placed(f, faces, cover, had); });
    if (cover) {
        r.modifier("Target in cover from the firer: fire never takes it past one counter", "cap 1",
                   "Vietnam Skirmish, Firing");
    }
    for (int k = 0; k <= dice; ++k) r.outcome(std::to_string(k), "+" + n_counters(k), added.p(k));
    r.values["hit_chance"] = ph.str();
    r.values["phases"] = dice;
    r.summary =
        first_upper(wname) + " fires " +
        (dice == 1 ? std::string("once, placing") : std::to_string(dice) + " times (one phase each), each placing") +
        " a counter with chance " + ph.str() + ".";
    return r;
}

// One die a phase, read by counters_placed as the odds were.
void roll_fire(const FireInput& in, Prng& dice, Answer& r) {
    const Weapon wp = weapon_of(in);
    const std::vector<int> rolls = dice.throw_dice(in.dice);
    const int a = counters_placed(rolls, wp.faces, in.cover, in.counters);
    r.roll = json{{"dice", rolls}, {"key", std::to_string(a)}};
}

}  // namespace pm::skirmish
