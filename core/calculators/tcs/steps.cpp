// Pointman — `tcs.steps`: how many steps a unit has (TCS Modern, A Note About Steps; 7.2a for the
// squads that ride in MICVs), from data/tcs/modern_armour.json.

#include <string>

#include "contract/calculator_data.h"
#include "engine/data/data_files.h"

namespace pm::tcs {
namespace {

Result evaluate_steps(const Params& p, const EvalContext&) {
    Result r;
    json row;
    for (const auto& u : data_json("tcs/modern_armour.json")["steps"])
        if (u["id"] == p.get_enum("unit")) row = u;
    const int steps = row["steps"].get<int>();
    r.outcome(std::to_string(steps), std::to_string(steps) + (steps == 1 ? " step" : " steps"), Rational(1));
    r.values["steps"] = steps;
    r.modifier(
        row["label"].get<std::string>(), std::to_string(steps) + (steps == 1 ? " step" : " steps"),
        p.get_enum("unit") == "squad" ? "TCS Modern, A Note About Steps; 7.2a" : "TCS Modern, A Note About Steps");
    r.summary = row["label"].get<std::string>() + ": " + std::to_string(steps) + (steps == 1 ? " step" : " steps") +
                " (the game's Unit Characteristics Chart gives the unit's size if in doubt).";
    return r;
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("tcs.steps", evaluate_steps)
}  // namespace pm::tcs
