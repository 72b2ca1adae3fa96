// Pointman — `skirmish.off-table`: off-table fire (VS-A8).
// What it shares with its neighbours, and their notes: calculators/skirmish/effects_common.h.

#include <algorithm>
#include <set>
#include <string>

#include "calculators/skirmish/effects_common.h"
#include "contract/calculator_data.h"
#include "contract/tables/user_tables.h"
#include "engine/exact/dist.h"
#include "engine/random/prng.h"

namespace pm::skirmish {
namespace {

// [SECTION] off-table fire (VS-A8)
// Where one shot lands, as an outcome key: a later shot stays on the previous point on 1–2; otherwise
// the row of the player's landing table ("" for a first shot before the table is entered).
std::string landing_key(int d, int shot, bool has_table) {
    if (shot > 1 && d <= 2) return "previous-point";
    if (!has_table) return shot > 1 ? "table" : "";
    return "roll-" + std::to_string(d);
}

Result evaluate_offtable(const Params& p, const EvalContext& ctx) {
    Result r;
    const int shot = p.get_int("shot");
    const bool hard = p.get_bool("hard_cover");
    r.values["counters_within_6"] = hard ? 1 : 3;
    r.modifier(hard ? "Figure within 6\" behind hard cover" : "Figure within 6\" of the burst",
               hard ? "+1 counter" : "+3 counters", "Vietnam Skirmish, Off Table Fire Support");
    if (shot > 5)
        r.modifier("More shots than the suggested 5 per turn", "scenario limit",
                   "Vietnam Skirmish, Off Table Fire Support");
    json t = tables::player_table(ctx, "skirmish.off-table");
    r.values["table"] = t.is_null() ? "needs_table" : "skirmish.off-table";
    const int sides = t.is_null() ? 6 : t.value("die", 6);
    if (shot > 1) {
        r.outcome("previous-point", "Same spot as the last shot", Rational(2, sides));
        r.modifier("Later shots: 1–2 land on the previous point, otherwise the table from there",
                   "2/" + std::to_string(sides), "Vietnam Skirmish, Off Table Fire Support");
    }
    if (!t.is_null()) {
        for (const auto& row : t["rows"]) {
            int roll = row["roll"];
            if (shot > 1 && roll <= 2) continue;
            std::string label = row["direction"].get<std::string>();
            if (row.contains("distance")) label += ", " + row["distance"].dump() + "\"";
            r.outcome("roll-" + std::to_string(roll), label, Rational(1, sides));
        }
    } else if (shot > 1) {
        r.outcome("table", "Moves as your landing table says", Rational(sides - 2, sides));
    }
    // Whether it comes at all: no roll; a side with a working radio and a named carrier gets it,
    // before any of its figures move (Vietnam Skirmish, Off Table Fire Support).
    r.summary =
        std::string(
            "Called by radio, it comes without a roll (in the turns the scenario allows), before your figures move. ") +
        "Each figure within 6 inches of where it lands takes " + (hard ? "1 counter (hard cover)" : "3 counters") +
        (t.is_null() && shot == 1 ? "; enter your landing table to see where the first shot falls." : ".");
    return r;
}

void roll_offtable(const Params& p, const EvalContext& ctx, Prng& dice, Result& r) {
    const json t = tables::player_table(ctx, "skirmish.off-table");
    const int d = dice.die(t.is_null() ? 6 : t.value("die", 6));
    r.roll = json{{"die", d}, {"key", landing_key(d, p.get_int("shot"), !t.is_null())}};
}

}  // namespace
PM_REGISTER_CALCULATOR_DATA("skirmish.off-table", evaluate_offtable, roll_offtable)
}  // namespace pm::skirmish
