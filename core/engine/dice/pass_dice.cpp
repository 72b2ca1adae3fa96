#include "engine/dice/pass_dice.h"

#include <algorithm>

#include "engine/dice/pool.h"

namespace pm::dice {

Rational pass_chance(int target) {
    return Rational(std::clamp(target, 0, 6), 6);
}

Dist pass_count(int n, int target, int cap) {
    // n pass/fail dice as a pool: a die fails on 6 − t faces and passes on t (engine/dice/pool.h).
    const int t = std::clamp(target, 0, 6);
    PoolDie die;
    die.add(0, 6 - t);
    die.add(1, t);
    return pool_dist(die, n, [cap](const PoolCounts& c) { return std::min(cap, c.count_of(1)); });
}

Dist pass_count_with_leader(int n, int target, int leader_target, int cap) {
    return Dist::combine(pass_count(n, target, cap), pass_count(1, leader_target, 1),
                         [cap](int k, int ld) { return std::min(cap, k + ld); });
}

Dist pass_count_with_leader(int n, int target, int leader_target, int cap, LeaderDieRule rule) {
    if (rule == LeaderDieRule::CancelOneFailure) return pass_count_with_leader(n, target, leader_target, cap);
    return Dist::combine(pass_count(n, target, cap), pass_count(1, leader_target, 1),
                         [](int k, int ld) { return ld ? std::max(k, 1) : k; });
}

int passes_for_faces(const std::vector<int>& faces, int target, int cap) {
    int k = 0;
    for (int f : faces) k += f <= target;
    return std::min(k, cap);
}

int passes_with_leader_faces(const std::vector<int>& faces, int target, int leader_face, int leader_target, int cap,
                             LeaderDieRule rule) {
    int k = passes_for_faces(faces, target, cap);
    if (leader_face > 0 && leader_face <= leader_target)
        k = rule == LeaderDieRule::CancelOneFailure ? std::min(cap, k + 1) : std::max(k, 1);
    return k;
}

}  // namespace pm::dice
