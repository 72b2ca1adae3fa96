// Pointman — TCS Modern 2.4 MLRS (see mlrs.h).
#include "rules/tcs/mlrs.h"

#include "engine/data/data_files.h"

namespace pm::tcs {

void require_mlrs_round(const std::string& round) {
    if (!mlrs_may_fire(round))
        throw RuleError(ErrorCode::NotPossible, "round", "an MLRS fires DPICM only (TCS Modern 2.4); choose DPICM");
}

// [SECTION] 2.4, 2.4a
Answer mlrs(const MlrsInput& in) {
    Answer r;
    const int k = in.launchers;
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

}  // namespace pm::tcs
