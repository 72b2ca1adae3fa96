// Search & Destroy [32.0] close assault (close_assault.h): who may assault, the attack total and
// the defence, the die-roll modifiers of Table SD-T5, and the player's table read at those odds.

#include "rules/sd/close_assault.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace pm::sd {
namespace {

// S&D [32.8]: against a vehicle only a result marked for vehicles counts (the printed tables mark
// them with a letter; data/tables/kinds.json "vehicle_mark").
bool hits_vehicle(const std::string& vehicle_mark, const std::string& code) {
    return !vehicle_mark.empty() && code.find(vehicle_mark) != std::string::npos;
}

// One attacking unit of the `units` list: "3", "3h" (hasty), "3x" (spends 2 units of fire), "3hx".
struct Unit {
    int strength = 0;
    bool hasty = false, extra_fire = false;
};

std::vector<Unit> parse_units(const std::string& text) {
    std::vector<Unit> out;
    std::string tok;
    auto flush = [&]() {
        if (tok.empty()) return;
        Unit u;
        size_t i = 0;
        while (i < tok.size() && std::isdigit(static_cast<unsigned char>(tok[i]))) ++i;
        bool ok = i > 0 && i <= 3;
        for (size_t j = i; ok && j < tok.size(); ++j) {
            const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(tok[j])));
            if (c == 'h' && !u.hasty)
                u.hasty = true;
            else if (c == 'x' && !u.extra_fire)
                u.extra_fire = true;
            else
                ok = false;
        }
        if (!ok)
            throw RuleError(ErrorCode::OutOfRange, "units",
                            "units: \"" + tok.substr(0, 12) +
                                "\" is not a unit; write each unit's Attack Strength, with h after a hasty unit and x "
                                "after one spending 2 units of fire, e.g. 3h 2 4x");
        u.strength = std::stoi(tok.substr(0, i));
        if (u.strength < 1)  // the same refusal as an attack total of 0 (one rule, one code)
            throw RuleError(ErrorCode::NotPossible, "units",
                            "units: a unit with no Attack Strength cannot close assault (S&D 32.0)");
        out.push_back(u);
        tok.clear();
    };
    for (char ch : text) {
        if (ch == ' ' || ch == ',' || ch == ';' || ch == '+')
            flush();
        else
            tok += ch;
        if (out.size() > 6) break;
    }
    flush();
    return out;
}

}  // namespace

