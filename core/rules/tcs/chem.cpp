// Pointman — TCS Modern 5.0 chemical attacks and MOPP (see chem.h).
#include "rules/tcs/chem.h"

#include <algorithm>

#include "engine/data/data_files.h"
#include "engine/random/roll_odds.h"
#include "engine/tables/crt.h"

namespace pm::tcs {

int mopp_index(const std::string& m) {
    return m == "low" ? 0 : m == "medium" ? 1 : 2;
}

// [SECTION] 5.3: a chemical attack
Answer chem(const ChemInput& in) {
    Answer r;
    const json& m = data_json("tcs/mopp.json");
    int idx = mopp_index(in.mopp);
    const char* names[] = {"Low", "Medium", "High"};
    // Morale: the chem column alone, or, when chem rounds are mixed into a conventional mission, the
    // chem and the "other" columns added together (MOPP chart note 6).
    const int morale_drm =
        m["morale_chem_drm"][idx].get<int>() + (in.mixed ? m["morale_other_drm"][idx].get<int>() : 0);
    r.values["morale_drm"] = morale_drm;
    r.values["morale_other_drm"] = m["morale_other_drm"][idx];
    r.values["movement_foot"] = m["movement_foot"][idx];
    r.values["fire_area_weapons"] = m["fire_area_weapons"][idx];
    r.values["command_prep"] = m["command_prep"][idx];
    r.values["morale_recovery_per_hour"] = m["morale_recovery_per_hour"][idx];
    r.values["company_morale_multiplier"] = m["company_morale_multiplier"];
    if (in.target == "point") {
        // [SECTION] 5.3c, 5.3i: against a vehicle
        if (in.nbc_protected && idx < 2) {
            ++idx;
            r.modifier("NBC-protected vehicle counts one MOPP level higher (no MOPP penalties)", names[idx],
                       "TCS Modern 5.3i");
        }
        int drm = m["chem_point_drm"][idx];
        int need = m["point_kill"];
        r.modifier(std::string("MOPP ") + names[idx] + " against a point target", signed_str(drm),
                   "TCS Modern 5.3c, MOPP chart note 4");
        Rational pk = p_two_dice_at_least(need, drm);
        r.outcome("destroyed", "Crew killed: vehicle and enclosed passengers removed", pk);
        r.outcome("survives", "Survives (enclosed passengers unharmed)", Rational(1) - pk);
        r.values["kill_number"] = need;
        r.values["drm"] = drm;
        r.summary =
            "One roll per vehicle, needs " + raw_need_text(need, drm) + ": killed with chance " + pk.str() + ".";
        return r;
    }
    // [SECTION] 5.3b, 5.3d, 5.3e: against an area target, on the player's Area Fire Table
    int drm = m["chem_area_drm"][idx];
    const int bonus = std::min(in.rounds, m["rounds_bonus_max"].get<int>());
    r.modifier(std::string("MOPP ") + names[idx] + " against an area target", signed_str(drm),
               "TCS Modern 5.3b, MOPP chart");
    r.modifier("One per chem round in the hex, at most 3", signed_str(bonus), "TCS Modern MOPP chart note 3");
    r.modifier("Company morale changes from the chem attack doubled", "×2", "TCS Modern 5.3d, note 3");
    r.modifier(std::string("Chem morale modifier, MOPP ") + names[idx],
               signed_str(m["morale_chem_drm"][idx].get<int>()), "TCS Modern 5.3e, MOPP chart note 6");
    if (in.mixed)
        r.modifier("Mixed with conventional rounds: also the 'other' morale column and the artillery modifier",
                   signed_str(m["morale_other_drm"][idx].get<int>()), "TCS Modern 5.3e, note 6 (Pointman reading 24)");
    r.values["area_drm"] = drm + bonus;
    const std::string morale =
        "morale checks get " + signed_str(morale_drm) + (in.mixed ? " (chem and other columns added)." : ".");
    if (read_roll_table(r, in.table, "tcs.area-fire", drm + bonus)) {
        r.summary = "Two dice " + signed_str(drm + bonus) + " on your Area Fire Table: " + likeliest(r) + "; " + morale;
        return r;
    }
    tables::wait_for_table(r, "tcs.area-fire");  // the series Area Fire Table, entered by the player
    r.summary =
        "Roll on your Area Fire Table with " + signed_str(drm + bonus) + " (no terrain or other modifiers); " + morale;
    return r;
}

void roll_chem(const ChemInput& in, Prng& g, Answer& r) {
    if (in.target == "point")
        add_kill_roll(r, g, r.values["kill_number"], r.values["drm"], "destroyed", "survives");
    else
        roll_on_table(r, in.table, r.values["area_drm"], "your Area Fire Table", g);
}

// [SECTION] 5.3f–5.3g: a persistent chem marker
namespace {

// 5.3f–5.3g: the number one die must reach to remove the marker, 4 in rain and 6 otherwise.
int removal_need(bool rain) {
    const json& m = data_json("tcs/mopp.json")["persistent_removal"];
    return rain ? m["rain"].get<int>() : m["normal"].get<int>();
}

// The Clean Up Phase roll; the odds are taken from it (roll_odds).
struct Removal {
    int die = 0;
    bool gone = false;
};
Removal roll_removal(Prng& g, int need) {
    const int d = g.die();
    return {d, d >= need};
}

}  // namespace

Answer chem_marker(const ChemMarkerInput& in) {
    Answer r;
    const int need = removal_need(in.rain);
    r.modifier(in.rain ? "Rain: removed on 4–6" : "Removed on a 6", std::to_string(need) + "+",
               in.rain ? "TCS Modern 5.3g" : "TCS Modern 5.3f (NBC 2)");
    const Dist odds = roll_odds([&](Prng& g) { return roll_removal(g, need).gone ? 1 : 0; });
    r.outcome("removed", "Marker removed", odds.p(1));
    r.outcome("stays", "Marker stays", odds.p(0));
    r.summary = "A persistent chem marker goes on " + std::to_string(need) + "+ in the Clean Up Phase.";
    return r;
}

void roll_chem_marker(const ChemMarkerInput& in, Prng& g, Answer& r) {
    const Removal m = roll_removal(g, removal_need(in.rain));
    r.roll = json{{"die", m.die}, {"key", m.gone ? "removed" : "stays"}};
}

}  // namespace pm::tcs
