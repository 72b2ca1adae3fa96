// Pointman — `tcs.steps`: how many steps a unit has (TCS Modern, A Note About Steps; 7.2a for the
// squads that ride in MICVs), from data/tcs/modern_armour.json.

#include <string>

#include "contract/registry.h"
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

Calculator make_steps() {
    Calculator c;
    c.id = "tcs.steps";
    c.title = "Steps per unit";
    c.ruleset = "tcs";
    c.citation = "TCS Modern, A Note About Steps; 7.2a";
    c.help =
        "How many steps a unit has in the Modern Expansion: infantry platoons five; sections, squads and every "
        "mortar two; vehicles, carriers, AT guns, teams and other weapon units one.";
    std::vector<Choice> units;
    for (const auto& u : data_json("tcs/modern_armour.json")["steps"])
        units.push_back({u["id"].get<std::string>(), u["label"].get<std::string>()});
    c.params = {ParamSpec::Enum("unit", "Unit", units, "platoon", "The unit's size or type on its counter.")};
    c.evaluate = evaluate_steps;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make_steps)
}  // namespace pm::tcs
