// Pointman — a roll said in words: the response's `rolled` sentence.
//
// Every response to a request with a seed or the player's own dice carries `rolled`, one or two
// sentences saying what the roll gave, naming the dice that decided it ("Rolled 4: Viper on a
// tether."). A calculator may write its own (Result::rolled); when it leaves it empty the codec
// writes the default from the faces drawn and the label of the outcome roll.key names.
#pragma once

#include <string>
#include <vector>

#include "engine/json.h"
#include "engine/random/dice_source.h"
#include "engine/summary_words.h"

namespace pm {

// faces_text ("4", "5, 2, 6"): engine/summary_words.h.
// The faces of a json array of numbers (non-numbers skipped); a single number reads as itself.
std::vector<int> faces_of(const json& v);
// "1 hit", "2 hits".
std::string count_text(long long n, const std::string& one, const std::string& many);
// The label of the outcome whose key roll.key names (empty when it names none).
std::string rolled_label(const json& outcomes, const json& roll);
// "<head>: <label>." (a label's own final full stop dropped); "<head>." when the label is empty.
std::string with_label(const std::string& head, std::string label);
// The default sentence: "Rolled 4: Viper on a tether." / "Rolled 5, 2, 6: …"; a die that is not a
// d6 is named after its face ("17 (d52)").
std::string default_rolled(const json& outcomes, const json& roll, const std::vector<DieDraw>& drawn);

}  // namespace pm
