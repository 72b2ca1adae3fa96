// Pointman — small words for a rule's sentences: a count with its noun, a first letter lowered or
// raised, and a roll's head joined to its outcome's label. The rules (core/rules/) and the contract
// (contract/rolled.h, contract/summary_words.h) both say their sentences with these.
#pragma once

#include <string>

namespace pm {

// "1 hit", "2 hits".
inline std::string count_text(long long n, const std::string& one, const std::string& many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

// "<head>: <label>." (a label's own final full stop dropped); "<head>." when the label is empty.
inline std::string with_label(const std::string& head, std::string label) {
    while (!label.empty() && label.back() == '.') label.pop_back();
    return label.empty() ? head + "." : head + ": " + label + ".";
}

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
