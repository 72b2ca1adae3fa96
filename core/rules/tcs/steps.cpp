// Pointman — TCS Modern, A Note About Steps (see steps.h).
#include "rules/tcs/steps.h"

#include "engine/data/data_files.h"

namespace pm::tcs {

Answer steps(const StepsInput& in) {
    Answer r;
    json row;
    for (const auto& u : data_json("tcs/modern_armour.json")["steps"])
        if (u["id"] == in.unit) row = u;
    const int steps = row["steps"].get<int>();
    r.outcome(std::to_string(steps), std::to_string(steps) + (steps == 1 ? " step" : " steps"), Rational(1));
    r.values["steps"] = steps;
    r.modifier(row["label"].get<std::string>(), std::to_string(steps) + (steps == 1 ? " step" : " steps"),
               in.unit == "squad" ? "TCS Modern, A Note About Steps; 7.2a" : "TCS Modern, A Note About Steps");
    r.summary = row["label"].get<std::string>() + ": " + std::to_string(steps) + (steps == 1 ? " step" : " steps") +
                " (the game's Unit Characteristics Chart gives the unit's size if in doubt).";
    return r;
}

}  // namespace pm::tcs
