// Pointman — Vietnam Skirmish visibility: `skirmish.sighting` (spotting 2D6 ≥ range within 12",
// hidden figures seeing each other within 4") and `skirmish.listening` (noise detection: pips − 1
// per full 10", D6 ≤ result; pips pooled within 6"; listening spoiled by own fire within 10").
// Both return a `curve` figure of the chance against distance with the current distance marked.
// The rules themselves (also behind the contract's skirmish.spot and skirmish.noise) live in
// skirmish/spotting_noise.h; these are the LOS family's calculators with the extra rules and pictures.
//
// Seeded rolls (generator 1): sighting draws two d6 (Prng::die, in order) only when a spotting roll
// is made (range within 12"); listening draws one d6 only when a detection roll is made.
//
// This header holds what the calculators `skirmish.sighting`, `skirmish.listening` share; each has its own file beside
// it.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "contract/registry.h"
#include "engine/data/data_files.h"
#include "engine/random/prng.h"
#include "rules/skirmish/spotting_noise.h"

namespace pm::skirmish {

inline const json& sd() {
    return data_json("skirmish/los-sighting.json");
}

inline std::string inches(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g\"", v);
    return buf;
}

}  // namespace pm::skirmish
