// Pointman — the exact odds of a roll, taken from the roll itself.
//
// A calculator that both shows odds and rolls a seeded (or the player's) result writes the roll
// once, as a function drawing its dice from a Prng, and gets the odds here by running that very
// function over every face sequence it can draw: each run goes through a DiceSession (Count mode,
// dice_source.h) with the faces chosen so far, and the first die it asks for beyond them is
// branched over all its faces. Dice of any number of sides, a number of dice that depends on
// earlier faces (a distance die only when off target …) and the player's own dice are all covered,
// so the odds and the roll cannot disagree. The outcome labels are the function's int results.
//
// Meant for short rolls (a few dice): `max_runs` bounds the walk (DiceRunaway past it).
#pragma once

#include <cstddef>
#include <functional>

#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm {

Dist roll_odds(const std::function<int(Prng&)>& roll, size_t max_runs = 20000);

}  // namespace pm
