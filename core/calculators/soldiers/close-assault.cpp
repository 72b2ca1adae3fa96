// Soldiers optional close assault (digest SO-A1, SO-A2, Table SO-T1).
//
// Odds from total stacking values, cumulative terrain column shifts to the left (Case I); the CRT
// and the ratio-to-column rule are the base game's, entered by the user as "soldiers.crt" with each
// result code mapped to no-effect / disrupted / eliminated. Results then follow Case G: a
// disrupted defender that was already disrupted, or cannot retreat, is eliminated.
//
// Seeded roll (generator 1, only with the table): one draw, Prng::die(crt.die).
#include <algorithm>
#include <string>

#include "contract/registry.h"
#include "contract/rolled.h"
#include "contract/tables/table_kinds.h"
#include "contract/tables/user_tables.h"
#include "engine/random/prng.h"

namespace pm::soldiers {
namespace {

Result evaluate(const Params& p, const EvalContext& ctx) {
    Result r;
    int a = p.get_int("attack");
    const int d = p.get_int("defense");
    int shift = 0;
    auto add = [&](const char* flag, int n, const char* label, const char* rule) {
        if (!p.get_bool(flag)) return;
        shift += n;
        r.modifier(label, std::to_string(n) + (n == 1 ? " column left" : " columns left"), rule);
    };
    add("improved_position", 1, "Defender in Improved Positions", "Soldiers Case (I), terrain column shifts");
    add("woods", 1, "Defender in Woods", "Soldiers Case (I), terrain column shifts");
    add("slope_or_crest_all_attackers_lower", 1, "Slope or Crest, every attacker on lower ground",
        "Soldiers Case (I), terrain column shifts");
    add("slope_and_crest_all_attackers_lower", 1, "House rule, not in the book: Slope and Crest counted as two shifts",
        "Soldiers Case (I) (Pointman reading 41)");
    if (p.get_bool("canal")) {
        if (p.get_bool("canal_attacker_adjacent"))
            r.modifier("Canal, but an attacker stands in a neighbouring canal hex", "no shift",
                       "Soldiers Case (I), terrain column shifts");
        else
            add("canal", 1, "Defender in a Canal hex", "Soldiers Case (I), terrain column shifts");
    }
    add("town", 2, "Defender in a Town", "Soldiers Case (I), terrain column shifts");
    add("trench", 2, "Defender in Trenches", "Soldiers Case (I), terrain column shifts");

    // [SECTION] who may join (Cases (A), (C), (J))
    if (p.get_bool("ineligible_attackers"))
        throw CalcError(
            ErrorCode::NotPossible, "ineligible_attackers",
            "a close assault is made by infantry and dismounted troops only: leave out machine guns, field and "
            "howitzer guns and mounted cavalry (Soldiers Case (J))");
    if (p.get_bool("attackers_fired"))
        throw CalcError(
            ErrorCode::NotPossible, "attackers_fired",
            "a unit that fires in this combat phase may not also close assault; leave it out (Soldiers Case "
            "(A))");
    if (p.get_int("fewest_mp_left") < 2)
        throw CalcError(ErrorCode::NotPossible, "fewest_mp_left",
                        "a close assaulting unit needs at least two movement points left; leave out the units with "
                        "fewer (Soldiers Case (A))");
    const int hit = p.get_int("attack_disrupted");
    if (hit >= a)
        throw CalcError(ErrorCode::NotPossible, "attack_disrupted",
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

    const json tbl = tables::player_table(ctx, "soldiers.crt");
    if (tbl.is_null()) {
        tables::wait_for_table(r, "soldiers.crt");
        r.summary = "Odds " + odds + ", " + shift_s + ". Enter your Soldiers combat results table to see the results.";
        return r;
    }
    tables::Crt crt = tables::parse_crt("soldiers.crt", tbl, tables::find_table_kind("soldiers.crt")->effects);
    int base = tables::crt_column(crt, Rational(a, d), 0);
    int col = tables::crt_column(crt, Rational(a, d), shift);
    if (col < 0)
        throw CalcError(ErrorCode::NotPossible, "attack",
                        "odds " + odds + " after " + shift_s + " fall below the lowest column of your table");
    r.values["table"] = "soldiers.crt";
    r.values["column"] = crt.columns[col].label;
    if (base >= 0) r.values["base_column"] = crt.columns[base].label;
    const bool was_disrupted = p.get_bool("defender_disrupted"), surrounded = p.get_bool("surrounded");
    if (was_disrupted)
        r.modifier("Defender already disrupted: a Disrupted result eliminates it", "applied", "Soldiers Case (G)");
    if (surrounded)
        r.modifier("No retreat hex free of enemy units: a Disrupted result eliminates", "applied", "Soldiers Case (G)");

    auto effect_of = [&](int row) {
        std::string e = tables::crt_effect(crt, crt.cells[row][col]);
        if (e == "disrupted" && (was_disrupted || surrounded)) e = "eliminated";
        return e;
    };
    Rational pe[3];
    Dist rows = tables::crt_row_dist(crt, 0);
    for (const auto& [i, pr] : rows.entries()) {
        std::string e = effect_of(i);
        pe[e == "no-effect" ? 0 : e == "disrupted" ? 1 : 2] += pr;
    }
    r.outcome("no-effect", "No effect", pe[0]);
    r.outcome("disrupted", "Disrupted, retreats one hex", pe[1]);
    r.outcome("eliminated", "Eliminated", pe[2]);
    r.summary = "Odds " + odds + ", " + shift_s + ": column " + crt.columns[col].label + "; eliminated " + pe[2].str() +
                ", disrupted " + pe[1].str() + ".";
    if (ctx.seed) {
        Prng g(*ctx.seed);
        int die = g.die(crt.die);
        int row = std::min(std::max(die, crt.rows.front()), crt.rows.back()) - crt.rows.front();
        r.roll = json{
            {"die", die}, {"column", crt.columns[col].label}, {"result", crt.cells[row][col]}, {"key", effect_of(row)}};
        r.rolled = "Rolled " + std::to_string(die) + (crt.die != 6 ? " on a d" + std::to_string(crt.die) : "") +
                   " in the " + crt.columns[col].label + " column of your table: result " + crt.cells[row][col] + ", " +
                   r.label(effect_of(row)) + ".";
    }
    return r;
}

Calculator make() {
    Calculator c;
    c.id = "soldiers.close-assault";
    c.title = "Close assault odds and column shifts";
    c.ruleset = "soldiers";
    c.citation = "Soldiers optional close assault, Procedure and Cases (A), (C), (G)–(J) (terrain column shifts)";
    c.help =
        "Compares the stacking values of the assaulting companies with those of the defenders and counts the "
        "terrain shifts toward the defender. The results table is the base game's: once entered (with what each "
        "code does) the chance of each result appears.";
    c.ordered = true;
    c.params = {
        ParamSpec::Int("attack", "Attack stacking total", 1, 200, 8,
                       "Stacking values of every infantry company or dismounted cavalry unit assaulting the hex."),
        ParamSpec::Int("defense", "Defence stacking total", 1, 200, 4,
                       "Stacking values of every unit in the target hex."),
        ParamSpec::Bool("woods", "Woods", false, "Defender's hex is Woods (1 column left)."),
        ParamSpec::Bool("improved_position", "Improved Positions", false, "Defender has Improved Positions (1 left)."),
        ParamSpec::Bool("slope_or_crest_all_attackers_lower", "Slope or Crest, attackers lower", false,
                        "Defender on a Slope or Crest and every attacker is on lower ground (1 left)."),
        ParamSpec::Bool("canal", "Canal", false, "Defender in a Canal hex (1 left)."),
        ParamSpec::Bool("canal_attacker_adjacent", "Attacker in a neighbouring canal hex", false,
                        "One or more attackers stand in a canal hex next to the defender: the canal shift is lost."),
        ParamSpec::Bool("town", "Town", false, "Defender in a Town (2 left)."),
        ParamSpec::Bool("trench", "Trenches", false, "Defender in Trenches (2 left)."),
        ParamSpec::Bool("slope_and_crest_all_attackers_lower", "House rule: Slope and Crest as two shifts", false,
                        "The rule gives Slope and Crest one shift between them and never a hex that is both. Tick "
                        "only if your group counts a hex drawn with both as two shifts (Pointman reading 41).")
            .in_group("Options"),
        ParamSpec::Int("attack_disrupted", "Attackers hit by fire this phase", 0, 200, 0,
                       "Stacking values of attacking units disrupted or eliminated by enemy fire in this phase: they "
                       "add nothing to the assault.")
            .in_group("Who may assault"),
        ParamSpec::Int("fewest_mp_left", "Fewest movement points left", 0, 20, 2,
                       "The fewest unexpended movement points of any assaulting unit (it needs two).")
            .in_group("Who may assault"),
        ParamSpec::Bool("attackers_fired", "An assaulting unit fired this phase", false,
                        "Units that close assault may not fire in the same combat phase.")
            .in_group("Who may assault"),
        ParamSpec::Bool("ineligible_attackers", "Guns or mounted cavalry among the attackers", false,
                        "Machine guns, field guns, howitzers and mounted cavalry cannot close assault (they can be "
                        "assaulted).")
            .in_group("Who may assault"),
        ParamSpec::Bool("defender_disrupted", "Defender already disrupted", false,
                        "A defender disrupted before this assault is eliminated by a Disrupted result.")
            .in_group("Options"),
        ParamSpec::Bool("surrounded", "No free retreat hex", false,
                        "Every hex the defender could retreat into holds enemy units.")
            .in_group("Options"),
    };
    c.tables = {{"soldiers.crt",
                 "Soldiers Combat Results Table",
                 "From your copy of Soldiers: odds columns in increasing order, one row per die result, the result "
                 "code in each cell, what each code does, and how odds between columns are read.",
                 {"1:2", "1:1", "2:1", "3:1"},
                 {"1", "2", "3", "4", "5", "6"},
                 true,
                 "result code; map each code to no effect, disrupted or eliminated"}};
    c.evaluate = evaluate;
    return c;
}

}  // namespace
PM_REGISTER_CALCULATOR(make)
}  // namespace pm::soldiers
