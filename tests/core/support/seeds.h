// The rule books' source texts (../shared/seeds beside the repository), for the tests that check
// our data files word for word against the books. A clone has nothing beside it: CMake defines
// POINTMAN_SEEDS_DIR only when the folder exists, and those tests are then skipped (reported as
// skipped); every numeric test of the same tables runs from the embedded data either way.
#pragma once

#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace pm::test {

inline bool seeds_present() {
#ifdef POINTMAN_SEEDS_DIR
    return true;
#else
    return false;
#endif
}

// Decorator for a TEST_CASE that reads the seeds: TEST_CASE("…" * pm::test::needs_seeds()).
inline auto needs_seeds() {
    return doctest::skip(!seeds_present());
}

inline std::string seed_path(const std::string& file) {
#ifdef POINTMAN_SEEDS_DIR
    return std::string(POINTMAN_SEEDS_DIR) + "/" + file;
#else
    return file;
#endif
}

}  // namespace pm::test
