// Pointman — the seeded generator every roll uses, identical on every platform.
//
// Algorithm: PCG32 (PCG-XSH-RR 64/32, M. E. O'Neill), multiplier 6364136223846793005,
// increment 1442695040888963407 (stream 0x5851f42d4c957f2d … fixed).
// Seeding from the user's 32-bit seed s: state = 0; step; state += s; step  (the reference
// pcg32_srandom_r with initstate = s and the fixed increment).
// A die of n sides: draw u = next_u32(); reject while u >= 2^32 - (2^32 mod n); face = u mod n + 1.
// We never use std::uniform_int_distribution: libc++ (browser) and libstdc++ (native) differ.
// Changing anything here changes every stored roll: bump the calculators' `generator` version.
// Every draw is one die (range(lo, hi) is a die of hi - lo + 1 sides) and goes through the open
// DiceSession, if any (dice_source.h): it records each face, or supplies the player's own faces.
#pragma once

#include <cstdint>
#include <vector>

namespace pm {

class Prng {
public:
    explicit Prng(uint32_t seed);
    // The reference library's two-argument seeding (pcg32_srandom_r(initstate, initseq)); used by
    // the tests to check the algorithm against the PCG reference output.
    Prng(uint64_t initstate, uint64_t initseq);
    uint32_t next_u32();
    int die(int sides = 6);  // 1..sides, unbiased
    // n dice drawn one after another: each is read on its own (the player's-dice test asks whether
    // each can change the roll given the dice before it).
    std::vector<int> dice(int n, int sides = 6);
    // n dice the book throws together, for one test or one set of hits (2d6 against Rep, the damage
    // dice of the hits, both sides of a melee): the same faces as dice(n), marked as one throw in the
    // open DiceSession, so that a die is read with the others of its throw (the third of three dice
    // capped at two passes matters when one of the others fails). A claim about the book: several
    // dice a rule reads one after another (a placement, then a location die) are not one throw.
    std::vector<int> throw_dice(int n, int sides = 6);
    int sum(int n, int sides = 6);  // n dice added: one throw
    int range(int lo, int hi);      // lo..hi inclusive, unbiased

private:
    friend class DiceSession;
    uint32_t generator_face(uint64_t sides);  // the generator's own die mapping, no session
    uint64_t state_ = 0;
    uint64_t inc_ = kInc;
    static constexpr uint64_t kMul = 6364136223846793005ULL;
    static constexpr uint64_t kInc = 1442695040888963407ULL;
};

}  // namespace pm
