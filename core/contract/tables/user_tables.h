// Pointman — tables the user types in from their own copy of a base game.
//
// The sources of S&D, Soldiers and Vietnam Skirmish refer to tables they do not contain (combat
// results tables, weapon suppress numbers, deviation tables). Pointman ships none of their
// contents; the user enters them once and the app sends them in the request's "tables" object.
// The shapes are described in data/schema/user-tables.json; this header validates them (every
// fault named in words a player understands) and answers the lookups the calculators need.
//
// [SECTION] validation (front doors call validate_user_table before saving an import)
// [SECTION] combat results tables: ratio → column, column shifts, die rows
// [SECTION] results by modified roll (the TCS series' base tables, one column)
// [SECTION] the player's table in a request (every calculator reads its table through here)
#pragma once

#include <string>
#include <vector>

#include "contract/calculator.h"
#include "engine/exact/dist.h"
#include "engine/exact/rational.h"
#include "engine/json.h"

namespace pm::tables {

// [SECTION] validation
// Kinds of user table: "crt" (odds columns × die rows of result codes, with the ratio-to-column
// rule), "suppress" (weapon → die faces that place a counter), "deviation" (die → landing),
// "roll" (modified roll → result, one column: the column of a base table the attack uses).
// Each returns every fault found (empty = valid), e.g. "rows: gap between die rows 3 and 5".
std::vector<std::string> validate_crt(const json& t, const std::vector<std::string>& effects = {});
std::vector<std::string> validate_suppress(const json& t);
std::vector<std::string> validate_deviation(const json& t);
std::vector<std::string> validate_roll(const json& t);

// The in-app editor is a generic grid (TableSpec: {"columns","rows","cells"}). A suppress or
// deviation table may arrive in that grid form and is converted here to the shapes above:
//   suppress : rows = weapon names, columns = die faces "1".."6", a cell marked (any text other
//              than "", "-", "0", "no") means that face places a counter;
//   deviation: rows = die rolls "1".."n", columns = ["direction", "distance"], distance in inches
//              ("" for none).
// Tables already in their own shape (or malformed beyond conversion) are returned unchanged, so
// the validator still names the fault.
json normalise_user_table(const std::string& table_id, const json& t);

// The kind a known table id has ("sd.points-crt" → "crt" …); empty for an unknown id.
std::string table_kind(const std::string& table_id);
// Validates a table for a known id (the effects a CRT's result codes must map to included).
std::vector<std::string> validate_user_table(const std::string& table_id, const json& t);
// All known table ids.
std::vector<std::string> known_table_ids();

// [SECTION] combat results tables
struct OddsColumn {
    int64_t a = 1, b = 1;  // "a:b"
    std::string label;
};

struct Crt {
    std::vector<OddsColumn> columns;              // ascending odds
    std::vector<int> rows;                        // consecutive ascending die results
    std::vector<std::vector<std::string>> cells;  // rows × columns result codes
    int die = 6;                                  // sides of the die rolled on it
    std::string round = "down";                   // ratio → column: down | up | nearest
    std::string below = "lowest";                 // odds under the lowest column: lowest | no-attack
    json results = json::object();                // code → {"label", "effect"}
};

// Parses a validated table; throws CalcError(ErrorCode::NeedsTable, table_id, faults) when `t` is
// missing (null) or invalid, naming the table and every fault.
Crt parse_crt(const std::string& table_id, const json& t, const std::vector<std::string>& effects = {});

// Column index for attack:defence (exact ratio) under the table's rule, then `shift_left`
// columns toward the defender. -1 when the odds fall below the table and the rule is no-attack.
int crt_column(const Crt& crt, const Rational& ratio, int shift_left = 0);

// Distribution over row indices for one die + drm, modified rolls beyond the table's rows using
// the end rows.
Dist crt_row_dist(const Crt& crt, int drm);

// Label for a code (from "results", else the code itself); effect for a code ("" if none).
std::string crt_label(const Crt& crt, const std::string& code);
std::string crt_effect(const Crt& crt, const std::string& code);

// "a:b" reduced, for a positive exact ratio.
std::string odds_string(const Rational& attack, const Rational& defence);

// [SECTION] results by modified roll
// {"kind":"roll", "rows": consecutive modified rolls, "cells": [[result], …]} (the grid form with
// one column). A modified roll beyond the first or last row reads that row.
struct RollTable {
    std::vector<int> rows;             // consecutive, ascending
    std::vector<std::string> results;  // one per row, as the player typed it
};

// Parses a table for `table_id`; throws CalcError(ErrorCode::NeedsTable, …) naming the first fault.
RollTable parse_roll_table(const std::string& table_id, const json& t);
// The result a modified roll reads.
const std::string& roll_table_result(const RollTable& t, int modified_roll);
// Exact chance of each result for a distribution of modified rolls, in row order (the same text
// on several rows adds up, listed at its first possible row).
std::vector<std::pair<std::string, Rational>> roll_table_results(const RollTable& t, const Dist& modified_roll);

// [SECTION] the player's table in a request
// The table `id` the request carries, turned into its kind's shape (normalise_user_table) and
// validated; null when the request carries none. Throws CalcError(ErrorCode::NeedsTable, id, …) naming the
// first fault (and how many more) when the one it carries cannot be used.
json player_table(const EvalContext& ctx, const std::string& id);
// Records on `r` that the answer waits for the player's table: values.table = "needs_table",
// values.needs = `needs` (a table id, or the printed name of a base-game table nobody can type yet).
void wait_for_table(Result& r, const std::string& needs);

}  // namespace pm::tables
