// Search & Destroy cadre units and support elements (cadre.h).

#include "rules/sd/cadre.h"

namespace pm::sd {

// [SECTION] cadre and support element (SD-A1, SD-A2, SD-A3)
Answer cadre(const CadreInput& in) {
    Answer r;
    const std::string &cadre = in.cadre, &el = in.element;
    const bool heavy = el == "hmg" || el == "rr";
    if (el == "rr" && in.rpg7)
        throw RuleError(ErrorCode::NotPossible, "rpg7",
                        "a cadre carrying a recoilless rifle may not also have an RPG-7 (S&D 31.13)");
    if (cadre == "company") {
        r.values["as"] = 2;
        r.values["ma"] = heavy ? 6 : 12;
        r.modifier("Company Cadre", "AS 2, MA 12", "S&D §31.0, cadre units");
    } else {
        r.values["as"] = nullptr;  // base-game value
        r.values["ma"] = heavy ? json(6) : json(nullptr);
        r.modifier("Battalion Cadre: strength and movement from the base game", "base game", "S&D §31.0, cadre units");
    }
    if (heavy)
        r.modifier(el == "hmg" ? "Carries a Heavy Machine Gun" : "Carries a Recoilless Rifle", "MA 6",
                   "S&D [31.11], [31.13]");
    r.values["close_assault_drm"] = el == "sapper" ? 2 : 0;
    r.values["vs_helicopter_drm"] = el == "hmg" ? 2 : 0;
    r.values["fm_mp_and_fire"] = heavy ? json(3) : json(nullptr);
    if (el == "sapper") r.modifier("Sappers: close assaults get +2", "+2", "S&D [31.12], [32.7]");
    if (el == "hmg") r.modifier("HMG: fire at helicopters gets +2", "+2", "S&D §31.11");
    if (heavy) r.modifier("Under Fire and Movement it may spend up to 3 MP and still fire", "3 MP", "S&D [31.14]");
    std::string summary = "MA " + (r.values["ma"].is_null() ? std::string("as in the base game")
                                                            : std::to_string(r.values["ma"].get<int>()));
    if (el == "rr") {
        const int spent = in.units_of_fire;
        const bool ammo_rule = in.ammo_rule;
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
              ma.is_null() ? "Movement as in the base game" : "Movement allowance " + std::to_string(ma.get<int>()),
              Rational(1));
    r.actions.push_back(
        json{{"label", "Close assault with this cadre"},
             {"link", std::string("#/sd.close-assault?sapper=") + (el == "sapper" ? "true" : "false")}});
    return r;
}

}  // namespace pm::sd
