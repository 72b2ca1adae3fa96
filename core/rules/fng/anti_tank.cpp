// Pointman — FNG anti-tank fire: placing a round and penetrating (pp.30–32) (see rules/fng/anti_tank.h).
#include "rules/fng/anti_tank.h"

#include <algorithm>

namespace pm::fng {

AtResult resolve_placement(const AtSetup& s, int p1, int p2, int location) {
    int k = std::min(2, (p1 <= s.target) + (p2 <= s.target));
    bool hands_of_fate = p1 == 1 && p2 == 1;
    int ar;
    if (s.method == "close-assault") {
        if (k == 1) return {kFumble, 0};
        if (k == 0) return {kDisaster, 0};
        ar = s.ar_aimed;
    } else {
        if (k == 0) return {kMiss, 0};
        if (k == 2) {
            ar = s.ar_aimed;
        } else {
            if (s.fast) return {kMiss, 0};
            if (s.method == "main-gun" && s.within12) return {kOther, 0};
            if (location <= 2) {
                ar = s.ar_turret;
            } else {
                if (s.hull_down) return {kClank, 0};
                ar = s.ar_hull;
            }
        }
    }
    int diff = s.apr - ar;
    if (diff <= 0) {
        if (!hands_of_fate) return {kClank, 0};
        diff = 1;
    }
    return {-1, diff};
}

int resolve_penetration(int diff, int d1, int d2) {
    int p = (d1 <= diff) + (d2 <= diff);
    if (p == 2) return (d1 == d2 && (d1 == 5 || d1 == 6)) ? kOverkill : kDestroyed;
    return p == 1 ? kDisabled : kClank;
}

AtResult resolve_anti_tank(const AtSetup& s, const std::vector<int>& f) {
    AtResult r = resolve_placement(s, f[0], f[1], f[2]);
    if (r.outcome >= 0) return r;
    return {resolve_penetration(r.diff, f[3], f[4]), r.diff};
}

bool penetrated(int outcome) {
    return outcome == kDisabled || outcome == kDestroyed || outcome == kOverkill;
}

int vehicle_fire_die(VehicleFire v) {
    return v == VehicleFire::kUsList ? 6 : v == VehicleFire::kArvnList ? 4 : 0;
}

bool catches_fire(VehicleFire v, int fire_face) {
    if (v == VehicleFire::kUsList) return fire_face <= 2;    // 1-2 on a d6 (p.65)
    if (v == VehicleFire::kArvnList) return fire_face == 1;  // 25%: 1 on a d4 (p.70)
    return false;
}

}  // namespace pm::fng
