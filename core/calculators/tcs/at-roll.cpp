// Pointman — `tcs.at-roll`: an AT roll against modern armour (TCS Modern 8.0 and its Modern Armor AT
// Roll Modifier Chart, data/tcs/modern_armour.json).
//
// The AT Roll Table itself is the series' own and is not in the book: the player types in the
// column the attack uses once ("tcs.at-roll", kind roll), and then every result's chance and a
// seeded roll appear (reading E-303: two dice, like the series tables tcs_common reads; seeded roll
// Prng::sum(2), generator 1). Without it the calculator gives the modifier to add.

#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

namespace pm::tcs {
namespace {

std::string signed_text(int v) {
    return (v > 0 ? "+" : "") + std::to_string(v);
}

Result evaluate_at_roll(const Params& p, const EvalContext& ctx) {
    Result r;
    const json& a = data_json("tcs/modern_armour.json");
    const std::string vehicle = p.get_enum("vehicle"), armour = p.get_enum("armour");
    json row;
    for (const auto& v : a["at_roll_chart"])
        if (v["id"] == vehicle) row = v;
    const int chart = row["drm"].get<int>();
    int drm = chart;
    r.modifier(row["label"].get<std::string>() + " on the Modern Armor AT Roll Modifier Chart", signed_text(chart),
               "TCS Modern 8.0 (Modern Armor AT Roll Modifier Chart)");
    if (armour != "none") {
        const int extra = a["at_roll_advanced_armour_drm"].get<int>();
        drm += extra;
        r.modifier(armour == "dua" ? "Depleted-uranium armour: one more" : "Reactive armour: one more",
                   signed_text(extra), "TCS Modern 8.0 (Modern Armor AT Roll Modifier Chart)");
    }
    const int other = p.get_int("drm");
    if (other != 0) {
        drm += other;
        r.modifier("Other AT Roll modifiers of the series rules", signed_text(other), "TCS series rules, AT Roll");
    }
    r.values["chart_drm"] = chart;
    r.values["armour_drm"] = drm - chart - other;
    r.values["drm"] = drm;
    if (read_roll_table(r, ctx, "tcs.at-roll", drm, "your AT Roll Table")) {
        r.modifier("Two dice plus the modifiers on your AT Roll Table", "2 dice",
                   "TCS series rules, Pointman reading 51");
        r.summary = "Two dice " + signed_text(drm) + " on your AT Roll Table: " + likeliest(r) + ".";
    } else {
        tables::wait_for_table(r, "tcs.at-roll");
        r.summary = "Add " + signed_text(drm) + " to the AT roll against this vehicle (" +
                    row["label"].get<std::string>() + ").";
    }
    return r;
}

Calculator make_at_roll() {
    Calculator c;
    c.id = "tcs.at-roll";
    c.title = "AT roll against modern armour";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 8.0 (Modern Armor AT Roll Modifier Chart)";
    c.help =
        "The modifier heavy modern armour puts on every AT roll (the chart's −3 to 0, one more for reactive or DU "
        "armour), added to your other AT roll modifiers. The AT Roll Table is the series' own: type in the column "
        "your attack uses and the chance of each result appears (two dice, Pointman reading 51). The Artillery and "
        "Mortar "
        "Point Fire Table takes no such modifier.";
    json chart = data_json("tcs/modern_armour.json")["at_roll_chart"];
    std::vector<Choice> vehicles;
    for (const auto& v : chart) vehicles.push_back({v["id"].get<std::string>(), v["label"].get<std::string>()});
    c.params = {
        ParamSpec::Enum("vehicle", "Target vehicle", vehicles, "other", "The vehicle the AT roll is made against."),
        ParamSpec::Enum("armour", "Advanced armour",
                        {{"none", "None"}, {"reactive", "Reactive armour"}, {"dua", "DU armour"}}, "none",
                        "Reactive or DU armour adds one more to the chart's modifier."),
        ParamSpec::Int("drm", "Other AT roll modifiers", -12, 12, 0,
                       "Every other modifier of your series rules on this AT roll."),
    };
    c.tables = {{"tcs.at-roll",
                 "AT Roll Table, the column your attack uses",
                 "From your TCS series rules: the result for each modified roll (two dice plus the modifiers). Rolls "
                 "beyond your first or last row read that row.",
                 {"result"},
                 {"-2", "-1", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"},
                 false,
                 "the result as printed, e.g. killed or no effect"}};
    c.evaluate = evaluate_at_roll;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_at_roll)
}  // namespace pm::tcs