Answer close_assault(const CloseAssaultInput& in) {
    Answer r;
    const int attack_in = in.attack;
    const bool hasty = in.hasty, afire = in.attacker_extra_fire, dfire = in.defender_extra_fire;
    const Target target = in.target;
    const HalfRounding rounding = in.rounding;
    if (attack_in <= 0 && in.units.find_first_not_of(" ,;+") == std::string::npos)
        throw RuleError(ErrorCode::NotPossible, "attack",
                        "a close assault needs at least one attacking unit with an Attack Strength");

    // [SECTION] who may assault (S&D [32.0], [32.43]): a sniper never does, nor a pinned unit, nor
    // one transporting casualties or heavy weapons; as soldiers.close-assault refuses its Cases,
    // each is refused naming its switch (all off by default: every earlier answer stands).
    if (in.attacker_sniper)
        throw RuleError(ErrorCode::NotPossible, "attacker_sniper",
                        "a sniper may not close assault, though it has an Attack Strength (S&D 32.0); leave it out");
    if (in.attacker_pinned)
        throw RuleError(ErrorCode::NotPossible, "attacker_pinned",
                        "a pinned unit may not close assault, though it may be close assaulted (S&D 32.0); leave it "
                        "out");
    if (in.attacker_transporting)
        throw RuleError(ErrorCode::NotPossible, "attacker_transporting",
                        "a unit transporting casualties or heavy weapons may not close assault (S&D 32.43); leave it "
                        "out");

    // [SECTION] who may do what (S&D [31.12], [32.2], [32.7], [32.8]): sappers belong to NLF cadres,
    // the surprise close assault is the NLF unit's answer in the US Search Phase, only the NLF
    // close assaults the M48 and M113, and a defending sapper cadre is NLF, so the US attacks it.
    const bool us_attacks = in.us_attacks;
    if (us_attacks && in.sapper)
        throw RuleError(ErrorCode::NotPossible, "sapper",
                        "only an NLF cadre carries sappers; a US attacker gets no sapper bonus");
    if (us_attacks && in.surprise)
        throw RuleError(ErrorCode::NotPossible, "surprise",
                        "the surprise close assault belongs to the NLF unit attacking a US unit, not to a US attacker");
    if (us_attacks && target != Target::Personnel)
        throw RuleError(ErrorCode::NotPossible, "target", "only the NLF player may close assault the M48 and the M113");
    if (!us_attacks && in.defending_sapper)
        throw RuleError(ErrorCode::NotPossible, "defending_sapper",
                        "a defending sapper cadre is NLF, so the attacker must be US (set the attacker to US)");

    // [SECTION] attack total (SD-A4)
    Rational attack(attack_in);
    const std::vector<Unit> units = parse_units(in.units);
    if (in.attackers > 6 || units.size() > 6)
        throw RuleError(ErrorCode::NotPossible, units.size() > 6 ? "units" : "attackers",
                        "at most six units may close assault one enemy unit in a player turn (S&D 32.45)");
    if (!units.empty()) {
        // Each unit's own factor (S&D 32.5, 32.6): only a hasty unit is halved, only a unit spending
        // units of fire is doubled, and the rounding option rounds each halved unit on its own.
        if (hasty || afire)
            throw RuleError(ErrorCode::NotPossible, hasty ? "hasty" : "attacker_extra_fire",
                            "with a list of units, mark each hasty unit with h and each unit spending 2 units of "
                            "fire with x instead of the switch for the whole assault");
        attack = Rational(0);
        int halved = 0, doubled = 0;
        for (const Unit& u : units) {
            Rational s(u.strength);
            if (u.hasty && u.extra_fire) {
                // reading E-305: ×½ and ×2 on one unit cancel, nothing to round
            } else if (u.hasty) {
                s = s / Rational(2);
                if (s.den() != 1 && rounding == HalfRounding::Down) s = Rational(s.num() / s.den());
                if (s.den() != 1 && rounding == HalfRounding::Up) s = Rational(s.num() / s.den() + 1);
                ++halved;
            } else if (u.extra_fire) {
                s = s * Rational(2);
                ++doubled;
            }
            attack += s;
        }
        r.modifier("Attack total from " + std::to_string(units.size()) + (units.size() == 1 ? " unit" : " units"),
                   attack.str(), "S&D [32.0], [32.45]");
        if (halved)
            r.modifier("Hasty close assault, each such unit halved" + std::string(rounding == HalfRounding::Exact ? ""
                                                                                  : rounding == HalfRounding::Down
                                                                                      ? ", rounded down (option)"
                                                                                      : ", rounded up (option)"),
                       std::to_string(halved) + " × ½", "S&D §32.5");
        if (doubled)
            r.modifier("Units spending 2 units of fire, each doubled", std::to_string(doubled) + " × 2", "S&D [32.6]");
        if (std::any_of(units.begin(), units.end(), [](const Unit& u) { return u.hasty && u.extra_fire; }))
            r.modifier("Reading: a unit both hasty and doubling its fire keeps its strength", "×½ × 2 = ×1",
                       "S&D §32.5, §32.6, Pointman reading 53");
        if (attack.is_zero())
            throw RuleError(ErrorCode::NotPossible, "units", "the attacking units add up to no strength");
        r.values["units"] = static_cast<int>(units.size());
    }
    if (units.empty() && hasty) {
        attack = attack / Rational(2);
        r.modifier("Hasty close assault (F&M, up to half MA spent)", "×½", "S&D [32.5]");
    }
    if (units.empty() && afire) {
        attack = attack * Rational(2);
        r.modifier("Attacker spends 2 units of fire", "×2", "S&D [32.6]");
    }
    if (attack.den() != 1 && units.empty()) {
        if (rounding == HalfRounding::Down) {
            attack = Rational(attack.num() / attack.den());
            r.modifier("Halved strength rounded down (option)", "round down", "S&D §32.5");
        } else if (rounding == HalfRounding::Up) {
            attack = Rational(attack.num() / attack.den() + 1);
            r.modifier("Halved strength rounded up (option)", "round up", "S&D §32.5");
        }
        if (attack.is_zero())
            throw RuleError(ErrorCode::NotPossible, "attack", "the halved attack rounds down to nothing");
    }

    // [SECTION] defence
    Rational defence;
    if (target == Target::M113) {
        defence = Rational(1);
        r.modifier("Defender is an M113 (APC)", "defends at 1", "S&D §32.8, who may close assault");
    } else if (target == Target::M48) {
        defence = Rational(2);
        r.modifier("Defender is an M48 (tank)", "defends at 2", "S&D §32.8, who may close assault");
    } else {
        int d = in.defense;
        if (d == 0) r.modifier("Defender has no Attack Strength", "defends at 1", "S&D §32.0, who may close assault");
        defence = Rational(d == 0 ? 1 : d);
    }
    if (dfire) {
        if (target != Target::Personnel)
            throw RuleError(ErrorCode::NotPossible, "defender_extra_fire",
                            "only personnel units spend units of fire to double their strength");
        defence = defence * Rational(2);
        r.modifier("Defender spends 2 units of fire", "×2", "S&D [32.6]");
    }
    const std::string odds = tables::odds_string(attack, defence);

    // [SECTION] die-roll modifiers (Table SD-T5), all cumulative
    int drm = 0;
    if (in.sapper) {
        const int n = in.sapper_each ? in.sapper_cadres : 1;
        drm += 2 * n;
        if (n > 1)
            r.modifier("Each further sapper cadre adds its own bonus (option)", "+" + std::to_string(2 * (n - 1)),
                       "S&D §32.7; Pointman reading 38");
        r.modifier(target == Target::Personnel ? "Sapper cadre among the attackers" : "Sapper cadre attacks a vehicle",
                   "+2", target == Target::Personnel ? "S&D [31.12], [32.7]" : "S&D [32.8]");
    }
    if (in.surprise) {
        drm += 2;
        r.modifier("Surprise close assault in the US Search Phase", "+2", "S&D [32.3] (cited as [32.2] in 32.7)");
    }
    if (in.improved_position) {
        drm -= 1;
        r.modifier("Defender in an Improved Position", "−1", "S&D [32.0], [16.0]");
    }
    if (in.defending_sapper) {
        drm -= 1;
        r.modifier("Defender is a sapper cadre", "−1", "S&D [32.7]");
    }

    r.values["odds"] = odds;
    r.values["drm"] = drm;
    r.values["attack"] = attack.str();
    r.values["defense"] = defence.str();
    r.values["vp_destroyed"] = us_attacks ? 90 : 240;
    r.values["kia_markers_if_surrounded"] = in.defender_kind == DefenderKind::Squad    ? 6
                                            : in.defender_kind == DefenderKind::Sniper ? 1
                                                                                       : 2;

    // [SECTION] the user's CRT (SD-A5)
    const std::string& table_id = in.table_id;
    std::string drm_s = (drm > 0 ? "+" : "") + std::to_string(drm);
    if (!in.crt) {
        tables::wait_for_table(r, table_id);
        r.summary = "Odds " + odds + ", die-roll modifier " + drm_s +
                    ". Enter your base game's close assault table to see the results.";
        return r;
    }
    const tables::Crt& crt = *in.crt;
    int col = tables::crt_column(crt, attack / defence);
    if (col < 0)
        throw RuleError(ErrorCode::NotPossible, "attack",
                        "odds " + odds + " are below the lowest column of your table");
    r.values["table"] = table_id;
    r.values["column"] = crt.columns[col].label;
    r.modifier("Odds " + odds + " read on column " + crt.columns[col].label, "rule of your table (" + crt.round + ")",
               "S&D [32.0]; base game odds rule (user table)");
    Dist rows = tables::crt_row_dist(crt, drm);
    const bool vehicle = target != Target::Personnel;
    if (vehicle) {
        Rational ph;
        for (const auto& [i, pr] : rows.entries())
            if (hits_vehicle(in.vehicle_mark, crt.cells[i][col])) ph += pr;
        r.outcome("destroyed", "Vehicle destroyed (an \"h\" result)", ph);
        r.outcome("no-effect", "No effect on the vehicle", Rational(1) - ph);
        r.modifier("Against a vehicle only an \"h\" result counts", "applied", "S&D [32.8]");
        r.summary = "Odds " + odds + " (column " + crt.columns[col].label + "), DRM " + drm_s +
                    ": the vehicle is destroyed with chance " + ph.str() + ".";
    } else {
        // one outcome per result code, in first-appearance order down the column
        std::vector<std::string> order;
        std::vector<Rational> ps;
        for (const auto& [i, pr] : rows.entries()) {
            const std::string& code = crt.cells[i][col];
            size_t k = 0;
            while (k < order.size() && order[k] != code) ++k;
            if (k == order.size()) {
                order.push_back(code);
                ps.push_back(Rational(0));
            }
            ps[k] += pr;
        }
        for (size_t k = 0; k < order.size(); ++k) r.outcome(order[k], tables::crt_label(crt, order[k]), ps[k]);
        // What the results do (SD-A6, SD-A7), when the table says so with "effect" words:
        // a pin that scores VP or casualties ("pinned-loss") makes the defender retreat, or, with
        // no free hex, removes it (destroyed: 90/240 VP on the Points CRT, KIA markers on the Casualty CRT).
        if (!crt.results.empty()) {
            const bool surrounded = in.surrounded;
            json eff = json::object();
            std::vector<std::pair<std::string, Rational>> acc;
            for (size_t k = 0; k < order.size(); ++k) {
                std::string e = tables::crt_effect(crt, order[k]);
                if (e.empty()) e = "unknown";
                if (e == "pinned-loss") e = surrounded ? "destroyed" : "retreats-pinned";
                size_t j = 0;
                while (j < acc.size() && acc[j].first != e) ++j;
                if (j == acc.size()) acc.push_back({e, Rational(0)});
                acc[j].second += ps[k];
            }
            for (const auto& [e, pr] : acc) eff[e] = pr.str();
            r.values["effects"] = eff;
            if (surrounded)
                r.modifier("No adjacent hex free of enemy units: a pin with VP or casualties removes the defender",
                           "applied", "S&D [32.114], [32.124]");
        }
        r.summary = "Odds " + odds + " (column " + crt.columns[col].label + "), DRM " + drm_s + " on your table.";
    }
    return r;
}

