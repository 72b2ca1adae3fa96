// Pointman — `tcs.counterbattery`.

#include "rules/tcs/counterbattery.h"

#include <algorithm>
#include <string>

#include "calculators/tcs/tcs_common.h"
#include "contract/calculator_data.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::tcs {
namespace {

Result evaluate_cb(const Params& p, const EvalContext&) {
    Result r;
    const std::string round = p.get_enum("round");
    const int tubes = p.get_int("tubes"), nb = p.get_int("batteries"), cap = p.get_int("target_systems");
    const bool mlrs = p.get_bool("mlrs");
    if (mlrs) require_mlrs_round(round);
    const int div = round == "he" || round == "chem" ? 3 : 2;
    r.modifier(round == "chem" ? "Chem rounds divide like HE (summary sheet only)"
                               : std::string("Die ÷ ") + std::to_string(div) + ", rounded down",
               "÷" + std::to_string(div),
               round == "chem" ? "TCS Modern summary, Artillery 10; Pointman reading 22" : "TCS Modern 2.5e");
    if (tubes <= 2 && !mlrs)
        r.modifier("Two tubes or fewer fire counterbattery", "−2 (a result below 0 counts 0)", "TCS Modern 2.5e");
    else if (tubes <= 2)
        r.modifier("A single MLRS launcher is exempt from the −2", "no −2", "TCS Modern 2.5e");
    const Dist one = Dist::die().map([&](int d) { return cb_losses(round, tubes, mlrs, d); });
    Dist total = Dist::point(0);
    for (int i = 0; i < nb; ++i) total = total.plus(one);
    if (cap > 0) {
        total = total.clamped(0, cap);
        r.modifier("Losses capped at the target's " + std::to_string(cap) + " systems (MLRS: launchers that fired)",
                   "at most " + std::to_string(cap), "TCS Modern 2.4b, 2.5e");
    }
    Rational mean;
    for (const auto& [k, pr] : total.entries()) {
        r.outcome(std::to_string(k), std::to_string(k) + (k == 1 ? " system destroyed" : " systems destroyed"), pr);
        mean += pr * Rational(k);
    }
    r.values["expected"] = mean.to_double();
    r.values["per_battery"] = json::array();
    for (int d = 1; d <= 6; ++d) r.values["per_battery"].push_back(cb_losses(round, tubes, mlrs, d));
    r.summary = std::to_string(nb) + " CB batter" + (nb == 1 ? "y" : "ies") + " firing " +
                (round == "chem"    ? std::string("chem")
                 : round == "dpicm" ? std::string("DPICM")
                 : round == "icm"   ? std::string("ICM")
                                    : std::string("HE")) +
                ": on average " + std::to_string(mean.to_double()).substr(0, 4) + " guns or launchers destroyed.";
    return r;
}

// One die per CB battery, read with the same cb_losses() the odds add up, under the same cap.
void roll_cb(const Params& p, const EvalContext&, Prng& g, Result& r) {
    const std::string round = p.get_enum("round");
    const int tubes = p.get_int("tubes"), nb = p.get_int("batteries"), cap = p.get_int("target_systems");
    const bool mlrs = p.get_bool("mlrs");
    json dice = json::array();
    int sum = 0;
    for (int i = 0; i < nb; ++i) {
        const int d = g.die();
        dice.push_back(d);
        sum += cb_losses(round, tubes, mlrs, d);
    }
    if (cap > 0) sum = std::min(sum, cap);
    r.roll = json{{"dice", dice}, {"key", std::to_string(sum)}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.counterbattery", evaluate_cb, roll_cb)
}  // namespace pm::tcs
