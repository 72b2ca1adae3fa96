// Pointman — `sd.recoilless-rifle`: recoilless rifle shot (SD-A2).

#include <string>

#include "contract/registry.h"
#include "contract/tables/user_tables.h"
#include "engine/data/data_files.h"

namespace pm::sd {
namespace {

// [SECTION] recoilless rifle shot (SD-A2)
Result evaluate_rr(const Params& p, const EvalContext&) {
    Result r;
    const std::string target = p.get_enum("target");
    if (p.get_bool("fired_this_turn"))
        throw CalcError(ErrorCode::NotPossible, "fired_this_turn",
                        "a recoilless rifle fires at most once per turn (31.13, 31.15)");
    if (p.get_bool("ammo_rule") && p.get_int("units_of_fire") >= 4)
        throw CalcError(ErrorCode::NotPossible, "units_of_fire",
                        "the cadre has spent 4 units of fire and must resupply first (31.15)");
    if (p.get_bool("fm_rule") && p.get_int("mp_spent") > 3)
        throw CalcError(ErrorCode::NotPossible, "mp_spent",
                        "under Fire and Movement the RR may fire only after at most 3 MP (31.14)");
    int drm = target == "apc" ? 2 : 0;
    if (target == "apc")
        r.modifier("Against an APC (M113)", "+2", "S&D [31.13]");
    else if (target == "tank")
        r.modifier("Against a tank (M48)", "0", "S&D [31.13]");
    else
        r.modifier("Against a river patrol boat: no modifiers", "0", "S&D [33.34]");
    if (p.get_bool("fm_rule"))
        r.modifier("Moving under Fire and Movement adds no modifier to the RR", "0", "S&D [31.14]");
    r.values["drm"] = drm;
    r.values["no_regular_fire"] = true;
    tables::wait_for_table(r, "Vehicle Defense Table (base game)");
    r.summary = "Roll on your Vehicle Defense Table with " + std::string(drm ? "+2" : "no modifier") +
                "; the cadre makes no other fire attack this turn.";
    return r;
}

Calculator make_rr() {
    Calculator c;
    c.id = "sd.recoilless-rifle";
    c.title = "Recoilless rifle shot at a vehicle or boat";
    c.ruleset = "sd";
    c.citation = "S&D [31.13]–[31.15], [33.34] (SD-A2)";
    c.help =
        "Checks that a cadre's recoilless rifle may fire and gives its modifier for the base game's Vehicle Defense "
        "Table.";
    c.params = {
        ParamSpec::Enum("target", "Target",
                        {{"tank", "Tank (M48)"}, {"apc", "APC (M113)"}, {"boat", "River patrol boat"}}, "apc",
                        "What the RR fires at."),
        ParamSpec::Bool("fired_this_turn", "Already fired this turn", false, "The RR fires at most once per turn."),
        ParamSpec::Bool("ammo_rule", "Ammunition rule in use", false, "Units of fire are tracked."),
        ParamSpec::Int("units_of_fire", "Units of fire spent", 0, 20, 0, "Spent since the last resupply."),
        ParamSpec::Bool("fm_rule", "Fire and Movement in use", false, "Movement limits firing."),
        ParamSpec::Int("mp_spent", "MP spent this turn", 0, 12, 0, "Movement points the cadre spent."),
    };
    c.evaluate = evaluate_rr;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_rr)
}  // namespace pm::sd
