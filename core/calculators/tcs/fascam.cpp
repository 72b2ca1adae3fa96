// Pointman — `tcs.fascam`.

#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

namespace pm::tcs {
namespace {

Result evaluate_fascam(const Params& p, const EvalContext&) {
    Result r;
    const int mp = p.get_int("hex_mp");
    const bool foot = p.get_bool("foot_mobile"), day = p.get_bool("daylight");
    r.values["hexes"] = 9;
    r.modifier("Pattern of 3 × 3 hexes with the plotted hex at a corner", "9 hexes", "TCS Modern 2.2a (Artillery 2)");
    if (foot && (day || !p.get_bool("daylight_only"))) {
        int mult = data_json("tcs/artillery.json")["fascam_crossing_multiplier"];
        r.values["crossing_mp"] = mult * mp;
        r.values["crossing"] = "safe";
        r.modifier("Foot-mobile unit crosses unharmed at triple cost (optional)", "×" + std::to_string(mult) + " MP",
                   "TCS Modern 2.2d (Artillery 3)");
        r.summary = "The foot unit may cross for " + std::to_string(mult * mp) + " MP without being attacked.";
    } else {
        r.values["crossing_mp"] = nullptr;
        r.values["crossing"] = "attacked";
        r.summary = "Entering (or leaving) a FASCAM hex is attacked like any minefield, for both sides.";
    }
    r.outcome(r.values["crossing"].get<std::string>(),
              r.values["crossing"] == "safe" ? "Crosses unharmed" : "Attacked as by a minefield", Rational(1));
    r.modifier("Attacks friend and foe alike; markers self-destruct at the recorded turn", "applied",
               "TCS Modern 2.2, 2.2b");
    return r;
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.fascam", evaluate_fascam)
}  // namespace pm::tcs
