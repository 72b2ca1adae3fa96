// Pointman — `sd.recoilless-rifle`: recoilless rifle or RPG-7 shot at a vehicle or boat (SD-A2).

#include <string>

#include "contract/calculator_data.h"
#include "contract/summary_words.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::sd {
namespace {

// [SECTION] recoilless rifle or RPG-7 shot (SD-A2)
// With the player's Vehicle Defense Table ("sd.vehicle-defense", kind roll: result by modified
// roll) the shot's odds are one six-sided die plus the modifier (reading E-301); the seeded roll
// draws that one die, Prng::die() (generator 1: without the table there is no roll, as before).
Result evaluate_rr(const Params& p, const EvalContext& ctx) {
    Result r;
    const std::string target = p.get_enum("target");
    const bool rpg = p.get_enum("weapon") == "rpg-7";
    if (rpg) {
        if (p.get_bool("cadre_has_rr"))
            throw CalcError(ErrorCode::NotPossible, "cadre_has_rr",
                            "a cadre carrying a recoilless rifle may not also have an RPG-7 (31.13); fire the RR");
        if (p.get_bool("rpg_used"))
            throw CalcError(ErrorCode::NotPossible, "rpg_used",
                            "an RPG-7 fires once per game, and this one has fired (31.13)");
        if (target != "boat")
            r.modifier("Reading: an RPG-7 takes the recoilless rifle's modifiers (it fires as if it were an RPG-7)",
                       "applied", "S&D §31.13, Pointman reading 48");
    } else {
        if (p.get_bool("fired_this_turn"))
            throw CalcError(ErrorCode::NotPossible, "fired_this_turn",
                            "a recoilless rifle fires at most once per turn (31.13, 31.15)");
        if (p.get_bool("ammo_rule") && p.get_int("units_of_fire") >= 4)
            throw CalcError(ErrorCode::NotPossible, "units_of_fire",
                            "the cadre has spent 4 units of fire and must resupply first (31.15)");
        if (p.get_bool("fm_rule") && p.get_int("mp_spent") > 3)
            throw CalcError(ErrorCode::NotPossible, "mp_spent",
                            "under Fire and Movement the RR may fire only after at most 3 MP (31.14)");
    }
    int drm = target == "apc" ? 2 : 0;
    if (target == "apc")
        r.modifier("Against an APC (M113)", "+2", "S&D [31.13]");
    else if (target == "tank")
        r.modifier("Against a tank (M48)", "0", "S&D [31.13]");
    else
        r.modifier("Against a river patrol boat: no modifiers", "0", "S&D [33.34]");
    if (p.get_bool("fm_rule"))
        r.modifier(std::string("Moving under Fire and Movement adds no modifier to the ") + (rpg ? "RPG-7" : "RR"), "0",
                   "S&D [31.14]");
    r.values["drm"] = drm;
    r.values["no_regular_fire"] = true;
    const std::string weapon = rpg ? "the RPG-7" : "the RR";
    const json mine = tables::player_table(ctx, "sd.vehicle-defense");
    if (mine.is_null()) {
        tables::wait_for_table(r, "sd.vehicle-defense");
        r.summary = "Roll on your Vehicle Defense Table with " + std::string(drm ? "+2" : "no modifier") +
                    (rpg ? "; an RPG-7 fires once per game." : "; the cadre makes no other fire attack this turn.");
        return r;
    }
    const tables::RollTable t = tables::parse_roll_table("sd.vehicle-defense", mine);
    r.modifier("One die plus the modifier, read on your Vehicle Defense Table", "1 die",
               "S&D §31.13, Pointman reading 49");
    for (const auto& [result, pr] : tables::roll_table_results(t, Dist::die(6).shifted(drm)))
        r.outcome(result, result, pr);
    r.values["table"] = "sd.vehicle-defense";
    if (target == "boat") r.modifier("A second Immobilized result destroys the boat", "applied", "S&D [33.34]");
    r.summary = "One die" + std::string(drm ? " +2" : "") + " on your Vehicle Defense Table: for " + weapon + ", " +
                likeliest_words(r.outcomes, "results", false) + ".";
    return r;
}

// One die plus the modifier the answer settled, read on the same table; no roll before it is entered.
void roll_rr(const Params&, const EvalContext& ctx, Prng& dice, Result& r) {
    if (r.values.value("table", "") != "sd.vehicle-defense") return;
    const tables::RollTable t =
        tables::parse_roll_table("sd.vehicle-defense", tables::player_table(ctx, "sd.vehicle-defense"));
    const int drm = r.values["drm"].get<int>();
    const int die = dice.die();
    r.roll = json{{"die", die}, {"modified", die + drm}, {"key", tables::roll_table_result(t, die + drm)}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("sd.recoilless-rifle", evaluate_rr, roll_rr)
}  // namespace pm::sd
