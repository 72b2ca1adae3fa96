// Pointman — `tcs.at-roll`: an AT roll against modern armour (TCS Modern 8.0 and its Modern Armor AT
// Roll Modifier Chart, data/tcs/modern_armour.json).
//
// The AT Roll Table itself is the series' own and is not in the book: the player types in the
// column the attack uses once ("tcs.at-roll", kind roll), and then every result's chance and a
// seeded roll appear (reading E-303: two dice, like the series tables tcs_common reads; seeded roll
// Prng::sum(2), generator 1). Without it the calculator gives the modifier to add.

#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

namespace pm::tcs {
namespace {

Result evaluate_at_roll(const Params& p, const EvalContext& ctx) {
    Result r;
    const json& a = data_json("tcs/modern_armour.json");
    const std::string vehicle = p.get_enum("vehicle"), armour = p.get_enum("armour");
    json row;
    for (const auto& v : a["at_roll_chart"])
        if (v["id"] == vehicle) row = v;
    const int chart = row["drm"].get<int>();
    int drm = chart;
    r.modifier(row["label"].get<std::string>() + " on the Modern Armor AT Roll Modifier Chart", signed_str(chart),
               "TCS Modern 8.0 (Modern Armor AT Roll Modifier Chart)");
    if (armour != "none") {
        const int extra = a["at_roll_advanced_armour_drm"].get<int>();
        drm += extra;
        r.modifier(armour == "dua" ? "Depleted-uranium armour: one more" : "Reactive armour: one more",
                   signed_str(extra), "TCS Modern 8.0 (Modern Armor AT Roll Modifier Chart)");
    }
    const int other = p.get_int("drm");
    if (other != 0) {
        drm += other;
        r.modifier("Other AT Roll modifiers of the series rules", signed_str(other), "TCS series rules, AT Roll");
    }
    r.values["chart_drm"] = chart;
    r.values["armour_drm"] = drm - chart - other;
    r.values["drm"] = drm;
    if (read_roll_table(r, ctx, "tcs.at-roll", drm)) {
        r.modifier("Two dice plus the modifiers on your AT Roll Table", "2 dice",
                   "TCS series rules, Pointman reading 51");
        r.summary = "Two dice " + signed_str(drm) + " on your AT Roll Table: " + likeliest(r) + ".";
    } else {
        tables::wait_for_table(r, "tcs.at-roll");
        r.summary = "Add " + signed_str(drm) + " to the AT roll against this vehicle (" +
                    row["label"].get<std::string>() + ").";
    }
    return r;
}

// Two dice on the player's AT Roll Table, with the modifier the answer added up.
void roll_at_roll(const Params&, const EvalContext& ctx, Prng& g, Result& r) {
    roll_on_table(r, ctx, "tcs.at-roll", r.values["drm"], "your AT Roll Table", g);
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.at-roll", evaluate_at_roll, roll_at_roll)
}  // namespace pm::tcs
