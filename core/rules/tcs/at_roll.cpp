// Pointman — TCS Modern 8.0: an AT roll against modern armour (see at_roll.h).
#include "rules/tcs/at_roll.h"

#include "engine/data/data_files.h"
#include "engine/tables/crt.h"

namespace pm::tcs {

Answer at_roll(const AtRollInput& in) {
    Answer r;
    const json& a = data_json("tcs/modern_armour.json");
    json row;
    for (const auto& v : a["at_roll_chart"])
        if (v["id"] == in.vehicle) row = v;
    const int chart = row["drm"].get<int>();
    int drm = chart;
    r.modifier(row["label"].get<std::string>() + " on the Modern Armor AT Roll Modifier Chart", signed_str(chart),
               "TCS Modern 8.0 (Modern Armor AT Roll Modifier Chart)");
    if (in.armour != Armour::None) {
        const int extra = a["at_roll_advanced_armour_drm"].get<int>();
        drm += extra;
        r.modifier(
            in.armour == Armour::DepletedUranium ? "Depleted-uranium armour: one more" : "Reactive armour: one more",
            signed_str(extra), "TCS Modern 8.0 (Modern Armor AT Roll Modifier Chart)");
    }
    const int other = in.drm;
    if (other != 0) {
        drm += other;
        r.modifier("Other AT Roll modifiers of the series rules", signed_str(other), "TCS series rules, AT Roll");
    }
    r.values["chart_drm"] = chart;
    r.values["armour_drm"] = drm - chart - other;
    r.values["drm"] = drm;
    if (read_roll_table(r, in.table, "tcs.at-roll", drm)) {
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

void roll_at_roll(const AtRollInput& in, Prng& g, Answer& r) {
    roll_on_table(r, in.table, r.values["drm"], "your AT Roll Table", g);
}

}  // namespace pm::tcs
