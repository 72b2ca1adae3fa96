// Pointman — `tcs.chem`: chemical attacks (5.3).
// What it shares with its neighbours, and their notes: calculators/tcs/helicopters_chem_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/helicopters_chem_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {
namespace {

// [SECTION] chemical attacks (5.3)
Result evaluate_chem(const Params& p, const EvalContext& ctx) {
    Result r;
    const json& m = data_json("tcs/mopp.json");
    const std::string target = p.get_enum("target");
    int idx = mopp_index(p.get_enum("mopp"));
    const char* names[] = {"Low", "Medium", "High"};
    // Morale: the chem column alone, or, when chem rounds are mixed into a conventional mission, the
    // chem and the "other" columns added together (MOPP chart note 6).
    const int morale_drm =
        m["morale_chem_drm"][idx].get<int>() + (p.get_bool("mixed") ? m["morale_other_drm"][idx].get<int>() : 0);
    r.values["morale_drm"] = morale_drm;
    r.values["morale_other_drm"] = m["morale_other_drm"][idx];
    r.values["movement_foot"] = m["movement_foot"][idx];
    r.values["fire_area_weapons"] = m["fire_area_weapons"][idx];
    r.values["command_prep"] = m["command_prep"][idx];
    r.values["morale_recovery_per_hour"] = m["morale_recovery_per_hour"][idx];
    r.values["company_morale_multiplier"] = m["company_morale_multiplier"];
    if (target == "point") {
        if (p.get_bool("nbc_protected") && idx < 2) {
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
    int drm = m["chem_area_drm"][idx];
    const int rounds = p.get_int("rounds");
    const int bonus = std::min(rounds, m["rounds_bonus_max"].get<int>());
    r.modifier(std::string("MOPP ") + names[idx] + " against an area target", signed_str(drm),
               "TCS Modern 5.3b, MOPP chart");
    r.modifier("One per chem round in the hex, at most 3", signed_str(bonus), "TCS Modern MOPP chart note 3");
    r.modifier("Company morale changes from the chem attack doubled", "×2", "TCS Modern 5.3d, note 3");
    r.modifier(std::string("Chem morale modifier, MOPP ") + names[idx],
               signed_str(m["morale_chem_drm"][idx].get<int>()), "TCS Modern 5.3e, MOPP chart note 6");
    if (p.get_bool("mixed"))
        r.modifier("Mixed with conventional rounds: also the 'other' morale column and the artillery modifier",
                   signed_str(m["morale_other_drm"][idx].get<int>()), "TCS Modern 5.3e, note 6 (Pointman reading 24)");
    r.values["area_drm"] = drm + bonus;
    const std::string morale = "morale checks get " + signed_str(morale_drm) +
                               (p.get_bool("mixed") ? " (chem and other columns added)." : ".");
    if (read_roll_table(r, ctx, "tcs.area-fire", drm + bonus)) {
        r.summary = "Two dice " + signed_str(drm + bonus) + " on your Area Fire Table: " + likeliest(r) + "; " + morale;
        return r;
    }
    tables::wait_for_table(r, "tcs.area-fire");  // the series Area Fire Table, entered by the player
    r.summary =
        "Roll on your Area Fire Table with " + signed_str(drm + bonus) + " (no terrain or other modifiers); " + morale;
    return r;
}

// A point target: two dice against the kill number. An area target: two dice on the player's Area
// Fire Table, once it is entered.
void roll_chem(const Params& p, const EvalContext& ctx, Prng& g, Result& r) {
    if (p.get_enum("target") == "point")
        add_kill_roll(r, g, r.values["kill_number"], r.values["drm"], "destroyed", "survives");
    else
        roll_on_table(r, ctx, "tcs.area-fire", r.values["area_drm"], "your Area Fire Table", g);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.chem", evaluate_chem, roll_chem)
}  // namespace pm::tcs
