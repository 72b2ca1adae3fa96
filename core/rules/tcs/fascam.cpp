// Pointman — TCS Modern 2.2 FASCAM (see fascam.h).
#include "rules/tcs/fascam.h"

#include <string>

#include "engine/data/data_files.h"

namespace pm::tcs {

Answer fascam(const FascamInput& in) {
    Answer r;
    const int mp = in.hex_mp;
    r.values["hexes"] = 9;
    r.modifier("Pattern of 3 × 3 hexes with the plotted hex at a corner", "9 hexes", "TCS Modern 2.2a (Artillery 2)");
    if (in.foot_mobile && (in.daylight || !in.daylight_only)) {
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

}  // namespace pm::tcs
