// TCS Modern 2.5: target acquisition (TCS-A4, Table TCS-T4) and counterbattery losses (TCS-A5),
// with the MLRS cap of 2.4b.
//
// Seeded rolls (generator 1): tcs.acquisition draws one die per roll (cb − ew dice, in order);
// tcs.counterbattery draws one die per CB battery, in order.
#include <algorithm>
#include <string>

#include "random/prng.h"
#include "registry/registry.h"
#include "exact/dist.h"
#include "tcs/tcs_common.h"

namespace pm::tcs {

// Acquisition number for the target battery's fires this turn and last (Table TCS-T4).
int acquisition_need(int fires) { return fires <= 1 ? 6 : fires <= 3 ? 5 : fires <= 6 ? 4 : 3; }

// Losses one CB battery inflicts for one die (TCS-A5), before any cap.
int cb_losses(const std::string& round, int tubes, bool mlrs, int die) {
    int r = die;
    if (tubes <= 2 && !mlrs) r -= 2;
    r = std::max(r, 0);
    return r / (round == "he" || round == "chem" ? 3 : 2);
}

namespace {

Result evaluate_acq(const Params& p, const EvalContext& ctx) {
    Result r;
    if (p.get_bool("target_mortar"))
        throw CalcError("not_possible", "target_mortar", "mortars are never the target of counterbattery fire (2.5i)");
    const int cb = p.get_int("cb_points"), ew = p.get_int("ew_points"), fires = p.get_int("battery_fires");
    const int n = std::max(0, cb - ew);
    const int need = acquisition_need(fires);
    r.modifier("Rolls = CB points − EW points of the target battery", std::to_string(cb) + " − " + std::to_string(ew),
               "TCS Modern 2.5d (Artillery 9)");
    r.modifier(std::to_string(fires) + " battery fire" + (fires == 1 ? "" : "s") + " this turn and last",
               std::to_string(need) + "+ per die", "TCS Modern 2.5c, Target Acquisition Table (TCS-T4)");
    Rational miss(1);
    for (int i = 0; i < n; ++i) miss *= Rational(need - 1, 6);
    r.outcome("acquired", "Target battery acquired", Rational(1) - miss);
    r.outcome("not-acquired", "Not acquired", miss);
    r.values["rolls"] = n;
    r.values["need"] = need;
    r.summary = n == 0 ? "No rolls: the target's EW points cancel every CB point."
                       : std::to_string(n) + " dice, each acquiring on " + std::to_string(need) +
                             "+: acquired with chance " + (Rational(1) - miss).str() + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json dice = json::array();
        bool ok = false;
        for (int i = 0; i < n; ++i) {
            int d = g.die();
            dice.push_back(d);
            ok = ok || d >= need;
        }
        r.roll = json{{"dice", dice}, {"key", ok ? "acquired" : "not-acquired"}};
    }
    if (n > 0)
        r.actions.push_back(json{{"label", "Counterbattery losses"}, {"link", "#/tcs.counterbattery"}});
    return r;
}

Calculator make_acq() {
    Calculator c;
    c.id = "tcs.acquisition";
    c.title = "Counterbattery target acquisition";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 2.5c–2.5d, Target Acquisition Table (TCS-T4, TCS-A4)";
    c.help =
        "One die per CB point left after the target's EW points; any die reaching the number for the target's "
        "recent battery fires acquires it for every committed CB battery.";
    c.params = {
        ParamSpec::Int("cb_points", "CB points", 0, 60, 4, "Total CB points of every CB battery joining the attempt."),
        ParamSpec::Int("ew_points", "EW points of the target", 0, 60, 0, "EW points assigned to the target battery."),
        ParamSpec::Int("battery_fires", "Target's battery fires", 1, 40, 1,
                       "Battery fires of any kind by the target in this turn and the last; a battery 3 counts 3."),
        ParamSpec::Bool("target_mortar", "Target is a mortar", false, "Mortars cannot be counterbatteried.")
            .in_group("Options"),
    };
    c.evaluate = evaluate_acq;
    return c;
}

Result evaluate_cb(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string round = p.get_enum("round");
    const int tubes = p.get_int("tubes"), nb = p.get_int("batteries"), cap = p.get_int("target_systems");
    const bool mlrs = p.get_bool("mlrs");
    if (mlrs && round != "dpicm")
        throw CalcError("not_possible", "round", "an MLRS fires DPICM only (TCS Modern 2.4); choose DPICM");
    const int div = round == "he" || round == "chem" ? 3 : 2;
    r.modifier(round == "chem" ? "Chem rounds divide like HE (summary sheet only)" : std::string("Die ÷ ") + std::to_string(div) + ", rounded down",
               "÷" + std::to_string(div), round == "chem" ? "TCS Modern summary, Artillery 10; digest ambiguity 3" : "TCS Modern 2.5e");
    if (tubes <= 2 && !mlrs)
        r.modifier("Two tubes or fewer fire counterbattery", "−2 (a result below 0 counts 0)", "TCS Modern 2.5e");
    else if (tubes <= 2)
        r.modifier("A single MLRS launcher is exempt from the −2", "no −2", "TCS Modern 2.5e");
    Dist one;
    for (int d = 1; d <= 6; ++d) one.add(cb_losses(round, tubes, mlrs, d), Rational(1, 6));
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
    r.summary = std::to_string(nb) + " CB batter" + (nb == 1 ? "y" : "ies") + " firing " + round +
                ": on average " + std::to_string(mean.to_double()).substr(0, 4) + " guns or launchers destroyed.";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        json dice = json::array();
        int sum = 0;
        for (int i = 0; i < nb; ++i) {
            int d = g.die();
            dice.push_back(d);
            sum += cb_losses(round, tubes, mlrs, d);
        }
        if (cap > 0) sum = std::min(sum, cap);
        r.roll = json{{"dice", dice}, {"key", std::to_string(sum)}};
    }
    return r;
}

Calculator make_cb() {
    Calculator c;
    c.id = "tcs.counterbattery";
    c.title = "Counterbattery losses";
    c.ruleset = "tcs";
    c.citation = "TCS Modern 2.5e–2.5h, 2.4b (TCS-A5)";
    c.help =
        "Each CB battery rolls one die: divide by 3 for HE or by 2 for ICM/DPICM, rounding down, after −2 when "
        "two tubes or fewer fire. Losses of several batteries add up; against MLRS only launchers that fired can go.";
    c.ordered = true;
    c.params = {
        ParamSpec::Enum("round", "Ammunition", {{"he", "HE"}, {"icm", "ICM"}, {"dpicm", "DPICM"}, {"chem", "Chem (summary sheet)"}},
                        "he", "Round fired by the CB batteries."),
        ParamSpec::Int("tubes", "Tubes per battery", 1, 60, 6, "Tubes firing counterbattery in each battery."),
        ParamSpec::Bool("mlrs", "Single MLRS launcher", false, "A single MLRS launcher firing is exempt from the −2. An MLRS fires DPICM only."),
        ParamSpec::Int("batteries", "CB batteries", 1, 10, 1, "CB batteries firing at the target (one loss roll each)."),
        ParamSpec::Int("target_systems", "Target's systems (cap)", 0, 60, 0,
                       "Guns or launchers the target can lose (MLRS: launchers that fired); 0 = no cap.")
            .in_group("Options"),
    };
    c.evaluate = evaluate_cb;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_acq)
PM_REGISTER_CALCULATOR(make_cb)
}  // namespace pm::tcs
