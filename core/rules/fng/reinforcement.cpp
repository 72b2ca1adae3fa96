// Pointman — FNG reinforcements: who checks, which card, what the draw brings (pp.42, 44) (see
// rules/fng/reinforcement.h).
#include "rules/fng/reinforcement.h"

#include <algorithm>
#include <vector>

namespace pm::fng {

int reinforcement_checker(int die_a, int die_b) {
    if (die_a + die_b != 7) return 0;
    return die_a > die_b ? 1 : 2;
}

int reinforcement_card(const std::vector<int>& held, bool large_action) {
    int best = 0;
    for (int c : held) best = std::max(best, c);
    return large_action ? std::max(best, 10) : best;
}

DrawResult reinforcement_draw(int card, int drawn) {
    if (drawn < card) return {true, drawn};
    return {false, card};
}

}  // namespace pm::fng
