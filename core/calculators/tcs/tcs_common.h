// Pointman — small helpers shared by the TCS Modern calculators (two-dice kill rolls, the series
// tables the player types in, the night-vision / thermal modifier of 6.1–6.2, Algorithm TCS-A12).
#pragma once

#include <string>

#include "contract/calculator.h"
#include "contract/param.h"
#include "contract/result.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"
#include "rules/tcs/night_sights.h"

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
void add_kill_roll(Result& r, Prng& dice, int need, int drm, const char* yes, const char* no);

// [SECTION] the series tables the player types in
// A series base table the player typed in (user table kind "roll", core/contract/tables/user_tables.h),
// read with two dice + drm: one outcome per result with its exact chance, values.table = the table id
// (as S&D and Soldiers report theirs). Returns false, adding nothing, when the request carries no such
// table; throws needs_table when the one it carries cannot be used.
bool read_roll_table(Result& r, const EvalContext& ctx, const std::string& table_id, int drm);
// One roll on that table, added to the answer: {dice, modified, key} and the rolled sentence, where
// `table_name` names the table ("your AT Roll Table"). Nothing without the table.
void roll_on_table(Result& r, const EvalContext& ctx, const std::string& table_id, int drm,
                   const std::string& table_name, Prng& dice);
// The likeliest outcome in words for summaries ("most likely X at 44.4%"; a tie or a uniform
// table said as such: contract/summary_words.h).
std::string likeliest(const Result& r);
// Raw two-dice total needed for `need` with `drm` (for summaries): need − drm.
std::string raw_need_text(int need, int drm);
// 2.4 (rules/tcs/mlrs.h): refuses (not_possible, param "round") any round but DPICM fired by an MLRS.
void require_mlrs_round(const std::string& round);

// [SECTION] TCS-A12 night vision / thermal sights on the Point Fire or ATGM Table.
struct NightInput {
    std::string sight = "none";  // none | night-vision | thermal
    int range = 0;
    int night_limit = 0;               // 0 = no night limit (daylight)
    int weather_limit = 0;             // 0 = no weather limit
    int smoke_markers = 0;             // smoke markers on the line, firer's and target's hexes included
    std::string target_mode = "move";  // move | dual | fire
    bool illum = false;
    bool half_up = true;
};
// Returns the (≤ 0) DRM and records modifiers; throws not_possible when the sight cannot see.
// The counting itself is the rule of tcs/night_sights.h, shared with tcs.night-vision.
int night_drm(const NightInput& in, Result& r, json& values);
// NightInput from the parameters of group "Night" (sight, night_limit, weather_limit, smoke_markers,
// target_mode, illum, half_rounding), which the calculator's data file declares.
NightInput night_input(const Params& p, int range);

}  // namespace pm::tcs
