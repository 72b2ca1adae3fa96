// Search & Destroy [31.0]–[31.17] cadre support weapons (SD-A1..A3, Tables SD-T1..T3) and
// [33.0] river patrol boats (SD-A10, SD-A11, Table SD-T6). The Vehicle Defense Table and the
// helicopter-fire roll are the base game's: these calculators give modifiers, limits and
// bookkeeping, not outcome distributions.
#include <string>

#include "data_access/data_files.h"
#include "registry/registry.h"
#include "tables/user_tables.h"

namespace pm::sd {
namespace {

// [SECTION] cadre and support element (SD-A1, SD-A2, SD-A3)
Result evaluate_cadre(const Params& p, const EvalContext&) {
    Result r;
    const std::string cadre = p.get_enum("cadre"), el = p.get_enum("element");
    const bool heavy = el == "hmg" || el == "rr";
    if (cadre == "company") {
        r.values["as"] = 2;
        r.values["ma"] = heavy ? 6 : 12;
        r.modifier("Company Cadre", "AS 2, MA 12", "S&D [31.0], Table SD-T1");
    } else {
        r.values["as"] = nullptr;  // base-game value
        r.values["ma"] = heavy ? json(6) : json(nullptr);
        r.modifier("Battalion Cadre: strength and movement from the base game", "base game", "S&D [31.0], Table SD-T1");
    }
    if (heavy) r.modifier(el == "hmg" ? "Carries a Heavy Machine Gun" : "Carries a Recoilless Rifle", "MA 6", "S&D [31.11], [31.13]");
    r.values["close_assault_drm"] = el == "sapper" ? 2 : 0;
    r.values["vs_helicopter_drm"] = el == "hmg" ? 2 : 0;
    r.values["fm_mp_and_fire"] = heavy ? json(3) : json(nullptr);
    if (el == "sapper") r.modifier("Sappers: close assaults get +2", "+2", "S&D [31.12], [32.7]");
    if (el == "hmg") r.modifier("HMG: fire at helicopters gets +2", "+2", "S&D [31.11] (SD-A3)");
    if (heavy) r.modifier("Under Fire and Movement it may spend up to 3 MP and still fire", "3 MP", "S&D [31.14]");
    std::string summary = "MA " + (r.values["ma"].is_null() ? std::string("as in the base game") : std::to_string(r.values["ma"].get<int>()));
    if (el == "rr") {
        const int spent = p.get_int("units_of_fire");
        const bool ammo_rule = p.get_bool("ammo_rule");
        r.values["rr_drm_vs_apc"] = 2;
        r.values["rr_drm_vs_tank"] = 0;
        r.values["out_of_ammo"] = ammo_rule && spent >= 4;
        if (ammo_rule)
            r.modifier("Ammunition rule: out after 4 units of fire (normal fire and RR shots)",
                       std::to_string(spent) + " of 4 spent", "S&D [31.15]");
        summary += ammo_rule && spent >= 4 ? "; out of ammunition until resupplied" : "";
    }
    r.summary = summary + ".";
    const json& ma = r.values["ma"];
    r.outcome(ma.is_null() ? "ma-base" : "ma-" + std::to_string(ma.get<int>()),
              ma.is_null() ? "Movement as in the base game" : "Movement allowance " + std::to_string(ma.get<int>()), Rational(1));
    r.actions.push_back(json{{"label", "Close assault with this cadre"}, {"link", std::string("#/sd.close-assault?sapper=") + (el == "sapper" ? "true" : "false")}});
    return r;
}

Calculator make_cadre() {
    Calculator c;
    c.id = "sd.cadre";
    c.title = "NLF cadre and support element";
    c.ruleset = "sd";
    c.citation = "S&D [31.0]–[31.16] (SD-A1, Tables SD-T1, SD-T2)";
    c.help = "Movement, strength and modifiers of a Company or Battalion Cadre carrying Sappers, a heavy machine gun or a recoilless rifle.";
    c.params = {
        ParamSpec::Enum("cadre", "Cadre", {{"company", "Company Cadre"}, {"battalion", "Battalion Cadre"}}, "company", "Which cadre."),
        ParamSpec::Enum("element", "Support element", {{"none", "None"}, {"sapper", "Sappers"}, {"hmg", "Heavy MG"}, {"rr", "Recoilless rifle"}},
                        "none", "At most one element per cadre."),
        ParamSpec::Bool("ammo_rule", "Ammunition rule in use", false, "The base game's units-of-fire rule is in play.").in_group("Recoilless rifle"),
        ParamSpec::Int("units_of_fire", "Units of fire spent", 0, 20, 0, "Units of fire the RR cadre has used since resupply.").in_group("Recoilless rifle"),
    };
    c.evaluate = evaluate_cadre;
    return c;
}

// [SECTION] recoilless rifle shot (SD-A2)
Result evaluate_rr(const Params& p, const EvalContext&) {
    Result r;
    const std::string target = p.get_enum("target");
    if (p.get_bool("fired_this_turn"))
        throw CalcError("not_possible", "fired_this_turn", "a recoilless rifle fires at most once per turn (31.13, 31.15)");
    if (p.get_bool("ammo_rule") && p.get_int("units_of_fire") >= 4)
        throw CalcError("not_possible", "units_of_fire", "the cadre has spent 4 units of fire and must resupply first (31.15)");
    if (p.get_bool("fm_rule") && p.get_int("mp_spent") > 3)
        throw CalcError("not_possible", "mp_spent", "under Fire and Movement the RR may fire only after at most 3 MP (31.14)");
    int drm = target == "apc" ? 2 : 0;
    if (target == "apc") r.modifier("Against an APC (M113)", "+2", "S&D [31.13]");
    else if (target == "tank") r.modifier("Against a tank (M48)", "0", "S&D [31.13]");
    else r.modifier("Against a river patrol boat: no modifiers", "0", "S&D [33.34]");
    if (p.get_bool("fm_rule")) r.modifier("Moving under Fire and Movement adds no modifier to the RR", "0", "S&D [31.14]");
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
    c.help = "Checks that a cadre's recoilless rifle may fire and gives its modifier for the base game's Vehicle Defense Table.";
    c.params = {
        ParamSpec::Enum("target", "Target", {{"tank", "Tank (M48)"}, {"apc", "APC (M113)"}, {"boat", "River patrol boat"}}, "apc", "What the RR fires at."),
        ParamSpec::Bool("fired_this_turn", "Already fired this turn", false, "The RR fires at most once per turn."),
        ParamSpec::Bool("ammo_rule", "Ammunition rule in use", false, "Units of fire are tracked."),
        ParamSpec::Int("units_of_fire", "Units of fire spent", 0, 20, 0, "Spent since the last resupply."),
        ParamSpec::Bool("fm_rule", "Fire and Movement in use", false, "Movement limits firing."),
        ParamSpec::Int("mp_spent", "MP spent this turn", 0, 12, 0, "Movement points the cadre spent."),
    };
    c.evaluate = evaluate_rr;
    return c;
}

// [SECTION] scenario additions [31.17]
Result evaluate_scen(const Params& p, const EvalContext&) {
    Result r;
    const std::string id = p.get_enum("scenario");
    for (const auto& s : data_json("sd/scenario-additions.json")["scenarios"]) {
        if (s["id"] != id) continue;
        for (const char* k : {"company_cadres", "sappers", "recoilless_rifles", "heavy_mgs"}) r.values[k] = s[k];
        const int cadres = s["company_cadres"], els = s["sappers"].get<int>() + s["recoilless_rifles"].get<int>() + s["heavy_mgs"].get<int>();
        r.values["elements_fit"] = els <= cadres;
        r.modifier("Extra NLF forces for scenario " + id, "added", "S&D [31.17], Table SD-T3");
        r.outcome("scenario-" + id, cadres == 0 ? "Nothing added" : "Forces added as listed", Rational(1));
        r.summary = cadres == 0 ? "Scenario " + id + ": nothing is added."
                                : "Scenario " + id + ": add " + std::to_string(cadres) + " Company Cadre" + (cadres == 1 ? "" : "s") +
                                      " and " + std::to_string(els) + " support element" + (els == 1 ? "" : "s") + " (one per cadre).";
    }
    return r;
}

Calculator make_scen() {
    Calculator c;
    c.id = "sd.scenario-additions";
    c.title = "Additions to existing scenarios";
    c.ruleset = "sd";
    c.citation = "S&D [31.17] (Table SD-T3)";
    c.help = "The extra Company Cadres and support elements the NLF player adds to each base-game scenario.";
    std::vector<Choice> ch;
    for (const auto& s : data_json("sd/scenario-additions.json")["scenarios"])
        ch.push_back({s["id"].get<std::string>(), "Scenario " + s["id"].get<std::string>()});
    c.params = {ParamSpec::Enum("scenario", "Scenario", ch, "27.11", "Base-game scenario number.")};
    c.evaluate = evaluate_scen;
    return c;
}

// [SECTION] river patrol boat (SD-A10, SD-A11)
Result evaluate_boat(const Params& p, const EvalContext&) {
    Result r;
    const int mp = p.get_int("mp_spent"), targets = p.get_int("targets");
    const bool may_fire = mp <= 20;
    r.values["may_fire"] = may_fire;
    r.values["strength_per_target"] = may_fire ? json(targets == 1 ? 12 : 6) : json(nullptr);
    r.modifier("May fire only after spending at most 20 of its 40 MP", std::to_string(mp) + " MP", "S&D [33.2], Table SD-T6");
    if (may_fire) r.modifier(targets == 1 ? "One target hex" : "Split between two hexes", targets == 1 ? "12" : "6 + 6", "S&D [33.2]");
    const int vp = p.get_int("vp_against") + p.get_int("new_vp");
    const int cas = p.get_int("casualties") + p.get_int("new_casualties");
    const int imm = p.get_int("immobilized") + (p.get_bool("new_immobilized") ? 1 : 0);
    r.values["vp_total"] = vp;
    r.values["casualties_total"] = cas;
    r.values["immobilized"] = imm;
    std::string why;
    if (vp >= 180) why = "180 or more NLF VP scored against it (Points CRT)";
    else if (cas >= 6) why = "6 or more casualties (Casualty CRT)";
    else if (imm >= 2) why = "a second Immobilized result";
    r.values["destroyed"] = !why.empty();
    r.values["can_move"] = why.empty() && imm == 0;
    r.modifier("Destroyed at 180 VP, 6 casualties or a second Immobilized; Pinned ignored", "defence 3", "S&D [33.3], Table SD-T6");
    if (!why.empty()) r.outcome("destroyed", "Boat destroyed", Rational(1));
    else if (imm) r.outcome("immobilized", "Immobilized, may still fire", Rational(1));
    else r.outcome("afloat", "Afloat and mobile", Rational(1));
    r.summary = !why.empty() ? "The boat is destroyed: " + why + "."
                             : std::string("The boat survives") + (imm ? ", immobilized (may still fire)" : "") +
                                   (may_fire ? "; it may fire." : "; it may not fire this Combat Phase.");
    return r;
}

Calculator make_boat() {
    Calculator c;
    c.id = "sd.patrol-boat";
    c.title = "River patrol boat tracker";
    c.ruleset = "sd";
    c.citation = "S&D [33.0]–[33.4] (SD-A10, SD-A11, Table SD-T6)";
    c.help = "Whether a river patrol boat may fire and with what strength, and the damage it has taken toward destruction.";
    c.params = {
        ParamSpec::Int("mp_spent", "MP spent last move", 0, 40, 0, "Movement points spent in the preceding Movement Phase."),
        ParamSpec::Int("targets", "Target hexes", 1, 2, 1, "Fire at one hex (12) or split between two (6 each)."),
        ParamSpec::Int("vp_against", "NLF VP against it so far", 0, 1000, 0, "Points CRT results scored against the boat."),
        ParamSpec::Int("new_vp", "New NLF VP", 0, 1000, 0, "VP of the result just rolled."),
        ParamSpec::Int("casualties", "Casualties so far", 0, 30, 0, "KIA and WIA markers it carries (Casualty CRT)."),
        ParamSpec::Int("new_casualties", "New casualties", 0, 30, 0, "KIA and WIA of the result just rolled."),
        ParamSpec::Int("immobilized", "Immobilized results so far", 0, 2, 0, "From RPG-7 or RR shots."),
        ParamSpec::Bool("new_immobilized", "New Immobilized result", false, "The shot just resolved immobilized it."),
    };
    c.evaluate = evaluate_boat;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_cadre)
PM_REGISTER_CALCULATOR(make_rr)
PM_REGISTER_CALCULATOR(make_scen)
PM_REGISTER_CALCULATOR(make_boat)
}  // namespace pm::sd
