// Pointman — FNG melee (FNG p.20 Melee Modifiers, Melee Results Table, Melee Damage Table; FNG 2.0
// p.2.0-1; digest fng.md §2.7, FNG-A6; FNG-T11 to T14): one melee pairing.
//
// Each side rolls 2d6 (Brawler, or Knifeman with a hand-held blade: 3d6 best two; Surprise in the
// first round: pass 1 → 1d6, pass 0 → no dice) against its modified Rep; passes capped at 2.
// The side with more passes wins; the winner rolls the Melee Damage Table against the loser:
//   v1:  die ≤ winner's Impact → OD; ≤ loser's Rep → KD; else OOF; winning by 2 turns KD into OOF.
//   2.0: die ≤ Impact → (1 → OD, else OOF); else KD; winning by 2: 1 → OD, else OOF.
// Bare hands never kill: the loser is knocked out and counts as OOF. Swimming: +1 Impact to every
// weapon (bare hands become Impact 1). Weapons and their Impact: data/fng/melee.json.
// The roll (seeded, or the player's own dice), in this order: your dice, the enemy's dice, then the
// winner's damage die (for the wins `damage_die` names).
#pragma once

#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm::fng {

enum class MeleeSurprise { None, Pass2, Pass1, Pass0 };  // the Surprise Check's result, first round

// One side of the pairing as the player describes it.
struct MeleeFighter {
    int rep = 4;
    std::string weapon = "bare-hands";  // a weapon id of data/fng/melee.json
    int opponents = 1;                  // enemies it fights at once
    bool prone = false, runt = false, slight_trouble = false, brawler = false, knifeman = false;
    MeleeSurprise surprise = MeleeSurprise::None;
};

// Which win the roll draws the Melee Damage die for: fng.melee rolls it for either side's win; a
// booby trap's round (fng.booby-trap-chain, Pointman reading 63) only for the trap's win, and the
// viper's round never (its bite poisons instead). A win with no damage die is key "win" or "lose".
enum class MeleeDamageDie { EitherWin, EnemyWinOnly, None };

struct MeleeInput {
    bool v2 = false;        // FNG 2.0 Melee Results and Damage
    bool swimming = false;  // fighting in deep water
    MeleeFighter you, enemy;
    MeleeDamageDie damage_die = MeleeDamageDie::EitherWin;  // the roll only; the odds are the same
};

Answer melee(const MeleeInput& in, Prng* dice = nullptr);  // with dice: also its roll
void roll_melee(const MeleeInput& in, Prng& dice, Answer& a);

}  // namespace pm::fng
