// Pointman — a roll said in words (see rolled.h).
#include "contract/rolled.h"

#include <algorithm>

namespace pm {

std::vector<int> faces_of(const json& v) {
    std::vector<int> out;
    if (v.is_number_integer()) out.push_back(v.get<int>());
    if (v.is_array())
        for (const auto& e : v)
            if (e.is_number_integer()) out.push_back(e.get<int>());
    return out;
}

std::string rolled_label(const std::vector<Outcome>& outcomes, const json& roll) {
    if (!roll.is_object()) return {};
    auto k = roll.find("key");
    if (k == roll.end()) return {};
    const std::string key = k->is_string() ? k->get<std::string>() : (k->is_number() ? k->dump() : std::string());
    for (const auto& o : outcomes)
        if (o.key == key) return o.label;
    return {};
}

std::string default_rolled(const std::vector<Outcome>& outcomes, const json& roll, const std::vector<DieDraw>& drawn) {
    std::string dice;
    for (size_t i = 0; i < drawn.size(); ++i) {
        dice += (i ? ", " : "") + std::to_string(drawn[i].face);
        if (drawn[i].sides != 6) dice += " (d" + std::to_string(drawn[i].sides) + ")";
    }
    // A roll read after its modifiers ("modified": the dice's total plus the die-roll modifiers).
    long long total = 0;
    for (const auto& d : drawn) total += d.face;
    if (roll.is_object() && roll.contains("modified") && roll["modified"].is_number_integer() &&
        roll["modified"].get<long long>() != total && !drawn.empty())
        dice += (drawn.size() > 1 ? ", modified to " : " modified to ") + roll["modified"].dump();
    std::string label = rolled_label(outcomes, roll);
    while (!label.empty() && label.back() == '.') label.pop_back();
    if (drawn.empty() && label.empty()) return "Nothing to roll for this answer.";
    const std::string head = drawn.empty() ? std::string("No die needed") : "Rolled " + dice;
    return label.empty() ? head + "." : head + ": " + label + ".";
}

namespace {
// The faces of drawn[from, to), each run of one purpose followed by it: "5, 2, 6 to hit and 1 for
// Tight Ammo"; a die other than a d6 is named after its face ("17 (d52)").
std::string dice_with_purposes(const std::vector<DieDraw>& drawn, size_t from, size_t to,
                               const std::vector<std::string>& purposes) {
    std::string out, run;
    auto close = [&](uint32_t purpose) {
        if (run.empty()) return;
        if (purpose > 0 && purpose < purposes.size() && !purposes[purpose].empty()) run += " " + purposes[purpose];
        out += (out.empty() ? "" : " and ") + run;
        run.clear();
    };
    for (size_t i = from; i < to && i < drawn.size(); ++i) {
        if (i > from && drawn[i].purpose != drawn[i - 1].purpose) close(drawn[i - 1].purpose);
        run += (run.empty() ? "" : ", ") + std::to_string(drawn[i].face);
        if (drawn[i].sides != 6) run += " (d" + std::to_string(drawn[i].sides) + ")";
    }
    if (to > from && to <= drawn.size()) close(drawn[to - 1].purpose);
    return out;
}
}  // namespace

std::string stepped_rolled(const std::vector<RollStep>& steps, const std::vector<DieDraw>& drawn,
                           const std::vector<std::string>& purposes, std::string label) {
    std::string text;
    size_t prev = 0;
    bool rolled_said = false;
    for (const auto& st : steps) {
        const size_t upto = std::min(st.after, drawn.size());
        const std::string dice = upto > prev ? dice_with_purposes(drawn, prev, upto, purposes) : std::string();
        std::string said = st.said;
        while (!said.empty() && said.back() == '.') said.pop_back();
        std::string part = dice.empty() ? said : (said.empty() ? dice : dice + ": " + said);
        if (!dice.empty() && !rolled_said) {
            part = "rolled " + part;  // "Rolled" once, before the first dice
            rolled_said = true;
        }
        if (!part.empty()) text += (text.empty() ? "" : "; ") + part;
        prev = std::max(prev, upto);
    }
    if (prev < drawn.size())
        text += (text.empty() ? "rolled " : "; then ") + dice_with_purposes(drawn, prev, drawn.size(), purposes);
    while (!label.empty() && label.back() == '.') label.pop_back();
    if (text.empty()) return label.empty() ? "Nothing to roll for this answer." : label + ".";
    text = upper_first(text) + ".";
    if (!label.empty() && text.find(label) == std::string::npos) text += " " + label + ".";
    return text;
}

}  // namespace pm
