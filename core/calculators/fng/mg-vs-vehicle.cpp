// fng.mg-vs-vehicle — a light, medium or heavy machine gun against an AR 0 vehicle, without an
// anti-armour weapon (FNG pp.30-31 "Damage versus penetration").
//
// Each die of the burst at the vehicle: when it hits (Rep' + die against the vehicle's To Hit
// number) with a total of 10 or more, one more die is rolled and added to the gun's Impact; 7 or
// more disables the vehicle, and its driver then rolls on the Losing Control table.
// Dice are independent, so P(disabled) = 1 - (1 - q)^dice with q = P(scoring hit) * P(die >= 7 - Impact).
// Seeded roll, in this order: the burst's dice, then one damage die per scoring hit, in die order.
#include "contract/calculator_data.h"
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

// The burst as the parameters give it, for the odds and the roll alike.
struct MgBurst {
    const json* weapon = nullptr;
    int impact = 0;
    int dice = 0;  // dice at the vehicle (all the weapon's Targets for 0)
    int rep = 0;   // the gunner's Rep, Pigman included
    bool pigman = false;
    ShotSituation sit;
};

MgBurst mg_burst(const Params& p) {
    MgBurst b;
    b.weapon = &mg(p.get_enum("weapon"));
    const json& w = *b.weapon;
    b.impact = w.at("impact");
    const int targets = w.at("targets").get<int>();
    b.dice = p.get_int("dice");
    // Targets is the most dice a weapon rolls in one firing (FNG pp.18-19, QRS p.74).
    if (b.dice > targets)
        throw CalcError(ErrorCode::NotPossible, "dice",
                        "the " + w.at("label").get<std::string>() + " rolls at most " + std::to_string(targets) +
                            " dice (its Targets number), not " + std::to_string(b.dice));
    if (b.dice == 0) b.dice = targets;
    b.rep = p.get_int("rep");
    b.pigman = p.get_bool("pigman") && w.at("category") == "lmg";
    if (b.pigman) ++b.rep;
    b.sit.target = target_situation(p.get_enum("target"));
    b.sit.target_fast_moving = p.get_bool("fast_moving");
    return b;
}

// [SECTION] the odds
Result evaluate_mg(const Params& p, const EvalContext&) {
    Result r;
    const char* kRule = "FNG pp.30-31";
    const MgBurst b = mg_burst(p);
    const json& w = *b.weapon;
    const int impact = b.impact, dice = b.dice, rep = b.rep;
    const ShotSituation& sit = b.sit;
    if (b.pigman) r.modifier("Pigman with an LMG", "+1 Rep", "FNG p.9");
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
    return r;
}

// [SECTION] the roll: the burst's dice, then one damage die per scoring hit, in die order
void roll_mg(const Params& p, const EvalContext&, Prng& g, Result& r) {
    const MgBurst b = mg_burst(p);
    std::vector<int> f = g.dice(b.dice);
    json dmg = json::array();
    bool dis = false;
    for (int face : f)
        if (ar0_scoring_hit(face, b.rep, b.sit)) {
            int d = g.die();
            dmg.push_back(d);
            dis = dis || ar0_disables(d, b.impact);
        }
    r.roll = {{"dice", f}, {"damage_dice", dmg}, {"key", dis ? "disabled" : "not-disabled"}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("fng.mg-vs-vehicle", evaluate_mg, roll_mg)
}  // namespace pm::fng
