// Pointman — a roll said in words: the response's `rolled` sentence.
//
// Every response to a request with a seed or the player's own dice carries `rolled`, one or two
// sentences saying what the roll gave, naming the dice that decided it ("Rolled 4: Viper on a
// tether."). A calculator may write its own (Result::rolled); when it leaves it empty the codec
// writes the default from the faces drawn and the label of the outcome roll.key names.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/dice/faces_text.h"  // faces_text: "4", "5, 2, 6"
#include "engine/json.h"
#include "engine/random/dice_source.h"
#include "engine/words.h"  // count_text, with_label

namespace pm {

// The faces of a json array of numbers (non-numbers skipped); a single number reads as itself.
std::vector<int> faces_of(const json& v);
// The label of the outcome whose key roll.key names (empty when it names none).
std::string rolled_label(const std::vector<Outcome>& outcomes, const json& roll);
// The default sentence: "Rolled 4: Viper on a tether." / "Rolled 5, 2, 6: …"; a die that is not a
// d6 is named after its face ("17 (d52)").
std::string default_rolled(const std::vector<Outcome>& outcomes, const json& roll, const std::vector<DieDraw>& drawn);

// The sentence of a roll the rule said step by step (engine/random/dice_steps.h): each step's
// words after the dice that decided it, with what they were for: "Rolled 5, 2, 6 to hit: 2 hits on
// the first target, the second missed; 1 for damage on the first target: obviously dead."
// It ends with the rolled outcome's label (`label`, when not already said word for word), so the
// player finds the row the roll landed on.
std::string stepped_rolled(const std::vector<RollStep>& steps, const std::vector<DieDraw>& drawn,
                           const std::vector<std::string>& purposes, std::string label = {});

}  // namespace pm
