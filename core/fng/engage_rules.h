// Pointman — FNG To Hit class and chance per die (digest §2.5: FNG-T03, Algorithm FNG-A4).
// The class table lives in data/fng/los-weapons.json ("to_hit").
#pragma once

#include <string>

#include "exact/rational.h"

namespace pm::fng {

struct ShotSituation {
    std::string target = "open";  // open / prone / concealed / cover
    bool fast_moving = false;      // shooter or target
    int target_order = 1;          // 1, 2, 3 (3 = third or later)
};

struct ShotClass {
    std::string id;     // "A", "B", "C"
    int need = 8;       // Rep + d6 must reach this
    std::string label;  // short description
};

// FNG-A4: C = in cover or 3rd+ target; B = prone / concealed / fast moving / 2nd target; else A.
ShotClass shot_class(const ShotSituation& s);

// Chance one die hits: faces f (1..6) with rep + f ≥ need, over 6; crack shot: 1 − (1 − q)².
Rational hit_chance(int rep, int need, bool crack_shot = false);

}  // namespace pm::fng
