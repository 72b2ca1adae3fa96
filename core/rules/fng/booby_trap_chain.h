// Pointman — FNG pp.59-60 Booby traps (FNG-T66, T67; digest fng.md §2.14), the whole chain: a booby
// trap from the moment a figure reaches it to what it does to him, as fng.booby-trap-chain asks it.
// Which trap (the Booby trap types table, or known), whether he finds it (1d6 <= Rep - 1 …),
// disarming it (2d6 against half his Rep), and when it goes off, its effect on him: a grenade's or
// mine's hit (Impact 2), punji (Impact 1), a CDM (Impact 3) on the Damage Table; the blade's or the
// viper's one melee attack (fng.melee's round, the trap as the enemy); the viper's poison (one
// die); a trip flare harms nobody. Every step is the rule function its step calculator calls
// (booby_traps.h, rolled_tables.h, damage.h, and fng.melee itself for the attacks; Pointman reading
// 63 for how they are read).
// Outcomes: "found" (found, no disarm), "disarmed", "left" (walked away), "flare" (a trip flare
// goes off), "unhurt" (went off, the attack missed), "KD", "OOF", "OD", "poisoned" (bitten, still
// poisoned after the first turn's roll).
// Seeded roll: (trap rolled) the type die, again while a daylight trip flare comes up; (tripwire,
// kind rolled) the tripwire's die; the find die; the disarm dice (2 a try); then the effect: the
// damage die, or the melee round's dice (fng.melee's order: the figure's, the trap's, then the damage
// die only when the blade wins) and, if bitten, the poison die.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "engine/answer.h"
#include "engine/random/prng.h"
#include "rules/fng/booby_traps.h"
#include "rules/fng/melee.h"

namespace pm::fng {

// One melee round with the trap as the enemy (the blade's or the viper's attack): the figure's side
// and the trap's. Only the trap's win hurts (Pointman reading 63).
struct TrapMeleeRound {
    std::string rules;  // "v1" or "2.0"
    int rep = 4;        // the figure's Rep and melee weapon (fng.melee's choices)
    std::string weapon;
    int enemy_rep = kBladeRep;  // the trap's
    std::string enemy_weapon;
    // Only the trap's win hurts, and the viper's bite poisons instead (Pointman reading 63): the
    // damage die is rolled for the blade's win only, never for the viper.
    MeleeDamageDie damage_die = MeleeDamageDie::EnemyWinOnly;
};
// fng.melee's rule on that round with fng.melee's other parameters at their defaults: the odds, and
// given dice, the round rolled from them (roll: key, your_dice, enemy_dice, damage_die), drawn from
// the chain's own dice source. The adapter reads fng.melee's data into the melee rule, so the attack
// is the very melee rule.
using TrapMelee = std::function<Answer(const TrapMeleeRound&, Prng* dice)>;

struct BoobyTrapChainInput {
    std::string trap = "roll";           // "roll" (the Booby trap types table) or a trap id
    std::string tripwire_kind = "roll";  // "roll", "explosive", "blade"
    bool daylight = false;               // a trip flare rolled in daylight is rolled again
    int rep = 4;
    std::string rules = "v1";  // "v1" or "2.0": the Damage Table and fng.melee's rules
    std::string weapon;        // the figure's melee weapon (fng.melee's choices)
    bool flak_jacket = false;
    bool tunnel = false;
    bool pointman = false;
    bool tunnel_rat_fast = false;
    bool disarm = false;
    bool wire_cutters = false;
    DisarmRule rule = DisarmRule::SecondPass1SetsOff;
    TrapMelee melee;
};

Answer booby_trap_chain(const BoobyTrapChainInput& in);
void roll_booby_trap_chain(const BoobyTrapChainInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
