// Dealing the enemy's hidden cards, solo Large Action (FNG p.42, FNG-T91). See enemy_deal.h.
#include "rules/fng/enemy_deal.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
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

namespace {

// C(n, k) as an exact rational (small n).
Rational choose(int n, int k) {
    if (k < 0 || k > n) return Rational(0);
    Rational c(1);
    for (int i = 1; i <= k; ++i) c = c * Rational(n - k + i, i);
    return c;
}

}  // namespace

// [SECTION] the odds (FNG-T91): how many cards land in the area
Answer enemy_placement(const EnemyPlacementInput& in) {
    Answer r;
    int support = in.support;
    int real = enemy_cards_real(support, in.doubled);
    int total = real * 3;
    r.values["cards_real"] = real;
    r.values["cards_dummy"] = 2 * real;
    r.values["cards_total"] = total;
    int numbers = in.numbers;
    if (total > 12)
        throw RuleError(ErrorCode::NotPossible, "support",
                        "exact odds are limited to 12 cards (Support 4, or Support 2 when doubled): larger stacks need "
                        "fractions beyond 64 bits; on average " +
                            std::to_string(total) + " x " + std::to_string(numbers) + "/6 cards land in the area");
    r.modifier("Cards: " + std::to_string(real) + " real and " + std::to_string(2 * real) + " dummies",
               std::to_string(total), "FNG p.42 (Generating enemy forces, solo Large Action)");
    // Exact DP in integers: after j placement rolls a path's weight is a count over 36^j; a path
    // that ends at step j is scaled to the common denominator 36^12 (12 cards need at most 12 rolls,
    // and 36^12 < 2^63). Per roll: count die c (1/6 each) and the section die (area: numbers of 6).
    const int kMaxSteps = 12;
    auto pow36 = [](int e) {
        int64_t v = 1;
        for (int i = 0; i < e; ++i) v *= 36;
        return v;
    };
    // cur[left][in]
    std::vector<std::vector<int64_t>> cur(total + 1, std::vector<int64_t>(total + 1, 0));
    cur[total][0] = 1;
    bool any = true;
    std::map<int, int64_t> done;   // cards in the area → count over 36^12
    std::map<int, int64_t> steps;  // number of placement rolls → count over 36^12
    int step = 0;
    while (any) {
        ++step;
        any = false;
        std::vector<std::vector<int64_t>> next(total + 1, std::vector<int64_t>(total + 1, 0));
        for (int left = 1; left <= total; ++left)
            for (int in0 = 0; in0 <= total; ++in0) {
                int64_t w = cur[left][in0];
                if (w == 0) continue;
                for (int c = 1; c <= 6; ++c) {
                    int put = std::min(c, left);
                    for (int area = 0; area <= 1; ++area) {
                        int64_t ww = w * (area ? numbers : 6 - numbers);
                        if (ww == 0) continue;
                        int in = in0 + (area ? put : 0);
                        if (left - put == 0) {
                            int64_t scaled = ww * pow36(kMaxSteps - step);
                            done[in] += scaled;
                            steps[step] += scaled;
                        } else {
                            next[left - put][in] += ww;
                            any = true;
                        }
                    }
                }
            }
        cur.swap(next);
    }
    const int64_t den = pow36(kMaxSteps);
    std::map<int, Rational> pdone;
    for (const auto& [k, v] : done) pdone[k] = Rational(v, den);
    Rational any_real(0);
    for (int k = 0; k <= total; ++k) {
        Rational pk = pdone.count(k) ? pdone[k] : Rational(0);
        r.outcome(std::to_string(k), std::to_string(k) + (k == 1 ? " card" : " cards") + " in the area", pk);
        // all k dealt cards dummies: C(2·real, k) / C(total, k)
        if (!pk.is_zero()) any_real += pk * (Rational(1) - choose(2 * real, k) / choose(total, k));
    }
    r.values["p_real_card_in_area"] = any_real.to_double();
    r.values["p_real_card_in_area_exact"] = any_real.str();
    json sj = json::object();
    for (const auto& [k, v] : steps) sj[std::to_string(k)] = Rational(v, den).str();
    r.values["placement_rolls"] = sj;
    r.summary = "The area gets no card " + percent_text(pdone.count(0) ? pdone[0] : Rational(0)) +
                " of the time; at least one real enemy card " + percent_text(any_real) + ".";
    return r;
}

// [SECTION] the roll

// A whole deal: section and count dice until the stack is empty, then the stack shuffled to say
// which dealt cards are real.
void roll_enemy_placement(const EnemyPlacementInput& area, Prng& dice, Answer& r) {
    const int real = enemy_cards_real(area.support, area.doubled);
    const int total = real * 3;
    const int numbers = area.numbers;
    json rolls = json::array();
    std::vector<SectionRoll> dealt;
    int left = total, in = 0;
    while (left > 0) {
        int s = dice.die(), c = dice.die();
        int put = std::min(c, left);
        left -= put;
        if (s <= numbers) in += put;
        rolls.push_back({{"section", s}, {"count", c}, {"placed", put}});
        SectionRoll sr;
        sr.section = s;
        sr.count = c;
        dealt.push_back(sr);
    }
    Placement pl = place_enemy_cards(total, dealt);
    // Which dealt cards are real: the shuffled stack turned up card by card, each real with the chance
    // of the real cards left among the cards left (a die of as many sides as cards left: real on
    // a face up to the real ones left). Only while it can change what a section holds: not once the
    // rest are all real or all dummies, nor when the cards left all lie in one section.
    std::vector<int> section_of(total, 0);
    for (const auto& sr : pl.rolls)
        for (int k = sr.first_card; k < sr.first_card + sr.placed; ++k) section_of[k] = sr.section;
    std::vector<bool> is_real(total, false);
    int real_left = real;
    for (int k = 0; k < total && real_left > 0; ++k) {
        const int cards_left = total - k;
        const bool one_section =
            std::all_of(section_of.begin() + k, section_of.end(), [&](int s) { return s == section_of[k]; });
        if (real_left == cards_left || one_section) {
            for (int i = k; i < k + real_left; ++i) is_real[i] = true;
            break;
        }
        is_real[k] = dice.die(cards_left) <= real_left;
        real_left -= is_real[k];
    }
    json sections = json::array();
    std::array<int, 6> real_in{};
    for (const auto& sr : pl.rolls)
        for (int k = sr.first_card; k < sr.first_card + sr.placed; ++k) real_in[sr.section - 1] += is_real[k];
    for (int i = 0; i < 6; ++i)
        sections.push_back({{"section", i + 1}, {"cards", pl.per_section[i]}, {"real", real_in[i]}});
    r.roll = {{"rolls", rolls}, {"key", std::to_string(in)}, {"card_sections", sections}};
    // In words: each deal (section die, count die), then the area's cards.
    std::string w;
    for (const auto& d : rolls)
        w += (w.empty() ? "" : "; ") + std::string("section ") + std::to_string(d["section"].get<int>()) + ", count " +
             std::to_string(d["count"].get<int>()) +
             (d["placed"] != d["count"] ? " (" + std::to_string(d["placed"].get<int>()) + " left to place)"
                                        : std::string());
    r.rolled = "Dealt " + std::to_string(total) + " cards by section and count dice: " + w + ". " +
               r.label(std::to_string(in)) + "; the real cards are shuffled among them.";
}

}  // namespace pm::fng
