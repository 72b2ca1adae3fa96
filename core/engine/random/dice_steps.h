// Pointman — a roll said step by step, by the rule that rolls it.
//
// While it draws, a rule says what its dice are for and what each step decided; the open
// DiceSession (engine/random/dice_source.h) keeps both beside the faces, so the codec can lay them
// out for every calculator the same way: each die of roll.faces with its purpose ("for"), the
// roll's sentence step by step (contract/rolled.h), and, when the player's own dice run out, the
// steps their dice already decided and what the next die is for (the needs_dice answer). Outside a
// session (tests, benches, the odds) both are no-ops, and neither changes a draw.
//
//     { DiceFor to_hit("to hit"); faces = g.dice(n); }
//     roll_step("2 hits on the first target, the second missed");
//     { DiceFor dmg("for damage on the first target"); d = g.die(); }
//     roll_step("the first target: obviously dead");
#pragma once

#include <string>

#include "engine/random/dice_source.h"

namespace pm {

// The dice drawn while this lives are for `what`: a short phrase that reads after the faces ("5, 2
// to hit", "4 for the trap's type"). Nested purposes restore the outer one when they end.
class DiceFor {
public:
    explicit DiceFor(const std::string& what) : s_(DiceSession::current()) {
        if (s_) before_ = s_->set_purpose(what);
    }
    ~DiceFor() {
        if (s_) s_->restore_purpose(before_);
    }
    DiceFor(const DiceFor&) = delete;
    DiceFor& operator=(const DiceFor&) = delete;

private:
    DiceSession* s_;
    uint32_t before_ = 0;
};

// A step of the roll, decided by the dice drawn so far, in a few words ("2 hits on the first
// target, the second missed", "Tight Ammo: the weapon is empty").
inline void roll_step(std::string said) {
    if (DiceSession* s = DiceSession::current()) s->add_step(std::move(said));
}

// Whether anyone listens: a rule may skip building a step's words when no session is open.
inline bool steps_wanted() {
    return DiceSession::current() != nullptr;
}

}  // namespace pm
