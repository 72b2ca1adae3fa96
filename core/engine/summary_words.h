// Pointman — the words of a summary that names outcomes: said honestly when outcomes tie.
//
// A summary never calls an outcome "most likely" unless its chance is strictly the largest: a
// table whose live rows are all as likely says so ("each of the 6 rows 1 in 6"), a tie at the top
// names the tied rows, and an outcome with chance 0 is never named. The rules (core/rules/) write
// their summaries with these words; contract/summary_words.h hands them on to the calculators.
#pragma once

#include <string>
#include <vector>

#include "engine/answer.h"

namespace pm {

// One phrase, without a capital or a stop, for the likeliest of `outs` (noun: "rows", "results"):
//   one live outcome:        "always \"X\""
//   all live ones equal:     "each of the 6 rows 1 in 6 (16.7%)"   (", the others never" if some are 0)
//   a tie at the top:        "\"X\" and \"Y\" equally likely, 27.8% each"
//   otherwise:               "most likely \"X\" at 44.4%"
// Outcomes with the same label count as one, their chances added. quote=false leaves the labels
// unquoted.
std::string likeliest_words(const std::vector<Outcome>& outs, const std::string& noun = "rows", bool quote = true);

// "1 hit" / "2 hits": n with the noun's singular or plural.
std::string count_words(long long n, const std::string& singular, const std::string& plural);

// The text with its first letter lowered or raised (ASCII only), to join phrases into a sentence.
inline std::string lower_first(std::string s) {
    if (!s.empty() && s[0] >= 'A' && s[0] <= 'Z') s[0] = static_cast<char>(s[0] - 'A' + 'a');
    return s;
}
inline std::string upper_first(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

}  // namespace pm
