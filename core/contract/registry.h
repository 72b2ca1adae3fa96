// Pointman — the one registry of calculators.
//
// Each calculator's source file registers itself at start-up, by id and a function that makes it
// (contract/calculator_data.h: PM_REGISTER_RULE). Registering builds nothing: a calculator is made
// (its data file read and checked) the first time it is asked for, so a page that answers one
// calculator starts without reading the other hundred. A calculator already made can be added
// as it is:
//
//     static pm::Calculator make_weather() { ... }
//     PM_REGISTER_CALCULATOR(make_weather)
//
// The core is linked as an object library, so every registration is kept by the linker.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "contract/calculator.h"

namespace pm {

// Adds a calculator; a duplicate id or a malformed spec is a programming error (std::logic_error).
bool registry_add(Calculator c);
// Adds the calculator `id`, made by `make(id)` when first asked for. A duplicate id is a programming
// error at once; a calculator that comes out malformed (or with another id), when it is made.
using CalculatorMaker = std::function<Calculator(const std::string& id)>;
bool registry_add(const std::string& id, CalculatorMaker make);

const Calculator* find_calculator(const std::string& id);
// Whether `id` is registered, without making it.
bool registry_has(const std::string& id);

// All calculators, ordered by ruleset (fng, sd, soldiers, tcs, skirmish) then id.
std::vector<const Calculator*> all_calculators();

const std::vector<std::string>& ruleset_order();  // {"fng","sd","soldiers","tcs","skirmish"}
std::string ruleset_title(const std::string& ruleset);

}  // namespace pm

#define PM_REGISTER_CONCAT2(a, b) a##b
#define PM_REGISTER_CONCAT(a, b) PM_REGISTER_CONCAT2(a, b)
#define PM_REGISTER_CALCULATOR(factory) \
    static const bool PM_REGISTER_CONCAT(pm_registered_, __COUNTER__) = ::pm::registry_add(factory());