// One die on the column and with the modifier the answer settled, on the same table; no roll before
// the table is entered.
void roll_close_assault(const CloseAssaultInput& in, Prng& dice, Answer& r) {
    if (!r.values.contains("column") || !in.crt) return;
    const tables::Crt& crt = *in.crt;
    const std::string column = r.values["column"].get<std::string>();
    int col = 0;
    while (crt.columns[col].label != column) ++col;
    const int drm = r.values["drm"].get<int>();
    const bool vehicle = in.target != Target::Personnel;
    {
        int die = dice.die(crt.die);
        int m = die + drm;
        int row = std::min(std::max(m, crt.rows.front()), crt.rows.back()) - crt.rows.front();
        std::string code = crt.cells[row][col];
        std::string key = vehicle ? (hits_vehicle(in.vehicle_mark, code) ? "destroyed" : "no-effect") : code;
        r.roll =
            json{{"die", die}, {"modified", m}, {"column", crt.columns[col].label}, {"result", code}, {"key", key}};
        r.rolled = "Rolled " + std::to_string(die) + (crt.die != 6 ? " on a d" + std::to_string(crt.die) : "") +
                   (drm ? std::string(drm > 0 ? " +" : " ") + std::to_string(drm) + " = " + std::to_string(m)
                        : std::string()) +
                   " in the " + crt.columns[col].label +
                   " column of your table: " + (vehicle ? "result " + code + ", " : std::string()) + r.label(key) + ".";
    }
}

}  // namespace pm::sd
