// Pointman — the kinds of table a player types in (data/tables/kinds.json), in one place.
//
// Each table id a calculator can use has a kind (crt, suppress, deviation, roll: the shapes of
// data/schema/user-tables.json), the result codes the editor offers with the effect each has, the
// effects a result may name, an invented example to load and a blank form to start from. The
// validator (user_tables.h) checks against the same limits the editor offers, and describe() hands
// all of it to every front door, so the editor builds itself from the core.
//
// [SECTION] kinds and limits
// [SECTION] blank forms and describe()
#pragma once

#include <string>
#include <vector>

#include "engine/json.h"

namespace pm::tables {

// [SECTION] kinds and limits
struct ResultCode {
    std::string code;    // as typed in a cell: "Xh"
    std::string label;   // "Destroyed, vehicles too (h)"
    std::string effect;  // "destroyed"
};

struct TableKind {
    std::string id;                    // "sd.points-crt"
    std::string kind;                  // crt | suppress | deviation | roll
    std::vector<std::string> effects;  // the effects a CRT's results must name (empty: any)
    std::vector<ResultCode> codes;     // the codes offered, the first for a new cell
    std::string example;               // data file of an invented example, "" for none
    std::string vehicle_mark;          // a code holding this text also hits vehicles (S&D 32.8), "" if none
};

struct TableLimits {
    int die_min = 2, die_max = 20;               // sides of a table's die
    int columns = 24, rows = 30;                 // odds columns; die rows or modified rolls
    int code = 24, result = 40;                  // characters of a CRT code; of a typed result
    int weapons = 60;                            // weapons on a suppress table
    int first_row_min = -10, last_row_max = 40;  // die rows the editor offers
};

const std::vector<TableKind>& table_kinds();
const TableKind* find_table_kind(const std::string& id);  // nullptr for an unknown id
const TableLimits& table_limits();

// [SECTION] blank forms and describe()
// A blank table of `id`'s kind, using the suggested columns and rows of the calculator's TableSpec
// ({"columns": [...], "rows": [...]}, either may be missing).
json blank_table(const std::string& id, const json& suggested);
// What describe() adds to a table entry: {"kind", "codes", "effects", "limits", "example", "blank"}.
json describe_table_kind(const std::string& id, const json& suggested);

}  // namespace pm::tables
