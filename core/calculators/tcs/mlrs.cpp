// Pointman — `tcs.mlrs`.

#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

namespace pm::tcs {
namespace {

Result evaluate_mlrs(const Params& p, const EvalContext&) {
    Result r;
    const int k = p.get_int("launchers");
    const int per = data_json("tcs/artillery.json")["mlrs_rounds_per_launcher"];
    r.values["rounds"] = k * per;
    r.outcome(std::to_string(k * per), std::to_string(k * per) + " rounds in one mission", Rational(1));
    r.values["battery_fires"] = k;
    r.modifier("12 DPICM rounds per launcher, one battery fire each per turn", std::to_string(k) + " × 12",
               "TCS Modern 2.4, 2.4a");
    r.modifier("No designator, no adjustment, lands on the plotted hex", "applied", "TCS Modern 2.4");
    r.summary = std::to_string(k) + " launcher" + (k == 1 ? " fires" : "s fire") + " one mission of " +
                std::to_string(k * per) + " DPICM rounds on the plotted hex.";
    r.actions.push_back(
        json{{"label", "DPICM against a vehicle"}, {"link", "#/tcs.artillery-point?round=dpicm&system=mlrs"}});
    return r;
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.mlrs", evaluate_mlrs)
}  // namespace pm::tcs
