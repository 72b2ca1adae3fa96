// Pointman — one presented answer: a response as a person reads it, worded once for every view.
//
// The canvas (shell/app/result_view.cpp), the text view (web/text/text-view.js), the embed and
// copied text lay these words out and add none: every percentage comes from the one percent rule
// (engine/exact/percent.h), every exact fraction is short beside its percentage or "long" (the
// whole fraction a tap away), every count with its noun from count_text (engine/words.h).
//
//   {"ok": true,
//    "summary": "...",                     the odds in a sentence (or "error": "message [code]")
//    "rolled": "...",                      what the roll gave (the rule's sentence), when rolled
//    "roll": {"header": "Roll (seed 42)", ["fold": "Every die rolled (40 dice)"],
//             "dice": [{"die": "#1", "size": "d6", "rolled": "4"}, …]}     when rolled
//             ("nothing": the answer's sentence, or "Nothing to roll for this answer.", instead of dice)
//    "next": {"sides": 6, "text": "Next: a d6 (2 to go)"}                    the player's dice, short
//                                        (+ "so_far": what the dice given so far decided, where the rule says)
//    "outcomes": [{"key", "label", "percent", "exact", "long", "p", "rolled"}, …],
//    "cumulative": [{"key", "name", "percent", "at_least", "at_most"}, …]   ordered outcomes only
//    "values": [{"key", "label", "kind", "text", "full", "long": [...], "rows": [{"label", "text",
//               "full", "long"}]}, …],
//    "modifiers": [{"label", "value", "rule"}, …]}
//
// An outcome's "exact" is its fraction while short ("35/216", else ""), "long" the whole fraction
// when it is not ("n / d", breakable at the slash). A value's "text" holds its short fractions and
// leaves the long ones out; "full" is the same text with them in (breakable), "long" lists them.
// A table's value has its rows and no text (its rows say it all).
// A text that is an outcome's key reads as that outcome's label (the key is the contract's).
#pragma once

#include <string>
#include <string_view>

#include "engine/json.h"

namespace pm {

// `response`: an evaluate response. `needs`: when the player's own dice were too few, the
// needs_dice response (then `response` is the answer of odds_request: the odds meanwhile).
json present(const json& response, const json& needs = json());
// The same from JSON texts (the JS API): unreadable text gives {"ok": false, "error": ...}.
json present_text(std::string_view response, std::string_view needs = {});

// The line an answer reads first: its summary, or its error as "message [code]" (*is_error set).
std::string summary_words(const json& response, bool* is_error);

// The request whose answer is shown while the player's dice are too few: `request` without its
// dice when `response` is a needs_dice answer to it, else null (nothing to ask again).
json odds_request(const json& request, const json& response);

}  // namespace pm
