// Pointman — tables the user types in from their own copy of a base game.
//
// The sources of S&D, Soldiers and Vietnam Skirmish refer to tables they do not contain (combat
// results tables, weapon suppress numbers, deviation tables). Pointman ships none of their
// contents; the user enters them once and the app sends them in the request's "tables" object.
// The shapes are described in data/schema/user-tables.json; this header validates them (every
// fault named in words a player understands) and parses them into the shapes the rules read
// (engine/tables/crt.h).
//
// [SECTION] validation (front doors call validate_user_table before saving an import)
// [SECTION] combat results tables: parsing
// [SECTION] results by modified roll: parsing
// [SECTION] the player's table in a request (every calculator reads its table through here)
#pragma once

#include <string>
#include <vector>

#include "contract/calculator.h"
#include "engine/exact/dist.h"
#include "engine/exact/rational.h"
#include "engine/json.h"
#include "engine/tables/crt.h"

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

// [SECTION] combat results tables (their shape and lookups: engine/tables/crt.h)
// Parses a validated table; throws CalcError(ErrorCode::NeedsTable, table_id, faults) when `t` is
// missing (null) or invalid, naming the table and every fault.
Crt parse_crt(const std::string& table_id, const json& t, const std::vector<std::string>& effects = {});

// [SECTION] results by modified roll
// Parses a table for `table_id`; throws CalcError(ErrorCode::NeedsTable, …) naming the first fault.
RollTable parse_roll_table(const std::string& table_id, const json& t);

// [SECTION] the player's table in a request
// The table `id` the request carries, turned into its kind's shape (normalise_user_table) and
// validated; null when the request carries none. Throws CalcError(ErrorCode::NeedsTable, id, …) naming the
// first fault (and how many more) when the one it carries cannot be used.
json player_table(const EvalContext& ctx, const std::string& id);
// The player's table `id` for a rule's input (engine/tables/crt.h PlayerTable): read, checked and
// parsed the first time the rule asks for it; empty when the request carries none.
PlayerTable<Crt> crt_reader(const EvalContext& ctx, const std::string& id, std::vector<std::string> effects = {});
PlayerTable<RollTable> roll_table_reader(const EvalContext& ctx, const std::string& id);

}  // namespace pm::tables
