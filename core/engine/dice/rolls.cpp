#include "engine/dice/rolls.h"

#include <algorithm>
#include <functional>
#include <stdexcept>

#include "engine/dice/pool.h"

namespace pm::dice {

Dist keep_highest(int n, int sides) {
    if (n < 1) throw std::invalid_argument("keep_highest: n < 1");
    return pool_dist(PoolDie::d(sides), n, [](const PoolCounts& c) { return c.highest(); });
}

Dist keep_lowest(int n, int sides) {
    if (n < 1) throw std::invalid_argument("keep_lowest: n < 1");
    return pool_dist(PoolDie::d(sides), n, [](const PoolCounts& c) { return c.lowest(); });
}

Dist rep_plus_die(int rep) {
    return Dist::die().shifted(rep);
}

Rational chance_total_at_least(int rep, int threshold, int modifier, int best_of) {
    return keep_highest(best_of).shifted(rep + modifier).p_at_least(threshold);
}

Dist count_face(int n, int face) {
    Rational p = (face >= 1 && face <= 6) ? Rational(1, 6) : Rational(0);
    return Dist::binomial(n, p);
}

Rational chance_face_at_least(int n, int face, int k) {
    return count_face(n, face).p_at_least(k);
}

std::vector<int> sorted_desc(std::vector<int> faces) {
    std::sort(faces.begin(), faces.end(), std::greater<int>());
    return faces;
}

}  // namespace pm::dice
