// Dealing the enemy's hidden cards, solo Large Action (FNG p.42, FNG-T91). See enemy_deal.h.
#include "rules/fng/enemy_deal.h"

#include <algorithm>
#include <stdexcept>

namespace pm::fng {

int enemy_cards_real(int support, bool doubled) {
    return support * (doubled ? 2 : 1);
}

EnemyStack make_enemy_stack(const std::vector<Card>& drawn) {
    EnemyStack s;
    int red = 0;
    for (const Card& c : drawn) red += is_red(c.suit);
    s.real_red = 2 * red > static_cast<int>(drawn.size());
    for (Card c : drawn) {
        if (is_red(c.suit) != s.real_red) {
            // same rank, a suit of the other colour: hearts <-> spades, diamonds <-> clubs
            c.suit = c.suit == 'H' ? 'S' : c.suit == 'D' ? 'C' : c.suit == 'S' ? 'H' : 'D';
            ++s.recoloured;
        }
        s.real.push_back(c);
    }
    return s;
}

Placement place_enemy_cards(int total, const std::vector<SectionRoll>& rolls) {
    Placement p;
    p.left = total;
    for (SectionRoll r : rolls) {
        if (p.left == 0) break;
        if (r.section < 1 || r.section > 6 || r.count < 1 || r.count > 6)
            throw std::invalid_argument("section and count are dice: 1 to 6");
        r.placed = std::min(r.count, p.left);
        r.first_card = total - p.left;
        p.left -= r.placed;
        p.per_section[r.section - 1] += r.placed;
        p.rolls.push_back(r);
    }
    return p;
}

}  // namespace pm::fng
