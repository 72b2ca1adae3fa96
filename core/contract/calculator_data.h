// Pointman — a calculator is its data file plus one evaluate function.
//
// Everything a player or a request sees about a calculator — id, title, citation, help, its
// parameters (type, range, default, choices with labels, folded group), the player tables it can
// read, and the catalog's words for it (group, search words, main parameters, asks, how each value
// is shown) — is in data/calculators/<ruleset>/<id>.json, checked against
// data/schema/calculator.json when the project builds (cmake/check_calculators.mjs). The C++ side
// of a calculator is only its evaluate function:
//
//     PM_REGISTER_CALCULATOR_DATA("skirmish.deviation", evaluate_dev, roll_dev)
//
// or, when the rule takes a typed input (rules/<ruleset>/…), only the reading of that input:
//
//     PM_REGISTER_RULE("skirmish.sighting", sighting_input, sighting, roll_sighting)
//
// A parameter's choices may come from a rule table instead of being listed twice:
//     "choices_from": {"file": "fng/fire_weapons.json", "list": "/weapons", "value": "id", "label": "label"}
// takes one choice per element of the list at that JSON pointer, after any "choices" given.
#pragma once

#include <functional>
#include <string>

#include "contract/calculator.h"
#include "contract/registry.h"

namespace pm {

using Evaluate = decltype(Calculator::evaluate);
using Roll = decltype(Calculator::roll);

// The calculator described by data/calculators/<ruleset>/<id>.json, answering with `evaluate` and,
// if it rolls, rolling with `roll` (calculator.h). A missing or malformed file is a build defect:
// std::logic_error (the registry tests catch it).
Calculator calculator_from_data(const std::string& id, Evaluate evaluate, Roll roll = nullptr);

// A calculator whose rule takes a typed input: `read` turns the request's parameters (and, for a
// player's table, the context) into that input, `answer` is the rule's answer to it, and `roll`,
// if the calculator rolls, the rule's roll on the same input. The adapter file of a calculator is
// then its `read` function and one PM_REGISTER_RULE line.
template <class Input>
Calculator calculator_from_rule(const std::string& id, Input (*read)(const Params&, const EvalContext&),
                                Answer (*answer)(const Input&), void (*roll)(const Input&, Prng&, Answer&) = nullptr) {
    Roll rolls = nullptr;
    if (roll)
        rolls = [read, roll](const Params& p, const EvalContext& ctx, Prng& dice, Result& r) {
            roll(read(p, ctx), dice, r);
        };
    return calculator_from_data(
        id, [read, answer](const Params& p, const EvalContext& ctx) { return answer(read(p, ctx)); }, rolls);
}

// The path of a calculator's data file inside data/: "calculators/skirmish/skirmish.deviation.json".
std::string calculator_data_path(const std::string& id);

}  // namespace pm

#define PM_REGISTER_RULE(id, ...)                                       \
    static const bool PM_REGISTER_CONCAT(pm_registered_, __COUNTER__) = \
        ::pm::registry_add(::pm::calculator_from_rule(id, __VA_ARGS__));

#define PM_REGISTER_CALCULATOR_DATA(id, ...)                            \
    static const bool PM_REGISTER_CONCAT(pm_registered_, __COUNTER__) = \
        ::pm::registry_add(::pm::calculator_from_data(id, __VA_ARGS__));
