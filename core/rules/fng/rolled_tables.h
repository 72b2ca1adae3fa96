// Pointman — FNG rolled tables (data/fng/rolled_tables.json): how one concrete roll of a table is
// read. The one home of this reading: the table calculators (calculators/fng/table_roller.cpp),
// fng.radio and the chains (fng.radio-call, fng.booby-trap-chain) all call it, and so do the rules
// whose table is one of these: the Penetration Results Table (anti_tank.h) and the Helicopter
// Damage Table (helicopters.h).
//   "d6"          one die (+ modifiers), read on rows lo..hi (a modified total is clamped into the rows)
//   "sum"         `dice` dice added (+ modifiers)
//   "keep-lower"  `dice` dice, the lowest kept (Support Level, FNG-T39)
//   "pass"        `dice` dice against Rep (+ modifiers), passes capped at `cap` (FNG-A1);
//                 "doubles_key" gives pass-2-on-doubles its own value (Mission table, FNG-T87),
//                 "doubles_faces" only on those doubles (Special Overkill on 5,5 and 6,6, FNG-T30)
#pragma once

#include <map>
#include <string>
#include <vector>

#include "engine/answer.h"
#include "engine/json.h"
#include "engine/random/prng.h"

namespace pm::fng {

const json& rolled_tables();                        // every table, in file order
const json& rolled_table(const std::string& calc);  // the table of calculator `calc` (logic_error if none)

// The table's reading of one concrete roll.
// Whether two faces are the doubles the table reads apart ("doubles_key", "doubles_faces").
bool counts_as_doubles(const json& t, const std::vector<int>& faces);
int rolled_table_value(const json& t, const std::vector<int>& faces, int rep, int mod);

// The key of the row holding value v ("" when none does).
std::string rolled_table_key(const json& t, int v);

// True when the table's "reroll" rows (rolled again under its option) hold the value.
bool rolled_table_rerolls(const json& t, int v);

// A table asked as a player asks it (one calculator per table, calculators/fng/table_roller.cpp):
// the table's calculator with the values of the parameters the table names. The exact odds
// enumerate every face through rolled_table_value, as the roll reads its faces; a table's "reroll"
// rows (under their switch) are thrown again, so the odds are those given that the roll misses them.
// The roll: the table's dice, drawn in order (and again for each roll thrown away, listed in
// roll.rolled_again).
struct TableParam {
    int value = 0;      // a number, or a switch as 0 / 1
    std::string label;  // the parameter's label: the words of the modifier it gives
};
struct RolledTableInput {
    std::string calc;                          // the table's calculator (rolled_table(calc))
    std::string title;                         // its title, the head of the summary
    std::map<std::string, TableParam> params;  // the parameters the table names: rep, mod, flags, doubling, reroll
    std::string column;                        // the column picked ("" when the calculator offers none)
    // fng.artillery-request: a Forward Observer calling (FNG p.50 (1)) and the reading
    // `fo_with_green_leader` (fo_only: his +1 replaces a Rep 3 leader's -1)
    bool forward_observer = false;
    bool veteran_caller = false;
    bool green_caller = false;
    bool fo_only = false;
    std::string fo_with_green_leader;
    std::string attribute;  // fng.re-up: the figure's attribute ("none")
};

Answer rolled_table_answer(const RolledTableInput& in);
void roll_rolled_table(const RolledTableInput& in, Prng& dice, Answer& r);

}  // namespace pm::fng
