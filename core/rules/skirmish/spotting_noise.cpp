// Pointman — Vietnam Skirmish spotting (VS-10, VS-A6) and noise (VS-9, VS-A5); see spotting_noise.h.
#include "rules/skirmish/spotting_noise.h"

#include <cmath>

#include "engine/data/data_files.h"

namespace pm::skirmish {

static const json& Data() {
    return data_json("skirmish/los-sighting.json");
}

// [SECTION] spotting
double spot_max_range() {
    return Data()["spotting"]["max_range"].get<double>();
}

int spot_need(double range, const std::string& fraction) {
    if (fraction == "nearest") return static_cast<int>(std::floor(range + 0.5));
    if (fraction == "down") return static_cast<int>(std::floor(range));
    return static_cast<int>(std::ceil(range - 1e-9));
}

bool spot_roll_allowed(double range) {
    return range <= spot_max_range();
}

bool spotted(int dice_total, int need) {
    return dice_total >= need;
}

Rational p_spot(double range, const std::string& fraction) {
    if (!spot_roll_allowed(range)) return Rational(0);
    const int need = spot_need(range, fraction);
    int n = 0;
    for (int a = 1; a <= 6; ++a)
        for (int b = 1; b <= 6; ++b) n += spotted(a + b, need);
    return Rational(n, 36);
}

// [SECTION] noise
int noise_result(int pips, double distance) {
    const double per = Data()["noise"]["per_full"].get<double>();
    return pips - static_cast<int>(std::floor(distance / per + 1e-12));
}

bool heard(int die, int result) {
    return die <= result;
}

Rational p_heard(int pips, double distance) {
    const int result = noise_result(pips, distance);
    int n = 0;
    for (int f = 1; f <= 6; ++f) n += heard(f, result);
    return Rational(n, 6);
}

}  // namespace pm::skirmish
