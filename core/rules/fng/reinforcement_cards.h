// Pointman — what a reinforcement card brings (FNG pp.45-47, FNG-T41 to T47, and the request
// tables' notes on p.50): each army's row for the card drawn, with its footnote resolved. The rows
// are data (data/fng/reinforcement_cards.json); this is the one place their footnotes are read.
//
// Footnotes (a footnote that rolls uses one d6, `die`):
//   gunship     gunships denied for the game → one squad instead (p.50 (2)); rain → an artillery
//               mission instead; night → the army's night bands (Nighthawk, Go-Go Bird, Puff, or no
//               support; reading 5); day → a gunship from the Gunship Availability table
//   fac         air support denied → nothing (p.50 (2)); rain → nothing (reading 13); else a FAC
//               with one aircraft, which stays on 1-4 of a d6 each turn
//   fire-mission / vc-artillery   artillery denied → nothing (p.50 (2)); VC: 1-3 artillery, else mortar
//   tank / nva-tank               no ground vehicles here → an artillery mission (NVA: an LMG team)
//   sniper      Rep 5 from the army's `sniper_rep5_from` face up (4-6; ARVN never), else Rep 4
//   rest-of-platoon               the whole platoon is on the table → another squad (VC: an LMG team)
//   vc-green-squad, vc-half-squad, nva-half-squad   the leader's Rep or the support weapon
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/json.h"
#include "engine/random/prng.h"

namespace pm::fng {

const json& reinforcement_armies();  // data/fng/reinforcement_cards.json "armies"
const json* reinforcement_army(const std::string& id);

struct CardSituation {
    bool night = false;
    bool raining = false;
    bool vehicles_allowed = true;
    bool platoon_full = false;
    bool artillery_denied = false;
    bool air_denied = false;
    bool gunship_denied = false;
};

struct CardResult {
    std::string key;    // outcome key, e.g. "gunship", "nighthawk", "sniper-rep5", "units", "nothing"
    std::string label;  // short, our words
    std::string why;    // the footnote that changed it ("" when the row stands)
};

// Does this card, in this situation, roll a footnote die?
bool card_needs_die(const json& army, const std::string& card, const CardSituation& s);

// The card's result; `die` is the footnote die (ignored when none is needed).
CardResult resolve_card(const json& army, const std::string& card, const CardSituation& s, int die);

// fng.reinforcement-card: what the card just drawn (lower than the Reinforcement card) brings, army
// by army, with the footnote die resolved. Outcomes: what arrives, one outcome per possible result
// of the footnote die (a row with no footnote die has one outcome, certain), read by the same
// resolve_card the roll uses. The roll: the footnote die, when one is rolled.
struct ReinforcementCardInput {
    std::string army;  // an army id of reinforcement_armies()
    std::string card;  // the card drawn: "2" … "10", "J", "Q", "K", "A"
    CardSituation situation;
};
Answer reinforcement_card_answer(const ReinforcementCardInput& in);
void roll_reinforcement_card(const ReinforcementCardInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
