// Pointman — a recoilless rifle or RPG-7 shot at a vehicle or boat (recoilless_rifle.h).
#include "rules/sd/recoilless_rifle.h"

#include <string>

#include "engine/exact/dist.h"
#include "engine/summary_words.h"

namespace pm::sd {

// [SECTION] who may fire (31.13–31.15)
namespace {

void check_may_fire(const RecoillessRifleInput& in, Answer& r) {
    if (in.rpg) {
        if (in.cadre_has_rr)
            throw RuleError(ErrorCode::NotPossible, "cadre_has_rr",
                            "a cadre carrying a recoilless rifle may not also have an RPG-7 (31.13); fire the RR");
        if (in.rpg_used)
            throw RuleError(ErrorCode::NotPossible, "rpg_used",
                            "an RPG-7 fires once per game, and this one has fired (31.13)");
        if (in.target != RrTarget::Boat)
            r.modifier("Reading: an RPG-7 takes the recoilless rifle's modifiers (it fires as if it were an RPG-7)",
                       "applied", "S&D §31.13, Pointman reading 48");
    } else {
        if (in.fired_this_turn)
            throw RuleError(ErrorCode::NotPossible, "fired_this_turn",
                            "a recoilless rifle fires at most once per turn (31.13, 31.15)");
        if (in.ammo_rule && in.units_of_fire >= 4)
            throw RuleError(ErrorCode::NotPossible, "units_of_fire",
                            "the cadre has spent 4 units of fire and must resupply first (31.15)");
        if (in.fm_rule && in.mp_spent > 3)
            throw RuleError(ErrorCode::NotPossible, "mp_spent",
                            "under Fire and Movement the RR may fire only after at most 3 MP (31.14)");
    }
}

int drm_of(const RecoillessRifleInput& in) {
    return in.target == RrTarget::Apc ? 2 : 0;
}

}  // namespace

// [SECTION] the shot on the Vehicle Defense Table (31.13, 33.34)
Answer recoilless_rifle(const RecoillessRifleInput& in) {
    Answer r;
    check_may_fire(in, r);
    const int drm = drm_of(in);
    if (in.target == RrTarget::Apc)
        r.modifier("Against an APC (M113)", "+2", "S&D [31.13]");
    else if (in.target == RrTarget::Tank)
        r.modifier("Against a tank (M48)", "0", "S&D [31.13]");
    else
        r.modifier("Against a river patrol boat: no modifiers", "0", "S&D [33.34]");
    if (in.fm_rule)
        r.modifier(std::string("Moving under Fire and Movement adds no modifier to the ") + (in.rpg ? "RPG-7" : "RR"),
                   "0", "S&D [31.14]");
    r.values["drm"] = drm;
    r.values["no_regular_fire"] = true;
    const std::string weapon = in.rpg ? "the RPG-7" : "the RR";
    if (!in.vehicle_defense) {
        tables::wait_for_table(r, "sd.vehicle-defense");
        r.summary = "Roll on your Vehicle Defense Table with " + std::string(drm ? "+2" : "no modifier") +
                    (in.rpg ? "; an RPG-7 fires once per game." : "; the cadre makes no other fire attack this turn.");
        return r;
    }
    r.modifier("One die plus the modifier, read on your Vehicle Defense Table", "1 die",
               "S&D §31.13, Pointman reading 49");
    for (const auto& [result, pr] : tables::roll_table_results(*in.vehicle_defense, Dist::die(6).shifted(drm)))
        r.outcome(result, result, pr);
    r.values["table"] = "sd.vehicle-defense";
    if (in.target == RrTarget::Boat)
        r.modifier("A second Immobilized result destroys the boat", "applied", "S&D [33.34]");
    r.summary = "One die" + std::string(drm ? " +2" : "") + " on your Vehicle Defense Table: for " + weapon + ", " +
                likeliest_words(r.outcomes, "results", false) + ".";
    return r;
}

// One die plus the modifier, read on the same table; no roll before it is entered.
void roll_recoilless_rifle(const RecoillessRifleInput& in, Prng& dice, Answer& r) {
    if (r.values.value("table", "") != "sd.vehicle-defense") return;
    const int drm = drm_of(in);
    const int die = dice.die();
    r.roll =
        json{{"die", die}, {"modified", die + drm}, {"key", tables::roll_table_result(*in.vehicle_defense, die + drm)}};
}

}  // namespace pm::sd
