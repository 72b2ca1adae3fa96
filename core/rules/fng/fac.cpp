// Pointman — FNG: fng.fac, a FAC brought by a reinforcement card: does it stay over the battle
// (FNG pp.45-47, footnote (2) of the US, Marine, SF/CIDG, ANZAC and ARVN tables).
//
// Each turn the player rolls 1d6 for the FAC: 1-4 it stays and can be called for further strikes,
// 5-6 it leaves for good (fac_stays). Over `turns` turns it is still there with (4/6)^turns.
// Artillery and mortars may not fire in a turn with any air support (p.49): noted in the result.
// Outcomes: "stays" (still on station after the last roll), "leaves". Seeded roll: one die a turn,
// stopping at the die that sends it away.
#include "rules/fng/fac.h"

#include <string>

#include "engine/exact/dist.h"

namespace pm::fng {

// [SECTION] the odds
Answer fac_on_station(const FacInput& in) {
    Answer r;
    const int turns = in.turns;
    const char* rule = "FNG pp.45-47 (US Army Reinforcements Table), note (2)";
    r.modifier("Each turn 1d6: the FAC stays on 1-4, leaves for good on 5-6", "1d6 a turn", rule);
    const Rational one = Dist::die().p_if(fac_stays);
    Rational stays(1);
    for (int t = 0; t < turns; ++t) stays = stays * one;
    r.outcome("stays", "Still on station after " + std::to_string(turns) + (turns == 1 ? " roll" : " rolls"), stays);
    r.outcome("leaves", "Gone before then", Rational(1) - stays);
    json each = json::array({"1"});  // index n: after n rolls
    Rational still(1);
    for (int t = 1; t <= turns; ++t) {
        still = still * one;
        each.push_back(still.str());
    }
    r.values["p_still_there"] = each;
    r.values["p_stays_each_turn"] = one.str();
    r.modifier("A strike needs radio contact with the FAC first", "see the radio", rule);
    r.modifier("No artillery or mortar fire in a turn with aircraft or helicopters overhead", "note", "FNG p.49");
    r.modifier("In an activation with no air strike the FAC may fly a run: fire one weapon or look for the enemy",
               "In Sight checks", "FNG p.53");
    r.summary = "The FAC stays " + percent_text(one) + " of turns; after " + std::to_string(turns) +
                (turns == 1 ? " roll" : " rolls") + " it is still there " + percent_text(stays) + ".";
    r.actions.push_back({{"label", "Make the call"}, {"link", "#/fng.radio"}});
    return r;
}

// [SECTION] the roll: one die a turn, stopping at the die that sends it away
void roll_fac_on_station(const FacInput& in, Prng& dice, Answer& r) {
    const int turns = in.turns;
    json faces = json::array();
    int left = 0;
    for (int t = 1; t <= turns; ++t) {
        const int f = dice.die();
        faces.push_back(f);
        if (!fac_stays(f)) {
            left = t;
            break;
        }
    }
    r.roll = {{"dice", faces}, {"left_on_roll", left}, {"key", left ? "leaves" : "stays"}};
}

}  // namespace pm::fng
