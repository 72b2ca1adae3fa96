// Pointman — a rule worked out once as a plan, then read twice: for the exact odds and for a roll.
//
// Several rules (FNG firing, grenades, melee) first work out their situation from the typed input:
// dice, Rep, Impact, each modifier said as it is applied. The odds and the roll then both read that
// same plan, so the two never part ways, and a request that asks for both works it out only once.
//
// A plan is a class `P` with a constructor `P(const Input&, Answer&)` (its modifiers go into the
// Answer), `void odds(Answer&) const` and `void roll(Prng&, Answer&) const`.
#pragma once

#include "engine/answer.h"
#include "engine/random/prng.h"

namespace pm {

// The answer: the plan's modifiers, then its odds; with a dice source, then also its roll (the
// rule as one function of its input and a dice source: PM_REGISTER_RULE runs it so).
template <class Plan, class Input>
Answer planned_answer(const Input& in, Prng* dice = nullptr) {
    Answer a;
    const Plan plan(in, a);
    plan.odds(a);
    if (dice) plan.roll(*dice, a);
    return a;
}

// The roll alone, added to an answer already made from the same input (whose modifiers are in
// `a`): the plan is worked out again, its words set aside. The exact checks use it to roll one
// answer over every face without working its odds out again each time.
template <class Plan, class Input>
void planned_roll(const Input& in, Prng& dice, Answer& a) {
    Answer said;
    const Plan plan(in, said);
    plan.roll(dice, a);
}

}  // namespace pm
