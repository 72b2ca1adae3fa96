// Pointman — the words of a summary that names outcomes (see summary_words.h).
#include "engine/summary_words.h"

#include <algorithm>

namespace pm {

std::string count_words(long long n, const std::string& singular, const std::string& plural) {
    return std::to_string(n) + " " + (n == 1 || n == -1 ? singular : plural);
}

std::string likeliest_words(const std::vector<Outcome>& outs, const std::string& noun, bool quote) {
    auto q = [&](const std::string& l) { return quote ? "\"" + l + "\"" : l; };
    // Rows that read the same (a 2d6 table printing one result on several rows) count as one
    // result, their chances added, in the order they first appear.
    std::vector<Outcome> merged;
    for (const auto& o : outs) {
        auto same = std::find_if(merged.begin(), merged.end(), [&](const Outcome& m) { return m.label == o.label; });
        if (same == merged.end())
            merged.push_back(o);
        else
            same->p = same->p + o.p;
    }
    std::vector<const Outcome*> live;
    Rational best(0);
    for (const auto& o : merged)
        if (!o.p.is_zero()) {
            live.push_back(&o);
            if (best < o.p) best = o.p;
        }
    if (live.empty()) return std::string();
    if (live.size() == 1) return "always " + q(live.front()->label);
    std::vector<const Outcome*> top;
    for (const auto* o : live)
        if (o->p == best) top.push_back(o);
    if (top.size() == live.size()) {
        std::string n = std::to_string(live.size());
        std::string s = "each of the " + n + " " + (live.size() < merged.size() ? "possible " : "") + noun + " 1 in " +
                        n + " (" + percent_text(best) + ")";
        return s;
    }
    if (top.size() == 1) return "most likely " + q(top.front()->label) + " at " + percent_text(best);
    std::string names;
    if (top.size() <= 3) {
        for (size_t i = 0; i < top.size(); ++i)
            names += (i == 0 ? "" : (i + 1 == top.size() ? " and " : ", ")) + q(top[i]->label);
        return names + " equally likely, " + percent_text(best) + " each";
    }
    return std::to_string(top.size()) + " " + noun + " share the top chance, " + percent_text(best) + " each";
}

}  // namespace pm
