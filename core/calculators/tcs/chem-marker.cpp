// Pointman — `tcs.chem-marker`.
// What it shares with its neighbours, and their notes: calculators/tcs/helicopters_chem_common.h.

#include <algorithm>
#include <string>

#include "calculators/tcs/helicopters_chem_common.h"
#include "calculators/tcs/tcs_common.h"
#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"

namespace pm::tcs {
namespace {

Result evaluate_marker(const Params& p, const EvalContext& ctx) {
    Result r;
    const json& m = data_json("tcs/mopp.json")["persistent_removal"];
    const bool rain = p.get_bool("rain");
    const int need = rain ? m["rain"].get<int>() : m["normal"].get<int>();
    r.modifier(rain ? "Rain: removed on 4–6" : "Removed on a 6", std::to_string(need) + "+",
               rain ? "TCS Modern 5.3g" : "TCS Modern 5.3f (NBC 2)");
    r.outcome("removed", "Marker removed", Rational(7 - need, 6));
    r.outcome("stays", "Marker stays", Rational(need - 1, 6));
    r.summary = "A persistent chem marker goes on " + std::to_string(need) + "+ in the Clean Up Phase.";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int d = g.die();
        r.roll = json{{"die", d}, {"key", d >= need ? "removed" : "stays"}};
    }
    return r;
}

Calculator make_marker() {
    Calculator c;
    c.id = "tcs.chem-marker";
    c.title = "Persistent chem marker removal";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 5.3f–5.3g";
    c.help = "In each Clean Up Phase a persistent chem marker is removed on one die: a 6, or 4 to 6 in rain.";
    c.params = {ParamSpec::Bool("rain", "Rain", false, "It is raining this turn.")};
    c.evaluate = evaluate_marker;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_marker)
}  // namespace pm::tcs
