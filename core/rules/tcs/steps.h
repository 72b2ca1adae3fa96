// Pointman — TCS Modern, A Note About Steps (and 7.2a for the squads that ride in MICVs): how many
// steps a unit has, from data/tcs/modern_armour.json "steps". Deterministic: no seeded roll.
#pragma once

#include <string>

#include "engine/answer.h"

namespace pm::tcs {

struct StepsInput {
    std::string unit = "platoon";  // a row id of "steps"
};
Answer steps(const StepsInput& in);

}  // namespace pm::tcs
