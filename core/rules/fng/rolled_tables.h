// Pointman — FNG rolled tables (data/fng/rolled_tables.json): how one concrete roll of a table is
// read. The one home of this reading: the table calculators (calculators/fng/table_roller.cpp),
// fng.radio and the chains (fng.radio-call, fng.booby-trap-chain) all call it, and so do the rules
// whose table is one of these: the Penetration Results Table (anti_tank.h) and the Helicopter
// Damage Table (helicopters.h).
//   "d6"          one die (+ modifiers), read on rows lo..hi (a modified total is clamped into the rows)
//   "sum"         `dice` dice added (+ modifiers)
//   "keep-lower"  `dice` dice, the lowest kept (Support Level, FNG-T39)
//   "pass"        `dice` dice against Rep (+ modifiers), passes capped at `cap` (FNG-A1);
//                 "doubles_key" gives pass-2-on-doubles its own value (Mission table, FNG-T87)
#pragma once

#include <string>
#include <vector>

#include "engine/json.h"

namespace pm::fng {

const json& rolled_tables();                        // every table, in file order
const json& rolled_table(const std::string& calc);  // the table of calculator `calc` (logic_error if none)

// The table's reading of one concrete roll.
int rolled_table_value(const json& t, const std::vector<int>& faces, int rep, int mod);

// The key of the row holding value v ("" when none does).
std::string rolled_table_key(const json& t, int v);

// True when the table's "reroll" rows (rolled again under its option) hold the value.
bool rolled_table_rerolls(const json& t, int v);

}  // namespace pm::fng
