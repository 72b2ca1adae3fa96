// Soldiers optional close assault (close_assault.h): terrain shifts (Case I), who may join (Cases A,
// C, J), the player's table at the odds, and Case (G) on its results.

#include "rules/soldiers/close_assault.h"

#include <algorithm>
#include <string>

namespace pm::soldiers {
namespace {

// [SECTION] the player's table at these odds
struct Column {
    tables::Crt crt;
    int col = -1;   // after the shifts; < 0 below the table's lowest column
    int base = -1;  // before them
    bool was_disrupted = false, surrounded = false;

    // Case (G): a Disrupted result eliminates a defender already disrupted or with no way back.
    std::string effect_of(int row) const {
        std::string e = tables::crt_effect(crt, crt.cells[row][col]);
        if (e == "disrupted" && (was_disrupted || surrounded)) e = "eliminated";
        return e;
    }
};

Column column_of(const CloseAssaultInput& in, int attack, int shift) {
    Column c;
    c.crt = *in.crt;
    const Rational ratio(attack, in.defense);
    c.base = tables::crt_column(c.crt, ratio, 0);
    c.col = tables::crt_column(c.crt, ratio, shift);
    c.was_disrupted = in.defender_disrupted;
    c.surrounded = in.surrounded;
    return c;
}

}  // namespace

// [SECTION] the odds
Answer close_assault(const CloseAssaultInput& in) {
    Answer r;
    int a = in.attack;
    const int d = in.defense;
    int shift = 0;
    auto add = [&](bool flag, int n, const char* label, const char* rule) {
        if (!flag) return;
        shift += n;
        r.modifier(label, std::to_string(n) + (n == 1 ? " column left" : " columns left"), rule);
    };
    add(in.improved_position, 1, "Defender in Improved Positions", "Soldiers Case (I), terrain column shifts");
    add(in.woods, 1, "Defender in Woods", "Soldiers Case (I), terrain column shifts");
    add(in.slope_or_crest_all_attackers_lower, 1, "Slope or Crest, every attacker on lower ground",
        "Soldiers Case (I), terrain column shifts");
    add(in.slope_and_crest_all_attackers_lower, 1, "House rule, not in the book: Slope and Crest counted as two shifts",
        "Soldiers Case (I) (Pointman reading 41)");
    if (in.canal) {
        if (in.canal_attacker_adjacent)
            r.modifier("Canal, but an attacker stands in a neighbouring canal hex", "no shift",
                       "Soldiers Case (I), terrain column shifts");
        else
            add(in.canal, 1, "Defender in a Canal hex", "Soldiers Case (I), terrain column shifts");
    }
    add(in.town, 2, "Defender in a Town", "Soldiers Case (I), terrain column shifts");
    add(in.trench, 2, "Defender in Trenches", "Soldiers Case (I), terrain column shifts");

    // [SECTION] who may join (Cases (A), (C), (J))
    if (in.ineligible_attackers)
        throw RuleError(
            ErrorCode::NotPossible, "ineligible_attackers",
            "a close assault is made by infantry and dismounted troops only: leave out machine guns, field and "
            "howitzer guns and mounted cavalry (Soldiers Case (J))");
    if (in.attackers_fired)
        throw RuleError(
            ErrorCode::NotPossible, "attackers_fired",
            "a unit that fires in this combat phase may not also close assault; leave it out (Soldiers Case "
            "(A))");
    if (in.fewest_mp_left < 2)
        throw RuleError(ErrorCode::NotPossible, "fewest_mp_left",
                        "a close assaulting unit needs at least two movement points left; leave out the units with "
                        "fewer (Soldiers Case (A))");
    const int hit = in.attack_disrupted;
    if (hit >= a)
        throw RuleError(ErrorCode::NotPossible, "attack_disrupted",
                        "every attacking unit was disrupted or eliminated by fire this phase: no close assault is left "
                        "(Soldiers Case (C))");
    if (hit > 0)
        r.modifier("Attackers disrupted or eliminated by fire this phase add nothing", "−" + std::to_string(hit),
                   "Soldiers Case (C)");
    a -= hit;
    if (hit > 0) r.values["attack_counted"] = a;

    const std::string odds = tables::odds_string(Rational(a), Rational(d));
    r.values["odds"] = odds;
    r.values["shift"] = shift;
    const std::string shift_s =
        shift == 0 ? "no column shift" : std::to_string(shift) + " column" + (shift == 1 ? "" : "s") + " left";

    if (!in.crt) {
        tables::wait_for_table(r, "soldiers.crt");
        r.summary = "Odds " + odds + ", " + shift_s + ". Enter your Soldiers combat results table to see the results.";
        return r;
    }
    const Column c = column_of(in, a, shift);
    const tables::Crt& crt = c.crt;
    const int col = c.col;
    if (col < 0)
        throw RuleError(ErrorCode::NotPossible, "attack",
                        "odds " + odds + " after " + shift_s + " fall below the lowest column of your table");
    r.values["table"] = "soldiers.crt";
    r.values["column"] = crt.columns[col].label;
    if (c.base >= 0) r.values["base_column"] = crt.columns[c.base].label;
    if (c.was_disrupted)
        r.modifier("Defender already disrupted: a Disrupted result eliminates it", "applied", "Soldiers Case (G)");
    if (c.surrounded)
        r.modifier("No retreat hex free of enemy units: a Disrupted result eliminates", "applied", "Soldiers Case (G)");

    Rational pe[3];
    Dist rows = tables::crt_row_dist(crt, 0);
    for (const auto& [i, pr] : rows.entries()) {
        const std::string e = c.effect_of(i);
        pe[e == "no-effect" ? 0 : e == "disrupted" ? 1 : 2] += pr;
    }
    r.outcome("no-effect", "No effect", pe[0]);
    r.outcome("disrupted", "Disrupted, retreats one hex", pe[1]);
    r.outcome("eliminated", "Eliminated", pe[2]);
    r.summary = "Odds " + odds + ", " + shift_s + ": column " + crt.columns[col].label + "; eliminated " + pe[2].str() +
                ", disrupted " + pe[1].str() + ".";
    return r;
}

// [SECTION] the roll: one die in the column the answer found (no table, no roll)
void roll_close_assault(const CloseAssaultInput& in, Prng& g, Answer& r) {
    if (!in.crt) return;
    const int attack = in.attack - in.attack_disrupted;
    const Column c = column_of(in, attack, r.values["shift"]);
    const tables::Crt& crt = c.crt;
    const int die = g.die(crt.die);
    const int row = std::min(std::max(die, crt.rows.front()), crt.rows.back()) - crt.rows.front();
    const std::string& label = crt.columns[c.col].label;
    r.roll = json{{"die", die}, {"column", label}, {"result", crt.cells[row][c.col]}, {"key", c.effect_of(row)}};
    r.rolled = "Rolled " + std::to_string(die) + (crt.die != 6 ? " on a d" + std::to_string(crt.die) : "") +
               " in the " + label + " column of your table: result " + crt.cells[row][c.col] + ", " +
               r.label(c.effect_of(row)) + ".";
}

}  // namespace pm::soldiers
