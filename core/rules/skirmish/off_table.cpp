// Pointman — Vietnam Skirmish, Off Table Fire Support and the radio (off_table.h).

#include "rules/skirmish/off_table.h"

#include <string>

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

}  // namespace

Answer off_table(const OffTableInput& in) {
    Answer r;
    const int shot = in.shot;
    const bool hard = in.hard_cover;
    r.values["counters_within_6"] = hard ? 1 : 3;
    r.modifier(hard ? "Figure within 6\" behind hard cover" : "Figure within 6\" of the burst",
               hard ? "+1 counter" : "+3 counters", "Vietnam Skirmish, Off Table Fire Support");
    if (shot > 5)
        r.modifier("More shots than the suggested 5 per turn", "scenario limit",
                   "Vietnam Skirmish, Off Table Fire Support");
    r.values["table"] = !in.table ? "needs_table" : "skirmish.off-table";
    const int sides = !in.table ? 6 : in.table->die;
    if (shot > 1) {
        r.outcome("previous-point", "Same spot as the last shot", Rational(2, sides));
        r.modifier("Later shots: 1–2 land on the previous point, otherwise the table from there",
                   "2/" + std::to_string(sides), "Vietnam Skirmish, Off Table Fire Support");
    }
    if (in.table) {
        for (const LandingRow& row : in.table->rows) {
            int roll = row.roll;
            if (shot > 1 && roll <= 2) continue;
            r.outcome("roll-" + std::to_string(roll), landing_label(row), Rational(1, sides));
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
        (!in.table && shot == 1 ? "; enter your landing table to see where the first shot falls." : ".");
    return r;
}

void roll_off_table(const OffTableInput& in, Prng& dice, Answer& r) {
    const int d = dice.die(!in.table ? 6 : in.table->die);
    r.roll = json{{"die", d}, {"key", landing_key(d, in.shot, in.table.has_value())}};
}

// [SECTION] the radio
namespace {

// The radio is lost with its carrier on 4–6.
constexpr OneDie kRadioLost{4, "destroyed", "survives"};

}  // namespace

Answer radio(const RadioInput&) {
    Answer r;
    const Rational lost = kRadioLost.p_yes();
    r.outcome("destroyed", "Radio destroyed", lost);
    r.outcome("survives", "Radio survives", Rational(1) - lost);
    r.modifier("Radio lost with its carrier on 4–6", lost.str(), "Vietnam Skirmish, Off Table Fire Support");
    r.summary = "When the radio carrier dies, the radio is lost on a 4, 5 or 6 (chance " + lost.str() +
                "); while a radio works, off-table fire comes whenever it is called.";
    return r;
}

void roll_radio(const RadioInput&, Prng& dice, Answer& r) {
    roll_one_die(kRadioLost, dice, r);
}

}  // namespace pm::skirmish
