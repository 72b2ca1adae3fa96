// Pointman — `tcs.chem-marker`.
// What it shares with its neighbours, and their notes: calculators/tcs/helicopters_chem_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/helicopters_chem_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"
#include "engine/random/roll_odds.h"

namespace pm::tcs {
namespace {

// 5.3f–5.3g: the number one die must reach to remove the marker, 4 in rain and 6 otherwise.
int removal_need(const Params& p) {
    const json& m = data_json("tcs/mopp.json")["persistent_removal"];
    return p.get_bool("rain") ? m["rain"].get<int>() : m["normal"].get<int>();
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

Result evaluate_marker(const Params& p, const EvalContext&) {
    Result r;
    const bool rain = p.get_bool("rain");
    const int need = removal_need(p);
    r.modifier(rain ? "Rain: removed on 4–6" : "Removed on a 6", std::to_string(need) + "+",
               rain ? "TCS Modern 5.3g" : "TCS Modern 5.3f (NBC 2)");
    const Dist odds = roll_odds([&](Prng& g) { return roll_removal(g, need).gone ? 1 : 0; });
    r.outcome("removed", "Marker removed", odds.p(1));
    r.outcome("stays", "Marker stays", odds.p(0));
    r.summary = "A persistent chem marker goes on " + std::to_string(need) + "+ in the Clean Up Phase.";
    return r;
}

void roll_marker(const Params& p, const EvalContext&, Prng& g, Result& r) {
    const Removal m = roll_removal(g, removal_need(p));
    r.roll = json{{"die", m.die}, {"key", m.gone ? "removed" : "stays"}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.chem-marker", evaluate_marker, roll_marker)
}  // namespace pm::tcs
