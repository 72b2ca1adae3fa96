// The seeded generator: the PCG reference output, fixed vectors for our seeding (so native and
// wasm agree bit for bit: the same test runs in both), the die mapping, and fairness.
#include <doctest/doctest.h>

#include <array>
#include <cstdlib>

#include "engine/random/prng.h"

namespace core_engine_test_prng {

TEST_CASE("PCG32 reproduces the PCG reference demo (initstate 42, initseq 54)") {
    pm::Prng g(uint64_t{42}, uint64_t{54});
    const uint32_t expected[] = {0xa15c02b7u, 0x7b47f409u, 0xba1d3330u, 0x83d2f293u, 0xbfa4784bu, 0xcbed606eu};
    for (uint32_t e : expected) CHECK(g.next_u32() == e);
}

TEST_CASE("Pointman seeding: fixed vectors that every platform must reproduce") {
    pm::Prng g(12345);
    std::array<int, 12> faces{};
    for (int& f : faces) f = g.die(6);
    // Pinned: changing the algorithm, the seeding or the die mapping changes every stored roll.
    const std::array<int, 12> pinned = {4, 4, 4, 2, 3, 1, 6, 1, 4, 4, 2, 4};
    CHECK(faces == pinned);
}

TEST_CASE("range() rejects the partial block instead of taking a biased modulo") {
    // With n = 3 the rejection limit is 2^32 - (2^32 mod 3) = 4294967295: only u = 4294967295 is
    // redrawn. Check over many draws that all values occur and stay in range.
    pm::Prng g(1);
    std::array<int, 3> count{};
    for (int i = 0; i < 3000; ++i) ++count[g.range(0, 2)];
    for (int c : count) CHECK(c > 800);
    CHECK_THROWS(g.range(3, 2));
}

TEST_CASE("dice stay in range and are uniform within 5 standard deviations") {
    pm::Prng g(7);
    std::array<int, 7> count{};
    const int n = 60000;
    for (int i = 0; i < n; ++i) {
        int f = g.die(6);
        REQUIRE(f >= 1);
        REQUIRE(f <= 6);
        ++count[f];
    }
    // Each face expects 10000; sd = sqrt(60000 * 1/6 * 5/6) ≈ 91.3; 5 sd ≈ 456.
    for (int f = 1; f <= 6; ++f) CHECK(std::abs(count[f] - 10000) < 456);
}

}  // namespace core_engine_test_prng
