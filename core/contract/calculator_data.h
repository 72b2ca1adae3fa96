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
// Several calculators may share a group of parameters: {"shared": "los-situation", "slots": {...}}
// in "params" stands for the parameters of that group of data/<ruleset>/param-groups.json, in order,
// each {"slot": NAME} of the group taken by the calculator's own parameter NAME from "slots".
#pragma once

#include <functional>
#include <string>
#include <type_traits>

#include "contract/calculator.h"
#include "contract/registry.h"

namespace pm {

using Evaluate = decltype(Calculator::evaluate);
using Roll = decltype(Calculator::roll);
using AnswerAndRoll = decltype(Calculator::answer_and_roll);

// The calculator described by data/calculators/<ruleset>/<id>.json, answering with `evaluate` and,
// if it rolls, rolling with `roll` (calculator.h). A missing or malformed file is a build defect:
// std::logic_error (the registry tests catch it).
Calculator calculator_from_data(const std::string& id, Evaluate evaluate, Roll roll = nullptr,
                                AnswerAndRoll answer_and_roll = nullptr);

// A calculator whose rule takes a typed input: `Read` turns the request's parameters (and, for a
// player's table, the context) into that input, `Rule` is the rule's answer to it, and `RollFn`, if
// the calculator rolls, the rule's roll on the same input. The adapter file of a calculator is then
// its `Read` function and one PM_REGISTER_RULE line. The three are template arguments, so each
// calculator adds a few plain functions (evaluate_rule, roll_rule, answer_and_roll_rule) and every
// calculator shares one std::function type (a lambda per calculator would add a std::function's
// code per calculator).
//
// A rule may also be one function of its input and a dice source, `Answer rule(const In&, Prng*)`:
// null gives the exact answer, a generator the answer with its roll (engine/planned.h makes such a
// rule from a plan). Then a request with a seed works the rule's situation out once, not twice.
template <auto Rule, class In>
constexpr bool kRuleTakesDice = std::is_invocable_v<decltype(Rule), const In&, Prng*>;

template <auto Read, auto Rule>
Result evaluate_rule(const Params& p, const EvalContext& ctx) {
    const auto in = Read(p, ctx);
    if constexpr (kRuleTakesDice<Rule, decltype(in)>)
        return Rule(in, nullptr);
    else
        return Rule(in);
}
template <auto Read, auto RollFn>
void roll_rule(const Params& p, const EvalContext& ctx, Prng& dice, Result& r) {
    RollFn(Read(p, ctx), dice, r);
}
template <auto Read, auto Rule, auto RollFn>
Result answer_and_roll_rule(const Params& p, const EvalContext& ctx, Prng& dice) {
    const auto in = Read(p, ctx);
    if constexpr (kRuleTakesDice<Rule, decltype(in)>) {
        return Rule(in, &dice);
    } else {
        Result r = Rule(in);
        RollFn(in, dice, r);
        return r;
    }
}
template <auto Read, auto Rule, auto RollFn = nullptr>
Calculator calculator_from_rule(const std::string& id) {
    Roll rolls = nullptr;
    AnswerAndRoll both = nullptr;
    if constexpr (RollFn != nullptr) {
        rolls = &roll_rule<Read, RollFn>;
        both = &answer_and_roll_rule<Read, Rule, RollFn>;
    }
    return calculator_from_data(id, &evaluate_rule<Read, Rule>, rolls, both);
}

// The same for a calculator given as its evaluate (and roll) functions (PM_REGISTER_CALCULATOR_DATA).
template <auto EvaluateFn, auto RollFn = nullptr>
Calculator calculator_from_functions(const std::string& id) {
    Roll rolls = nullptr;
    if constexpr (RollFn != nullptr) rolls = RollFn;
    return calculator_from_data(id, EvaluateFn, rolls);
}

// The path of a calculator's data file inside data/: "calculators/skirmish/skirmish.deviation.json".
std::string calculator_data_path(const std::string& id);

// Every calculator whose data file is embedded and that is not registered yet, described by that
// file and answered elsewhere: for a program that shows calculators and sends their requests to
// another module (the browser's canvas app asks the page's compute modules, web/app/compute_pages.cpp).
// Describing, listing, searching and links work as usual; evaluating one of them there is a
// programming error (std::logic_error, which the codec reports as an internal error).
void register_described_calculators();

}  // namespace pm

// Registered by id and made when first asked for (registry.h): start-up reads no data file.
#define PM_REGISTER_RULE(id, ...)                                       \
    static const bool PM_REGISTER_CONCAT(pm_registered_, __COUNTER__) = \
        ::pm::registry_add(id, &::pm::calculator_from_rule<__VA_ARGS__>);

#define PM_REGISTER_CALCULATOR_DATA(id, ...)                            \
    static const bool PM_REGISTER_CONCAT(pm_registered_, __COUNTER__) = \
        ::pm::registry_add(id, &::pm::calculator_from_functions<__VA_ARGS__>);
