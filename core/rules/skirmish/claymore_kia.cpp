// Pointman — Vietnam Skirmish, claymores and the KIA check (see claymore_kia.h).
#include "rules/skirmish/claymore_kia.h"

#include <algorithm>

namespace pm::skirmish {

ClaymoreZone claymore_zone(double d, bool in_arc, bool three_inches_inner) {
    if (!in_arc) return ClaymoreZone::None;
    if (three_inches_inner ? d <= 3 : d < 3) return ClaymoreZone::Within3;
    if (d <= 7) return ClaymoreZone::Within7;
    return ClaymoreZone::None;
}

int claymore_need(ClaymoreZone z) {
    return z == ClaymoreZone::Within3 ? 4 : z == ClaymoreZone::Within7 ? 5 : 7;
}

int claymore_counters(ClaymoreZone z) {
    return z == ClaymoreZone::Within3 ? 2 : z == ClaymoreZone::Within7 ? 1 : 0;
}

int claymore_counters_for_face(int face, ClaymoreZone z) {
    return face >= claymore_need(z) ? claymore_counters(z) : 0;
}

Dist claymore_counters_odds(ClaymoreZone z) {
    return Dist::die().map([&](int f) { return claymore_counters_for_face(f, z); });
}

bool kia_removed(int face, int counters) {
    return face <= counters;
}

Rational kia_chance(int counters) {
    int n = 0;
    for (int f = 1; f <= 6; ++f) n += kia_removed(f, counters);
    return Rational(n, 6);
}

}  // namespace pm::skirmish
