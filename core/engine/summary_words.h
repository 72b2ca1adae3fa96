// Pointman — the words of a summary that names outcomes: said honestly when outcomes tie. The rules
// say their summaries and rolls with them (the contract's summary_words.h and rolled.h read this).
//
// A summary never calls an outcome "most likely" unless its chance is strictly the largest: a
// table whose live rows are all as likely says so ("each of the 6 rows 1 in 6"), a tie at the top
// names the tied rows, and an outcome with chance 0 is never named.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/dice/faces_text.h"  // faces_text: "4", "5, 2, 6"
#include "engine/words.h"            // count_text, with_label, lower_first, upper_first

namespace pm {

// One phrase, without a capital or a stop, for the likeliest of `outs` (noun: "rows", "results"):
//   one live outcome:        "always \"X\""
//   all live ones equal:     "each of the 6 rows 1 in 6 (16.7%)"   (", the others never" if some are 0)
//   a tie at the top:        "\"X\" and \"Y\" equally likely, 27.8% each"
//   otherwise:               "most likely \"X\" at 44.4%"
// Outcomes with the same label count as one, their chances added. quote=false leaves the labels
// unquoted.
std::string likeliest_words(const std::vector<Outcome>& outs, const std::string& noun = "rows", bool quote = true);

}  // namespace pm
