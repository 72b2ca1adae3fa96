// fng.mg-vs-vehicle — a light, medium or heavy machine gun against an AR 0 vehicle, without an
// anti-armour weapon (FNG pp.30-31 "Damage versus penetration").
//
// Each die of the burst at the vehicle: when it hits (Rep' + die against the vehicle's To Hit
// number) with a total of 10 or more, one more die is rolled and added to the gun's Impact; 7 or
// more disables the vehicle, and its driver then rolls on the Losing Control table.
// Dice are independent, so P(disabled) = 1 - (1 - q)^dice with q = P(scoring hit) * P(die >= 7 - Impact).
// Seeded roll, in this order: the burst's dice, then one damage die per scoring hit, in die order.
#include "contract/registry.h"
#include "engine/data/data_files.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/fng/special_weapons.h"

namespace pm::fng {
namespace {

const json& mg(const std::string& id) {
    for (const auto& w : data_json("fng/fire_weapons.json").at("weapons"))
        if (w.at("id") == id) return w;
    throw CalcError(ErrorCode::OutOfRange, "weapon", "unknown machine gun " + id);
}

Result evaluate_mg(const Params& p, const EvalContext& ctx) {
    Result r;
    const char* kRule = "FNG pp.30-31";
    const json& w = mg(p.get_enum("weapon"));
    const int impact = w.at("impact");
    const int targets = w.at("targets").get<int>();
    int dice = p.get_int("dice");
    // Targets is the most dice a weapon rolls in one firing (FNG pp.18-19, QRS p.74).
    if (dice > targets)
        throw CalcError(ErrorCode::NotPossible, "dice",
                        "the " + w.at("label").get<std::string>() + " rolls at most " + std::to_string(targets) +
                            " dice (its Targets number), not " + std::to_string(dice));
    if (dice == 0) dice = targets;
    int rep = p.get_int("rep");
    if (p.get_bool("pigman") && w.at("category") == "lmg") {
        ++rep;
        r.modifier("Pigman with an LMG", "+1 Rep", "FNG p.9");
    }
    ShotSituation sit;
    sit.target = target_situation(p.get_enum("target"));
    sit.target_fast_moving = p.get_bool("fast_moving");
    r.modifier(w.at("label").get<std::string>(),
               std::to_string(dice) + (dice == 1 ? " die" : " dice") + ", Impact " + std::to_string(impact),
               w.at("rule").get<std::string>());
    r.modifier("A hit counts against an AR 0 vehicle only with a total of 10 or more", "10+", kRule);
    r.modifier("Then 1d6 + Impact: 7 or more disables the vehicle",
               "needs " + std::to_string(std::max(1, 7 - impact)) + "+ on the die", kRule);
    Rational scoring = Dist::die().p_if([&](int f) { return ar0_scoring_hit(f, rep, sit); });
    Rational disables = Dist::die().p_if([&](int f) { return ar0_disables(f, impact); });
    Rational q = scoring * disables;
    Rational none(1);
    for (int i = 0; i < dice; ++i) none *= Rational(1) - q;
    r.outcome("disabled", "Vehicle disabled; the driver rolls on Losing Control", Rational(1) - none);
    r.outcome("not-disabled", "No effect on the vehicle", none);
    r.values["scoring_hit_per_die"] = scoring.to_double();
    r.values["scoring_hit_per_die_exact"] = scoring.str();
    r.values["disable_per_scoring_hit"] = disables.str();
    r.values["dice"] = dice;
    r.summary = "The vehicle is disabled " + percent_text(Rational(1) - none) + " of the time.";
    r.actions.push_back(
        {{"label", "The driver's Losing Control test"},
         {"link", "#/fng.reaction?test=losing-control&rep=" + std::to_string(p.get_int("driver_rep"))}});
    if (ctx.seed) {
        Prng g(*ctx.seed);
        std::vector<int> f = g.dice(dice);
        json dmg = json::array();
        bool dis = false;
        for (int face : f)
            if (ar0_scoring_hit(face, rep, sit)) {
                int d = g.die();
                dmg.push_back(d);
                dis = dis || ar0_disables(d, impact);
            }
        r.roll = {{"dice", f}, {"damage_dice", dmg}, {"key", dis ? "disabled" : "not-disabled"}};
    }
    return r;
}

Calculator make_mg() {
    Calculator c;
    c.id = "fng.mg-vs-vehicle";
    c.title = "Machine gun against an AR 0 vehicle";
    c.ruleset = "fng";
    c.citation = "FNG pp.30-31";
    c.help =
        "A machine gun with no anti-armour weapon can still disable an unarmoured (AR 0) vehicle: a die "
        "that hits with a total of 10 or more rolls one more die, added to the gun's Impact; 7 or more "
        "disables the vehicle and its driver tests for Losing Control.";
    std::vector<Choice> wc;
    for (const auto& w : data_json("fng/fire_weapons.json").at("weapons"))
        if ((w.at("category") == "lmg" || w.at("category") == "mg") && w.at("faction") == "generic")
            wc.push_back({w.at("id").get<std::string>(), w.at("label").get<std::string>()});
    c.params = {
        ParamSpec::Int("rep", "Gunner Rep", 2, 6, 4, "The firing figure's Reputation."),
        ParamSpec::Enum("weapon", "Machine gun", wc, "lmg-m60", "Its Targets and Impact come from the weapon list."),
        ParamSpec::Int("dice", "Dice at the vehicle", 0, 6, 0,
                       "0 = all of the weapon's Targets; never more than its Targets."),
        ParamSpec::Enum("target", "Vehicle is",
                        {{"open", "In the open"}, {"concealed", "Concealed"}, {"cover", "In cover"}}, "open",
                        "The vehicle's situation on the To Hit table."),
        ParamSpec::Bool("fast_moving", "Vehicle fast moving", false, "The vehicle moved fast this turn."),
        ParamSpec::Bool("pigman", "Pigman", false, "+1 Rep with an LMG."),
        ParamSpec::Int("driver_rep", "Driver's Rep", 2, 6, 4, "For the Losing Control test that follows."),
    };
    c.evaluate = evaluate_mg;
    return c;
}

}  // namespace
}  // namespace pm::fng

PM_REGISTER_CALCULATOR(pm::fng::make_mg)
