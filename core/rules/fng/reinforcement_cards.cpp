// Pointman — what a reinforcement card brings (see rules/fng/reinforcement_cards.h).
#include "rules/fng/reinforcement_cards.h"

#include <stdexcept>

#include "engine/data/data_files.h"

namespace pm::fng {

const json& reinforcement_armies() {
    return data_json("fng/reinforcement_cards.json").at("armies");
}

const json* reinforcement_army(const std::string& id) {
    for (const auto& a : reinforcement_armies())
        if (a.at("id") == id) return &a;
    return nullptr;
}

namespace {

const json& card_row(const json& army, const std::string& card) {
    if (!army.at("cards").contains(card)) throw std::logic_error("reinforcement_cards.json: no card " + card);
    return army.at("cards").at(card);
}

std::string kind_of(const json& army, const std::string& card, const CardSituation& s) {
    const json& r = card_row(army, card);
    const std::string k = r.value("kind", std::string());
    // The footnotes that replace the row without a die come first.
    if (k == "gunship" && (s.gunship_denied || s.raining)) return "";
    if (k == "gunship" && !s.night) return "";
    if (k == "vc-artillery" && s.artillery_denied) return "";
    if (k == "sniper" && army.at("sniper_rep5_from").get<int>() > 6) return "";
    return k;
}

CardResult fire_mission(const std::string& label, const CardSituation& s, const std::string& why) {
    if (s.artillery_denied) return {"nothing", "No reinforcements: artillery was denied for this game", "FNG p.50 (2)"};
    const bool mortar = label.find("ortar") != std::string::npos,
               artillery = label.find("rtillery") != std::string::npos;
    return {mortar && !artillery   ? "mortar-mission"
            : artillery && !mortar ? "artillery-mission"
                                   : "fire-mission",
            label, why};
}

}  // namespace

bool card_needs_die(const json& army, const std::string& card, const CardSituation& s) {
    const std::string k = kind_of(army, card, s);
    return k == "gunship" || k == "vc-artillery" || k == "sniper" || k == "vc-green-squad" || k == "vc-half-squad" ||
           k == "nva-half-squad";
}

CardResult resolve_card(const json& army, const std::string& card, const CardSituation& s, int die) {
    const json& r = card_row(army, card);
    const std::string k = r.value("kind", std::string());
    const std::string label = r.value("label", std::string());
    if (k.empty()) return {"units", label, ""};
    if (k == "none") return {"nothing", label, ""};
    if (k == "gunship") {
        if (s.gunship_denied) return {"units", "One squad: gunships were denied for this game", "FNG p.50 (2)"};
        if (s.raining) {
            return fire_mission("Artillery fire mission instead of the gunship (rain)", s, "rain");
        }
        if (!s.night) return {"gunship", "A gunship: roll on the Gunship Availability table", ""};
        for (const auto& b : army.at("night"))
            if (die >= b.at("lo").get<int>() && die <= b.at("hi").get<int>())
                return {b.at("key").get<std::string>(), b.at("label").get<std::string>(), "night"};
        throw std::logic_error("reinforcement_cards.json: night bands do not cover a die");
    }
    if (k == "fac") {
        if (s.air_denied) return {"nothing", "No reinforcements: air support was denied for this game", "FNG p.50 (2)"};
        if (s.raining) return {"nothing", "No reinforcements: rain keeps the aircraft away", "rain"};
        return {"fac-air-strike", "A FAC with one aircraft ready: roll Aircraft Availability, then radio the FAC", ""};
    }
    if (k == "fire-mission") return fire_mission(label.empty() ? "Mortar or artillery fire mission" : label, s, "");
    if (k == "vc-artillery") {
        if (s.artillery_denied) return fire_mission("", s, "");
        return die <= 3 ? CardResult{"artillery-mission", "Artillery fire mission", ""}
                        : CardResult{"mortar-mission", "Mortar fire mission instead", ""};
    }
    if (k == "tank") {
        if (s.vehicles_allowed) return {"tank", label + ": roll on the Tank Availability table", ""};
        return fire_mission(card == "9" ? "Artillery fire mission instead of the tank, and the rest of the platoon"
                                        : "Artillery fire mission instead of the tank",
                            s, "no ground vehicles");
    }
    if (k == "nva-tank")
        return s.vehicles_allowed ? CardResult{"tank", "A PT-76 tank", ""}
                                  : CardResult{"units", "An LMG team instead of the tank", "no ground vehicles"};
    if (k == "sniper") {
        const bool five = die >= army.at("sniper_rep5_from").get<int>() && army.at("sniper_rep5_from").get<int>() <= 6;
        return five ? CardResult{"sniper-rep5", "A Rep 5 sniper", ""} : CardResult{"sniper-rep4", "A Rep 4 sniper", ""};
    }
    if (k == "rest-of-platoon") {
        if (s.platoon_full)
            return {"units",
                    r.contains("full") ? r.at("full").get<std::string>() + " (the platoon is all here)"
                                       : "Another squad from another platoon (the platoon is all here)",
                    "platoon on the table"};
        return {"rest-of-platoon", label.empty() ? "The rest of the platoon" : label, ""};
    }
    if (k == "vc-green-squad")
        return die <= 3 ? CardResult{"green-squad-leader-rep4", "Green local squad (Rep 3) with a Rep 4 leader", ""}
                        : CardResult{"green-squad", "Green local squad, all Rep 3", ""};
    if (k == "vc-half-squad")
        return die <= 3 ? CardResult{"half-squad-support", "Local half-squad with an LMG or an RPG (3 rockets)", ""}
                        : CardResult{"half-squad", "Local half-squad with no LMG or RPG", ""};
    if (k == "nva-half-squad") {
        if (die <= 2) return {"half-squad-rpg", "Half-squad with an RPG", ""};
        if (die <= 4) return {"half-squad-lmg", "Half-squad with an LMG", ""};
        return {"half-squad", "Half-squad with neither", ""};
    }
    throw std::logic_error("reinforcement_cards.json: unknown kind " + k);
}

}  // namespace pm::fng
