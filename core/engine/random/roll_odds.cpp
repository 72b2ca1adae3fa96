#include "engine/random/roll_odds.h"

#include <vector>

#include "engine/random/dice_source.h"

namespace pm {

Dist roll_odds(const std::function<int(Prng&)>& roll, size_t max_runs) {
    Dist out;
    size_t runs = 0;
    std::vector<long long> faces;  // the faces chosen so far, in draw order
    std::function<void(const Rational&)> walk = [&](const Rational& p) {
        if (++runs > max_runs) throw DiceRunaway();
        int label = 0;
        uint32_t next_sides = 0;
        {
            // Count mode: our faces first, then placeholders, noting the first die we did not give.
            DiceSession session(faces, DiceSession::Mode::Count);
            Prng g(0u);
            label = roll(g);
            if (!session.missing().empty()) next_sides = session.missing().front().sides;
        }
        if (next_sides == 0) {
            out.add(label, p);
            return;
        }
        const Rational each = p * Rational(1, static_cast<int64_t>(next_sides));
        for (uint32_t f = 1; f <= next_sides; ++f) {
            faces.push_back(f);
            walk(each);
            faces.pop_back();
        }
    };
    walk(Rational(1));
    return out;
}

}  // namespace pm
