// Search & Destroy [31.17] additions to existing scenarios (Table SD-T3): the company cadres and
// support elements the NLF adds to a base-game scenario (data/sd/scenario-additions.json).
#pragma once

#include <string>

#include "engine/answer.h"

namespace pm::sd {

struct ScenarioAdditionsInput {
    std::string scenario = "27.11";  // the scenario's id in data/sd/scenario-additions.json
};

Answer scenario_additions(const ScenarioAdditionsInput& in);

}  // namespace pm::sd
