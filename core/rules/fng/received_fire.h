// Pointman — what a figure does after its Received Fire test (FNG p.22; QRS p.76, table FNG-T17),
// and the attributes that change that result (FNG pp.7-9: Coward, Tough, Nerves of Steel; Shirker
// is in rules/fng/outgunned.h since it changes who is outgunned, not the result); and the question
// fng.under-fire asks of it.
//
// The table is data: data/fng/reaction_tests.json, the "received-fire" test's "lines" (by passes,
// in the book's order; the first line that fits the figure applies) and "outcomes" (each result's
// key and label, in the order of UnderFireResult below); received_fire_result reads it.
// By passes:
//   2: chargers and those retrieving wounded carry on; outgunned or unable to fire: Duck Back;
//      everyone else finishes the move and fires.
//   1: chargers with a ranged weapon stop and fire, chargers without one carry on; retrieving
//      wounded carry on; in cover: fire back at -1 Rep; everyone else Ducks Back.
//   Outgunned (FNG p.12): forced to Duck Back and never fires back, so wherever a line would have
//   an outgunned figure fire he Ducks Back (in cover on a pass 1; a charger stopping to fire on a
//   pass 1 is Pointman reading 65).
//   0: chargers Duck Back; in cover: Hunker Down; retrieving wounded go prone; others Run Away.
// Then the attribute: Coward turns Duck Back into Hunker Down; Tough turns Hunker Down into Duck
// Back; Nerves of Steel is never made to Duck Back, so a Duck Back becomes "holds" (Pointman
// reading 42: he stays where he is and in sight, and fires only where the table lets him fire;
// outgunned on a pass 2 he holds without firing back, since being outgunned also bars firing back).
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::fng {

enum class UnderFireDoing { Charging, Retrieving, InCover, Other };
// "charging", "retrieving", "in-cover" (the contract's `doing` values); anything else is Other.
UnderFireDoing under_fire_doing(const std::string& id);

struct UnderFireFigure {
    UnderFireDoing doing = UnderFireDoing::Other;
    bool ranged_weapon = true;  // a charger with a ranged weapon stops and fires on a pass 1
    bool can_fire = true;       // the shooter is within his weapon's range
    bool outgunned = false;
};

enum class UnderFireAttribute { None, Coward, Tough, NervesOfSteel };

enum UnderFireResult : int {
    kUfCarryOn = 0,    // carries on (charge or retrieving wounded)
    kUfFire = 1,       // finishes the move (or stops) and fires
    kUfFireMinus = 2,  // fires back at -1 Rep
    kUfHolds = 3,      // Nerves of Steel: no Duck Back, stays where he is
    kUfDuckBack = 4,
    kUfHunker = 5,
    kUfProne = 6,
    kUfRunaway = 7,
};
constexpr int kUfCount = 8;
const char* under_fire_key(int result);    // "carry-on", "fire", "fire-minus1", "holds", ...
const char* under_fire_label(int result);  // short player label

// The table's citation: "FNG p.22; QRS p.76 (Received Fire Check)".
const std::string& received_fire_rule();

// The table's result for this many passes (0..2), before attributes: its first line that fits; for
// an outgunned figure a line that fires (back) is a Duck Back instead (FNG p.12: he cannot fire back).
int received_fire_result(int passes, const UnderFireFigure& f);
// The Outgunned rule's citation: "FNG p.12 (Outgunned)".
const std::string& outgunned_rule();
// The modifier every doing that reads the table for an outgunned figure says.
void outgunned_modifier(Answer& r);
// The attribute applied to a table result.
int with_attribute(int result, UnderFireAttribute a);
// What the figure does for this many passes: the table's line, then the attribute.
int received_fire_outcome(int passes, const UnderFireFigure& f, UnderFireAttribute a);
// The same over a distribution of passes (0..2): what the figure does, exactly. fng.under-fire and
// the fng.burst chain both read the test through it.
Dist received_fire_outcomes(const Dist& passes, const UnderFireFigure& f, UnderFireAttribute a);

// [SECTION] the Received Fire test, as fng.under-fire asks it
// Passes: `dice` dice against Rep + rep_mod, capped at 2 (FNG-A1); a Hero passes 2 without rolling.
// A figure within 4" of a Born Leader reacts as he does: the Born Leader's result, three dice
// (two plus his own) against his Rep. The passes are then read on the table for the figure's
// situation and the attribute applied. Shirker: always outgunned; Star and Hero: never
// (rules/fng/outgunned.h). A Star may choose his reaction instead: the odds are those of the
// table, and a modifier says so.
// The roll (seeded, or the player's own dice): the dice of the test (the Born Leader's when
// following one; none for a Hero).
struct UnderFireInput {
    int rep = 4, dice = 2, rep_mod = 0;
    int follow_born_leader = 0;      // the Born Leader's Rep within 4" (0: none)
    std::string doing = "other";     // "other", "in-cover", "charging", "retrieving"
    std::string attribute = "none";  // "coward", "tough", "nerves-of-steel", "shirker", or none
    bool outgunned = false;          // the shooter's OGR is higher than the figure's
    bool can_fire = true, ranged_weapon = true, hero = false, star = false;
};

// The outcomes, values, modifiers and links, and a summary naming the likeliest result.
Answer under_fire(const UnderFireInput& in, Prng* dice = nullptr);  // with dice: also its roll
void roll_under_fire(const UnderFireInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
