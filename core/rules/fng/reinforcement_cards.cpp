// Pointman — what a reinforcement card brings (see rules/fng/reinforcement_cards.h).
#include "rules/fng/reinforcement_cards.h"

#include <map>
#include <stdexcept>
#include <vector>

#include "engine/data/data_files.h"
#include "engine/exact/dist.h"
#include "rules/fng/fac.h"

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

//-----------------------------------------------------------------------------
// [SECTION] fng.reinforcement-card: what the card just drawn brings
//-----------------------------------------------------------------------------

namespace {

const json& card_army(const std::string& army_id) {
    const json* army = reinforcement_army(army_id);
    if (!army) throw RuleError(ErrorCode::OutOfRange, "army", "unknown army " + army_id);
    return *army;
}

}  // namespace

Answer reinforcement_card_answer(const ReinforcementCardInput& in) {
    Answer r;
    const json* army = &card_army(in.army);
    const std::string& card = in.card;
    const CardSituation& s = in.situation;
    const std::string rule = army->at("rule");
    r.modifier(army->at("label").get<std::string>() + " reinforcements, card " + card, "row " + card, rule);

    const bool die = card_needs_die(*army, card, s);
    // Outcomes in the order the die first reaches them; p = faces / 6 (or 1 without a die).
    std::vector<CardResult> order;
    std::map<std::string, int> faces;
    for (int f = 1; f <= (die ? 6 : 1); ++f) {
        CardResult c = resolve_card(*army, card, s, f);
        if (!faces.count(c.key)) order.push_back(c);
        faces[c.key] += 1;
    }
    for (const auto& c : order) r.outcome(c.key, c.label, Rational(faces[c.key], die ? 6 : 1));
    const CardResult first = order.front();
    if (first.why == "night")
        r.modifier("At night the gunship card brings the army's night aircraft: 1d6", "1d6",
                   rule + ", Pointman reading 5");
    else if (first.why == "rain")
        r.modifier(first.key == "nothing" ? "Rain: no aircraft, and the air strike card names no stand-in"
                                          : "Rain: an artillery mission comes instead of the gunship",
                   "replaced", first.key == "nothing" ? "FNG p.38, Pointman reading 13" : rule);
    else if (!first.why.empty())
        r.modifier(first.why.rfind("FNG", 0) == 0 ? "The radio was refused this support for the rest of the game"
                                                  : "Footnote: " + first.why,
                   "replaced", first.why.rfind("FNG", 0) == 0 ? first.why : rule);
    else if (die)
        r.modifier("The row's footnote is settled by 1d6", "1d6", rule);
    if (first.key == "fac-air-strike") {
        r.values["p_fac_stays_each_turn"] = Dist::die().p_if(fac_stays).str();
        r.modifier("Each turn the FAC stays on 1-4 of a d6 and leaves for good on 5-6", "1d6 a turn", rule);
    }
    if (first.key == "gunship" || first.key == "fac-air-strike" || first.key == "nighthawk" || first.key == "puff" ||
        first.key == "go-go-bird")
        r.modifier("No artillery or mortar fire in a turn with aircraft or helicopters overhead", "note", "FNG p.49");
    r.modifier("Where they come in: diamonds left flank, hearts right flank, spades and clubs from the rear",
               "the card's suit", "FNG p.49");
    r.values["footnote_die"] = die;
    r.summary = army->at("label").get<std::string>() + ", card " + card + ": " +
                (order.size() == 1 ? order.front().label
                                   : std::to_string(order.size()) + " possible results on the footnote die, e.g. " +
                                         order.front().label) +
                ".";
    r.actions.push_back(
        {{"label", "Chance the next draw brings reinforcements"}, {"link", "#/fng.reinforcement-check"}});
    return r;
}

// The footnote die, when the row has one, settled by the same resolve_card.
void roll_reinforcement_card(const ReinforcementCardInput& in, Prng& dice, Answer& r) {
    const json& army = card_army(in.army);
    const std::string& card = in.card;
    const CardSituation& s = in.situation;
    const bool die = card_needs_die(army, card, s);
    const int f = die ? dice.die() : 0;
    const CardResult c = resolve_card(army, card, s, die ? f : 1);
    r.roll = {{"die", die ? json(f) : json(nullptr)}, {"key", c.key}, {"brings", c.label}};
}

}  // namespace pm::fng
