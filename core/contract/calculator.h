// Pointman — one calculator: its identity, parameters and evaluation.
//
// Every calculator of every rule set is one `Calculator` registered once (see registry.h). The
// ImGui shell, the JS API, the CLI, share links and the tests all go through it; no calculator
// logic lives anywhere else.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "contract/param.h"
#include "contract/result.h"
#include "engine/random/prng.h"

namespace pm {

// Everything besides the parameters that an evaluation may use.
struct EvalContext {
    std::optional<uint32_t> seed;  // present: also roll a concrete result (Result::roll)
    json tables = json::object();  // user-entered tables (e.g. "sd.crt"), from the request's "tables"
};

// A table the source only refers to (a base game's CRT …): the user types it in once from their
// own copy; the app saves it on the device and sends it in the request's "tables" object as
// {"<id>": {"columns": [...], "rows": [...], "cells": [[...], ...]}} (rows × columns strings).
struct TableSpec {
    std::string id;                    // "sd.crt"
    std::string title;                 // "Search & Destroy close assault CRT"
    std::string help;                  // where to find it in the base game, what to type, our words
    std::vector<std::string> columns;  // suggested column headers (user may edit when free_columns)
    std::vector<std::string> rows;     // suggested row headers (die results …)
    bool free_columns = false;         // the user may add/rename columns (odds columns differ by edition)
    std::string cell_help;             // what a cell holds, e.g. "result code such as 'DR' or '-'"
};

enum class Family { Odds, Los, Tunnel, Weather };
const char* family_name(Family f);  // "odds", "los", "tunnel", "weather"

struct Calculator {
    std::string id;       // "fng.weather": ruleset prefix + name (contract)
    std::string title;    // "Weather and time of day"
    std::string ruleset;  // "fng", "sd", "soldiers", "tcs", "skirmish"
    Family family = Family::Odds;
    std::string citation;  // main rule reference, e.g. "FNG p.38 (FNG-T78, T79, T80)"
    std::string help;      // what it answers and how, our own words
    int generator = 1;     // version of the seeded roll; bump when a roll for the same seed changes
    bool ordered = false;  // outcomes are ordered (the UI then shows "at least / at most")
    std::vector<ParamSpec> params;
    std::vector<TableSpec> tables;  // user-entered tables this calculator can use (may be empty)
    // The answer without dice: the exact odds, the modifiers, the summary. Never reads ctx.seed.
    std::function<Result(const Params&, const EvalContext&)> evaluate;
    // One concrete roll, added to that answer (Result::roll, and any words that follow from the
    // dice). The dice come from `dice`: the seeded generator, or the player's own faces through the
    // open DiceSession (engine/random/dice_source.h); the calculator cannot tell which. Empty for a
    // calculator that never rolls.
    std::function<void(const Params&, const EvalContext&, Prng& dice, Result&)> roll;
    // The answer and its roll together, from one reading of the request (and, for a rule worked
    // out as a plan, one plan): what `run` calls when a roll is asked for, if the calculator has it.
    // The same as `evaluate` then `roll`, only without reading and working the situation out twice.
    std::function<Result(const Params&, const EvalContext&, Prng& dice)> answer_and_roll;
    // What the catalog says of it, from its data file (contract/calculator_data.h): "group",
    // "words", "main", "rolls", "ask", "values" as in catalog.h; null for a calculator without one.
    json catalog;

    const ParamSpec* param(const std::string& name) const;
    // The answer to a request: evaluate, then, when a roll is asked for (ctx.seed present), roll
    // with a generator seeded from it. The codec and the tests call this, never the two parts.
    Result run(const Params& params, const EvalContext& ctx) const;
};

}  // namespace pm
