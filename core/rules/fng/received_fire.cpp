#include "rules/fng/received_fire.h"

namespace pm::fng {

const char* under_fire_key(int result) {
    static const char* k[kUfCount] = {"carry-on",  "fire",        "fire-minus1", "holds",
                                      "duck-back", "hunker-down", "prone",       "runaway"};
    return k[result];
}

const char* under_fire_label(int result) {
    static const char* k[kUfCount] = {"Carries on (charge or retrieving wounded)",
                                      "Finishes the move or stops, and fires",
                                      "Fires back at -1 Rep",
                                      "Holds where he is: no Duck Back",
                                      "Ducks Back",
                                      "Hunkers Down",
                                      "Goes prone",
                                      "Runs away"};
    return k[result];
}

int received_fire_result(int passes, const UnderFireFigure& f) {
    const bool charging = f.doing == UnderFireDoing::Charging;
    const bool retrieving = f.doing == UnderFireDoing::Retrieving;
    const bool cover = f.doing == UnderFireDoing::InCover;
    if (passes >= 2) {
        if (charging || retrieving) return kUfCarryOn;
        if (f.outgunned || !f.can_fire) return kUfDuckBack;
        return kUfFire;
    }
    if (passes == 1) {
        if (charging) return f.ranged_weapon ? kUfFire : kUfCarryOn;
        if (retrieving) return kUfCarryOn;
        if (cover) return kUfFireMinus;
        return kUfDuckBack;
    }
    if (charging) return kUfDuckBack;
    if (cover) return kUfHunker;
    if (retrieving) return kUfProne;
    return kUfRunaway;
}

int with_attribute(int result, UnderFireAttribute a) {
    switch (a) {
        case UnderFireAttribute::Coward: return result == kUfDuckBack ? kUfHunker : result;
        case UnderFireAttribute::Tough: return result == kUfHunker ? kUfDuckBack : result;
        case UnderFireAttribute::NervesOfSteel: return result == kUfDuckBack ? kUfHolds : result;
        default: return result;
    }
}

int received_fire_outcome(int passes, const UnderFireFigure& f, UnderFireAttribute a) {
    return with_attribute(received_fire_result(passes, f), a);
}

Dist received_fire_outcomes(const Dist& passes, const UnderFireFigure& f, UnderFireAttribute a) {
    return passes.map([&](int k) { return received_fire_outcome(k, f, a); });
}

}  // namespace pm::fng
