// Pointman — FNG p.8, Random Character Generation, with the army lists' Unit Organisation (FNG-T100,
// pp.63-64, 67, 69-70): a squad made by the book (fng.make-squad).
//
// The men present: the list's Dice Generation, base + 1d6, never more than its paper strength (or
// the number the player asks for). The posts are filled in the book's order (NCO, Jr NCO, LMG
// gunners, the LMG assistant, the grenade launchers, then riflemen: data/fng/squads.json, with the
// weapons the list gives). Each man then rolls 1d6 on the list's Rep column (FNG-T100), and each
// Grunt draws his attribute: 1d6 odd or even picks the table, one card the attribute (FNG-T83,
// attributes.h); a Street Punk rolls one more die (FNG-T84). The player's Star, when asked for,
// takes the first post at the suggested Rep 4 with an attribute of his own choosing: nothing rolled.
//
// The odds: the Rep of one man of the list (the first rolled: the roll's key), from the very die
// the roll reads (roll_odds); the men present and each attribute's chance are in the values.
// The roll: the size die (when rolled), then for each man his Rep die, then (attributes on) the
// odd/even die, the card and a Street Punk's die. roll.squad holds the figures in the contract's
// figure shape (name, rep, weapon, attributes, star, status), ready for a roster.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

struct SquadInput {
    std::string column = "us-army";  // the army list (data/fng/squads.json, FNG-T100's column)
    int figures = 0;                 // 0: the list's Dice Generation rolls the men present
    bool attributes = true;          // each Grunt draws an attribute (FNG p.8)
    bool star = false;               // the first man is the player's Star (FNG p.4): Rep 4, nothing rolled
};

// The Rep a man of the list gets on one die (FNG-T100).
int squad_rep_for_face(const std::string& column, int face);

// The attribute ids a figure has from the attribute drawn (as printed) and, for a Street Punk, his
// die (FNG pp.7-9): the attribute itself, then what it gives.
std::vector<std::string> attributes_given(const std::string& printed, int street_punk_die);

Answer make_squad(const SquadInput& in);
void roll_make_squad(const SquadInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
