// Pointman — a roll said in words (see rolled.h).
#include "contract/rolled.h"

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

}  // namespace pm
