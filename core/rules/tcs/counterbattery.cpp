// Pointman — TCS Modern 2.5 counterbattery rules (see counterbattery.h).
#include "rules/tcs/counterbattery.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/exact/dist.h"
#include "rules/tcs/mlrs.h"

namespace pm::tcs {

namespace {
// An average for the summary, rounded (not cut) to three figures: "1.24", "10.5".
std::string average_text(double v) {
    const int places = v < 10 ? 2 : 1;
    const long long scale = places == 2 ? 100 : 10;
    const long long n = std::llround(v * static_cast<double>(scale));
    std::string frac = std::to_string(n % scale);
    while (static_cast<int>(frac.size()) < places) frac = "0" + frac;
    return std::to_string(n / scale) + "." + frac;
}
}  // namespace

// Acquisition number for the target battery's fires this turn and last (Table TCS-T4).
int acquisition_need(int fires) {
    return fires <= 1 ? 6 : fires <= 3 ? 5 : fires <= 6 ? 4 : 3;
}

// Losses one CB battery inflicts for one die (TCS-A5), before any cap.
int cb_losses(const std::string& round, int tubes, bool mlrs, int die) {
    int r = die;
    if (tubes <= 2 && !mlrs) r -= 2;
    r = std::max(r, 0);
    return r / (round == "he" || round == "chem" ? 3 : 2);
}

// [SECTION] 2.5c, 2.5d: target acquisition
namespace {

// One acquisition die (2.5c): does it reach the number the target's fires give?
bool acquires(int die, int need) {
    return die >= need;
}

}  // namespace

Answer acquisition(const AcquisitionInput& in) {
    Answer r;
    if (in.target_mortar)
        throw RuleError(ErrorCode::NotPossible, "target_mortar",
                        "mortars are never the target of counterbattery fire (2.5i)");
    const int cb = in.cb_points, ew = in.ew_points, fires = in.battery_fires;
    const int n = std::max(0, cb - ew);
    const int need = acquisition_need(fires);
    r.modifier("Rolls = CB points − EW points of the target battery", std::to_string(cb) + " − " + std::to_string(ew),
               "TCS Modern 2.5d (Artillery 9)");
    r.modifier(std::to_string(fires) + " battery fire" + (fires == 1 ? "" : "s") + " this turn and last",
               std::to_string(need) + "+ per die", "TCS Modern 2.5c, Target Acquisition Table");
    // One die misses with the chance acquires() says no; n dice all miss with its n-th power.
    const Dist one = Dist::die().map([&](int d) { return acquires(d, need) ? 1 : 0; });
    Rational miss(1);
    for (int i = 0; i < n; ++i) miss *= one.p(0);
    r.outcome("acquired", "Target battery acquired", Rational(1) - miss);
    r.outcome("not-acquired", "Not acquired", miss);
    r.values["rolls"] = n;
    r.values["need"] = need;
    r.summary = n == 0 ? "No rolls: the target's EW points cancel every CB point."
                       : std::to_string(n) + " dice, each acquiring on " + std::to_string(need) +
                             "+: acquired with chance " + (Rational(1) - miss).str() + ".";
    if (n > 0) r.actions.push_back(json{{"label", "Counterbattery losses"}, {"link", "#/tcs.counterbattery"}});
    return r;
}

// The rolls are one set, thrown together ("one set of rolls are made … if any of these rolls
// succeed", 2.5c): a die after a success still belongs to the set.
void roll_acquisition(const AcquisitionInput&, Prng& g, Answer& r) {
    const int n = r.values["rolls"], need = r.values["need"];
    json dice = json::array();
    bool ok = false;
    for (const int d : g.throw_dice(n)) {
        dice.push_back(d);
        ok = ok || acquires(d, need);
    }
    r.roll = json{{"dice", dice}, {"key", ok ? "acquired" : "not-acquired"}};
}

// [SECTION] 2.5e: counterbattery losses
Answer counterbattery(const CounterbatteryInput& in) {
    Answer r;
    const std::string& round = in.round;
    const int tubes = in.tubes, nb = in.batteries, cap = in.target_systems;
    const bool mlrs = in.mlrs;
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
                ": on average " + average_text(mean.to_double()) + " guns or launchers destroyed.";
    return r;
}

void roll_counterbattery(const CounterbatteryInput& in, Prng& g, Answer& r) {
    json dice = json::array();
    int sum = 0;
    for (int i = 0; i < in.batteries; ++i) {
        const int d = g.die();
        dice.push_back(d);
        sum += cb_losses(in.round, in.tubes, in.mlrs, d);
    }
    if (in.target_systems > 0) sum = std::min(sum, in.target_systems);
    r.roll = json{{"dice", dice}, {"key", std::to_string(sum)}};
}

}  // namespace pm::tcs
