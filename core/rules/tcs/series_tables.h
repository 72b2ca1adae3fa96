// Pointman — TCS Modern: the series' two-dice rolls the expansion's rules resolve with — the kill
// roll against a kill number (3.2 ATGM Table, 4.2–4.5 helicopters, 5.3c chem against vehicles) and
// the series base tables that are not in the book and that the player types in (the Artillery and
// Mortars vs Point Targets Table, the Area Fire Table, the AT Roll Table; user table kind "roll",
// parsed by the calculator's adapter from contract/tables/user_tables.h).
//
// Seeded roll: Prng::sum(2) for a kill roll; Prng::dice(2) (the same two draws) on a table.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "engine/answer.h"
#include "engine/exact/rational.h"
#include "engine/random/prng.h"
#include "engine/tables/crt.h"

namespace pm::tcs {

// "+2", "0", "−1" as the modifier lists write a die-roll modifier ("-1" with a plain minus).
std::string signed_str(int v);

// [SECTION] two-dice kill rolls (ATGM, helicopters, chem against point targets)
// One roll: two dice, plus drm, kill when the total reaches `need`.
struct KillRoll {
    int dice = 0;
    bool kill = false;
};
KillRoll roll_kill(Prng& dice, int need, int drm);
// P(kill) exactly, taken from roll_kill itself (engine/random/roll_odds.h).
Rational p_two_dice_at_least(int need, int drm = 0);
// Adds the roll {dice, modified, key} to the answer: key `yes` on a kill, `no` otherwise.
void add_kill_roll(Answer& r, Prng& dice, int need, int drm, const char* yes, const char* no);
// Raw two-dice total needed for `need` with `drm` (for summaries): need − drm.
std::string raw_need_text(int need, int drm);

// [SECTION] the series tables the player types in
// The player's table, read the first time the rule asks (engine/tables/crt.h PlayerTable): a
// situation the rule refuses first, or one that never reads it, ignores the table.
using TableReader = tables::PlayerTable<tables::RollTable>;
// A series base table the player typed in, read with two dice + drm: one outcome per result with
// its exact chance, values.table = `table_id` (as S&D and Soldiers report theirs). Returns false,
// adding nothing, without the table.
bool read_roll_table(Answer& r, const TableReader& table, const std::string& table_id, int drm);
// One roll on that table, added to the answer: {dice, modified, key} and the rolled sentence, where
// `table_name` names the table ("your AT Roll Table"). Nothing without the table.
void roll_on_table(Answer& r, const TableReader& table, int drm, const std::string& table_name, Prng& dice);
// The likeliest outcome in words for summaries ("most likely X at 44.4%"; a tie or a uniform
// table said as such: engine/summary_words.h).
std::string likeliest(const Answer& r);

}  // namespace pm::tcs
