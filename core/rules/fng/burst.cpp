// Pointman — FNG: one firing followed to its end for each target (see burst.h).
#include "rules/fng/burst.h"

#include <cctype>

#include "engine/dice/pass_dice.h"

namespace pm::fng {

Dist burst_damage(const BurstTarget& t) {
    return fire_hits(t.fire).then([&](int h) { return worst_of_hits(h, t.impact, t.table, t.damage); });
}

Dist burst_passes(const BurstTarget& t) {
    return dice::pass_count(t.rf_dice, t.damage.target_rep);
}

Dist burst_received_fire(const BurstTarget& t) {
    return received_fire_outcomes(burst_passes(t), t.figure, t.attribute);
}

Dist burst_end(const BurstTarget& t) {
    const Dist rf = burst_received_fire(t).map([](int v) { return kBurstUnhurt + v; });
    return burst_damage(t).then([&](int worst) { return worst == kUnhurt ? rf : Dist::point(worst); });
}

int burst_end_for(const BurstTarget& t, int worst, int passes) {
    return worst == kUnhurt ? kBurstUnhurt + received_fire_outcome(passes, t.figure, t.attribute) : worst;
}

std::string burst_end_key(int end) {
    if (end < kBurstUnhurt) return severity_key(end);
    return std::string("unhurt-") + under_fire_key(end - kBurstUnhurt);
}

std::string burst_end_label(int end) {
    if (end < kBurstUnhurt) return severity_label(end);
    std::string l = under_fire_label(end - kBurstUnhurt);
    if (!l.empty()) l[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(l[0])));
    return "Unhurt, then " + l;
}

}  // namespace pm::fng
