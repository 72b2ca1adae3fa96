#include "engine/random/prng.h"

#include <stdexcept>

#include "engine/random/dice_source.h"

namespace pm {

Prng::Prng(uint32_t seed) {
    state_ = 0;
    next_u32();
    state_ += seed;
    next_u32();
}

Prng::Prng(uint64_t initstate, uint64_t initseq) : inc_((initseq << 1u) | 1u) {
    state_ = 0;
    next_u32();
    state_ += initstate;
    next_u32();
}

uint32_t Prng::next_u32() {
    uint64_t old = state_;
    state_ = old * kMul + inc_;
    uint32_t xorshifted = static_cast<uint32_t>(((old >> 18u) ^ old) >> 27u);
    uint32_t rot = static_cast<uint32_t>(old >> 59u);
    return (xorshifted >> rot) | (xorshifted << ((32u - rot) & 31u));
}

uint32_t Prng::generator_face(uint64_t n) {
    // Reject the top partial block so every face is equally likely.
    uint64_t limit = 0x100000000ULL - (0x100000000ULL % n);
    uint64_t u;
    do {
        u = next_u32();
    } while (u >= limit);
    return static_cast<uint32_t>(u % n) + 1;
}

int Prng::range(int lo, int hi) {
    if (hi < lo) throw std::invalid_argument("Prng::range: empty range");
    uint64_t n = static_cast<uint64_t>(static_cast<int64_t>(hi) - lo) + 1;
    if (n > 0xFFFFFFFFULL) throw std::invalid_argument("Prng::range: range too wide");
    // One die of n sides: from the open session (recorded, or the player's face), else the generator.
    uint32_t face = 0;
    if (DiceSession* s = DiceSession::current())
        face = s->draw(static_cast<uint32_t>(n), [&] { return generator_face(n); });
    else
        face = generator_face(n);
    return static_cast<int>(static_cast<int64_t>(lo) + face - 1);
}

int Prng::die(int sides) {
    return range(1, sides);
}

namespace {
// The dice of one throw, marked as such in the open session (DiceSession::throws).
struct Throw {
    DiceSession* s = DiceSession::current();
    Throw() {
        if (s) s->begin_throw();
    }
    ~Throw() {
        if (s) s->end_throw();
    }
    Throw(const Throw&) = delete;
    Throw& operator=(const Throw&) = delete;
};
}  // namespace

std::vector<int> Prng::dice(int n, int sides) {
    std::vector<int> out;
    out.reserve(n > 0 ? n : 0);
    for (int i = 0; i < n; ++i) out.push_back(die(sides));
    return out;
}

std::vector<int> Prng::throw_dice(int n, int sides) {
    const Throw together;
    return dice(n, sides);
}

int Prng::sum(int n, int sides) {
    int s = 0;
    const Throw together;
    for (int i = 0; i < n; ++i) s += die(sides);
    return s;
}

}  // namespace pm
